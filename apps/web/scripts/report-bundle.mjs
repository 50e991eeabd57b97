// What a first visit downloads before the app can draw: the entry script of dist/index.html and the
// chunks it modulepreloads, gzipped (level 9, as a server or CDN would send them). Prints that total
// against the budget, the CSS apart, and the largest chunks loaded later (the lazy pages); exits 1
// when the initial JavaScript is over the budget, so `npm run build` fails on a regression. Also
// exits 1 when a Mantine component in the build lacks its stylesheet (vite.config.ts brings each
// component's sheet with it, by the name of its class-name module: a renamed module would drop it).
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Budget of the initial JavaScript, gzipped, in KB (1 KB = 1000 bytes, as Vite prints sizes). */
const INITIAL_JS_BUDGET_KB = 188;
/** How many of the lazily loaded chunks to list. */
const LARGEST_LAZY_SHOWN = 8;

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const gzipBytes = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
/** The `attr` values of the tags matching `tagPattern` (e.g. every <link rel="modulepreload">). */
function attributeValues(tagPattern, attr) {
  const values = [];
  for (const [tag] of html.matchAll(tagPattern)) {
    const value = new RegExp(`\\s${attr}="([^"]+)"`).exec(tag)?.[1];
    if (value) values.push(value.replace(/^\//, ''));
  }
  return values;
}

const entry = attributeValues(/<script\b[^>]*type="module"[^>]*>/g, 'src');
const preloaded = attributeValues(/<link\b[^>]*rel="modulepreload"[^>]*>/g, 'href');
// A disabled stylesheet link is not fetched (vite.config.ts keeps one for the inline stylesheet's file).
const styles = attributeValues(/<link\b(?![^>]*\sdisabled\b)[^>]*rel="stylesheet"[^>]*>/g, 'href');
if (entry.length === 0) {
  console.error(`report-bundle: no <script type="module" src> in ${path.join(dist, 'index.html')}`);
  process.exit(1);
}

const initial = [...new Set([...entry, ...preloaded])];
const initialBytes = initial.reduce((sum, file) => sum + gzipBytes(file), 0);
// The stylesheet written into index.html counts too.
const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join('');
const cssBytes =
  styles.reduce((sum, file) => sum + gzipBytes(file), 0) +
  (inlineCss ? gzipSync(Buffer.from(inlineCss), { level: 9 }).length : 0);

const assets = readdirSync(path.join(dist, 'assets'));
const lazy = assets
  .map((name) => `assets/${name}`)
  .filter((file) => file.endsWith('.js') && !initial.includes(file))
  .map((file) => ({ file, bytes: gzipBytes(file) }))
  .sort((a, b) => b.bytes - a.bytes);

// Mantine's class (and keyframe) names are `m_` and a hash, the same in its JavaScript and in its
// stylesheets.
const mantineStyles = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles/global.css'));
const builtText = (extension) =>
  assets
    .filter((name) => name.endsWith(extension))
    .map((name) => readFileSync(path.join(dist, 'assets', name), 'utf8'))
    .join('\n');
const classesInJs = new Set(
  Array.from(builtText('.js').matchAll(/[`'"](m_[0-9a-f]+)[`'"]/g), ([, name]) => name),
);
const builtCss = `${inlineCss}\n${builtText('.css')}`;
const unstyled = [];
for (const sheet of readdirSync(mantineStyles).filter((name) => !name.endsWith('.layer.css'))) {
  const classNames = new Set(readFileSync(path.join(mantineStyles, sheet), 'utf8').match(/m_[0-9a-f]+/g));
  for (const className of classNames) {
    if (classesInJs.has(className) && !builtCss.includes(className)) unstyled.push(`${sheet} (${className})`);
  }
}

const isOver = initialBytes > INITIAL_JS_BUDGET_KB * 1000;
console.log(
  `initial JS: ${kb(initialBytes)} gzip (budget ${INITIAL_JS_BUDGET_KB} KB) in ${initial.length} ` +
    `file${initial.length === 1 ? '' : 's'}${isOver ? ' — OVER BUDGET' : ''}`,
);
for (const file of initial) console.log(`  ${file}  ${kb(gzipBytes(file))}`);
console.log(
  `initial CSS: ${kb(cssBytes)} gzip (${[...styles, ...(inlineCss ? ['inline in index.html'] : [])].join(', ') || 'none'})`,
);
console.log(
  `lazy chunks: ${lazy.length}, ${kb(lazy.reduce((sum, c) => sum + c.bytes, 0))} gzip in all; largest:`,
);
for (const { file, bytes } of lazy.slice(0, LARGEST_LAZY_SHOWN)) console.log(`  ${file}  ${kb(bytes)}`);
if (unstyled.length > 0) {
  console.error(`Mantine classes used without their stylesheet: ${unstyled.join(', ')}`);
}
if (isOver || unstyled.length > 0) process.exit(1);
