import { z } from 'zod';
import { LIST_PAGE_SIZE } from './lists.js';
import { STOCK_LIMITS } from './stock.js';
import { zPageSchema, zText } from './fields.js';
import { indiaDateFromToday } from './format.js';
import { rule } from './messages/rule.js';
import { zDateSchema } from './products.js';

// Reports (docs/domain.md#reports): stock valuation, stock movements and expiring stock, on screen
// (JSON, paged) and as files (.xlsx, PDF) with every row.

/** The reports, in the order the Reports screen lists them. */
export const REPORT_KINDS = ['valuation', 'movements', 'expiring'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Titles of the reports: the screens, the files and their first lines say the same words. */
export const REPORT_TITLES: Readonly<Record<ReportKind, string>> = {
  valuation: 'Stock valuation',
  movements: 'Stock movements',
  expiring: 'Expiring stock',
};

/** What each report answers, in one line (the Reports screen's cards). */
export const REPORT_DESCRIPTIONS: Readonly<Record<ReportKind, string>> = {
  valuation: rule('report.description.valuation'),
  movements: rule('report.description.movements'),
  expiring: rule('report.description.expiring'),
};

/** How a report is answered: JSON for the screen, or a file with every row. */
export const REPORT_FORMATS = ['json', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The windows of the expiring-stock report, in days from today (India). */
export const EXPIRY_WINDOWS = ['30', '60', '90'] as const;
export type ExpiryWindow = (typeof EXPIRY_WINDOWS)[number];

export const REPORT_LIMITS = {
  /** The longest movement period: from and to at most this many days apart. */
  movementDaysMax: 366,
  /** The movement period when none is given: the 30 days ending today. */
  defaultMovementDays: 30,
  /** The expiry window when none is given. */
  defaultExpiryWindow: '30' as ExpiryWindow,
  /** Rows of a report's table on one screen page. */
  pageSize: LIST_PAGE_SIZE,
  /**
   * Rows of one table a PDF prints at most (about 130 pages); the totals still count every row, and
   * the .xlsx file has them all.
   */
  pdfRowsMax: 5000,
  /** Rows of one sheet of an .xlsx file at most (Excel's own limit is 1,048,576). */
  xlsxRowsMax: 1_000_000,
} as const;

/** The line of the units that are in no warehouse (unplaced, or on the road). */
export const NOT_IN_INVENTORY_LABEL = 'Not in an inventory';
/** The line of the products without a category. */
export const UNCATEGORISED_LABEL = 'Uncategorised';

/** Messages of the reports' rules: the forms and the server say the same words. */
export const REPORT_MESSAGES = {
  format: rule('report.format'),
  futureAsOf: rule('report.futureAsOf'),
  futureTo: rule('report.futureTo'),
  fromAfterTo: rule('report.fromAfterTo'),
  rangeTooLong: rule('report.rangeTooLong', { max: REPORT_LIMITS.movementDaysMax }),
  days: rule('report.days'),
  inventory: rule('report.inventoryId'),
  pricesNote: rule('report.pricesNote'),
} as const;

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The date `days` after a YYYY-MM-DD date (before it when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const zFormat = z.enum(REPORT_FORMATS, { error: REPORT_MESSAGES.format }).optional();
const zFilters = {
  /** One warehouse only. */
  inventory: z.uuid(REPORT_MESSAGES.inventory).optional(),
  /** One category only (the products' category, as typed). */
  category: zText(STOCK_LIMITS.categoryMax, 'category').optional(),
};

/** Query of GET /reports/valuation. `asOf` defaults to today in India and may not be in the future. */
export const zValuationQuerySchema = zPageSchema.extend({
  asOf: zDateSchema.refine((date) => date <= indiaDateFromToday(), REPORT_MESSAGES.futureAsOf).optional(),
  ...zFilters,
  format: zFormat,
});
export type TValuationQuery = z.infer<typeof zValuationQuerySchema>;

/**
 * Query of GET /reports/movements: the period from `from` to `to`, both included (India days), at
 * most 366 days apart; by default the 30 days ending today.
 */
export const zMovementsQuerySchema = zPageSchema
  .extend({
    from: zDateSchema.optional(),
    to: zDateSchema.refine((date) => date <= indiaDateFromToday(), REPORT_MESSAGES.futureTo).optional(),
    ...zFilters,
    format: zFormat,
  })
  .superRefine((query, context) => {
    if (!query.from) return;
    const days = daysBetween(query.from, query.to ?? indiaDateFromToday());
    if (days < 0) context.addIssue({ code: 'custom', path: ['from'], message: REPORT_MESSAGES.fromAfterTo });
    else if (days > REPORT_LIMITS.movementDaysMax)
      context.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.rangeTooLong });
  });
export type TMovementsQuery = z.infer<typeof zMovementsQuerySchema>;

/** Query of GET /reports/expiring: batches expiring within `days` (30, 60 or 90) of today, and expired ones. */
export const zExpiringQuerySchema = zPageSchema.extend({
  days: z.enum(EXPIRY_WINDOWS, { error: REPORT_MESSAGES.days }).optional(),
  ...zFilters,
  format: zFormat,
});
export type TExpiringQuery = z.infer<typeof zExpiringQuerySchema>;

const zInventoryRef = z.object({ id: z.string(), name: z.string() });

/** The filters a report was run with, named. */
export const zReportFiltersSchema = z.object({
  inventory: zInventoryRef.nullable(),
  category: z.string().nullable(),
});
export type TReportFilters = z.infer<typeof zReportFiltersSchema>;

const zUnitsValue = { units: z.number(), value: z.number() };

/** One line of the valuation's detail: a product in a warehouse (or in none). */
export const zValuationRowSchema = z.object({
  /** Null: the units in no warehouse. */
  inventory: zInventoryRef.nullable(),
  product: z.object({ id: z.string(), productName: z.string(), sku: z.string().nullable() }),
  category: z.string().nullable(),
  units: z.number(),
  /** The product's price today. */
  price: z.number(),
  value: z.number(),
});
export type TValuationRow = z.infer<typeof zValuationRowSchema>;

/** Response data of GET /reports/valuation. */
export const zValuationReportSchema = z.object({
  asOf: z.string(),
  /** True when the units are today's (read from the placements); false: rebuilt from the ledger. */
  isToday: z.boolean(),
  filters: zReportFiltersSchema,
  /** Per warehouse, by name, with the units in no warehouse last. */
  warehouses: z.array(z.object({ inventory: zInventoryRef.nullable(), ...zUnitsValue })),
  /** Per category, by name, uncategorised last. */
  categories: z.array(z.object({ category: z.string().nullable(), ...zUnitsValue })),
  /** One page of the detail, by warehouse then product name. */
  rows: z.array(zValuationRowSchema),
  /** Lines of the detail in all. */
  total: z.number(),
  totals: z.object(zUnitsValue),
});
export type TValuationReport = z.infer<typeof zValuationReportSchema>;

/** A product's units over a period, bucket by bucket (docs/domain.md#reports says which row goes where). */
const movementFigures = {
  opening: z.number(),
  inward: z.number(),
  outward: z.number(),
  transfersIn: z.number(),
  transfersOut: z.number(),
  other: z.number(),
  closing: z.number(),
};

/** Labels of the movement buckets, in their column order. */
export const MOVEMENT_BUCKET_LABELS = {
  opening: 'Opening',
  inward: 'In',
  outward: 'Out',
  transfersIn: 'Transfers in',
  transfersOut: 'Transfers out',
  other: 'Other',
  closing: 'Closing',
} as const;
export type MovementBucket = keyof typeof MOVEMENT_BUCKET_LABELS;

/**
 * Whose units a movement report counts: the company's stock (no warehouse chosen) or one
 * warehouse's units.
 */
export const MOVEMENT_SCOPES = ['company', 'inventory'] as const;
export type MovementScope = (typeof MOVEMENT_SCOPES)[number];

/** How closing follows from the buckets, per scope (printed under the report). */
export const MOVEMENT_SCOPE_NOTES: Readonly<Record<MovementScope, string>> = {
  company: rule('report.scopeNote.company'),
  inventory: rule('report.scopeNote.inventory'),
};

export const zMovementRowSchema = z.object({
  product: z.object({ id: z.string(), productName: z.string(), sku: z.string().nullable() }),
  category: z.string().nullable(),
  ...movementFigures,
});
export type TMovementRow = z.infer<typeof zMovementRowSchema>;

/** Response data of GET /reports/movements. */
export const zMovementsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  scope: z.enum(MOVEMENT_SCOPES),
  filters: zReportFiltersSchema,
  /** One page of products, by name. */
  rows: z.array(zMovementRowSchema),
  total: z.number(),
  totals: z.object(movementFigures),
});
export type TMovementsReport = z.infer<typeof zMovementsReportSchema>;

