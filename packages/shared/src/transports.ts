import { z } from 'zod';
import { zAmount, zSearchPageSchema, zSortSchema, zText } from './fields.js';
import { zGeoPointSchema, zPointSchema } from './geo.js';
import { BATCH_MESSAGES, zBatchPicksSchema, zExpiredOverrideSchema } from './batches.js';
import { STOCK_LIMITS } from './stock.js';
import { zMessageParamsSchema } from './api.js';
import { rule } from './messages/rule.js';
import {
  TRANSPORT_MODES,
  TRANSPORT_STATUS_ALIASES,
  TRANSPORT_STATUS_TRANSITIONS,
  TRANSPORT_STATUSES,
  type TransportStatus,
} from './transport-enums.js';

export const TRANSPORT_LIMITS = {
  /** Product lines on one transport. */
  linesMax: 100,
  /** A date-only ETA means the end of that day in India Standard Time. */
  dateOnlyEtaOffset: '+05:30',
  /** How often the server looks for transports past their ETA (also once on start). */
  missedEtaCheckMs: 60_000,
} as const;

/** Decimals of coordinates shown in lists (origin and destination without an inventory). */
export const COORDINATE_DISPLAY_DECIMALS = 4;

/** Messages of the transport rules, by key (`rule()`); the form and the server say the same. */
export const TRANSPORT_MESSAGES = {
  packageIdRequired: rule('transport.packageIdRequired'),
  statusRequired: rule('transport.statusRequired'),
  status: rule('transport.statusOneOf', { statuses: TRANSPORT_STATUSES.join(', ') }),
  mode: rule('transport.modeOneOf', { modes: TRANSPORT_MODES.join(', ') }),
  productRequired: rule('transport.productRequired'),
  quantityMin: rule('transport.quantityAtLeastOne'),
  duplicateLine: rule('transport.duplicateLine'),
  eta: rule('transport.etaFormat'),
  sameInventory: rule('transport.sameInventory'),
  transferNeedsLines: rule('transport.transferNeedsLines'),
  tooManyLines: rule('transport.tooManyLines', { max: TRANSPORT_LIMITS.linesMax }),
  cancelConfirm: rule('transport.cancelConfirm'),
} as const;

/** A status in the server's vocabulary; `inTransit` is accepted and read as `in_transit`. */
export const zTransportStatusSchema = z
  .enum([...TRANSPORT_STATUSES, ...(Object.keys(TRANSPORT_STATUS_ALIASES) as ['inTransit'])], {
    error: TRANSPORT_MESSAGES.status,
  })
  .transform((status): TransportStatus => TRANSPORT_STATUS_ALIASES[status] ?? (status as TransportStatus));

/** The canonical status for a spelling the server accepts, or null for an unknown one. */
export function canonicalTransportStatus(status: string): TransportStatus | null {
  const parsed = zTransportStatusSchema.safeParse(status);
  return parsed.success ? parsed.data : null;
}

/** True when a transport may move from one status to the other (docs/domain.md#transports-and-transfers). */
export function canMoveTransport(from: TransportStatus, to: TransportStatus): boolean {
  return TRANSPORT_STATUS_TRANSITIONS[from].includes(to);
}

/**
 * An ETA: a calendar date (YYYY-MM-DD, read as the end of that day in India Standard Time) or an
 * ISO date-time with an offset. Parsed to an ISO instant.
 */
export const zEtaSchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: TRANSPORT_MESSAGES.eta })
  .transform((value) =>
    new Date(
      value.length === 10 ? `${value}T23:59:59.999${TRANSPORT_LIMITS.dateOnlyEtaOffset}` : value,
    ).toISOString(),
  )
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= 1900 && year <= 2200;
  }, rule('transport.etaYears'));

