import ExcelJS from 'exceljs';
import { GST_STATES } from '@godown/shared';
import type { Gstr1Json } from './gstr1-build.js';

// GSTR-1 as a workbook laid out as the GST portal's offline tool's Excel template
// (docs/domain.md#gstr-1): a sheet per table, its summary in the first three rows and its column
// heads on the fourth, one row per invoice and rate (or note and rate, or summed row) below.

/* The JSON's parts as this file reads them: the builder's, loosely typed. */
interface Item {
  itm_det: { rt: number; txval: number; csamt: number };
}
interface Invoice {
  inum: string;
  idt: string;
  val: number;
  pos?: string;
  itms: Item[];
}
interface Note {
  ntty: string;
  nt_num: string;
  nt_dt: string;
  val: number;
  pos: string;
  itms: Item[];
  typ?: string;
}
interface HsnRow {
  hsn_sc: string;
  uqc: string;
  qty: number;
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

const MONEY = '#,##0.00';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The template's place of supply: "27-Maharashtra". */
const place = (code: string) => `${code}-${GST_STATES[code as keyof typeof GST_STATES] ?? ''}`;
/** The template's dates: "01-Dec-26", from the JSON's dd-mm-yyyy. */
const templateDate = (date: string) =>
  `${date.slice(0, 2)}-${MONTHS[Number(date.slice(3, 5)) - 1]}-${date.slice(8, 10)}`;

function sheet(
  book: ExcelJS.Workbook,
  name: string,
  title: string,
  summary: [string, number | string][],
  heads: string[],
  rows: (string | number)[][],
) {
  const ws = book.addWorksheet(name);
  ws.getCell(1, 1).value = title;
  ws.getCell(1, 1).font = { bold: true };
  summary.forEach(([label, value], index) => {
    ws.getCell(2, index + 1).value = label;
    ws.getCell(3, index + 1).value = value;
  });
  ws.getRow(4).values = heads;
  ws.getRow(4).font = { bold: true };
  for (const row of rows) ws.addRow(row);
  heads.forEach((head, index) => {
    const column = ws.getColumn(index + 1);
    column.width = Math.max(14, head.length + 2);
    if (/Value|Amount/.test(head)) column.numFmt = MONEY;
  });
  return ws;
}

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + Math.round(b * 100), 0)) / 100;

