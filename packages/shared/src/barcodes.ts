import { z } from 'zod';
import { rule } from './messages/rule.js';

// Barcodes (docs/domain.md#barcodes): what Godown prints and what it reads back. A product's code is
// its GTIN (EAN-13, UPC-A, EAN-8 or GTIN-14) when it has one, else its SKU; batches, inventories and
// storage units carry Godown's own codes; a transport's code is its package id. Manufacturers'
// cartons carry GS1 element strings: (01) GTIN, (10) batch, (17) expiry, (21) serial.

/** Messages of the barcode rules, by key (`rule`); the form and the server say the same words. */
export const BARCODE_MESSAGES = {
  gtinShape: rule('product.gtinShape'),
  gtinCheckDigit: (expected: number) => rule('product.gtinCheckDigit', { digit: expected }),
} as const;

/** Lengths a GTIN may have: EAN-8, UPC-A, EAN-13, GTIN-14. */
export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

/** The GS1 check digit (mod 10, weights 3 and 1 from the right) of the digits before it. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** True for a GTIN of a valid length whose last digit is its check digit. */
export function isValidGtin(code: string): boolean {
  if (!/^\d+$/.test(code) || !(GTIN_LENGTHS as readonly number[]).includes(code.length)) return false;
  return gs1CheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/** A GTIN as 14 digits (zeros in front): EAN-13 "8901234567890" and (01) "08901234567890" match. */
export function gtin14(code: string): string {
  return code.padStart(14, '0');
}

/** A GTIN as a person reads it: 14 digits with a leading zero shown as the 13 of an EAN-13. */
export function displayGtin(code: string): string {
  return code.length === 14 && code.startsWith('0') ? code.slice(1) : code;
}

/** A product's barcode field: digits of a GTIN with a correct check digit. */
export const zGtinSchema = z
  .string(rule('product.barcodeText'))
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => /^\d+$/.test(value) && (GTIN_LENGTHS as readonly number[]).includes(value.length), {
    message: BARCODE_MESSAGES.gtinShape,
    abort: true,
  })
  .superRefine((value, ctx) => {
    const expected = gs1CheckDigit(value.slice(0, -1));
    if (expected !== Number(value.at(-1)))
      ctx.addIssue({ code: 'custom', message: BARCODE_MESSAGES.gtinCheckDigit(expected) });
  });

/** What a GS1 element string carries that Godown uses (others are kept in `other`). */
export interface Gs1Data {
  /** AI (01): the trade item, 14 digits. */
  gtin?: string;
  /** AI (10): batch or lot. */
  batch?: string;
  /** AI (17): expiry date, YYYY-MM-DD. */
  expiryDate?: string;
  /** AI (11): production date, YYYY-MM-DD. */
  mfgDate?: string;
  /** AI (21): serial number. */
  serial?: string;
  /** AI (30) or (37): a count of items. */
  count?: number;
  /** Any other AI, by its number. */
  other: Record<string, string>;
}

/** The GS1 group separator (FNC1 inside a symbol), ASCII 29. */
export const GS1_GROUP_SEPARATOR = '\u001d';

// Application identifiers with a predefined length (AI digits + data), from the GS1 General
// Specifications' table of predefined lengths: an AI starting with these two digits never needs a
// separator after it. Every other AI is variable: its data runs to a separator or the end.
const PREDEFINED_LENGTH: Readonly<Record<string, number>> = {
  '00': 20,
  '01': 16,
  '02': 16,
  '03': 16,
  '04': 18,
  '11': 8,
  '12': 8,
  '13': 8,
  '14': 8,
  '15': 8,
  '16': 8,
  '17': 8,
  '18': 8,
  '19': 8,
  '20': 4,
  '31': 10,
  '32': 10,
  '33': 10,
  '34': 10,
  '35': 10,
  '36': 10,
  '41': 16,
};

// How many digits the AI itself has, by its first two digits (GS1 General Specifications).
function aiLength(prefix: string): number {
  const n = Number(prefix);
  if (n <= 22 || n === 30 || n === 37 || (n >= 90 && n <= 99)) return 2;
  if ((n >= 23 && n <= 29) || (n >= 40 && n <= 42) || n === 71) return 3;
  return 4;
}

/**
 * The short names a GS1 Digital Link may give the application identifiers a pack's code carries
 * (GS1 Digital Link standard, its table of "convenience alphas"), by AI.
 */
const DIGITAL_LINK_NAMES: Readonly<Record<string, string>> = {
  gtin: '01',
  itip: '8006',
  cpv: '22',
  lot: '10',
  ser: '21',
  exp: '17',
  expdt: '7003',
  bestbefore: '15',
  proddate: '11',
  packdate: '13',
  sscc: '00',
};

