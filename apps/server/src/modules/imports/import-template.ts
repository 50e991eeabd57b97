import ExcelJS from 'exceljs';
import {
  englishOf,
  IMPORT_COLUMNS,
  IMPORT_KIND_LABELS,
  importAliases,
  type FileFormat,
  type ImportKind,
} from '@godown/shared';

/** The values of one CSV line, quoted where they need it. */
function csvLine(values: readonly string[]): string {
  return values.map((v) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(',');
}

/**
 * An empty file for an import: the header row (the columns the export of the same kind writes), and
 * in the .xlsx a second sheet saying what each column holds, whether it is required and which other
 * headers are recognised. The CSV starts with a byte order mark so Excel reads ₹ and °C.
 */
export async function importTemplate(kind: ImportKind, format: FileFormat): Promise<Buffer> {
  const columns = IMPORT_COLUMNS[kind];
  if (format === 'csv') return Buffer.from(`\uFEFF${csvLine(columns.map((c) => c.header))}\r\n`, 'utf-8');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Godown';
  const sheet = workbook.addWorksheet(IMPORT_KIND_LABELS[kind]);
  sheet.addRow(columns.map((c) => c.header)).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  columns.forEach((c, i) => {
    sheet.getColumn(i + 1).width = Math.max(12, c.header.length + 4);
  });
  const notes = workbook.addWorksheet('Columns');
  notes.addRow(['Column', 'Required', 'What it holds', 'Also recognised as']).font = { bold: true };
  for (const c of columns) {
    const holds = c.hint ? englishOf({ reason: c.hint }) : typeLabel(c.type);
    notes.addRow([c.header, c.required ? 'yes' : '', holds, importAliases(kind, c.key).join(', ')]);
  }
  [24, 10, 48, 60].forEach((width, i) => (notes.getColumn(i + 1).width = width));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function typeLabel(type: (typeof IMPORT_COLUMNS)[ImportKind][number]['type']): string {
  switch (type) {
    case 'amount':
      return 'A number (₹ and commas are fine)';
    case 'count':
      return 'A whole number';
    case 'number':
      return 'A number';
    case 'date':
      return 'A date, DD-MM-YYYY';
    case 'boolean':
      return 'yes or no';
    case 'text':
      return 'Text';
  }
}
