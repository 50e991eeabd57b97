import {
  BRAND_NAME,
  englishOfRule,
  MOVEMENT_BUCKET_LABELS,
  MOVEMENT_SCOPE_NOTES,
  NOT_IN_INVENTORY_LABEL,
  REPORT_MESSAGES,
  REPORT_TITLES,
  UNCATEGORISED_LABEL,
  type TExpiringReport,
  type TMovementsReport,
  type TReportFilters,
} from '@godown/shared';
import type { ValuationReport } from './valuation-report.service.js';

// A report as the files print it: its title, the parameters it was run with, notes, and tables of
// typed cells. The .xlsx and PDF writers (report-files.ts) know nothing of what a report means.

/** How a column's cells are written: text, whole units, rupees, a calendar date, a day count. */
export type CellKind = 'text' | 'units' | 'money' | 'date' | 'days';
/** A cell: text, a number, a date as YYYY-MM-DD (in a `date` column), or nothing. */
export type Cell = string | number | null;

export interface ReportColumn {
  header: string;
  kind: CellKind;
  /** The column's width in characters (the .xlsx width; the PDF shares its page out in proportion). */
  width: number;
}

export interface ReportTable {
  title: string;
  columns: ReportColumn[];
  rows: Cell[][];
  /** The totals lines under the rows (bold), each as long as a row. */
  totals: Cell[][];
}

export interface ReportDocument {
  title: string;
  /** The file's name without its extension: godown-valuation-2026-11-25. */
  fileName: string;
  /** What the report was run with, as label and value. */
  parameters: [label: string, value: string][];
  notes: string[];
  tables: ReportTable[];
}

