import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { BRAND_NAME, formatNumber, formatRupees, REPORT_LIMITS } from '@godown/shared';
import {
  indianDate,
  type Cell,
  type CellKind,
  type ReportDocument,
  type ReportTable,
} from './report-documents.js';

// A report document written as an .xlsx workbook (exceljs, streamed: a sheet of a million rows
// never sits in memory as cell objects) or as a printable A4 PDF (pdfkit).

export type ReportFileFormat = 'xlsx' | 'pdf';

/** Rows written between two turns of the event loop: a big file never holds up other requests for long. */
const ROWS_PER_TURN = 500;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface ReportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

export const CONTENT_TYPES: Readonly<Record<ReportFileFormat, string>> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** Writes a report as a file of the format asked for. */
export async function reportFile(
  document: ReportDocument,
  format: ReportFileFormat,
  companyName: string,
): Promise<ReportFile> {
  const body =
    format === 'xlsx' ? await renderXlsx(document, companyName) : await renderPdf(document, companyName);
  return { fileName: `${document.fileName}.${format}`, contentType: CONTENT_TYPES[format], body };
}

// ---- .xlsx -------------------------------------------------------------------------------------

/** Number formats of the cells: rupees with Indian digit grouping, whole units, Indian dates. */
export const XLSX_FORMATS: Readonly<Record<Exclude<CellKind, 'text'>, string>> = {
  money: '₹#,##,##0.00',
  units: '#,##,##0',
  days: '0',
  date: 'dd-mm-yyyy',
};

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };

/** Numbers are right-aligned under their header; text and dates read from the left. */
const isNumeric = (kind: CellKind | undefined) => kind === 'units' || kind === 'money' || kind === 'days';

const isCalendarDate = (cell: Cell): cell is string =>
  typeof cell === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(cell);

/**
 * A cell's value as the sheet stores it: dates as dates (UTC midnight, which Excel reads as that
 * day), numbers as numbers; text in a date column (a totals label) stays text.
 */
function xlsxValue(kind: CellKind, cell: Cell): ExcelJS.CellValue {
  if (cell === null) return null;
  if (kind === 'date' && isCalendarDate(cell)) return new Date(`${cell}T00:00:00Z`);
  return cell;
}

/**
 * One sheet per table: the company and the title, the parameters and notes, then the table with a
 * bold header row (frozen), real number and date cells, and bold totals lines.
 */
export async function renderXlsx(document: ReportDocument, companyName: string): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = companyName;
  workbook.title = document.title;
  workbook.created = new Date();

  for (const table of document.tables) {
    // Rows above the table: company, title, one per parameter and note, a blank one.
    const headerRow = 2 + document.parameters.length + document.notes.length + 2;
    const sheet = workbook.addWorksheet(table.title.slice(0, 31), {
      views: [{ state: 'frozen', ySplit: headerRow }],
      pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
    });
    sheet.columns = table.columns.map((column) => ({ width: column.width }));
    const line = (values: ExcelJS.CellValue[], font?: Partial<ExcelJS.Font>) => {
      const row = sheet.addRow(values);
      if (font) row.font = font;
      row.commit();
    };
    line([companyName], { bold: true, size: 14 });
    line([`${document.title}: ${table.title}`], { bold: true, size: 12 });
    for (const [label, value] of document.parameters) line([`${label}: ${value}`]);
    for (const note of document.notes) line([note], { italic: true, color: { argb: 'FF555555' } });
    line([]);

    const header = sheet.addRow(table.columns.map((column) => column.header));
    header.eachCell((cell, index) => {
      cell.font = { bold: true };
      cell.fill = HEADER_FILL;
      cell.border = { bottom: { style: 'thin' } };
      if (isNumeric(table.columns[index - 1]?.kind)) cell.alignment = { horizontal: 'right' };
    });
    header.commit();

    const rows = table.rows.slice(0, REPORT_LIMITS.xlsxRowsMax);
    const write = (cells: Cell[], isTotal: boolean) => {
      const row = sheet.addRow(cells.map((cell, index) => xlsxValue(table.columns[index]!.kind, cell)));
      table.columns.forEach((column, index) => {
        const cell = row.getCell(index + 1);
        if (column.kind !== 'text') cell.numFmt = XLSX_FORMATS[column.kind];
        if (isTotal) {
          cell.font = { bold: true };
          cell.border = { top: { style: 'thin' } };
        }
      });
      row.commit();
    };
    for (const [index, cells] of rows.entries()) {
      write(cells, false);
      if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
    }
    for (const cells of table.totals) write(cells, true);
    if (rows.length < table.rows.length) {
      line([
        `Only the first ${formatNumber(rows.length, 0)} of ${formatNumber(table.rows.length, 0)} rows fit in one sheet.`,
      ]);
    }
    sheet.commit();
  }
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}

// ---- PDF ---------------------------------------------------------------------------------------

/** A regular and a bold font file with the rupee sign (₹). */
export interface ReportFonts {
  regular: string;
  bold: string;
}

