import { z } from 'zod';
import { zText } from './fields.js';
import { zGeoPointSchema, zPointSchema } from './geo.js';
import { rule } from './messages/rule.js';

/** Limits of a proof of delivery (docs/domain.md#proof-of-delivery) and of location sharing. */
export const DELIVERY_LIMITS = {
  /** The photo as uploaded; the phone resizes to well under this (DELIVERY_PHOTO_TARGET). */
  photoMaxBytes: 2 * 1024 * 1024,
  /** A signature drawn on screen, as PNG. */
  signatureMaxBytes: 300 * 1024,
  receiverNameMax: 100,
  noteMax: 300,
  /** Location shares one transport accepts per minute (the phone sends one every few minutes). */
  locationSharesPerMinute: 12,
  /** How often an open "My deliveries" page sends the phone's position while in transit. */
  locationShareEveryMs: 2 * 60_000,
} as const;

/** How the phone resizes a proof photo before sending: longest side and JPEG quality. */
export const DELIVERY_PHOTO_TARGET = { maxSide: 1280, quality: 0.72, type: 'image/jpeg' } as const;

/** Image types a proof accepts, checked by the file's first bytes, not its name. */
export const PROOF_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PROOF_SIGNATURE_TYPES = ['image/png'] as const;
export type ProofImageType = (typeof PROOF_PHOTO_TYPES)[number];

/** The largest photo in MB and signature in KB, as the messages name them. */
export const DELIVERY_SIZE_WORDS = {
  photoMegabytes: Math.round((DELIVERY_LIMITS.photoMaxBytes / (1024 * 1024)) * 10) / 10,
  signatureKilobytes: Math.round(DELIVERY_LIMITS.signatureMaxBytes / 1024),
} as const;

/** Messages of deliveries and their proof, by key (`rule()`); the phone and the server say the same. */
export const DELIVERY_MESSAGES = {
  photoRequired: rule('delivery.photoRequired'),
  photoType: rule('delivery.photoType'),
  photoTooLarge: rule('delivery.photoTooLarge', { megabytes: DELIVERY_SIZE_WORDS.photoMegabytes }),
  signatureType: rule('delivery.signatureType'),
  signatureTooLarge: rule('delivery.signatureTooLarge', {
    kilobytes: DELIVERY_SIZE_WORDS.signatureKilobytes,
  }),
  receiverRequired: rule('delivery.receiverRequired'),
  notInTransit: rule('delivery.notInTransit'),
  shareOnlyInTransit: rule('delivery.shareOnlyInTransit'),
  driverDeliversWithProof: rule('delivery.driverDeliversWithProof'),
  driverChangesOnly: rule('delivery.driverChangesOnly'),
  driverCannotCreate: rule('delivery.driverCannotCreate'),
  noProof: rule('delivery.noProof'),
} as const;

/** The text fields of POST /transports/{id}/deliver (multipart), besides the photo and signature. */
export const zDeliveryFieldsSchema = z.strictObject({
  receiverName: zText(DELIVERY_LIMITS.receiverNameMax, 'receiverName').min(
    1,
    DELIVERY_MESSAGES.receiverRequired,
  ),
  note: zText(DELIVERY_LIMITS.noteMax, 'note').optional(),
  /** Where the phone was, if it could tell (decimal degrees, sent as text by a form). */
  latitude: z.coerce
    .number(rule('delivery.latitudeRange'))
    .min(-90, rule('delivery.latitudeRange'))
    .max(90, rule('delivery.latitudeRange'))
    .optional(),
  longitude: z.coerce
    .number(rule('delivery.longitudeRange'))
    .min(-180, rule('delivery.longitudeRange'))
    .max(180, rule('delivery.longitudeRange'))
    .optional(),
});
export type TDeliveryFields = z.infer<typeof zDeliveryFieldsSchema>;

/** Body of PUT /transports/{id}/location: the phone's position as a GeoJSON point. */
export const zLocationShareSchema = z.strictObject({ currentLocation: zGeoPointSchema });
export type TLocationShare = z.input<typeof zLocationShareSchema>;

const zProofFileSchema = z.object({ type: z.string(), size: z.number(), sha256: z.string() });

/** A proof of delivery as GET /transports/{id}/proof returns it (the images are separate calls). */
export const zDeliveryProofSchema = z.object({
  transportId: z.string(),
  receiverName: z.string(),
  note: z.string().nullable(),
  photo: zProofFileSchema,
  signature: zProofFileSchema.nullable(),
  location: zPointSchema.nullable(),
  deliveredBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  deliveredAt: z.string(),
});
export type TDeliveryProof = z.infer<typeof zDeliveryProofSchema>;
