/** Reading a label PDF back: its text, and the barcodes on a page rendered to an image and decoded. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { PDFParse } from 'pdf-parse';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { gs1CheckDigit } from '@godown/shared';

const require = createRequire(import.meta.url);
let prepared = false;

/** zxing-wasm loads its .wasm from the package on disk (by default it would fetch it from a CDN). */
function prepareReader() {
  if (prepared) return;
  const wasm = fs.readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
  prepareZXingModule({
    overrides: {
      wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer,
    },
  });
  prepared = true;
}

/** The PDF's text and page count. */
export async function pdfText(body: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

/** Page `page` of the PDF as a PNG, `width` pixels wide. */
export async function pdfPagePng(body: Buffer, page = 1, width = 2400): Promise<Uint8Array> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    const shot = await parser.getScreenshot({ partial: [page], desiredWidth: width, imageBuffer: true });
    return shot.pages[0]!.data;
  } finally {
    await parser.destroy();
  }
}

/** Every barcode ZXing finds in an image: its format, its text (a GS1 code's in brackets) and whether it is GS1. */
export async function decodeBarcodes(
  png: Uint8Array,
): Promise<{ format: string; text: string; gs1: boolean }[]> {
  prepareReader();
  const results = await readBarcodes(png, { maxNumberOfSymbols: 255, tryHarder: true });
  return results
    .filter((r) => r.isValid)
    .map((r) => ({ format: r.format, text: r.text, gs1: r.contentType === 'GS1' }));
}

/** A valid EAN-13 of an Indian maker (890), random: a GTIN no other test's product has. */
export function randomEan13(): string {
  const body = `890${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  return body + gs1CheckDigit(body);
}
