import { z } from 'zod';
import { zGstinSchema } from './customers.js';
import { zText } from './fields.js';
import { rule } from './messages/rule.js';
import { zVehicleNumberSchema } from './sales-fulfilment.js';
import { GST_STATES } from './gst-states.js';

// e-Way bills (docs/domain.md#e-way-bills): goods worth more than a threshold move with a bill from
// the e-way bill portal. Godown cannot reach the portal from a warehouse's network, so it does what
// the portal's offline tool does: it writes the bulk-upload JSON for a shipment or a transfer,
// records the bill's number and validity the portal answers, and the vehicles that carry it (Part-B).

/** The limits of e-way bills: the portal's own, and Godown's. */
export const EWAYBILL_LIMITS = {
  /** The portal takes a distance of 1 to 4,000 km. */
  distanceKmMax: 4000,
  /** An e-way bill number is 12 digits. */
  numberLength: 12,
  /** The portal cancels a bill within 24 hours of its generation, never after. */
  cancelHours: 24,
  /** The alert comes this many hours before a bill on the road expires: the portal extends a bill from 8 hours before. */
  expiryWarningHours: 8,
  /** How often the server looks for bills about to expire. */
  expiryCheckMs: 5 * 60_000,
  /**
   * Roads are longer than the straight line between two PIN codes: the estimate is the straight
   * line times this, which the user corrects before the file goes to the portal.
   */
  roadFactor: 1.25,
  /** The portal's fields: a place of at most 50 characters, a remark of 50, a transport document of 15. */
  placeMax: 50,
  remarkMax: 50,
  transportDocMax: 15,
  transporterNameMax: 100,
  /** Characters of the reason an admin gives for goods that go without a bill. */
  reasonMax: 300,
  /** Vehicles one Part-B update may name: a consignment split over several (the portal's multi-vehicle movement). */
  vehiclesMax: 10,
  /** Characters of a pasted answer: one bill's is a few hundred. */
  answerCharsMax: 20_000,
  /** The threshold a setting may hold: from ₹0 (every consignment) to ₹10 lakh. */
  thresholdMax: 1_000_000,
} as const;

/** The portal's default threshold (₹50,000); some states set their own, so it is the company's setting. */
export const DEFAULT_EWAYBILL_THRESHOLD = 50_000;

/** The portal's transport modes (`transMode`) for Godown's: road 1, air 3, ship 4 (rail is 2). */
export const EWAYBILL_TRANSPORT_MODES = { land: 1, air: 3, ship: 4 } as const;

/** Why the vehicle changed (Part-B `reasonCode`): 1 breakdown, 2 transhipment, 3 others, 4 first time. */
export const EWAYBILL_VEHICLE_REASONS = ['breakdown', 'transhipment', 'others', 'firstTime'] as const;
export type EwayBillVehicleReason = (typeof EWAYBILL_VEHICLE_REASONS)[number];
export const EWAYBILL_VEHICLE_REASON_CODES: Readonly<Record<EwayBillVehicleReason, number>> = {
  breakdown: 1,
  transhipment: 2,
  others: 3,
  firstTime: 4,
};

/** Why a bill was cancelled (`cancelRsnCode`): 1 duplicate, 2 order cancelled, 3 data entry mistake, 4 others. */
export const EWAYBILL_CANCEL_REASONS = ['duplicate', 'orderCancelled', 'dataEntryMistake', 'others'] as const;
export type EwayBillCancelReason = (typeof EWAYBILL_CANCEL_REASONS)[number];

/** The paper a consignment's bill cites: its tax invoice, or a delivery challan within one registration. */
export const EWAYBILL_DOCUMENTS = ['invoice', 'challan'] as const;

/**
 * Where a consignment stands: `notNeeded` (worth no more than the threshold, or not a consignment of
 * the company's), `needed` (over it, no bill yet), `active` (a bill is live), `waived` (an admin let it
 * go without one), `cancelled` (its last bill was cancelled: it needs a new one).
 */
export const EWAYBILL_STATES = ['notNeeded', 'needed', 'active', 'waived', 'cancelled'] as const;
export type EwayBillState = (typeof EWAYBILL_STATES)[number];

const zWholeKm = z
  .number(rule('ewaybill.distanceRange', { max: EWAYBILL_LIMITS.distanceKmMax }))
  .int(rule('ewaybill.distanceRange', { max: EWAYBILL_LIMITS.distanceKmMax }))
  .min(1, rule('ewaybill.distanceRange', { max: EWAYBILL_LIMITS.distanceKmMax }))
  .max(EWAYBILL_LIMITS.distanceKmMax, rule('ewaybill.distanceRange', { max: EWAYBILL_LIMITS.distanceKmMax }));