/** An AI of a Digital Link's path or query: its digits, or its short name. */
function linkAi(key: string): string | null {
  if (/^\d{2,4}$/.test(key)) return key;
  return DIGITAL_LINK_NAMES[key.toLowerCase()] ?? null;
}

/**
 * The elements of a GS1 Digital Link URI (the QR codes GS1 India is moving packs to):
 * https://id.gs1.org/01/{gtin}/10/{batch}?17={expiry}, or a brand's own domain with a path before
 * the GTIN, and the short names (`gtin`, `lot`, `exp`, …). A GTIN of 8, 12 or 13 digits is read
 * as its GTIN-14. Null when the text is no such URI; an empty list when it is one without a GTIN.
 */
function digitalLinkElements(text: string): [string, string][] | null {
  if (!/^https?:\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const start = segments.findIndex((segment, i) => linkAi(segment) === '01' && i + 1 < segments.length);
  if (start < 0) return [];
  const elements: [string, string][] = [];
  const decode = (value: string) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  };
  for (let i = start; i + 1 < segments.length; i += 2) {
    const ai = linkAi(segments[i]!);
    const value = decode(segments[i + 1]!);
    if (!ai || value === null) return [];
    elements.push([ai, ai === '01' && /^\d{8}$|^\d{12,13}$/.test(value) ? value.padStart(14, '0') : value]);
  }
  for (const [key, value] of url.searchParams) {
    const ai = linkAi(key);
    if (ai && ai !== '01') elements.push([ai, value]);
  }
  return elements;
}

/** A GS1 date YYMMDD as YYYY-MM-DD: the century puts the year within 49 back and 50 ahead of now; day 00 is the month's last. */
export function gs1Date(yymmdd: string, today = new Date()): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  let day = Number(yymmdd.slice(4, 6));
  if (month < 1 || month > 12) return null;
  const currentYear = today.getUTCFullYear();
  const century = Math.floor(currentYear / 100) * 100;
  let year = century + yy;
  const diff = year - currentYear;
  if (diff >= 51) year -= 100;
  else if (diff <= -50) year += 100;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day === 0) day = lastDay;
  if (day > lastDay) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The YYMMDD of a GS1 date field for a YYYY-MM-DD date. */
export function gs1DateField(date: string): string {
  return date.slice(2, 4) + date.slice(5, 7) + date.slice(8, 10);
}

// Symbology identifiers a scanner may send first: ]C1 (GS1-128), ]d2 (GS1 DataMatrix), ]Q3 (GS1 QR),
// ]e0 (GS1 DataBar), ]J1 (GS1 DotCode).
const SYMBOLOGY_ID = /^\](C1|d2|Q3|e0|J1)/;

/**
 * Reads a GS1 element string: "(01)08901234567890(17)270331(10)B12", the same without brackets and
 * with group separators (ASCII 29) after variable fields, with or without a symbology identifier;
 * or a GS1 Digital Link URI carrying the same (digitalLinkElements).
 * Returns null when the text is not a GS1 string (no GTIN or SSCC first, an AI cut short, a bad
 * date or check digit).
 */