/** One product line: a product and how many units travel. */
export const zTransportLineInputSchema = z
  .strictObject({
    product: z.uuid(TRANSPORT_MESSAGES.productRequired),
    quantity: z
      .number(rule('field.notANumber', { field: 'quantity' }))
      .int(rule('field.notWhole', { field: 'quantity' }))
      .min(1, TRANSPORT_MESSAGES.quantityMin)
      .max(STOCK_LIMITS.quantityMax, rule('transport.quantityTooLarge')),
    /**
     * The batches the units come from, chosen by the user; the rest of the line is picked
     * first-expiry-first-out when the transport leaves its source.
     */
    batches: zBatchPicksSchema.optional(),
  })
  .refine((line) => (line.batches ?? []).reduce((sum, b) => sum + b.quantity, 0) <= line.quantity, {
    message: BATCH_MESSAGES.batchesExceedLine,
    path: ['batches'],
  });
export type TTransportLineInput = z.input<typeof zTransportLineInputSchema>;

const zLinesSchema = z
  .array(zTransportLineInputSchema)
  .max(TRANSPORT_LIMITS.linesMax, TRANSPORT_MESSAGES.tooManyLines)
  .refine(
    (lines) => new Set(lines.map((l) => l.product)).size === lines.length,
    TRANSPORT_MESSAGES.duplicateLine,
  );

const transportFields = {
  packageId: zText(STOCK_LIMITS.codeMax, 'packageId').min(1, TRANSPORT_MESSAGES.packageIdRequired),
  status: zTransportStatusSchema,
  transportMode: z.enum(TRANSPORT_MODES, { error: TRANSPORT_MESSAGES.mode }),
  transportationCost: zAmount(STOCK_LIMITS.priceMax, 'transportationCost'),
  products: zLinesSchema,
  startLocation: zGeoPointSchema,
  currentLocation: zGeoPointSchema,
  destination: zGeoPointSchema,
  assignedTo: z.uuid(rule('transport.driverNotAnId')),
  eta: zEtaSchema,
  sourceInventoryId: z.uuid(rule('transport.sourceNotAnId')),
  destinationInventoryId: z.uuid(rule('transport.destinationNotAnId')),
};

interface TransferShape {
  sourceInventoryId?: string | null;
  destinationInventoryId?: string | null;
  products?: unknown[];
}

const distinctInventories = (body: TransferShape) =>
  !body.sourceInventoryId || body.sourceInventoryId !== body.destinationInventoryId;

/** Body of POST /transports/ and POST /buy/order: packageId required, everything else optional. */
export const zTransportCreateSchema = z
  .strictObject({
    packageId: transportFields.packageId,
    status: transportFields.status.optional(),
    transportMode: transportFields.transportMode.optional(),
    transportationCost: transportFields.transportationCost.optional(),
    products: transportFields.products.optional(),
    startLocation: transportFields.startLocation.optional(),
    currentLocation: transportFields.currentLocation.optional(),
    destination: transportFields.destination.optional(),
    assignedTo: transportFields.assignedTo.nullable().optional(),
    eta: transportFields.eta.nullable().optional(),
    sourceInventoryId: transportFields.sourceInventoryId.nullable().optional(),
    destinationInventoryId: transportFields.destinationInventoryId.nullable().optional(),
  })
  .refine(distinctInventories, {
    message: TRANSPORT_MESSAGES.sameInventory,
    path: ['destinationInventoryId'],
  })
  .refine(
    (body) => !(body.sourceInventoryId || body.destinationInventoryId) || (body.products?.length ?? 0) > 0,
    {
      message: TRANSPORT_MESSAGES.transferNeedsLines,
      path: ['products'],
    },
  );
export type TTransportCreate = z.input<typeof zTransportCreateSchema>;

