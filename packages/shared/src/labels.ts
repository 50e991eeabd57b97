import { z } from 'zod';

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

export const LABEL_MESSAGES = {
  nothing: 'Choose what to print labels for',
  tooMany: `At most ${LABEL_LIMITS.labelsMax.toLocaleString('en-IN')} labels in one print`,
} as const;

const zLayout = z.enum(LABEL_LAYOUT_NAMES as [LabelLayoutName, ...LabelLayoutName[]], {
  error: `Layout must be one of ${LABEL_LAYOUT_NAMES.join(', ')}`,
});
const zCopies = z
  .number('Copies must be a number')
  .int('Copies must be a whole number')
  .min(1, 'Copies must be at least 1')
  .max(LABEL_LIMITS.copiesMax, `Copies must be at most ${LABEL_LIMITS.copiesMax}`);
const zIds = (label: string) =>
  z
    .array(z.uuid(`${label} must be ids`))
    .min(1, LABEL_MESSAGES.nothing)
    .max(LABEL_LIMITS.idsMax, `At most ${LABEL_LIMITS.idsMax} ${label.toLowerCase()} at once`);

/**
 * Body of POST /labels/products: the products (chosen, every product of an inventory, or a purchase
 * order's lines with the batches received on it), the sheet, the copies of each.
 */
export const zProductLabelsSchema = z
  .strictObject({
    productIds: zIds('Products').optional(),
    inventoryId: z.uuid('Inventory must be an inventory id').optional(),
    purchaseOrderId: z.uuid('Purchase order must be an id').optional(),
    layout: zLayout.default('a4-3x8'),
    copies: zCopies.default(1),
    /** Print the price on the label (on by default). */
    showPrice: z.boolean('Show price must be true or false').default(true),
  })
  .refine(
    (body) =>
      [body.productIds, body.inventoryId, body.purchaseOrderId].filter((v) => v !== undefined).length === 1,
    { message: 'Give exactly one of products, an inventory or a purchase order', path: ['productIds'] },
  );
export type TProductLabels = z.input<typeof zProductLabelsSchema>;

/** Body of POST /labels/shelves: shelf labels for storage units or whole inventories. */
export const zShelfLabelsSchema = z
  .strictObject({
    storageUnitIds: zIds('Storage units').optional(),
    inventoryIds: zIds('Inventories').optional(),
    layout: zLayout.default('a4-2x7'),
    copies: zCopies.default(1),
  })
  .refine((body) => (body.storageUnitIds === undefined) !== (body.inventoryIds === undefined), {
    message: 'Give storage units or inventories',
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