/** One batch's units in one warehouse, expiring within the window or expired. */
export const zExpiringRowSchema = z.object({
  batch: z.object({ id: z.string(), code: z.string(), expiryDate: z.string() }),
  /** Days from today (India) to the expiry date; negative once expired. */
  daysToExpiry: z.number(),
  /** The expiry date is before today. */
  isExpired: z.boolean(),
  product: z.object({ id: z.string(), productName: z.string(), sku: z.string().nullable() }),
  category: z.string().nullable(),
  inventory: zInventoryRef,
  units: z.number(),
  price: z.number(),
  /** Units × price. */
  value: z.number(),
});
export type TExpiringRow = z.infer<typeof zExpiringRowSchema>;

/** Response data of GET /reports/expiring. */
export const zExpiringReportSchema = z.object({
  days: z.number(),
  /** Today in India: the day the window starts from. */
  today: z.string(),
  /** The last expiry date the window takes in. */
  until: z.string(),
  filters: zReportFiltersSchema,
  /** One page, earliest expiry first. */
  rows: z.array(zExpiringRowSchema),
  total: z.number(),
  totals: z.object({
    batches: z.number(),
    ...zUnitsValue,
    expiredUnits: z.number(),
    expiredValue: z.number(),
  }),
});
export type TExpiringReport = z.infer<typeof zExpiringReportSchema>;

/** Path of a report under the API, /reports/<kind>. */
export function reportPath(kind: ReportKind): string {
  return `/reports/${kind}`;
}