/** Body of PUT /transports/{id} and PUT /buy/order/{id}: the fields to change; null clears one. */
export const zTransportUpdateSchema = z
  .strictObject({
    packageId: transportFields.packageId.optional(),
    status: transportFields.status.optional(),
    transportMode: transportFields.transportMode.optional(),
    transportationCost: transportFields.transportationCost.optional(),
    products: transportFields.products.optional(),
    startLocation: transportFields.startLocation.nullable().optional(),
    currentLocation: transportFields.currentLocation.nullable().optional(),
    destination: transportFields.destination.nullable().optional(),
    assignedTo: transportFields.assignedTo.nullable().optional(),
    eta: transportFields.eta.nullable().optional(),
    sourceInventoryId: transportFields.sourceInventoryId.nullable().optional(),
    destinationInventoryId: transportFields.destinationInventoryId.nullable().optional(),
    /** An admin's reason for dispatching units of expired batches (written to the ledger). */
    expiredOverride: zExpiredOverrideSchema.optional(),
  })
  .refine(distinctInventories, {
    message: TRANSPORT_MESSAGES.sameInventory,
    path: ['destinationInventoryId'],
  });
export type TTransportUpdate = z.input<typeof zTransportUpdateSchema>;

/** Query of GET /transports/status/{status}: search over package id and driver, a page, the sort. */
export const zTransportStatusQuerySchema = zSearchPageSchema.extend(zSortSchema('transports').shape);

/** Query of GET /transports/: status (either vocabulary), search over package id and driver, a page, the sort. */
export const zTransportListQuerySchema = zTransportStatusQuerySchema.extend({
  status: zTransportStatusSchema.optional(),
});
export type TTransportListQuery = z.input<typeof zTransportListQuerySchema>;

/** Path of GET /transports/status/{status}. */
export const zTransportStatusParamsSchema = z.object({ status: zTransportStatusSchema });

const zNamedRefSchema = z.object({ _id: z.string(), id: z.string(), name: z.string() });
const zInventoryRefSchema = zNamedRefSchema.extend({ location: z.string().nullable() });
export type TInventoryRef = z.infer<typeof zInventoryRefSchema>;

/** A product line as returned: the product's id (as sent) with its name and what the line weighs. */
export const zTransportLineSchema = z.object({
  product: z.string(),
  productName: z.string(),
  sku: z.string().nullable(),
  quantity: z.number(),
  price: z.number(),
  /** Weight of the line in kg and its volume in m³ (units × the product's weight and size). */
  weight: z.number(),
  volume: z.number(),
  /** The batches of the line: chosen while pending, the units that left once dispatched. */
  batches: z.array(
    z.object({
      batch: z.object({ id: z.string(), code: z.string(), expiryDate: z.string().nullable() }),
      quantity: z.number(),
    }),
  ),
});
export type TTransportLine = z.infer<typeof zTransportLineSchema>;

/** One change of status: who, when, from, to (from is null for the creation). */
export const zTransportHistoryEntrySchema = z.object({
  from: z.enum(TRANSPORT_STATUSES).nullable(),
  to: z.enum(TRANSPORT_STATUSES),
  changedBy: zNamedRefSchema.nullable(),
  changedAt: z.string(),
});
export type TTransportHistoryEntry = z.infer<typeof zTransportHistoryEntrySchema>;

