import { z } from 'zod';
import { rule } from './messages/rule.js';

// Labels (docs/domain.md#labels): product labels and shelf labels as a PDF drawn on the server.

/** A sheet of labels: the page, the label's size and how the labels sit on it, in millimetres. */
export interface LabelLayout {
  title: string;
  pageWidth: number;
  pageHeight: number;
  columns: number;
  rows: number;
  labelWidth: number;
  labelHeight: number;
  /** Page margin above the first row and left of the first column. */
  top: number;
  left: number;
  /** Gaps between columns and between rows. */
  columnGap: number;
  rowGap: number;
}

/** Common A4 label stock and a thermal roll. */
export const LABEL_LAYOUTS = {
  'a4-3x8': {
    title: 'A4, 3 × 8 (70 × 37 mm)',
    pageWidth: 210,
    pageHeight: 297,
    columns: 3,
    rows: 8,
    labelWidth: 70,
    labelHeight: 37,
    top: 0.5,
    left: 0,
    columnGap: 0,
    rowGap: 0,
  },
  'a4-4x10': {
    title: 'A4, 4 × 10 (48.5 × 25.4 mm)',
    pageWidth: 210,
    pageHeight: 297,
    columns: 4,
    rows: 10,
    labelWidth: 48.5,
    labelHeight: 25.4,
    top: 21.5,
    left: 8,
    columnGap: 0,
    rowGap: 0,
  },
  'a4-2x7': {
    title: 'A4, 2 × 7 (99.1 × 38.1 mm)',
    pageWidth: 210,
    pageHeight: 297,
    columns: 2,
    rows: 7,
    labelWidth: 99.1,
    labelHeight: 38.1,
    top: 15.15,
    left: 4.65,
    columnGap: 2.5,
    rowGap: 0,
  },
  'thermal-50x25': {
    title: 'Thermal roll, 50 × 25 mm',
    pageWidth: 50,
    pageHeight: 25,
    columns: 1,
    rows: 1,
    labelWidth: 50,
    labelHeight: 25,
    top: 0,
    left: 0,
    columnGap: 0,
    rowGap: 0,
  },
} as const satisfies Record<string, LabelLayout>;
export type LabelLayoutName = keyof typeof LABEL_LAYOUTS;
export const LABEL_LAYOUT_NAMES = Object.keys(LABEL_LAYOUTS) as LabelLayoutName[];

export const LABEL_LIMITS = {
  /** Labels one PDF holds at most (copies included): 100 A4 sheets of 40. */
  labelsMax: 4000,
  copiesMax: 100,
  idsMax: 1000,
} as const;

/** Messages of the label rules, by key (`rule`). */
export const LABEL_MESSAGES = {
  nothing: rule('label.nothing'),
  tooMany: rule('label.tooMany', { max: LABEL_LIMITS.labelsMax }),
} as const;

const zLayout = z.enum(LABEL_LAYOUT_NAMES as [LabelLayoutName, ...LabelLayoutName[]], {
  error: rule('label.layoutOneOf', { layouts: LABEL_LAYOUT_NAMES.join(', ') }),
});
const zCopies = z
  .number(rule('label.copiesNotANumber'))
  .int(rule('label.copiesNotWhole'))
  .min(1, rule('label.copiesMin'))
  .max(LABEL_LIMITS.copiesMax, rule('label.copiesMax', { max: LABEL_LIMITS.copiesMax }));
/** The messages of each list of ids a label body takes. */
const ID_LIST_RULES = {
  products: { ids: rule('label.productIds'), tooMany: 'label.tooManyProducts' },
  storageUnits: { ids: rule('label.storageUnitIds'), tooMany: 'label.tooManyStorageUnits' },
  inventories: { ids: rule('label.inventoryIds'), tooMany: 'label.tooManyInventories' },
} as const;
const zIds = (list: keyof typeof ID_LIST_RULES) =>
  z
    .array(z.uuid(ID_LIST_RULES[list].ids))
    .min(1, LABEL_MESSAGES.nothing)
    .max(LABEL_LIMITS.idsMax, rule(ID_LIST_RULES[list].tooMany, { max: LABEL_LIMITS.idsMax }));

/**
 * Body of POST /labels/products: the products (chosen, every product of an inventory, or a purchase
 * order's lines with the batches received on it), the sheet, the copies of each.
 */
export const zProductLabelsSchema = z
  .strictObject({
    productIds: zIds('products').optional(),
    inventoryId: z.uuid(rule('inventory.notAnInventoryId')).optional(),
    purchaseOrderId: z.uuid(rule('label.purchaseOrderNotAnId')).optional(),
    layout: zLayout.default('a4-3x8'),
    copies: zCopies.default(1),
    /** Print the price on the label (on by default). */
    showPrice: z.boolean(rule('label.showPriceBoolean')).default(true),
  })
  .refine(
    (body) =>
      [body.productIds, body.inventoryId, body.purchaseOrderId].filter((v) => v !== undefined).length === 1,
    { message: rule('label.exactlyOneSource'), path: ['productIds'] },
  );
export type TProductLabels = z.input<typeof zProductLabelsSchema>;

/** Body of POST /labels/shelves: shelf labels for storage units or whole inventories. */
export const zShelfLabelsSchema = z
  .strictObject({
    storageUnitIds: zIds('storageUnits').optional(),
    inventoryIds: zIds('inventories').optional(),
    layout: zLayout.default('a4-2x7'),
    copies: zCopies.default(1),
  })
  .refine((body) => (body.storageUnitIds === undefined) !== (body.inventoryIds === undefined), {
    message: rule('label.storageOrInventories'),
    path: ['storageUnitIds'],
  });
export type TShelfLabels = z.input<typeof zShelfLabelsSchema>;

/** Where label (x, y) sits on its page, in mm from the top left, for the n-th label of a layout. */
export function labelPosition(layout: LabelLayout, n: number): { page: number; x: number; y: number } {
  const perPage = layout.columns * layout.rows;
  const index = n % perPage;
  const column = index % layout.columns;
  const row = Math.floor(index / layout.columns);
  return {
    page: Math.floor(n / perPage),
    x: layout.left + column * (layout.labelWidth + layout.columnGap),
    y: layout.top + row * (layout.labelHeight + layout.rowGap),
  };
}