// Fonts that carry ₹, where Debian and Ubuntu install them (fonts-noto-core, fonts-dejavu-core).
// Without one, the PDF uses Helvetica, which has no ₹: amounts are then written "Rs.".
const FONT_CANDIDATES: readonly ReportFonts[] = [
  {
    regular: '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
    bold: '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf',
  },
  {
    regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
    bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  },
];

let foundFonts: ReportFonts | null | undefined;

/** The first of the candidate fonts present on this machine (a bold face falls back to the regular), else null. */
export function findReportFonts(candidates: readonly ReportFonts[] = FONT_CANDIDATES): ReportFonts | null {
  for (const candidate of candidates) {
    if (!fs.existsSync(candidate.regular)) continue;
    return {
      regular: candidate.regular,
      bold: fs.existsSync(candidate.bold) ? candidate.bold : candidate.regular,
    };
  }
  return null;
}

const PAGE_MARGIN = 36;
const FOOTER_HEIGHT = 24;
const ROW_HEIGHT = 14;
const CELL_PADDING = 3;
const FONT_SIZE = 8;
const GREY = '#555555';
const RULE = '#bbbbbb';

export interface PdfFonts {
  regular: string;
  bold: string;
  /** The font has ₹; otherwise amounts are written "Rs.". */
  hasRupee: boolean;
}

/** The report fonts this machine has (looked up once), or null. */
export function machineReportFonts(): ReportFonts | null {
  return (foundFonts ??= findReportFonts());
}

/**
 * Writes a footer on every buffered page once they all exist: `texts(n)` gives page n's left and right
 * parts. The footer sits in the bottom margin (writing there would otherwise start a new page).
 */
export function stampFooters(
  pdf: PDFKit.PDFDocument,
  style: { font: string; size: number; y: (page: PDFKit.PDFPage) => number },
  texts: (page: number) => [left: string, right: string],
): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    pdf.switchToPage(index);
    const { margins } = pdf.page;
    const bottom = margins.bottom;
    const width = pdf.page.width - margins.left - margins.right;
    margins.bottom = 0;
    const [left, right] = texts(index - start + 1);
    pdf.font(style.font).fontSize(style.size).fillColor(GREY);
    pdf.text(left, margins.left, style.y(pdf.page), { width: width / 2, lineBreak: false });
    pdf.text(right, margins.left + width / 2, style.y(pdf.page), {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
    margins.bottom = bottom;
  }
}

/** Uses the fonts when they load; Helvetica (without ₹) when there are none or one is unreadable. */
export function useFonts(pdf: PDFKit.PDFDocument, fonts: ReportFonts | null): PdfFonts {
  if (fonts) {
    try {
      pdf.registerFont('report-regular', fonts.regular);
      pdf.registerFont('report-bold', fonts.bold);
      pdf.font('report-bold');
      pdf.font('report-regular');
      return { regular: 'report-regular', bold: 'report-bold', hasRupee: true };
    } catch {
      // An unreadable or broken font file: the built-in font still prints the report.
    }
  }
  pdf.font('Helvetica');
  return { regular: 'Helvetica', bold: 'Helvetica-Bold', hasRupee: false };
}

/** A cell as the PDF prints it: amounts in rupees with Indian digit grouping, units grouped, dates dd-mm-yyyy. */
function pdfText(kind: CellKind, cell: Cell, hasRupee: boolean): string {
  if (cell === null || cell === '') return '';
  if (typeof cell === 'string') return kind === 'date' && isCalendarDate(cell) ? indianDate(cell) : cell;
  switch (kind) {
    case 'money': {
      const amount = formatRupees(cell);
      return hasRupee ? amount : amount.replace('₹', 'Rs. ');
    }
    case 'units':
      return formatNumber(cell, 0);
    default:
      return String(cell);
  }
}

/** The text cut to fit a width (in the current font and size), with an ellipsis where it was cut. */
export function fitted(pdf: PDFKit.PDFDocument, text: string, width: number): string {
  if (pdf.widthOfString(text) <= width) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (pdf.widthOfString(`${text.slice(0, middle)}…`) <= width) low = middle;
    else high = middle - 1;
  }
  return `${text.slice(0, low)}…`;
}

/**
 * The report on A4 landscape pages: the company and the title, the parameters and notes, then each
 * table with its header repeated on every page it runs onto, bold totals, and "Page n of m" at the
 * foot of every page. `fonts`: the font files to use (found on the machine unless given; null
 * forces Helvetica and "Rs.").
 */