/** A transport (or order) as the API returns it, with the aliases the screens read. */
export const zTransportSchema = z.object({
  _id: z.string(),
  id: z.string(),
  packageId: z.string(),
  status: z.enum(TRANSPORT_STATUSES),
  transportMode: z.enum(TRANSPORT_MODES),
  transportationCost: z.number(),
  totalWeight: z.number(),
  totalVolume: z.number(),
  totalValue: z.number(),
  products: z.array(zTransportLineSchema),
  startLocation: zPointSchema.nullable(),
  currentLocation: zPointSchema.nullable(),
  destination: zPointSchema.nullable(),
  /** Aliases of startLocation and destination. */
  pickupLocation: zPointSchema.nullable(),
  deliveryLocation: zPointSchema.nullable(),
  sourceInventory: zInventoryRefSchema.nullable(),
  destinationInventory: zInventoryRefSchema.nullable(),
  assignedTo: z.string().nullable(),
  assignedDriver: zNamedRefSchema.nullable(),
  driverName: z.string().nullable(),
  eta: z.string().nullable(),
  /** Created through /buy/order. */
  isOrder: z.boolean(),
  /** Straight-line km from start to destination (docs/domain.md#maps), null without both points. */
  distanceKm: z.number().nullable(),
  /** 0 to 1: how much of that distance lies behind the current point; null without the three points. */
  progress: z.number().nullable(),
  /** Why the ETA cannot be met by the mode from where the transport is (etaWarning), or null: in English. */
  etaWarning: z.string().nullable(),
  /** The same by key (docs/domain.md#messages), `map.etaImplausible` with its parameters, which screens say. */
  etaWarningMessage: z.object({ reason: z.string(), params: zMessageParamsSchema.optional() }).nullable(),
  /** When a phone last shared the current point (PUT /transports/{id}/location), or null. */
  currentLocationAt: z.string().nullable(),
  /** Whether it was delivered with a proof (receiver, photo, signature). */
  hasProof: z.boolean(),
  createdBy: zNamedRefSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTransport = z.infer<typeof zTransportSchema>;

/** A transport with its status history, oldest first (GET /transports/{id} and every write). */
export const zTransportDetailSchema = zTransportSchema.extend({
  history: z.array(zTransportHistoryEntrySchema),
});
export type TTransportDetail = z.infer<typeof zTransportDetailSchema>;

/** How many transports are in each status (over the search, whatever the status filter). */
export const zTransportStatusCountsSchema = z.object(
  Object.fromEntries(TRANSPORT_STATUSES.map((s) => [s, z.number()])) as Record<TransportStatus, z.ZodNumber>,
);
export type TTransportStatusCounts = z.infer<typeof zTransportStatusCountsSchema>;

/** Response data of GET /transports/ and GET /transports/status/{status}. */
export const zTransportListSchema = z.object({
  transports: z.array(zTransportSchema),
  total: z.number(),
  statusCounts: zTransportStatusCountsSchema,
});
export type TTransportList = z.infer<typeof zTransportListSchema>;

/** A transfer on the road to or from an inventory (GET /inventory/{id}/in-transit). */
export const zInventoryTransferSchema = z.object({
  _id: z.string(),
  id: z.string(),
  packageId: z.string(),
  status: z.enum(TRANSPORT_STATUSES),
  eta: z.string().nullable(),
  /** incoming: on its way here; outgoing: left here for elsewhere. */
  direction: z.enum(['incoming', 'outgoing']),
  sourceInventory: zInventoryRefSchema.nullable(),
  destinationInventory: zInventoryRefSchema.nullable(),
  products: z.array(
    z.object({
      product: z.string(),
      productName: z.string(),
      sku: z.string().nullable(),
      quantity: z.number(),
    }),
  ),
  totalQuantity: z.number(),
});
export type TInventoryTransfer = z.infer<typeof zInventoryTransferSchema>;

/** Response data of GET /inventory/{id}/in-transit. */
export const zInventoryTransferListSchema = z.object({
  transfers: z.array(zInventoryTransferSchema),
  total: z.number(),
  incomingUnits: z.number(),
  outgoingUnits: z.number(),
});
export type TInventoryTransferList = z.infer<typeof zInventoryTransferListSchema>;

/** A point as "latitude, longitude" to 4 decimals, the way people read coordinates. */
export function formatCoordinates(
  point: { coordinates: readonly [number, number] } | null | undefined,
): string | null {
  if (!point) return null;
  const [longitude, latitude] = point.coordinates;
  return `${latitude.toFixed(COORDINATE_DISPLAY_DECIMALS)}, ${longitude.toFixed(COORDINATE_DISPLAY_DECIMALS)}`;
}

/** Origin or destination for a person: the inventory's name on a transfer, else the coordinates. */
export function transportPlace(
  inventory: { name: string } | null | undefined,
  point: { coordinates: readonly [number, number] } | null | undefined,
): string {
  return inventory?.name ?? formatCoordinates(point) ?? '—';
}
