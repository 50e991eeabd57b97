import {
  b2clLimitOn,
  GSTR1_DOCUMENT_NUMBERS,
  GSTR1_VERSION,
  toPaise,
  type TGstr1Section,
  type TGstr1Summary,
} from '@godown/shared';
import type { Gstr1Data, HsnRow, NoteRateRow, NumberRow, RateRow } from './gstr1-read.js';

// GSTR-1 worked out of a registration's days (docs/domain.md#gstr-1), in paise: the JSON the GST
// portal's offline tool takes, and the sums the screen shows. An invoice to a registered buyer is
// B2B; to an unregistered one, B2C large when it crosses a state and its value is above the limit
// of its day, else B2C small, summed by place of supply and rate. A note goes where its invoice went:
// CDNR for a B2B invoice's, CDNUR for a B2C large one's, and into the B2C small sums otherwise.

interface Taxes {
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
  cess: number;
}
const ZERO: Taxes = { taxable: 0, igst: 0, cgst: 0, sgst: 0, cess: 0 };
const TAXES = ['taxable', 'igst', 'cgst', 'sgst', 'cess'] as const;

const paise = (value: string | number): number => toPaise(Number(value));
const rupees = (value: number): number => value / 100;
const taxesOf = (row: Pick<RateRow, (typeof TAXES)[number]>): Taxes =>
  Object.fromEntries(TAXES.map((key) => [key, paise(row[key])])) as unknown as Taxes;
function add(into: Taxes, more: Taxes, sign = 1): void {
  for (const key of TAXES) into[key] += sign * more[key];
}

/** dd-mm-yyyy, as the return writes dates. */
const returnDate = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/** An item of an invoice or note: its rate's taxable value and taxes (IGST, or CGST and SGST). */
function item(num: number, row: RateRow) {
  const t = taxesOf(row);
  return {
    num,
    itm_det: {
      rt: Number(row.gst_rate),
      txval: rupees(t.taxable),
      ...(row.supply === 'inter' ? { iamt: rupees(t.igst) } : { camt: rupees(t.cgst), samt: rupees(t.sgst) }),
      csamt: rupees(t.cess),
    },
  };
}

/** Rows of one document each, in their order. */
function byDocument<T extends { id: string }>(rows: readonly T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.id, [...(groups.get(row.id) ?? []), row]);
  return [...groups.values()];
}

const isLarge = (kind: string, supply: string, total: string, date: string) =>
  kind === 'b2c' && supply === 'inter' && Number(total) > b2clLimitOn(date);

interface SectionSums extends Taxes {
  count: number;
  value: number;
}
const emptySection = (): SectionSums => ({ count: 0, value: 0, ...ZERO });
function sectionAnswer(sums: SectionSums): TGstr1Section {
  return {
    count: sums.count,
    value: rupees(sums.value),
    taxable: rupees(sums.taxable),
    igst: rupees(sums.igst),
    cgst: rupees(sums.cgst),
    sgst: rupees(sums.sgst),
    cess: rupees(sums.cess),
  };
}

/** Into ctin → documents, kept in order of their first document. */
function byBuyer<T>(entries: { ctin: string; entry: T }[]): { ctin: string; entries: T[] }[] {
  const buyers = new Map<string, T[]>();
  for (const { ctin, entry } of entries) buyers.set(ctin, [...(buyers.get(ctin) ?? []), entry]);
  return [...buyers].map(([ctin, list]) => ({ ctin, entries: list }));
}

function hsnRows(rows: readonly HsnRow[]) {
  return rows
    .filter((row) => row.hsn_code)
    .map((row, index) => {
      const t = taxesOf(row);
      return {
        num: index + 1,
        hsn_sc: row.hsn_code!,
        uqc: row.uqc ?? 'OTH',
        qty: Number(row.quantity),
        rt: Number(row.gst_rate),
        txval: rupees(t.taxable),
        iamt: rupees(t.igst),
        camt: rupees(t.cgst),
        samt: rupees(t.sgst),
        csamt: rupees(t.cess),
      };
    });
}

