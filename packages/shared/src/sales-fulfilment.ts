import { z } from 'zod';
import { zPageSchema, zText } from './fields.js';
import { rule } from './messages/rule.js';
import { SALES_ORDER_STATUSES } from './sales-order-enums.js';
import { zEtaSchema } from './transports.js';
import { TRANSPORT_MODES, TRANSPORT_STATUSES } from './transport-enums.js';

// A confirmed sales order on its way to the customer (docs/domain.md#picking-shipping-and-returns):
// its held units allocated to batches and racks, picked by scanning, packed into shipments (outgoing
// transports a driver delivers), and returned against a delivered shipment.

export const FULFILMENT_LIMITS = {
  /** An admin's reason for allocating expired batches. */
  reasonMax: 300,
  returnLinesMax: 200,
  notesMax: 2000,
} as const;

/** The series a customer return's number is drawn from (SR/26-27/00007). */
export const SALES_RETURN_SERIES = 'SR';

/** Why a customer sends units back. */
export const SALES_RETURN_REASONS = ['damaged', 'expired', 'wrongItem', 'excess', 'other'] as const;
export type SalesReturnReason = (typeof SALES_RETURN_REASONS)[number];
export const SALES_RETURN_REASON_LABELS: Readonly<Record<SalesReturnReason, string>> = {
  damaged: 'Damaged',
  expired: 'Expired',
  wrongItem: 'Wrong item',
  excess: 'More than ordered',
  other: 'Other',
};

/**
 * Where returned units go: a quarantine rack (kept apart, out of stock, until someone decides),
 * back to stock (the warehouse holds them again), or written off (recorded in the ledger, gone).
 */
export const SALES_RETURN_DISPOSITIONS = ['quarantine', 'restock', 'writeOff'] as const;
export type SalesReturnDisposition = (typeof SALES_RETURN_DISPOSITIONS)[number];
/** Where a returned line's units are now. */
export const SALES_RETURN_LINE_STATES = ['quarantined', 'restocked', 'writtenOff'] as const;
export type SalesReturnLineState = (typeof SALES_RETURN_LINE_STATES)[number];
export const SALES_RETURN_LINE_STATE_LABELS: Readonly<Record<SalesReturnLineState, string>> = {
  quarantined: 'In quarantine',
  restocked: 'Back in stock',
  writtenOff: 'Written off',
};

/** A vehicle registration as India writes it (MH 12 AB 1234, 22 BH 1234 AA): kept without spaces. */
export const zVehicleNumberSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .refine((value) => /^[A-Z0-9]{6,11}$/.test(value), rule('shipment.vehicleNumberForm'));

const zWhole = (min: number) =>
  z
    .number(rule('field.notANumber', { field: 'quantity' }))
    .int(rule('field.notWhole', { field: 'quantity' }))
    .min(min, min === 0 ? rule('field.negative', { field: 'quantity' }) : rule('pricing.unitsAtLeastOne'))
    .max(1_000_000, rule('stock.quantityTooLarge'));

/** Body of POST /sales-orders/{id}/allocate: an admin may let expired batches go, with the reason. */
export const zAllocateSchema = z.strictObject({
  expiredReason: zText(FULFILMENT_LIMITS.reasonMax, 'reason').min(1, rule('batch.overrideReason')).optional(),
});
export type TAllocate = z.input<typeof zAllocateSchema>;

/**
 * Body of POST /sales-orders/{id}/picks: units of one allocation picked now; `short` closes it at
 * what has been picked (the rest was not there), and its other units are allocated again or wait.
 */
export const zOrderPickSchema = z
  .strictObject({
    allocation: z
      .number(rule('pick.allocationRequired'))
      .int(rule('pick.allocationRequired'))
      .min(1, rule('pick.allocationRequired')),
    quantity: zWhole(0),
    short: z.boolean(rule('pick.shortTrueOrFalse')).optional(),
  })
  .refine((body) => body.quantity > 0 || body.short === true, {
    message: rule('pricing.unitsAtLeastOne'),
    path: ['quantity'],
  });
export type TOrderPick = z.input<typeof zOrderPickSchema>;

/** Body of POST /sales-orders/{id}/shipments: pack what is picked into a shipment. */
export const zShipmentCreateSchema = z.strictObject({
  assignedTo: z.uuid(rule('shipment.driverNotAnId')).nullable().optional(),
  vehicleNumber: zVehicleNumberSchema.nullable().optional(),
  eta: zEtaSchema.nullable().optional(),
  transportMode: z.enum(TRANSPORT_MODES, { error: rule('shipment.modeOneOf') }).optional(),
});
export type TShipmentCreate = z.input<typeof zShipmentCreateSchema>;