export async function renderPdf(
  document: ReportDocument,
  companyName: string,
  fonts: ReportFonts | null = machineReportFonts(),
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margins: { top: PAGE_MARGIN, bottom: PAGE_MARGIN, left: PAGE_MARGIN, right: PAGE_MARGIN },
    bufferPages: true,
    info: { Title: `${companyName}: ${document.title}`, Author: companyName, Creator: BRAND_NAME },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });
  const face = useFonts(pdf, fonts);
  const left = PAGE_MARGIN;
  const width = pdf.page.width - 2 * PAGE_MARGIN;
  const bottom = () => pdf.page.height - PAGE_MARGIN - FOOTER_HEIGHT;
  let y = PAGE_MARGIN;

  const write = (text: string, font: string, size: number, color = 'black', gap = 4) => {
    pdf.font(font).fontSize(size).fillColor(color);
    const height = pdf.heightOfString(text, { width });
    pdf.text(text, left, y, { width });
    y += height + gap;
  };

  write(companyName, face.bold, 16, 'black', 2);
  write(document.title, face.bold, 13, 'black', 8);
  for (const [label, value] of document.parameters) write(`${label}: ${value}`, face.regular, 9, 'black', 2);
  y += 4;
  for (const note of document.notes) write(note, face.regular, 8, GREY, 2);
  y += 8;

  const newPage = () => {
    pdf.addPage();
    y = PAGE_MARGIN;
    write(`${companyName}: ${document.title}`, face.regular, 8, GREY, 6);
  };

  for (const table of document.tables) await drawTable(table);

  // The page numbers, once every page exists.
  const { count } = pdf.bufferedPageRange();
  const generated = `Generated ${new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date())} IST`;
  stampFooters(
    pdf,
    { font: face.regular, size: FONT_SIZE, y: (page) => page.height - PAGE_MARGIN - 10 },
    (n) => [generated, `Page ${n} of ${count}`],
  );
  pdf.end();
  await finished;
  return Buffer.concat(chunks);

  async function drawTable(table: ReportTable) {
    const weight = table.columns.reduce((sum, column) => sum + column.width, 0);
    const widths = table.columns.map((column) => (column.width / weight) * width);
    const xs = widths.map((_, index) => left + widths.slice(0, index).reduce((sum, w) => sum + w, 0));
    const shown = table.rows.slice(0, REPORT_LIMITS.pdfRowsMax);

    // A totals line's label runs on over the empty cells after it, left-aligned ("Total (12 batches)").
    const drawRow = (cells: Cell[], font: string, isTotal = false) => {
      pdf.font(font).fontSize(FONT_SIZE).fillColor('black');
      for (let index = 0; index < table.columns.length; index++) {
        const column = table.columns[index]!;
        const cell = cells[index] ?? null;
        let span = 1;
        if (isTotal && typeof cell === 'string') {
          while (index + span < table.columns.length && (cells[index + span] ?? null) === null) span++;
        }
        const cellWidth = widths.slice(index, index + span).reduce((sum, w) => sum + w, 0) - 2 * CELL_PADDING;
        const content = fitted(pdf, pdfText(column.kind, cell, face.hasRupee), cellWidth);
        pdf.text(content, xs[index]! + CELL_PADDING, y + 3, {
          width: cellWidth,
          align: isNumeric(column.kind) && !(isTotal && typeof cell === 'string') ? 'right' : 'left',
          lineBreak: false,
        });
        index += span - 1;
      }
      y += ROW_HEIGHT;
    };
    const drawHeader = () => {
      pdf.rect(left, y, width, ROW_HEIGHT).fill('#e9ecef');
      drawRow(
        table.columns.map((column) => column.header),
        face.bold,
      );
      pdf
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
    };
    // The title, the header and at least one row together.
    if (y + 22 + 3 * ROW_HEIGHT > bottom()) newPage();
    y += 6;
    write(table.title, face.bold, 11, 'black', 4);
    drawHeader();
    if (shown.length === 0) {
      y += 2;
      write('Nothing to show.', face.regular, FONT_SIZE, GREY, 4);
    }
    const rowsPlusTotals = [
      ...shown.map((cells) => ({ cells, isTotal: false })),
      ...table.totals.map((cells) => ({ cells, isTotal: true })),
    ];
    for (const [index, { cells, isTotal }] of rowsPlusTotals.entries()) {
      // The last row goes onto a new page with the totals rather than leave them alone on one.
      const isLastRow = !isTotal && index === shown.length - 1;
      const needed = (isLastRow ? 1 + table.totals.length : 1) * ROW_HEIGHT;
      if (y + needed > bottom()) {
        newPage();
        drawHeader();
      }
      if (isTotal && (index === 0 || !rowsPlusTotals[index - 1]!.isTotal)) {
        pdf
          .moveTo(left, y)
          .lineTo(left + width, y)
          .lineWidth(0.8)
          .strokeColor('black')
          .stroke();
      }
      drawRow(cells, isTotal ? face.bold : face.regular, isTotal);
      if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
    }
    if (shown.length < table.rows.length) {
      if (y + 2 * ROW_HEIGHT > bottom()) newPage();
      write(
        `The first ${formatNumber(shown.length, 0)} of ${formatNumber(table.rows.length, 0)} rows are printed; the Excel file has them all. The totals count every row.`,
        face.regular,
        FONT_SIZE,
        GREY,
        2,
      );
    }
    y += 10;
  }
}