/** A series' documents: its first and last number, how many, how many cancelled. */
function documentSeries(numbers: readonly NumberRow[]) {
  const series = new Map<string, NumberRow[]>();
  for (const row of numbers) {
    const key = `${row.kind} ${row.number.replace(/\d+$/, '')}`;
    series.set(key, [...(series.get(key) ?? []), row]);
  }
  const counter = (number: string) => Number(/(\d+)$/.exec(number)?.[1] ?? 0);
  return [...series.values()].map((rows) => {
    const sorted = [...rows].sort((a, b) => counter(a.number) - counter(b.number));
    return {
      kind: sorted[0]!.kind,
      from: sorted[0]!.number,
      to: sorted[sorted.length - 1]!.number,
      total: sorted.length,
      cancelled: sorted.filter((r) => r.cancelled).length,
    };
  });
}

/** The return's JSON for the portal's offline tool, and its sums for the screen. */
export function buildGstr1(data: Gstr1Data, period: { from: string; to: string; fp: string }) {
  const sums = {
    b2b: emptySection(),
    b2cl: emptySection(),
    b2cs: emptySection(),
    cdnr: emptySection(),
    cdnur: emptySection(),
  };
  const b2b: { ctin: string; entry: unknown }[] = [];
  const b2cl = new Map<string, unknown[]>();
  const b2cs = new Map<string, { sply_ty: string; pos: string; rt: number; taxes: Taxes }>();
  const toSmall = (row: RateRow, sign: number) => {
    const key = `${row.supply} ${row.place_of_supply} ${row.gst_rate}`;
    const entry = b2cs.get(key) ?? {
      sply_ty: row.supply === 'inter' ? 'INTER' : 'INTRA',
      pos: row.place_of_supply,
      rt: Number(row.gst_rate),
      taxes: { ...ZERO },
    };
    add(entry.taxes, taxesOf(row), sign);
    b2cs.set(key, entry);
  };
  const count = (section: SectionSums, rows: readonly RateRow[], sign = 1) => {
    section.count += 1;
    section.value += sign * paise(rows[0]!.total);
    for (const row of rows) add(section, taxesOf(row), sign);
  };

  for (const rows of byDocument(data.invoices)) {
    const first = rows[0]!;
    const items = rows.map((row, index) => item(index + 1, row));
    if (first.kind === 'b2b') {
      count(sums.b2b, rows);
      b2b.push({
        ctin: first.ctin!,
        entry: {
          inum: first.number,
          idt: returnDate(first.date),
          val: rupees(paise(first.total)),
          pos: first.place_of_supply,
          rchrg: 'N',
          inv_typ: 'R',
          itms: items,
        },
      });
    } else if (isLarge(first.kind, first.supply, first.total, first.date)) {
      count(sums.b2cl, rows);
      const entry = {
        inum: first.number,
        idt: returnDate(first.date),
        val: rupees(paise(first.total)),
        itms: items,
      };
      b2cl.set(first.place_of_supply, [...(b2cl.get(first.place_of_supply) ?? []), entry]);
    } else {
      for (const row of rows) toSmall(row, 1);
    }
  }

  const cdnr: { ctin: string; entry: unknown }[] = [];
  const cdnur: unknown[] = [];
  for (const rows of byDocument<NoteRateRow>(data.notes)) {
    const first = rows[0]!;
    const sign = first.note_kind === 'credit' ? -1 : 1;
    const note = {
      ntty: first.note_kind === 'credit' ? 'C' : 'D',
      nt_num: first.number,
      nt_dt: returnDate(first.date),
      val: rupees(paise(first.total)),
      pos: first.place_of_supply,
    };
    const items = rows.map((row, index) => item(index + 1, row));
    if (first.kind === 'b2b') {
      count(sums.cdnr, rows, sign);
      cdnr.push({ ctin: first.ctin!, entry: { ...note, rchrg: 'N', inv_typ: 'R', itms: items } });
    } else if (isLarge(first.kind, first.supply, first.invoice_total, first.invoice_date)) {
      count(sums.cdnur, rows, sign);
      cdnur.push({ typ: 'B2CL', ...note, itms: items });
    } else {
      for (const row of rows) toSmall(row, sign);
    }
  }

  const small = [...b2cs.values()].map((entry) => {
    const t = entry.taxes;
    sums.b2cs.count += 1;
    sums.b2cs.value += t.taxable + t.igst + t.cgst + t.sgst + t.cess;
    add(sums.b2cs, t);
    return {
      sply_ty: entry.sply_ty,
      pos: entry.pos,
      typ: 'OE',
      rt: entry.rt,
      txval: rupees(t.taxable),
      ...(entry.sply_ty === 'INTER'
        ? { iamt: rupees(t.igst) }
        : { camt: rupees(t.cgst), samt: rupees(t.sgst) }),
      csamt: rupees(t.cess),
    };
  });

  const hsnB2b = hsnRows(data.hsn.filter((row) => row.b2b));
  const hsnB2c = hsnRows(data.hsn.filter((row) => !row.b2b));
  const hsnSums = (rows: readonly HsnRow[]) => {
    const section = emptySection();
    for (const row of rows) {
      section.count += 1;
      add(section, taxesOf(row));
    }
    return sectionAnswer(section);
  };
  const documents = documentSeries(data.numbers);
  const docDetails = (['invoice', 'debit', 'credit'] as const)
    .map((kind) => ({
      doc_num: GSTR1_DOCUMENT_NUMBERS[kind],
      docs: documents
        .filter((d) => d.kind === kind)
        .map((d, index) => ({
          num: index + 1,
          from: d.from,
          to: d.to,
          totnum: d.total,
          cancel: d.cancelled,
          net_issue: d.total - d.cancelled,
        })),
    }))
    .filter((detail) => detail.docs.length > 0);

  const json = {
    gstin: data.registration.gstin,
    fp: period.fp,
    version: GSTR1_VERSION,
    hash: 'hash',
    ...(b2b.length ? { b2b: byBuyer(b2b).map(({ ctin, entries }) => ({ ctin, inv: entries })) } : {}),
    ...(b2cl.size ? { b2cl: [...b2cl].map(([pos, inv]) => ({ pos, inv })) } : {}),
    ...(small.length ? { b2cs: small } : {}),
    ...(cdnr.length ? { cdnr: byBuyer(cdnr).map(({ ctin, entries }) => ({ ctin, nt: entries })) } : {}),
    ...(cdnur.length ? { cdnur } : {}),
    ...(hsnB2b.length || hsnB2c.length
      ? {
          hsn: {
            ...(hsnB2b.length ? { hsn_b2b: hsnB2b } : {}),
            ...(hsnB2c.length ? { hsn_b2c: hsnB2c } : {}),
          },
        }
      : {}),
    ...(docDetails.length ? { doc_issue: { doc_det: docDetails } } : {}),
  };

  // The buyers' names by GSTIN, for the workbook (the JSON names none).
  const names = Object.fromEntries(
    [...data.invoices, ...data.notes].filter((row) => row.ctin).map((row) => [row.ctin!, row.buyer_name]),
  );
  const net = { ...ZERO };
  for (const section of Object.values(sums)) add(net, section);
  const summary: Omit<TGstr1Summary, 'register'> = {
    registration: data.registration,
    from: period.from,
    to: period.to,
    fp: period.fp,
    sections: {
      b2b: sectionAnswer(sums.b2b),
      b2cl: sectionAnswer(sums.b2cl),
      b2cs: sectionAnswer(sums.b2cs),
      cdnr: sectionAnswer(sums.cdnr),
      cdnur: sectionAnswer(sums.cdnur),
    },
    hsn: {
      b2b: hsnSums(data.hsn.filter((row) => row.b2b)),
      b2c: hsnSums(data.hsn.filter((row) => !row.b2b)),
    },
    documents,
    net: Object.fromEntries(TAXES.map((key) => [key, rupees(net[key])])) as unknown as TGstr1Summary['net'],
  };
  return { json, summary, names };
}

export type Gstr1Json = ReturnType<typeof buildGstr1>['json'];
