import { z } from 'zod';
import { zPageSchema } from './fields.js';

/** What the audit log records: an admin changing a user, or deleting something. */
export const AUDIT_ACTIONS = [
  'user.role_changed',
  'user.activated',
  'user.deactivated',
  'user.deleted',
  'user.one_time_password',
  'user.approved',
  'product.deleted',
  'inventory.deleted',
  'storage.deleted',
  'transport.deleted',
  'customer.deleted',
  'priceList.deleted',
  'scheme.deleted',
  'company.updated',
  'registration.created',
  'registration.updated',
  'registration.deleted',
  'taxRate.byHsn',
  'invoice.cancelled',
  'receipt.bounced',
  'salesOrder.creditOverride',
  'invoice.transferIssued',
  'invoice.counterSale',
  'einvoice.recorded',
  'einvoice.cancelled',
  'ewaybill.recorded',
  'ewaybill.waived',
  'ewaybill.cancelled',
  'ewaybill.vehicleChanged',
  'apiToken.created',
  'apiToken.revoked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One admin action: who, what, on which record (named as it was then), and when. */
export const zAuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  actor: z.object({ id: z.string().nullable(), name: z.string() }),
  target: z.object({ type: z.string(), id: z.string(), name: z.string() }),
  /** The change, e.g. { from: 'staff', to: 'driver' } for a role. */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof zAuditEntrySchema>;

export const zAuditListSchema = z.object({ entries: z.array(zAuditEntrySchema), total: z.number().int() });
export type TAuditList = z.infer<typeof zAuditListSchema>;

/** `GET /audit?limit&offset`: newest first. */
export const zAuditListQuerySchema = zPageSchema;
