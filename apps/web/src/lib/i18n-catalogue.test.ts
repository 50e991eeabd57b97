// The translation catalogue is complete: every area the project lists has both languages with the
// same keys and the same placeholders, nothing is left empty or in English in the Hindi, every key
// belongs to its area and is used by the code. A missing key fails here, not on a Hindi screen.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const settings = JSON.parse(readFileSync(path.join(webRoot, 'project.inlang/settings.json'), 'utf8')) as {
  baseLocale: string;
  locales: string[];
  'plugin.inlang.messageFormat': { pathPattern: string[] };
};
const AREA_PATTERN = /^\.\/messages\/([a-z-]+)\/\{locale\}\.json$/;
const areas = settings['plugin.inlang.messageFormat'].pathPattern.map((pattern) => {
  const area = AREA_PATTERN.exec(pattern)?.[1];
  if (!area) throw new Error(`Unexpected message path pattern ${pattern}`);
  return area;
});

type Catalogue = Record<string, string>;

function catalogue(area: string, locale: string): Catalogue {
  const file = path.join(webRoot, 'messages', area, `${locale}.json`);
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
  return messages;
}

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
/** An English word of three or more letters outside the placeholders: the text says something. */
const hasEnglishWords = (text: string): boolean => /[a-z]{3,}/.test(text.replace(/\{\w+\}/g, ''));
const DEVANAGARI = /[\u0900-\u097F]/;

/** Every source file's text, to tell a used key from a left-over one. */
function sourceText(directory: string): string {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .filter((entry) => !entry.parentPath.includes(`${path.sep}paraglide`))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

describe('the translation catalogue', () => {
  it('speaks English (India) first and Hindi', () => {
    expect(settings.baseLocale).toBe('en-IN');
    expect(settings.locales).toEqual(['en-IN', 'hi-IN']);
  });

  it('lists every folder of messages, and only those', () => {
    const folders = readdirSync(path.join(webRoot, 'messages'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...areas].sort()).toEqual(folders.sort());
  });

  const source = sourceText(path.join(webRoot, 'src'));

  describe.each(areas)('%s', (area) => {
    const english = catalogue(area, 'en-IN');
    const hindi = catalogue(area, 'hi-IN');

    it('has the same keys in both languages, each named for its area', () => {
      expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
      for (const key of Object.keys(english)) expect(key).toMatch(new RegExp(`^${area}_[a-z0-9_]+$`));
    });

    it('has a text for every key, with the same placeholders, and Hindi where English has words', () => {
      for (const [key, text] of Object.entries(english)) {
        const translated = hindi[key] ?? '';
        expect(text.trim(), key).not.toBe('');
        expect(translated.trim(), key).not.toBe('');
        expect(placeholders(translated), key).toEqual(placeholders(text));
        if (hasEnglishWords(text)) expect(translated, `${key} is not in Hindi`).toMatch(DEVANAGARI);
      }
    });

    it('uses every key somewhere in the code', () => {
      const unused = Object.keys(english).filter((key) => !new RegExp(`\\b${key}\\b`).test(source));
      expect(unused).toEqual([]);
    });
  });
});