/** A YYYY-MM-DD date as India writes it: 25-11-2026. */
export function indianDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}-${month}-${year}`;
}

const FILE_PREFIX = BRAND_NAME.toLowerCase();

const text = (header: string, width: number): ReportColumn => ({ header, kind: 'text', width });
const units = (header: string, width = 12): ReportColumn => ({ header, kind: 'units', width });
const rupees = (header: string, width = 18): ReportColumn => ({ header, kind: 'money', width });

const warehouseName = (inventory: { name: string } | null) => inventory?.name ?? NOT_IN_INVENTORY_LABEL;
const categoryName = (category: string | null) => category ?? UNCATEGORISED_LABEL;

function filterParameters(filters: TReportFilters): [string, string][] {
  return [
    ['Warehouse', filters.inventory?.name ?? 'All warehouses'],
    ['Category', filters.category ?? 'All categories'],
  ];
}

/** A totals line: the label first, the figures in their columns, nothing elsewhere. */
function totalsLine(columns: number, label: string, figures: Record<number, number>): Cell[] {
  return Array.from({ length: columns }, (_, index) => (index === 0 ? label : (figures[index] ?? null)));
}

/** The stock valuation as a document: per warehouse, per category, per both, and the products. */
export function valuationDocument(report: ValuationReport): ReportDocument {
  const { totals } = report;
  return {
    title: REPORT_TITLES.valuation,
    fileName: `${FILE_PREFIX}-valuation-${report.asOf}`,
    parameters: [
      [
        'As of',
        `${indianDate(report.asOf)} (${report.isToday ? 'today' : 'end of the day, rebuilt from the stock ledger'})`,
      ],
      ...filterParameters(report.filters),
      ['Prices', "Today's prices"],
    ],
    notes: [englishOfRule(REPORT_MESSAGES.pricesNote)],
    tables: [
      {
        title: 'By warehouse',
        columns: [text('Warehouse', 36), units('Units'), rupees('Value')],
        rows: report.warehouses.map((w) => [warehouseName(w.inventory), w.units, w.value]),
        totals: [totalsLine(3, 'Total', { 1: totals.units, 2: totals.value })],
      },
      {
        title: 'By category',
        columns: [text('Category', 36), units('Units'), rupees('Value')],
        rows: report.categories.map((c) => [categoryName(c.category), c.units, c.value]),
        totals: [totalsLine(3, 'Total', { 1: totals.units, 2: totals.value })],
      },
      {
        title: 'By warehouse and category',
        columns: [text('Warehouse', 32), text('Category', 24), units('Units'), rupees('Value')],
        rows: report.groups.map((g) => [
          warehouseName(g.inventory),
          categoryName(g.category),
          g.units,
          g.value,
        ]),
        totals: [totalsLine(4, 'Total', { 2: totals.units, 3: totals.value })],
      },
      {
        title: 'Products',
        columns: [
          text('Warehouse', 26),
          text('Product', 34),
          text('SKU', 14),
          text('Category', 16),
          units('Units'),
          rupees('Price', 14),
          rupees('Value'),
        ],
        rows: report.rows.map((r) => [
          warehouseName(r.inventory),
          r.product.productName,
          r.product.sku,
          categoryName(r.category),
          r.units,
          r.price,
          r.value,
        ]),
        totals: [totalsLine(7, 'Total', { 4: totals.units, 6: totals.value })],
      },
    ],
  };
}

/** The stock movements as a document: one line per product, bucket by bucket. */
export function movementsDocument(report: TMovementsReport): ReportDocument {
  const buckets = Object.keys(MOVEMENT_BUCKET_LABELS) as (keyof typeof MOVEMENT_BUCKET_LABELS)[];
  const first = 3;
  return {
    title: REPORT_TITLES.movements,
    fileName: `${FILE_PREFIX}-movements-${report.from}-to-${report.to}`,
    parameters: [
      ['From', `${indianDate(report.from)} (start of the day)`],
      ['To', `${indianDate(report.to)} (end of the day)`],
      ...filterParameters(report.filters),
      [
        'Units counted',
        report.scope === 'company'
          ? "The company's stock"
          : `In ${report.filters.inventory?.name ?? 'the warehouse'}`,
      ],
    ],
    notes: [englishOfRule(MOVEMENT_SCOPE_NOTES[report.scope])],
    tables: [
      {
        title: 'Products',
        columns: [
          text('Product', 34),
          text('SKU', 14),
          text('Category', 16),
          ...buckets.map((bucket) => units(MOVEMENT_BUCKET_LABELS[bucket], 12)),
        ],
        rows: report.rows.map((r) => [
          r.product.productName,
          r.product.sku,
          categoryName(r.category),
          ...buckets.map((bucket) => r[bucket]),
        ]),
        totals: [
          totalsLine(
            first + buckets.length,
            'Total',
            Object.fromEntries(buckets.map((bucket, index) => [first + index, report.totals[bucket]])),
          ),
        ],
      },
    ],
  };
}

/** The expiring stock as a document: batches by expiry with the value at risk. */
export function expiringDocument(report: TExpiringReport): ReportDocument {
  const { totals } = report;
  return {
    title: REPORT_TITLES.expiring,
    fileName: `${FILE_PREFIX}-expiring-${report.days}-days-${report.today}`,
    parameters: [
      [
        'Window',
        `Expiring within ${report.days} days (on or before ${indianDate(report.until)}), and already expired`,
      ],
      ['Today', indianDate(report.today)],
      ...filterParameters(report.filters),
    ],
    notes: [
      englishOfRule(REPORT_MESSAGES.pricesNote),
      'Units in warehouses only: units on the road count once delivered.',
    ],
    tables: [
      {
        title: 'Batches',
        columns: [
          { header: 'Expiry', kind: 'date', width: 12 },
          { header: 'Days left', kind: 'days', width: 10 },
          text('Status', 10),
          text('Product', 30),
          text('SKU', 14),
          text('Batch', 14),
          text('Warehouse', 24),
          units('Units', 10),
          rupees('Price', 14),
          rupees('Value at risk'),
        ],
        rows: report.rows.map((r) => [
          r.batch.expiryDate,
          r.daysToExpiry,
          r.isExpired ? 'Expired' : 'Expiring',
          r.product.productName,
          r.product.sku,
          r.batch.code,
          r.inventory.name,
          r.units,
          r.price,
          r.value,
        ]),
        totals: [
          totalsLine(10, `Total (${totals.batches} ${totals.batches === 1 ? 'batch' : 'batches'})`, {
            7: totals.units,
            9: totals.value,
          }),
          totalsLine(10, 'Of which expired', { 7: totals.expiredUnits, 9: totals.expiredValue }),
        ],
      },
    ],
  };
}
