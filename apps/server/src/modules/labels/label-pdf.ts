import bwipjs from 'bwip-js';
import PDFDocument from 'pdfkit';
import { BRAND_NAME, labelPosition, type LabelLayout } from '@godown/shared';
import { fitted, machineReportFonts, useFonts } from '../reports/report-files.js';

// Labels drawn on the server (docs/domain.md#labels): each barcode rendered by bwip-js (the Barcode
// Writer in Pure PostScript) as a PNG and placed on an exact grid of millimetres with pdfkit, so a
// sheet prints the same from any browser.

/** A barcode symbology bwip-js draws, with the text it encodes. */
export interface LabelBarcode {
  /** bwip-js's encoder: ean13, upca, ean8, code128, gs1-128, datamatrix, gs1datamatrix. */
  bcid: 'ean13' | 'upca' | 'ean8' | 'code128' | 'gs1-128' | 'datamatrix' | 'gs1datamatrix';
  text: string;
  /** What to print under a linear code (its digits, a SKU). */
  caption: string;
}

/** One label: a title, its barcode, and up to three short lines under it. */
export interface Label {
  title: string;
  barcode: LabelBarcode;
  lines: string[];
  /** Shelf labels print their title large. */
  large?: boolean;
}

const MM = 72 / 25.4;
const TWO_D = new Set(['datamatrix', 'gs1datamatrix']);

/** The barcode as a PNG: modules of `scale` pixels, with no text (the label prints its own). */
async function barcodePng(barcode: LabelBarcode): Promise<Buffer> {
  const twoD = TWO_D.has(barcode.bcid);
  return bwipjs.toBuffer({
    bcid: barcode.bcid,
    text: barcode.text,
    scale: 4,
    ...(twoD ? {} : { height: 12 }),
    // The GS1 encoders read the bracketed element string: "(01)…(17)…(10)…".
    ...(barcode.bcid.startsWith('gs1') ? { parsefnc: false } : {}),
    paddingwidth: 0,
    paddingheight: 0,
  });
}

/**
 * The labels as a PDF on the layout's pages: labels fill the sheet row by row, a new page when one is
 * full. Barcodes of the same text are rendered once.
 */
export async function renderLabels(labels: Label[], layout: LabelLayout, title: string): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: [layout.pageWidth * MM, layout.pageHeight * MM],
    margin: 0,
    autoFirstPage: false,
    info: { Title: title, Creator: BRAND_NAME },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });
  const face = useFonts(pdf, machineReportFonts());
  const images = new Map<string, Buffer>();
  let page = -1;
  for (const [n, label] of labels.entries()) {
    const at = labelPosition(layout, n);
    if (at.page !== page) {
      pdf.addPage({ size: [layout.pageWidth * MM, layout.pageHeight * MM], margin: 0 });
      page = at.page;
    }
    const key = `${label.barcode.bcid}\u0000${label.barcode.text}`;
    let png = images.get(key);
    if (!png) {
      png = await barcodePng(label.barcode);
      images.set(key, png);
    }
    drawLabel(pdf, label, png, {
      x: at.x * MM,
      y: at.y * MM,
      width: layout.labelWidth * MM,
      height: layout.labelHeight * MM,
      face: { ...face, rupee: face.hasRupee },
    });
  }
  if (page === -1) pdf.addPage();
  pdf.end();
  await finished;
  return Buffer.concat(chunks);
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  face: { regular: string; bold: string; rupee: boolean };
}

function drawLabel(pdf: PDFKit.PDFDocument, label: Label, png: Buffer, box: Box) {
  const pad = Math.min(2.5 * MM, box.height * 0.08);
  const inner = { x: box.x + pad, y: box.y + pad, width: box.width - 2 * pad, height: box.height - 2 * pad };
  const small = box.height < 30 * MM;
  const titleSize = label.large ? (small ? 11 : 16) : small ? 6.5 : 8.5;
  const lineSize = small ? 5.5 : 7;
  const text = (value: string, font: string, size: number, x: number, y: number, width: number) => {
    pdf.font(font).fontSize(size).fillColor('black');
    const shown = box.face.rupee ? value : value.replace(/₹/g, 'Rs. ');
    pdf.text(fitted(pdf, shown, width), x, y, { width, lineBreak: false });
    return pdf.currentLineHeight(true);
  };

  if (TWO_D.has(label.barcode.bcid)) {
    // A square code on the left, the words beside it.
    const side = Math.min(inner.height, inner.width * 0.45);
    pdf.image(png, inner.x, inner.y + (inner.height - side) / 2, { fit: [side, side] });
    const x = inner.x + side + pad;
    const width = inner.width - side - pad;
    let y = inner.y;
    y += text(label.title, box.face.bold, titleSize, x, y, width) + 1;
    // Beside a square code the column is narrow: each part of a line on a line of its own.
    for (const line of label.lines)
      for (const part of line.split(' · ')) y += text(part, box.face.regular, lineSize, x, y, width);
    return;
  }
  let y = inner.y;
  y += text(label.title, box.face.bold, titleSize, inner.x, y, inner.width) + 0.5;
  const linesHeight = label.lines.length * lineSize * 1.2;
  const captionHeight = lineSize * 1.2;
  const codeHeight = Math.max(inner.y + inner.height - y - linesHeight - captionHeight, 6 * MM);
  pdf.image(png, inner.x, y, { fit: [inner.width, codeHeight], align: 'center', valign: 'center' });
  y += codeHeight;
  pdf.font(box.face.regular).fontSize(lineSize);
  pdf.text(label.barcode.caption, inner.x, y, { width: inner.width, align: 'center', lineBreak: false });
  y += captionHeight;
  for (const line of label.lines) y += text(line, box.face.regular, lineSize, inner.x, y, inner.width);
}
