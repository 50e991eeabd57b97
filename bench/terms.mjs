// The terms and pages the cold measurements ask (bench/reads.mjs): large sets made the same way in
// every run, so that no two requests of a cold measurement are alike.

/** A seeded random source (mulberry32): the same terms in every run. */
function randomSource(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` made-up words of two or three syllables: terms that match few products or none. */
export function madeUpWords(count) {
  const random = randomSource(42);
  const consonants = 'bcdfghjklmnprstvyz';
  const vowels = 'aeiou';
  const pick = (letters) => letters[Math.floor(random() * letters.length)];
  const words = new Set();
  while (words.size < count) {
    const syllables = 2 + Math.floor(random() * 2);
    words.add(Array.from({ length: syllables }, () => pick(consonants) + pick(vowels)).join(''));
  }
  return [...words];
}

/** Numbers of two to five digits, as someone types part of a SKU or a pack size. */
export function numbers(count) {
  const random = randomSource(7);
  return Array.from({ length: count }, () => {
    const digits = 2 + Math.floor(random() * 4);
    return String(Math.floor(random() * 10 ** digits)).padStart(digits, '0');
  });
}

/** Every two-letter start of a word: what a search box sends after two keystrokes. */
export const TWO_LETTERS = [...'abcdefghijklmnopqrstuvwxyz'].flatMap((a) =>
  [...'abcdefghijklmnopqrstuvwxyz'].map((b) => a + b),
);

/** Hindi words a distributor's staff type for the goods of the data set. */
export const DEVANAGARI_WORDS = [
  'चावल',
  'दाल',
  'आटा',
  'बेसन',
  'चीनी',
  'गुड़',
  'तेल',
  'घी',
  'हल्दी',
  'मिर्च',
  'मसाला',
  'जीरा',
  'धनिया',
  'हींग',
  'मेथी',
  'चाय',
  'कॉफ़ी',
  'लस्सी',
  'पनीर',
  'दूध',
  'दही',
  'मक्खन',
  'खोया',
  'भुजिया',
  'चकली',
  'बिस्कुट',
  'साबुन',
  'शैम्पू',
  'मंजन',
  'झाड़ू',
  'माचिस',
  'अगरबत्ती',
  'बल्ब',
  'पंखा',
  'पाइप',
  'सीमेंट',
  'ताला',
  'कॉपी',
  'पेन',
  'रजिस्टर',
  'दवा',
  'पट्टी',
  'साड़ी',
  'कुर्ता',
  'धोती',
  'चादर',
  'तौलिया',
  'दुपट्टा',
  'यूरिया',
  'खाद',
  'बीज',
  'कुकर',
  'कड़ाही',
  'तवा',
  'टिफ़िन',
  'बोतल',
  'मटर',
  'पराठा',
];

/**
 * Request `i`'s path of a list: `values[i]` in turn, each round with another page size (40 to 60)
 * and, every 21 rounds, the next page: no two requests alike.
 */
export function pagedVariants(values, path) {
  return (i) => {
    const round = Math.floor(i / values.length);
    return path(values[i % values.length], 40 + (round % 21), Math.floor(round / 21));
  };
}

export const searchPath = (term, limit, offset) =>
  `/products/?search=${encodeURIComponent(term)}&limit=${limit}${offset ? `&offset=${offset}` : ''}`;
