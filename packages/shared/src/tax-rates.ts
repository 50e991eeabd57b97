import { z } from 'zod';
import { rule } from './messages/rule.js';
import { zCessRateSchema, zDateSchema, zGstRateSchema } from './products.js';

// Products' GST rates (docs/domain.md#gst-rates): dated data, never constants. A product has a rate
// (and a cess, where one applies) from a day on until its next rate's day; an invoice takes the rate
// in force on its own date.

/** The day GST began (1 July 2017): a rate given with a new product applies from it. */
export const GST_START_DATE = '2017-07-01';

/** Body of POST /products/{id}/tax-rates: the product's rate from a day on (a rate from that day is replaced). */
export const zTaxRateInputSchema = z.strictObject({
  effectiveFrom: zDateSchema,
  gstRate: zGstRateSchema,
  cessRate: zCessRateSchema.optional(),
});
export type TTaxRateInput = z.input<typeof zTaxRateInputSchema>;

export const zTaxRateDateParamsSchema = z.strictObject({
  id: z.uuid(),
  date: z.iso.date(rule('taxRate.dateRequired')),
});

/** A product's rate from a day on. */
export const zTaxRateSchema = z.object({
  effectiveFrom: z.string(),
  gstRate: z.number(),
  cessRate: z.number(),
  /** In force today (the latest whose day has come); later ones are scheduled. */
  inForce: z.boolean(),
});
export type TTaxRate = z.infer<typeof zTaxRateSchema>;

/** GET /products/{id}/tax-rates: every rate of the product, the latest first, and its unit code. */
export const zProductTaxSchema = z.object({
  productId: z.string(),
  hsnCode: z.string().nullable(),
  uqc: z.string().nullable(),
  /** The rate in force today (null: none set yet). */
  current: zTaxRateSchema.nullable(),
  rates: z.array(zTaxRateSchema),
});
export type TProductTax = z.infer<typeof zProductTaxSchema>;

/**
 * Body of POST /tax-rates/by-hsn (admins): a rate from a day on for every product whose HSN code
 * starts with the digits given, as a rate notification changes a chapter or a heading at once.
 */
export const zTaxRateByHsnSchema = z.strictObject({
  hsnPrefix: z
    .string(rule('taxRate.hsnPrefix'))
    .trim()
    .regex(/^\d{2,8}$/, rule('taxRate.hsnPrefix')),
  effectiveFrom: zDateSchema,
  gstRate: zGstRateSchema,
  cessRate: zCessRateSchema.optional(),
});
export type TTaxRateByHsn = z.input<typeof zTaxRateByHsnSchema>;

export const zTaxRateByHsnResultSchema = z.object({ products: z.number() });
