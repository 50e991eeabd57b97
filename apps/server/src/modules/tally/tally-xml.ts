import { Readable } from 'node:stream';

// The writer of the Tally files (docs/domain.md#tally): XML text made safe, the elements TallyPrime
// reads, its amounts, dates, quantities and rates, and the envelope of an Import Data request. A
// file is written as a stream of chunks, one page of rows each, joined from arrays: nothing here
// grows one string row by row.

/** How the files are sent. */
export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8';

/**
 * What XML 1.0 forbids in a document: control characters other than tab, line feed and carriage
 * return, a surrogate without its pair, U+FFFE and U+FFFF. TallyPrime's own exports write U+0004
 * before a few values; such a character makes the file unreadable to any XML parser, so it goes.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as XML: the five special characters escaped and what XML 1.0 forbids left out. */
export function xmlText(value: string | number): string {
  return String(value)
    .replace(NOT_XML, '')
    .replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** `<TAG>text</TAG>`; nothing for a missing value (Tally then keeps its default). */
export function el(tag: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return `<${tag}>${xmlText(value)}</${tag}>`;
}

/** `<TAG attributes>children</TAG>`: an element of elements (a master, a voucher, a .LIST). */
export function group(
  tag: string,
  children: readonly string[],
  attributes: Readonly<Record<string, string>> = {},
): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${xmlText(value)}"`)
    .join('');
  return `<${tag}${attrs}>${children.join('')}</${tag}>`;
}

/** Tally's logical values. */
export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

/**
 * Paise from a rupee amount as PostgreSQL writes a numeric ("-1234.5", "12.50", "7"): exact, by its
 * digits, never through a float. More than two decimals is a bug upstream (money has two), so it throws.
 */
export function paiseOf(text: string | number): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(String(text).trim());
  if (!match) throw new Error(`Not a rupee amount: ${text}`);
  const [, sign, rupees, fraction = ''] = match;
  const paise = Number(rupees) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(paise)) throw new Error(`Rupee amount out of range: ${text}`);
  return sign && paise !== 0 ? -paise : paise;
}

/** An amount as Tally writes one: rupees with two decimals from paise, negative for a debit. */
export function tallyAmount(paise: number): string {
  const whole = Math.abs(paise);
  const rupees = Math.trunc(whole / 100);
  const cents = String(whole % 100).padStart(2, '0');
  return `${paise < 0 ? '-' : ''}${rupees}.${cents}`;
}

/** A date as Tally writes one: 2026-04-01 is 20260401. */
export const tallyDate = (isoDate: string): string => isoDate.slice(0, 10).replace(/-/g, '');

/** A quantity with its unit: "10 NOS". */
export const tallyQuantity = (units: number, unit: string): string => `${units} ${unit}`;

/** A rate per unit: "12.50/NOS". */
export const tallyRate = (paise: number, unit: string): string => `${tallyAmount(paise)}/${unit}`;

/**
 * A percentage (a numeric's text, "18.00", "0.25") as a plain number, halved when asked (CGST and
 * SGST are half the GST rate): in thousandths of a percent, so 0.25 halves to 0.125 exactly.
 */
export function tallyPercent(text: string, half = false): string {
  const thousandths = paiseOf(text) * 10 * (half ? 0.5 : 1);
  const whole = Math.trunc(thousandths / 1000);
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** One object for Tally to import: a master or a voucher, in its own message. */
export const tallyMessage = (object: string): string =>
  `<TALLYMESSAGE xmlns:UDF="TallyUDF">${object}</TALLYMESSAGE>\n`;

/**
 * The head of an Import Data request: `report` is "All Masters" or "Vouchers", `company` the Tally
 * company they go into (TallyPrime imports into the company of that name, which must be open).
 */
export function envelopeStart(report: 'All Masters' | 'Vouchers', company: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<ENVELOPE><HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER>' +
    `<BODY><IMPORTDATA><REQUESTDESC><REPORTNAME>${report}</REPORTNAME>` +
    `<STATICVARIABLES>${el('SVCURRENTCOMPANY', company)}</STATICVARIABLES></REQUESTDESC><REQUESTDATA>\n`
  );
}

export const ENVELOPE_END = '</REQUESTDATA></IMPORTDATA></BODY></ENVELOPE>\n';

/**
 * The file of `chunks` as a byte stream, read as the client reads it. The first chunk is read before
 * the stream is returned, so a failure to start is answered as any error is; a later failure breaks
 * the download (never a complete-looking file) and goes to `onError`.
 */
export async function openXmlStream(
  chunks: AsyncGenerator<string>,
  onError: (error: unknown) => void,
): Promise<Readable> {
  const first = await chunks.next();
  async function* bytes(): AsyncGenerator<Buffer> {
    try {
      for (let next = first; !next.done; next = await chunks.next()) yield Buffer.from(next.value, 'utf8');
    } catch (error) {
      onError(error);
      throw error;
    } finally {
      await chunks.return(undefined);
    }
  }
  return Readable.from(bytes(), { objectMode: false });
}
