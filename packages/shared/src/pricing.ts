import { z } from 'zod';
import { zAmount, zCount, zText } from './fields.js';
import { rule } from './messages/rule.js';
import { zDateSchema } from './products.js';
import { STOCK_LIMITS } from './stock.js';

// Price lists and schemes (docs/domain.md#price-lists-and-schemes): a customer's price list gives a
// product a price, or a discount off its price, for a date range; schemes give free units (buy N get
// M free, in multiples, whole units only) and a percentage off an order above a value. The bodies
// and answers are here; the arithmetic is pricing-rules.ts.

export const PRICING_LIMITS = {
  nameMax: 100,
  descriptionMax: 2000,
  /** Products one price list prices. */
  itemsMax: 5000,
  /** Units a scheme's "buy" and "free" may name. */
  unitsMax: 100_000,
} as const;

export const PRICE_LIST_ITEM_KINDS = ['price', 'discount'] as const;
export type PriceListItemKind = (typeof PRICE_LIST_ITEM_KINDS)[number];

export const SCHEME_KINDS = ['freeQuantity', 'orderDiscount'] as const;
export type SchemeKind = (typeof SCHEME_KINDS)[number];

export const PRICING_MESSAGES = {
  nameRequired: rule('pricing.nameRequired'),
  productRequired: rule('pricing.productRequired'),
  kind: rule('pricing.itemKindOneOf'),
  percent: rule('pricing.percentRange'),
  datesOrdered: rule('pricing.datesOrdered'),
  overlap: rule('pricing.itemsOverlap'),
  tooManyItems: rule('pricing.tooManyItems', { max: PRICING_LIMITS.itemsMax }),
  schemeKind: rule('pricing.schemeKindOneOf'),
  unitsAtLeastOne: rule('pricing.unitsAtLeastOne'),
} as const;

const zName = zText(PRICING_LIMITS.nameMax, 'name').min(1, PRICING_MESSAGES.nameRequired);
/** The smallest percentage: a percentage is kept to two decimals, so anything less would be 0. */
const PERCENT_MIN = 0.01;
const zPercent = z
  .number(rule('field.notANumber', { field: 'discountPercent' }))
  .min(PERCENT_MIN, PRICING_MESSAGES.percent)
  .max(100, PRICING_MESSAGES.percent);

/** Whether a date range runs forwards (either end may be open). */
const ordered = (r: { validFrom?: string | null; validTo?: string | null }) =>
  !r.validFrom || !r.validTo || r.validFrom <= r.validTo;

/** One product's price on a list: a price in rupees, or a percentage off the product's price. */
export const zPriceListItemInputSchema = z
  .strictObject({
    product: z.uuid(PRICING_MESSAGES.productRequired),
    kind: z.enum(PRICE_LIST_ITEM_KINDS, { error: PRICING_MESSAGES.kind }),
    /** Rupees for `price`; a percentage (0.01 to 100) for `discount`. */
    value: zAmount(STOCK_LIMITS.priceMax, 'price'),
    validFrom: zDateSchema.nullable().optional(),
    validTo: zDateSchema.nullable().optional(),
  })
  .refine((item) => item.kind === 'price' || (item.value >= PERCENT_MIN && item.value <= 100), {
    message: PRICING_MESSAGES.percent,
    path: ['value'],
  })
  .refine(ordered, { message: PRICING_MESSAGES.datesOrdered, path: ['validTo'] });
export type TPriceListItemInput = z.input<typeof zPriceListItemInputSchema>;

/** Whether two date ranges (open ends are unbounded) share a day. */
export function rangesOverlap(
  a: { validFrom?: string | null; validTo?: string | null },
  b: { validFrom?: string | null; validTo?: string | null },
): boolean {
  const startsBeforeEnd = (from?: string | null, to?: string | null) => !from || !to || from <= to;
  return startsBeforeEnd(a.validFrom, b.validTo) && startsBeforeEnd(b.validFrom, a.validTo);
}

/** The index of the first item whose product has an earlier item with an overlapping range, or -1. */
export function firstOverlap(items: readonly z.output<typeof zPriceListItemInputSchema>[]): number {
  return items.findIndex((item, i) =>
    items
      .slice(0, i)
      .some(
        (other) => other.product.toLowerCase() === item.product.toLowerCase() && rangesOverlap(other, item),
      ),
  );
}