/** A date and time the portal gave, as ISO 8601 with its offset (the screens send India's). */
const zPortalTime = z.iso.datetime({ offset: true, error: rule('ewaybill.timeForm') });
const zDay = z.iso.date(rule('ewaybill.dayForm'));

/** A transport document (rail, air or ship): its number, as the portal takes it. */
const zTransportDoc = zText(EWAYBILL_LIMITS.transportDocMax, 'transportDocument');

/**
 * GET /transports/{id}/ewaybill.json: the bulk file of one consignment. The distance is the
 * estimate unless given; the transporter and a transport document are the user's to add.
 */
export const zEwayBillFileQuerySchema = z.strictObject({
  distanceKm: z.coerce
    .number(rule('ewaybill.distanceRange', { max: EWAYBILL_LIMITS.distanceKmMax }))
    .pipe(zWholeKm)
    .optional(),
  transporterId: zGstinSchema.optional(),
  transporterName: zText(EWAYBILL_LIMITS.transporterNameMax, 'transporterName').optional(),
  transportDocument: zTransportDoc.optional(),
  transportDocumentDate: zDay.optional(),
});
export type TEwayBillFileQuery = z.infer<typeof zEwayBillFileQuerySchema>;

/**
 * POST /transports/{id}/ewaybill: the bill the portal generated. Either its answer as it came
 * (`answer`: the portal's JSON) or the number, times and distance typed from its screen.
 */
export const zEwayBillRecordBodySchema = z
  .strictObject({
    answer: z
      .string()
      .trim()
      .min(1, rule('ewaybill.answerRequired'))
      .max(
        EWAYBILL_LIMITS.answerCharsMax,
        rule('ewaybill.answerTooLong', { max: EWAYBILL_LIMITS.answerCharsMax }),
      )
      .optional(),
    number: z
      .string()
      .transform((value) => value.replace(/\s/g, ''))
      .refine((value) => /^\d{12}$/.test(value), rule('ewaybill.numberForm'))
      .optional(),
    generatedAt: zPortalTime.optional(),
    validUntil: zPortalTime.nullable().optional(),
    distanceKm: zWholeKm,
  })
  .refine(
    (body) => body.answer !== undefined || (body.number !== undefined && body.generatedAt !== undefined),
    {
      message: rule('ewaybill.answerRequired'),
      path: ['number'],
    },
  );
export type TEwayBillRecordBody = z.input<typeof zEwayBillRecordBodySchema>;

/** POST /transports/{id}/ewaybill/waiver: an admin lets a consignment over the threshold go without a bill. */
export const zEwayBillWaiverBodySchema = z.strictObject({
  reason: zText(EWAYBILL_LIMITS.reasonMax, 'reason').min(1, rule('ewaybill.reasonRequired')),
});

/** POST /ewaybills/{id}/cancel: the portal cancelled the bill (within 24 hours of its generation). */
export const zEwayBillCancelBodySchema = z.strictObject({
  reason: z.enum(EWAYBILL_CANCEL_REASONS, { error: rule('ewaybill.cancelReasonOneOf') }),
  remark: zText(EWAYBILL_LIMITS.remarkMax, 'remark').optional(),
});
export type TEwayBillCancelBody = z.input<typeof zEwayBillCancelBodySchema>;

const zVehicleEntry = z.strictObject({
  vehicleNumber: zVehicleNumberSchema.optional(),
  transportDocument: zTransportDoc.optional(),
  transportDocumentDate: zDay.optional(),
  /** Units this vehicle carries, when several carry the consignment. */
  quantity: z
    .number(rule('field.notANumber', { field: 'quantity' }))
    .int(rule('field.notWhole', { field: 'quantity' }))
    .min(1, rule('pricing.unitsAtLeastOne'))
    .max(100_000_000, rule('stock.quantityTooLarge'))
    .optional(),
});

/**
 * POST /ewaybills/{id}/vehicles: a Part-B update the portal took: the vehicle (or vehicles, each
 * with its units) carrying the goods from a place on, why, and the validity it answered.
 */
