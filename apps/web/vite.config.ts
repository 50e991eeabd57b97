import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { i18nOptions } from './i18n.config.js';

/** Modules of the built @godown/shared package (the workspace link resolves to its real path). */
const SHARED_BUILD = /[\\/]packages[\\/]shared[\\/]dist[\\/]/;
/** Mantine's ScrollArea module, which imports one hook from Floating UI. */
const MANTINE_SCROLL_AREA =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const MERGE_REFS_MODULE = '\0godown:merge-refs';
/** One Mantine component's stylesheet, `@mantine/core/styles/<Name>.css`. */
const MANTINE_COMPONENT_STYLESHEET = /[\\/]@mantine[\\/]core[\\/]styles[\\/]\w+\.css$/;
/** The class-name module Mantine builds for one component's stylesheet, e.g. `Button.module.css.mjs`. */
const MANTINE_CLASSES_MODULE =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:.+[\\/])?(\w+)\.module\.css\.mjs$/;

/**
 * Shared modules of the lazy pages up to this size (source bytes before minifying, about 18 KB
 * gzipped) are copied into the pages that use them rather than loaded as files of their own.
 */
const INLINE_COMMON_MAX_BYTES = 60_000;

/** Text files at least this large get compressed copies; smaller ones gain less than the headers. */
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes `file.br` and `file.gz` beside every built text file, compressed once at their best levels,
 * so a static file server can send them to browsers that accept them (@fastify/static's
 * `preCompressed`) instead of compressing on every request or sending the raw bytes.
 */
function precompress(): Plugin {
  return {
    name: 'godown:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => /\.(?:js|css|html|svg|json)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const source = await readFile(file);
          if (source.length < PRECOMPRESS_MIN_BYTES) return;
          await Promise.all([
            writeFile(
              `${file}.br`,
              brotliCompressSync(source, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
            ),
            writeFile(`${file}.gz`, gzipSync(source, { level: 9 })),
          ]);
        }),
      );
    },
  };
}

/**
 * Writes the first page's stylesheet into index.html as a <style> element: the browser draws nothing
 * until its stylesheets have arrived, and on a phone's network a linked one is a round trip after
 * the HTML's (docs/performance.md#the-web-app). The file stays, and so does its <link>, `disabled`:
 * a disabled stylesheet link is neither fetched nor applied, but the lazy pages' chunks list the
 * file among what they preload, and Vite's preload helper skips a stylesheet that a
 * `<link rel="stylesheet">` of the document already names (without it, they would load it again).
 */
function inlineEntryStylesheet(): Plugin {
  return {
    name: 'godown:inline-entry-stylesheet',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
          (link, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') return link;
            const disabled = link.replace('<link ', '<link disabled ');
            return `<style>${String(asset.source)}</style>${disabled}`;
          },
        );
      },
    },
  };
}

/**
 * Gives Mantine's ScrollArea its one Floating UI hook (useMergeRefs) from @mantine/hooks instead.
 * ScrollArea is in every modal, so in the first page's file; a module goes whole into one chunk, and
 * Floating UI (with what the lazy pages' popovers, menus and tooltips use of it) then came into the
 * first file too: about 13 KB gzipped that the first paint waited for. The lazy pages still load it.
 */
function scrollAreaMergeRefs(): Plugin {
  return {
    name: 'godown:scroll-area-merge-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && MANTINE_SCROLL_AREA.test(importer))
        return MERGE_REFS_MODULE;
      return null;
    },
    load(id) {
      if (id !== MERGE_REFS_MODULE) return null;
      return "import { useMergedRef } from '@mantine/hooks';\nexport const useMergeRefs = (refs) => useMergedRef(...refs);\n";
    },
  };
}

/**
 * Brings each Mantine component's stylesheet with the component, instead of all of Mantine's
 * stylesheet (230 KB, 84% of it unused on the first page) with the first page. Mantine builds each
 * component's class names into `<Name>.module.css.mjs` and ships its rules as
 * `@mantine/core/styles/<Name>.css`; this adds the import of the one to the other, so a stylesheet
 * goes into the chunk of the page that first uses its component, in the order the modules run (a
 * component's own parts, which it imports first, before it). `main.tsx` imports the three sheets
 * every page needs (baseline, CSS variables, global). docs/performance.md#the-web-app.
 */
function mantineStylesPerComponent(): Plugin {
  return {
    name: 'godown:mantine-styles-per-component',
    transform(code, id) {
      const component = MANTINE_CLASSES_MODULE.exec(id)?.[1];
      if (!component) return null;
      return { code: `import '@mantine/core/styles/${component}.css';\n${code}`, map: null };
    },
  };
}

// The API server listens on :3000 in development; the dev server forwards /api there so the
// browser talks to one origin, as it does in production where the server serves this build.
export default defineConfig({
  plugins: [
    react(),
    paraglideVitePlugin(i18nOptions),
    scrollAreaMergeRefs(),
    mantineStylesPerComponent(),
    inlineEntryStylesheet(),
    precompress(),
  ],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Mantine and React make one vendor chunk of roughly 600 kB before gzip; that is expected.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      treeshake: {
        // @godown/shared declares its zod schemas at the top of its modules, which a bundler must
        // otherwise keep: the first page needs only its constants, not zod and every schema. Its
        // modules have no side effects, so what a chunk does not import is left out of it.
        moduleSideEffects: (id) => (SHARED_BUILD.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          // What the first page needs comes as one file, not the twenty-odd small chunks the split
          // would otherwise make of the modules it shares with the lazy pages: on a phone's slow
          // network each file is a round trip before the page can draw (docs/performance.md).
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'mantine-styles', test: MANTINE_COMPONENT_STYLESHEET },
          ],
          // The lazy pages' small shared modules (a Mantine component, an icon, a helper) are copied
          // into each page's file instead of becoming dozens of tiny files: a page opens with about
          // four requests instead of fifty, each a round trip on a phone's network. Rolldown keeps one
          // state per module across the copies. Chunks with styles stay files (Vite's CSS plugin
          // emits a module's CSS from every chunk that lists it).
          experimentalInlineCommonChunks: {
            maxSize: INLINE_COMMON_MAX_BYTES,
            exclude: /\.(?:css|scss|sass|less|styl|stylus|pcss|postcss|sss)(?:\?|$)/,
          },
        },
      },
    },
  },
});