const zItems = z
  .array(zPriceListItemInputSchema)
  .max(PRICING_LIMITS.itemsMax, PRICING_MESSAGES.tooManyItems)
  .superRefine((items, context) => {
    const index = firstOverlap(items);
    if (index >= 0)
      context.addIssue({ code: 'custom', message: PRICING_MESSAGES.overlap, path: [index, 'validFrom'] });
  });

/** Body of POST /price-lists. */
export const zPriceListCreateSchema = z.strictObject({
  name: zName,
  description: zText(PRICING_LIMITS.descriptionMax, 'description').nullable().optional(),
  active: z.boolean(rule('customer.activeTrueOrFalse')).optional(),
  items: zItems.optional(),
});
export type TPriceListCreate = z.input<typeof zPriceListCreateSchema>;

/** Body of PUT /price-lists/{id}: the fields to change; `items`, when given, replaces them all. */
export const zPriceListUpdateSchema = zPriceListCreateSchema.partial();
export type TPriceListUpdate = z.input<typeof zPriceListUpdateSchema>;

const zRef = z.object({ id: z.string(), name: z.string() });
const zProductRef = z.object({
  id: z.string(),
  productName: z.string(),
  sku: z.string().nullable(),
  price: z.number(),
  mrp: z.number().nullable(),
});

export const zPriceListItemSchema = z.object({
  product: zProductRef,
  kind: z.enum(PRICE_LIST_ITEM_KINDS),
  value: z.number(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
});
export type TPriceListItem = z.infer<typeof zPriceListItemSchema>;

export const zPriceListSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  itemCount: z.number(),
  customerCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPriceListSummary = z.infer<typeof zPriceListSummarySchema>;

export const zPriceListSchema = zPriceListSummarySchema.extend({ items: z.array(zPriceListItemSchema) });
export type TPriceList = z.infer<typeof zPriceListSchema>;

const zUnitsField = zCount(PRICING_LIMITS.unitsMax, 'quantity').min(1, PRICING_MESSAGES.unitsAtLeastOne);
const schemeCommon = {
  name: zName,
  active: z.boolean(rule('customer.activeTrueOrFalse')).optional(),
  validFrom: zDateSchema.nullable().optional(),
  validTo: zDateSchema.nullable().optional(),
};

/** Body of POST /schemes: buy N of a product, get M free (of it or another); or a percentage off an order from a value. */
export const zSchemeCreateSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.strictObject({
        kind: z.literal('freeQuantity'),
        ...schemeCommon,
        product: z.uuid(PRICING_MESSAGES.productRequired),
        buyQuantity: zUnitsField,
        /** The product given free: none means the same product. */
        freeProduct: z.uuid(PRICING_MESSAGES.productRequired).nullable().optional(),
        freeQuantity: zUnitsField,
      }),
      z.strictObject({
        kind: z.literal('orderDiscount'),
        ...schemeCommon,
        minOrderValue: zAmount(STOCK_LIMITS.priceMax, 'price'),
        discountPercent: zPercent,
      }),
    ],
    { error: PRICING_MESSAGES.schemeKind },
  )
  .refine(ordered, { message: PRICING_MESSAGES.datesOrdered, path: ['validTo'] });
export type TSchemeCreate = z.input<typeof zSchemeCreateSchema>;

/** Body of PUT /schemes/{id}: its name, dates and active flag (terms change as a new scheme). */
export const zSchemeUpdateSchema = z
  .strictObject(schemeCommon)
  .partial()
  .refine(ordered, { message: PRICING_MESSAGES.datesOrdered, path: ['validTo'] });
export type TSchemeUpdate = z.input<typeof zSchemeUpdateSchema>;

export const zSchemeSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(SCHEME_KINDS),
  active: z.boolean(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  product: zRef.nullable(),
  buyQuantity: z.number().nullable(),
  freeProduct: zRef.nullable(),
  freeQuantity: z.number().nullable(),
  minOrderValue: z.number().nullable(),
  discountPercent: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TScheme = z.infer<typeof zSchemeSchema>;

/** Body of POST /pricing/quote: what an order of these lines costs a customer on a day. */
export const zQuoteRequestSchema = z.strictObject({
  customerId: z.uuid(rule('pricing.customerNotAnId')).nullable().optional(),
  /** The order's day in India; today when left out. */
  date: zDateSchema.optional(),
  lines: z
    .array(z.strictObject({ product: z.uuid(PRICING_MESSAGES.productRequired), quantity: zUnitsField }))
    .min(1, rule('pricing.linesRequired'))
    .max(200, rule('pricing.tooManyLines', { max: 200 })),
});
export type TQuoteRequest = z.input<typeof zQuoteRequestSchema>;