/** The workbook of a return's JSON; `names` are the buyers' by GSTIN. */
export async function gstr1Workbook(json: Gstr1Json, names: Record<string, string>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Godown';
  const b2b = (json.b2b ?? []) as { ctin: string; inv: Invoice[] }[];
  const b2bRows = b2b.flatMap(({ ctin, inv }) =>
    inv.flatMap((i) =>
      i.itms.map((item) => [
        ctin,
        names[ctin] ?? '',
        i.inum,
        templateDate(i.idt),
        i.val,
        place(i.pos!),
        'N',
        '',
        'Regular B2B',
        '',
        item.itm_det.rt,
        item.itm_det.txval,
        item.itm_det.csamt,
      ]),
    ),
  );
  const invoices = b2b.flatMap((b) => b.inv);
  sheet(
    book,
    'b2b,sez,de',
    'Summary For B2B, SEZ, DE (4A, 4B, 6B, 6C)',
    [
      ['No. of Recipients', b2b.length],
      ['No. of Invoices', invoices.length],
      ['Total Invoice Value', sum(invoices.map((i) => i.val))],
      ['Total Taxable Value', sum(b2bRows.map((r) => r[11] as number))],
      ['Total Cess', sum(b2bRows.map((r) => r[12] as number))],
    ],
    [
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Reverse Charge',
      'Applicable % of Tax Rate',
      'Invoice Type',
      'E-Commerce GSTIN',
      'Rate',
      'Taxable Value',
      'Cess Amount',
    ],
    b2bRows,
  );

  const b2cl = (json.b2cl ?? []) as { pos: string; inv: Invoice[] }[];
  const b2clRows = b2cl.flatMap(({ pos, inv }) =>
    inv.flatMap((i) =>
      i.itms.map((item) => [
        i.inum,
        templateDate(i.idt),
        i.val,
        place(pos),
        '',
        item.itm_det.rt,
        item.itm_det.txval,
        item.itm_det.csamt,
        '',
      ]),
    ),
  );
  sheet(
    book,
    'b2cl',
    'Summary For B2CL(5)',
    [
      ['No. of Invoices', b2cl.reduce((n, b) => n + b.inv.length, 0)],
      ['Total Inv Value', sum(b2cl.flatMap((b) => b.inv.map((i) => i.val)))],
      ['Total Taxable Value', sum(b2clRows.map((r) => r[6] as number))],
      ['Total Cess', sum(b2clRows.map((r) => r[7] as number))],
    ],
    [
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
      'E-Commerce GSTIN',
    ],
    b2clRows,
  );

  const b2cs = (json.b2cs ?? []) as { pos: string; rt: number; txval: number; csamt: number }[];
  sheet(
    book,
    'b2cs',
    'Summary For B2CS(7)',
    [
      ['Total Taxable Value', sum(b2cs.map((r) => r.txval))],
      ['Total Cess', sum(b2cs.map((r) => r.csamt))],
    ],
    [
      'Type',
      'Place Of Supply',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
      'E-Commerce GSTIN',
    ],
    b2cs.map((r) => ['OE', place(r.pos), '', r.rt, r.txval, r.csamt, '']),
  );

  const cdnr = (json.cdnr ?? []) as { ctin: string; nt: Note[] }[];
  const cdnrRows = cdnr.flatMap(({ ctin, nt }) =>
    nt.flatMap((n) =>
      n.itms.map((item) => [
        ctin,
        names[ctin] ?? '',
        n.nt_num,
        templateDate(n.nt_dt),
        n.ntty,
        place(n.pos),
        'N',
        'Regular B2B',
        n.val,
        '',
        item.itm_det.rt,
        item.itm_det.txval,
        item.itm_det.csamt,
      ]),
    ),
  );
  sheet(
    book,
    'cdnr',
    'Summary For CDNR(9B)',
    [
      ['No. of Recipients', cdnr.length],
      ['No. of Notes', cdnr.reduce((n, c) => n + c.nt.length, 0)],
      ['Total Note Value', sum(cdnr.flatMap((c) => c.nt.map((n) => n.val)))],
      ['Total Taxable Value', sum(cdnrRows.map((r) => r[11] as number))],
      ['Total Cess', sum(cdnrRows.map((r) => r[12] as number))],
    ],
    [
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Note Number',
      'Note Date',
      'Note Type',
      'Place Of Supply',
      'Reverse Charge',
      'Note Supply Type',
      'Note Value',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
    ],
    cdnrRows,
  );

  const cdnur = (json.cdnur ?? []) as Note[];
  const cdnurRows = cdnur.flatMap((n) =>
    n.itms.map((item) => [
      n.typ ?? 'B2CL',
      n.nt_num,
      templateDate(n.nt_dt),
      n.ntty,
      place(n.pos),
      n.val,
      '',
      item.itm_det.rt,
      item.itm_det.txval,
      item.itm_det.csamt,
    ]),
  );
  sheet(
    book,
    'cdnur',
    'Summary For CDNUR(9B)',
    [
      ['No. of Notes', cdnur.length],
      ['Total Note Value', sum(cdnur.map((n) => n.val))],
      ['Total Taxable Value', sum(cdnurRows.map((r) => r[8] as number))],
      ['Total Cess', sum(cdnurRows.map((r) => r[9] as number))],
    ],
    [
      'UR Type',
      'Note Number',
      'Note Date',
      'Note Type',
      'Place Of Supply',
      'Note Value',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
    ],
    cdnurRows,
  );

  const hsn = (json.hsn ?? {}) as { hsn_b2b?: HsnRow[]; hsn_b2c?: HsnRow[] };
  for (const [name, rows] of [
    ['hsn(b2b)', hsn.hsn_b2b ?? []],
    ['hsn(b2c)', hsn.hsn_b2c ?? []],
  ] as const) {
    sheet(
      book,
      name,
      `Summary For HSN(12) ${name === 'hsn(b2b)' ? 'B2B' : 'B2C'}`,
      [
        ['No. of HSN', rows.length],
        ['Total Taxable Value', sum(rows.map((r) => r.txval))],
        ['Total Integrated Tax', sum(rows.map((r) => r.iamt))],
        ['Total Central Tax', sum(rows.map((r) => r.camt))],
        ['Total State/UT Tax', sum(rows.map((r) => r.samt))],
        ['Total Cess', sum(rows.map((r) => r.csamt))],
      ],
      [
        'HSN',
        'Description',
        'UQC',
        'Total Quantity',
        'Total Value',
        'Rate',
        'Taxable Value',
        'Integrated Tax Amount',
        'Central Tax Amount',
        'State/UT Tax Amount',
        'Cess Amount',
      ],
      rows.map((r) => [
        r.hsn_sc,
        '',
        r.uqc,
        r.qty,
        sum([r.txval, r.iamt, r.camt, r.samt, r.csamt]),
        r.rt,
        r.txval,
        r.iamt,
        r.camt,
        r.samt,
        r.csamt,
      ]),
    );
  }

  const NATURE: Record<number, string> = {
    1: 'Invoices for outward supply',
    4: 'Debit Note',
    5: 'Credit Note',
  };
  const docs = (
    (json.doc_issue?.doc_det ?? []) as {
      doc_num: number;
      docs: { from: string; to: string; totnum: number; cancel: number }[];
    }[]
  ).flatMap((detail) =>
    detail.docs.map((d) => [NATURE[detail.doc_num] ?? '', d.from, d.to, d.totnum, d.cancel]),
  );
  sheet(
    book,
    'docs',
    'Summary of documents issued during the tax period (13)',
    [
      ['Total Number', docs.reduce((n, d) => n + (d[3] as number), 0)],
      ['Total Cancelled', docs.reduce((n, d) => n + (d[4] as number), 0)],
    ],
    ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
    docs,
  );
  return Buffer.from(await book.xlsx.writeBuffer());
}
