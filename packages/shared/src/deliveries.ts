import { z } from 'zod';
import { zText } from './fields.js';
import { zGeoPointSchema, zPointSchema } from './geo.js';

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

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export const DELIVERY_MESSAGES = {
  photoRequired: 'Take a photo of the delivered goods: a part named "photo" is missing',
  photoType: 'The photo must be a JPEG, PNG or WebP image',
  photoTooLarge: `The photo is larger than ${megabytes(DELIVERY_LIMITS.photoMaxBytes)}: take it again (the app makes it smaller)`,
  signatureType: 'The signature must be a PNG image',
  signatureTooLarge: `The signature is larger than ${Math.round(DELIVERY_LIMITS.signatureMaxBytes / 1024)} KB`,
  receiverRequired: "Receiver's name is required",
  notInTransit: 'Only a transport in transit can be delivered with a proof: mark it in transit first',
  shareOnlyInTransit: 'The location is shared only while the transport is in transit',
  driverDeliversWithProof:
    "A driver marks a delivery with its proof: the receiver's name and a photo (My deliveries, Deliver)",
  driverChangesOnly: 'A driver changes only the status and current location of their own deliveries',
  driverCannotCreate: 'Drivers cannot create transports: staff and admins plan them',
  noProof: 'This transport has no proof of delivery',
} as const;

/** The text fields of POST /transports/{id}/deliver (multipart), besides the photo and signature. */
export const zDeliveryFieldsSchema = z.strictObject({
  receiverName: zText(DELIVERY_LIMITS.receiverNameMax, 'receiverName').min(
    1,
    DELIVERY_MESSAGES.receiverRequired,
  ),
  note: zText(DELIVERY_LIMITS.noteMax, 'note').optional(),
  /** Where the phone was, if it could tell (decimal degrees, sent as text by a form). */
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
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
