import { z } from 'zod';

/** A document's registration with the portal, as Godown recorded its answer. */
export const zEinvoiceRecordSchema = z.object({
  irn: z.string(),
  ackNo: z.string(),
  /** The portal's acknowledgement time (India time, as it gave it), ISO. */
  ackDate: z.string(),
  /** The QR code's content the portal signed: what the printed QR code holds. */
  signedQrCode: z.string(),
  status: z.enum(['active', 'cancelled']),
  /** The last moment the portal would cancel it: 24 hours after its acknowledgement. */
  cancellableUntil: z.string(),
  cancelledAt: z.string().nullable(),
  recordedAt: z.string(),
});
export type TEinvoiceRecord = z.infer<typeof zEinvoiceRecordSchema>;