/** Body of POST /sales-orders/{id}/returns: units of a delivered shipment coming back. */
export const zSalesReturnCreateSchema = z
  .strictObject({
    shipment: z.uuid(rule('return.shipmentRequired')),
    /** The rack quarantined units go to (a storage unit of the order's warehouse). */
    storageUnitId: z.uuid(rule('return.storageUnitNotAnId')).nullable().optional(),
    note: zText(FULFILMENT_LIMITS.notesMax, 'note').nullable().optional(),
    lines: z
      .array(
        z.strictObject({
          /** The order line's number. */
          line: z
            .number(rule('return.lineRequired'))
            .int(rule('return.lineRequired'))
            .min(1, rule('return.lineRequired')),
          batch: z.uuid(rule('return.batchNotAnId')).nullable().optional(),
          quantity: zWhole(1),
          reason: z.enum(SALES_RETURN_REASONS, { error: rule('return.reasonOneOf') }),
          disposition: z.enum(SALES_RETURN_DISPOSITIONS, { error: rule('return.dispositionOneOf') }),
        }),
      )
      .min(1, rule('pricing.linesRequired'))
      .max(
        FULFILMENT_LIMITS.returnLinesMax,
        rule('pricing.tooManyLines', { max: FULFILMENT_LIMITS.returnLinesMax }),
      ),
  })
  .refine((body) => body.storageUnitId || body.lines.every((l) => l.disposition !== 'quarantine'), {
    message: rule('return.quarantineRack'),
    path: ['storageUnitId'],
  });
export type TSalesReturnCreate = z.input<typeof zSalesReturnCreateSchema>;

/** Body of POST /sales-returns/{id}/release: what becomes of the units in quarantine. */
export const zReleaseSchema = z.strictObject({
  disposition: z.enum(['restock', 'writeOff'], { error: rule('return.releaseOneOf') }),
});
export type TRelease = z.input<typeof zReleaseSchema>;

const zRef = z.object({ id: z.string(), name: z.string() });
const zProductRef = z.object({ id: z.string(), productName: z.string(), sku: z.string().nullable() });
const zBatchRef = z.object({ id: z.string(), code: z.string(), expiryDate: z.string().nullable() });
const zStorageUnitRef = z.object({ id: z.string(), name: z.string(), locationId: z.string() });

/** Units of an order line to take from one batch (or none) in one rack (or none: loose in the warehouse). */
export const zAllocationSchema = z.object({
  id: z.number(),
  lineNo: z.number(),
  product: zProductRef,
  batch: zBatchRef.nullable(),
  storageUnit: zStorageUnitRef.nullable(),
  quantity: z.number(),
  pickedQuantity: z.number(),
  /** Units not found where they were allocated. */
  shortQuantity: z.number(),
  /** The shipment the picked units left in. */
  shipment: z.object({ id: z.string(), packageId: z.string() }).nullable(),
  expiredNote: z.string().nullable(),
});
export type TAllocation = z.infer<typeof zAllocationSchema>;

/** GET /sales-orders/{id}/pick-list: the allocations to pick, by rack. */
export const zOrderPickListSchema = z.object({
  salesOrder: z.object({
    id: z.string(),
    number: z.string(),
    status: z.enum(SALES_ORDER_STATUSES),
    customer: zRef.nullable(),
    inventory: zRef.nullable(),
  }),
  allocations: z.array(zAllocationSchema),
  /** Held units not yet allocated, by line. */
  unallocated: z.array(z.object({ lineNo: z.number(), product: zProductRef, quantity: z.number() })),
});
export type TOrderPickList = z.infer<typeof zOrderPickListSchema>;

/** A shipment of an order, as its page lists them. */
export const zShipmentSummarySchema = z.object({
  id: z.string(),
  packageId: z.string(),
  status: z.enum(TRANSPORT_STATUSES),
  driver: zRef.nullable(),
  vehicleNumber: z.string().nullable(),
  eta: z.string().nullable(),
  units: z.number(),
  createdAt: z.string(),
  /** What it carries, by order line and batch, and how many of them came back. */
  contents: z.array(
    z.object({
      lineNo: z.number(),
      product: zProductRef,
      batch: zBatchRef.nullable(),
      quantity: z.number(),
      returned: z.number(),
    }),
  ),
});
export type TShipmentSummary = z.infer<typeof zShipmentSummarySchema>;

export const zSalesReturnLineSchema = z.object({
  id: z.number(),
  lineNo: z.number(),
  product: zProductRef,
  batch: zBatchRef.nullable(),
  quantity: z.number(),
  reason: z.enum(SALES_RETURN_REASONS),
  state: z.enum(SALES_RETURN_LINE_STATES),
});

export const zSalesReturnSchema = z.object({
  id: z.string(),
  number: z.string(),
  salesOrder: z.object({ id: z.string(), number: z.string() }),
  customer: zRef.nullable(),
  shipment: z.object({ id: z.string(), packageId: z.string() }).nullable(),
  storageUnit: zStorageUnitRef.nullable(),
  note: z.string().nullable(),
  lines: z.array(zSalesReturnLineSchema),
  createdBy: zRef.nullable(),
  createdAt: z.string(),
});
export type TSalesReturn = z.infer<typeof zSalesReturnSchema>;

/** Query of GET /sales-returns. */
export const zSalesReturnListQuerySchema = zPageSchema.extend({
  quarantined: z
    .enum(['true', 'false'], { error: rule('return.quarantinedTrueOrFalse') })
    .transform((v) => v === 'true')
    .optional(),
  customer: z.uuid(rule('pricing.customerNotAnId')).optional(),
  salesOrder: z.uuid(rule('return.salesOrderNotAnId')).optional(),
});

export const zSalesReturnListSchema = z.object({
  salesReturns: z.array(zSalesReturnSchema),
  total: z.number(),
});
export type TSalesReturnList = z.infer<typeof zSalesReturnListSchema>;