export function parseGs1(raw: string, today = new Date()): Gs1Data | null {
  let text = raw.trim().replace(SYMBOLOGY_ID, '');
  const linked = digitalLinkElements(text);
  const elements: [string, string][] = linked ?? [];
  if (linked) {
    if (linked.length === 0) return null;
  } else if (text.startsWith('(')) {
    // The human-readable form: every AI in brackets, so no separators are needed.
    const pattern = /\((\d{2,4})\)([^()]*)/g;
    let consumed = 0;
    for (const match of text.matchAll(pattern)) {
      if (match.index !== consumed) return null;
      elements.push([match[1]!, match[2]!.replace(new RegExp(GS1_GROUP_SEPARATOR, 'g'), '')]);
      consumed = match.index + match[0].length;
    }
    if (consumed !== text.length || elements.length === 0) return null;
  } else {
    if (text.startsWith(GS1_GROUP_SEPARATOR)) text = text.slice(1);
    let i = 0;
    while (i < text.length) {
      const prefix = text.slice(i, i + 2);
      if (!/^\d{2}$/.test(prefix)) return null;
      const ai = text.slice(i, i + aiLength(prefix));
      if (!/^\d+$/.test(ai)) return null;
      const fixed = PREDEFINED_LENGTH[prefix];
      let data: string;
      if (fixed !== undefined) {
        data = text.slice(i + ai.length, i + fixed);
        if (data.length !== fixed - ai.length) return null;
        i += fixed;
        if (text[i] === GS1_GROUP_SEPARATOR) i++;
      } else {
        const end = text.indexOf(GS1_GROUP_SEPARATOR, i);
        data = text.slice(i + ai.length, end === -1 ? text.length : end);
        i = end === -1 ? text.length : end + 1;
      }
      elements.push([ai, data]);
    }
  }
  const [firstAi] = elements[0] ?? [];
  if (firstAi !== '01' && firstAi !== '02' && firstAi !== '00') return null;
  const result: Gs1Data = { other: {} };
  for (const [ai, data] of elements) {
    if (data.length === 0) return null;
    switch (ai) {
      case '01':
      case '02':
        if (!isValidGtin(data) || data.length !== 14) return null;
        if (ai === '01') result.gtin = data;
        else result.other[ai] = data;
        break;
      case '10':
        result.batch = data;
        break;
      case '21':
        result.serial = data;
        break;
      case '11':
      case '17': {
        const date = gs1Date(data, today);
        if (!date) return null;
        if (ai === '17') result.expiryDate = date;
        else result.mfgDate = date;
        break;
      }
      case '30':
      case '37':
        if (!/^\d{1,8}$/.test(data)) return null;
        result.count = Number(data);
        break;
      default:
        result.other[ai] = data;
    }
  }
  return result;
}

// GS1's character set 82 (the letters, digits and these marks), without the brackets that the
// bracketed form of an element string uses to mark AIs.
const GS1_BATCH = /^[A-Za-z0-9!"%&'*+,\-./:;<=>?_]{1,20}$/;

/** True for a batch code a GS1 (10) field can carry: up to 20 characters of GS1's set, no brackets. */
export function isGs1BatchCode(code: string): boolean {
  return GS1_BATCH.test(code);
}

/** A GS1 element string in its bracketed form, as bwip-js's gs1-128 and gs1datamatrix encoders take it. */
export function gs1ElementString(data: {
  gtin: string;
  expiryDate?: string | null;
  batch?: string | null;
}): string {
  let text = `(01)${gtin14(data.gtin)}`;
  if (data.expiryDate) text += `(17)${gs1DateField(data.expiryDate)}`;
  if (data.batch) text += `(10)${data.batch}`;
  return text;
}

/** The kinds of thing a scanned code can name. */
export const SCAN_KINDS = ['product', 'batch', 'inventory', 'storageUnit', 'transport'] as const;
export type ScanKind = (typeof SCAN_KINDS)[number];

// Godown's own codes for things that have no code of their own: a prefix and the record's id.
const OWN_CODE_PREFIX = {
  product: 'GDN-P-',
  batch: 'GDN-B-',
  inventory: 'GDN-I-',
  storageUnit: 'GDN-S-',
} as const;

/** Godown's own code of a record: "GDN-S-<id>" for a storage unit, and so on. */
export function ownCode(kind: keyof typeof OWN_CODE_PREFIX, id: string): string {
  return OWN_CODE_PREFIX[kind] + id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What one of Godown's own codes names, or null for any other text. */
export function readOwnCode(code: string): { kind: keyof typeof OWN_CODE_PREFIX; id: string } | null {
  const text = code.trim();
  for (const [kind, prefix] of Object.entries(OWN_CODE_PREFIX) as [keyof typeof OWN_CODE_PREFIX, string][]) {
    if (text.toUpperCase().startsWith(prefix)) {
      const id = text.slice(prefix.length).toLowerCase();
      return UUID.test(id) ? { kind, id } : null;
    }
  }
  return null;
}

/** The barcode a product's label carries: its GTIN, else its SKU, else Godown's own code. */
export function productBarcode(product: { id: string; gtin: string | null; sku: string | null }): {
  symbology: 'ean13' | 'upca' | 'ean8' | 'gtin14' | 'code128' | 'datamatrix';
  text: string;
} {
  if (product.gtin) {
    const symbology = ({ 8: 'ean8', 12: 'upca', 13: 'ean13', 14: 'gtin14' } as const)[
      product.gtin.length as 8 | 12 | 13 | 14
    ];
    return { symbology, text: product.gtin };
  }
  if (product.sku && /^[\x20-\x7e]+$/.test(product.sku)) return { symbology: 'code128', text: product.sku };
  return { symbology: 'datamatrix', text: ownCode('product', product.id) };
}

/** Longest code the scan lookup reads (a GS1 DataMatrix holds more, but no label Godown reads does). */
export const SCAN_CODE_MAX = 200;
