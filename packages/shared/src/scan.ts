import { z } from 'zod';
import { SCAN_CODE_MAX, SCAN_KINDS } from './barcodes.js';
import { TRANSPORT_STATUSES } from './transport-enums.js';
import { hasNoNul } from './fields.js';
import { rule } from './messages/rule.js';

/** The code in GET /scan/{code}: what a scanner typed, up to SCAN_CODE_MAX characters. */
export const zScanParamsSchema = z.strictObject({
  code: z
    .string()
    .min(1, rule('scan.codeRequired'))
    .max(SCAN_CODE_MAX, rule('scan.codeTooLong', { max: SCAN_CODE_MAX }))
    .refine(hasNoNul, rule('scan.codeNul')),
});

const zProductRef = z.object({
  id: z.string(),
  productName: z.string(),
  sku: z.string().nullable(),
  gtin: z.string().nullable(),
  price: z.number(),
  hasBatches: z.boolean(),
});
const zBatchRef = z.object({
  id: z.string(),
  code: z.string(),
  mfgDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
});

/** One thing a scanned code names. */
export const zScanMatchSchema = z.object({
  kind: z.enum(SCAN_KINDS),
  /** The record's id (the product's for a product, the batch's for a batch, …). */
  id: z.string(),
  /** What to call it on screen. */
  label: z.string(),
  product: zProductRef.nullable(),
  /** The batch, for a batch; for a GS1 code whose batch Godown does not know yet, null (see `gs1`). */
  batch: zBatchRef.nullable(),
  inventory: z.object({ id: z.string(), name: z.string() }).nullable(),
  storageUnit: z.object({ id: z.string(), locationId: z.string(), name: z.string() }).nullable(),
  transport: z
    .object({ id: z.string(), packageId: z.string(), status: z.enum(TRANSPORT_STATUSES) })
    .nullable(),
});
export type TScanMatch = z.infer<typeof zScanMatchSchema>;

/** Response data of GET /scan/{code}: every match, best first, and what a GS1 code carried. */
export const zScanAnswerSchema = z.object({
  code: z.string(),
  /** How the code was read. */
  format: z.enum(['gs1', 'gtin', 'godown', 'text']),
  /** The fields of a GS1 code (a manufacturer's carton): its batch may be one Godown has not seen. */
  gs1: z
    .object({
      gtin: z.string().nullable(),
      batch: z.string().nullable(),
      expiryDate: z.string().nullable(),
      mfgDate: z.string().nullable(),
      serial: z.string().nullable(),
    })
    .nullable(),
  matches: z.array(zScanMatchSchema),
});
export type TScanAnswer = z.infer<typeof zScanAnswerSchema>;
