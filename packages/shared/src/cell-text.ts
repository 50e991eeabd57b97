// Text as files carry it (docs/domain.md#imports, #exports): the guard a CSV cell gets against
// being run as a formula, and Excel's escapes in a workbook's text. Apart from data-io.ts, which
// holds the kinds, limits and columns.

/** A text a spreadsheet would run as a formula, after any apostrophes of its own. */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** A text escapeFormula guarded: one apostrophe or more, then what a formula starts with. */
const GUARDED_FORMULA = /^'+[=+\-@\t\r]/;

/**
 * Guards a CSV cell: a text a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage
 * return first) gets a leading apostrophe, so Excel shows it as text and never evaluates it. A text
 * that already starts with apostrophes before one of those gets one more, so unescapeFormula gives
 * every text back exactly ("'=x" is written "''=x").
 */
export function escapeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * Undoes escapeFormula on a CSV cell read back: the first of the leading apostrophes before =, +, -,
 * @, a tab or a carriage return goes ("'-ghee" is "-ghee", "''=x" is "'=x"); any other text is kept.
 */
export function unescapeFormula(text: string): string {
  return GUARDED_FORMULA.test(text) ? text.slice(1) : text;
}

/** Excel's escape of a character in a workbook's text (ST_Xstring): `_x` and four hex digits and `_`. */
const XLSX_ESCAPED = /_x([0-9A-Fa-f]{4})_/g;
/**
 * What a workbook's XML cannot carry as it is: control characters (exceljs drops them; a carriage
 * return would come back a line feed, as XML reads CR LF as LF) and an underscore that could read
 * as an escape (before `x` and four hex digits, whatever follows: the next character may be escaped).
 */
// eslint-disable-next-line no-control-regex -- the control characters are the point
const XLSX_UNSAFE = /[\x00-\x08\x0B-\x1F\x7F\uFFFE\uFFFF]|_(?=x[0-9A-Fa-f]{4})/g;

/** Decodes Excel's `_xHHHH_` escapes in a workbook's text ("a_x000D_" is "a\r"; `_x005F_` is "_"). */
export function decodeXlsxText(text: string): string {
  if (!text.includes('_x')) return text;
  return text.replace(XLSX_ESCAPED, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Writes text for a workbook as Excel does: decodeXlsxText gives it back exactly. */
export function encodeXlsxText(text: string): string {
  return text.replace(
    XLSX_UNSAFE,
    (c) => `_x${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`,
  );
}
