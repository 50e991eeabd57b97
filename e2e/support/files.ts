import fs from 'node:fs';
import { PDFParse } from 'pdf-parse';
import type { Download, Locator, Page } from '@playwright/test';

/** CSV bytes as a spreadsheet saves them: cells with a comma or a quote quoted, lines ending in CRLF. */
export function csv(rows: readonly (readonly string[])[]): Buffer {
  const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return Buffer.from(rows.map((row) => row.map(cell).join(',')).join('\r\n'), 'utf8');
}

/** Drops a CSV file on the import's drop zone (its file input, as a file picked by hand). */
export async function dropCsv(
  page: Page,
  name: string,
  content: readonly (readonly string[])[] | Buffer,
): Promise<void> {
  const buffer = Buffer.isBuffer(content) ? content : csv(content);
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer });
}

/** A named region of the page (a card with its title as the name). */
export const region = (page: Page, name: string | RegExp): Locator =>
  page.getByRole('region', typeof name === 'string' ? { name, exact: true } : { name });

/** The rows of a table (or the cards of a phone list) holding a text. */
export const rowWith = (scope: Locator, text: string): Locator =>
  scope.getByRole('row').filter({ hasText: text });

/** Opens the Export menu, picks a format, and returns the file the browser saved. */
export async function exportAs(page: Page, format: 'CSV' | 'Excel (.xlsx)'): Promise<Download> {
  await page.getByRole('button', { name: 'Export' }).click();
  const saved = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: format }).click();
  return saved;
}

/** Clicks a download button and returns the file the browser saved. */
export async function downloadWith(page: Page, button: string): Promise<Download> {
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return saved;
}

/** The bytes of a saved file. */
export async function bytesOf(download: Download): Promise<Buffer> {
  return fs.readFileSync(await download.path());
}

/** The text of a saved PDF, read back with a PDF parser. */
export async function pdfTextOf(download: Download): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await bytesOf(download)) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