export const zEwayBillVehicleBodySchema = z.strictObject({
  mode: z.enum(['land', 'air', 'ship'], { error: rule('transport.modeOneOf', { modes: 'land, air, ship' }) }),
  fromPlace: zText(EWAYBILL_LIMITS.placeMax, 'fromPlace').min(1, rule('ewaybill.placeRequired')),
  fromStateCode: z.enum(Object.keys(GST_STATES) as [string, ...string[]], {
    error: rule('ewaybill.stateForm'),
  }),
  reason: z.enum(EWAYBILL_VEHICLE_REASONS, { error: rule('ewaybill.vehicleReasonOneOf') }),
  remark: zText(EWAYBILL_LIMITS.remarkMax, 'remark').optional(),
  vehicles: z
    .array(zVehicleEntry)
    .min(1, rule('ewaybill.vehicleRequired'))
    .max(EWAYBILL_LIMITS.vehiclesMax, rule('ewaybill.vehiclesTooMany', { max: EWAYBILL_LIMITS.vehiclesMax })),
  /** When the portal took it (vehUpdDate): now unless given. */
  updatedAt: zPortalTime.optional(),
  /** The validity the portal answered, which a change of vehicle may extend. */
  validUntil: zPortalTime.nullable().optional(),
});
export type TEwayBillVehicleBody = z.input<typeof zEwayBillVehicleBodySchema>;

/** The company's threshold (rupees), set with PUT /settings/company as `ewaybillThreshold`. */
export const zEwayBillSettingsSchema = z.strictObject({
  threshold: z
    .number(rule('ewaybill.thresholdRange', { max: EWAYBILL_LIMITS.thresholdMax }))
    .min(0, rule('ewaybill.thresholdRange', { max: EWAYBILL_LIMITS.thresholdMax }))
    .max(EWAYBILL_LIMITS.thresholdMax, rule('ewaybill.thresholdRange', { max: EWAYBILL_LIMITS.thresholdMax }))
    .multipleOf(0.01, rule('ewaybill.thresholdRange', { max: EWAYBILL_LIMITS.thresholdMax })),
});
export type TEwayBillSettings = z.infer<typeof zEwayBillSettingsSchema>;

const zPerson = z.object({ id: z.string(), name: z.string() }).nullable();

export const zEwayBillVehicleSchema = z.object({
  id: z.string(),
  update: z.number(),
  mode: z.enum(['land', 'air', 'ship']),
  vehicleNumber: z.string().nullable(),
  transportDocument: z.string().nullable(),
  transportDocumentDate: z.string().nullable(),
  quantity: z.number().nullable(),
  fromPlace: z.string(),
  fromStateCode: z.string(),
  reason: z.enum(EWAYBILL_VEHICLE_REASONS),
  remark: z.string().nullable(),
  updatedAt: z.string(),
  recordedBy: zPerson,
});
export type TEwayBillVehicle = z.infer<typeof zEwayBillVehicleSchema>;

export const zEwayBillSchema = z.object({
  id: z.string(),
  status: z.enum(['active', 'cancelled', 'waived']),
  number: z.string().nullable(),
  generatedAt: z.string().nullable(),
  validUntil: z.string().nullable(),
  distanceKm: z.number().nullable(),
  waiverReason: z.string().nullable(),
  recordedAt: z.string(),
  recordedBy: zPerson,
  cancelledAt: z.string().nullable(),
  cancelReason: z.enum(EWAYBILL_CANCEL_REASONS).nullable(),
  cancelRemark: z.string().nullable(),
  /** The vehicles of its latest Part-B update (several: a multi-vehicle movement), then the earlier ones. */
  vehicles: z.array(zEwayBillVehicleSchema),
});
export type TEwayBill = z.infer<typeof zEwayBillSchema>;

/** GET /transports/{id}/ewaybill: what the consignment needs and its bills, the live one first. */
export const zEwayBillStatusSchema = z.object({
  state: z.enum(EWAYBILL_STATES),
  threshold: z.number(),
  /** The consignment's value with its taxes, as its bill gives it (at the products' prices before an invoice). */
  value: z.number(),
  /** Units it carries: what several vehicles share. */
  units: z.number(),
  document: z.object({ kind: z.enum(EWAYBILL_DOCUMENTS), number: z.string(), date: z.string() }).nullable(),
  /** Why no file can be written yet (no invoice, a missing PIN code, …), or null. */
  blocker: z
    .object({ reason: z.string(), params: z.record(z.string(), z.unknown()).optional(), message: z.string() })
    .nullable(),
  /** The straight line between the two PIN codes times the road factor, in km, or null without both. */
  distanceEstimateKm: z.number().nullable(),
  from: z.object({ pinCode: z.string().nullable(), stateCode: z.string() }).nullable(),
  to: z.object({ pinCode: z.string().nullable(), stateCode: z.string() }).nullable(),
  bills: z.array(zEwayBillSchema),
});
export type TEwayBillStatus = z.infer<typeof zEwayBillStatusSchema>;

/** The portal's dd/mm/yyyy for an ISO day. */
export function ewayBillDate(isoDate: string): string {
  return `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;
}
