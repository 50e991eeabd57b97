import { z } from 'zod';
import type { FieldName } from './messages/index.js';
import { rule } from './messages/rule.js';
import { hasNoNul, zBulkIdsSchema, zPageSchema, zSortSchema, zText } from './fields.js';
import { ALERT_PRIORITIES, ALL_ALERT_TYPES } from './alert-enums.js';

export const ALERT_LIMITS = {
  messageMax: 500,
  descriptionMax: 2000,
  targetIdMax: 100,
  /** A triggeredOn time may run ahead of the server's clock by this much (clock skew). */
  futureSkewMs: 5 * 60_000,
  /** How often the server looks for expired stock and overworked users (also once on start). */
  systemCheckMs: 60 * 60_000,
} as const;

/** Messages of the alert rules, by key (`rule`); the forms and the server say the same words. */
export const ALERT_MESSAGES = {
  typeRequired: rule('alertRule.typeRequired'),
  type: rule('alertRule.typeOneOf', { types: ALL_ALERT_TYPES.join(', ') }),
  priority: rule('alertRule.priorityOneOf', { priorities: ALERT_PRIORITIES.join(', ') }),
  messageRequired: rule('alertRule.messageRequired'),
  targetIdRequired: rule('alertRule.targetIdRequired'),
  triggeredOn: rule('alertRule.triggeredOn'),
  triggeredOnFuture: rule('alertRule.triggeredOnFuture'),
  noChanges: rule('alertRule.noChanges'),
  openDuplicate: rule('alertRule.openDuplicate'),
} as const;

export const zAlertTypeSchema = z.enum(ALL_ALERT_TYPES, { error: ALERT_MESSAGES.type });
export const zAlertPrioritySchema = z.enum(ALERT_PRIORITIES, { error: ALERT_MESSAGES.priority });

/** The alert's message: required, trimmed, never blank. */
const zMessageSchema = z
  .string(ALERT_MESSAGES.messageRequired)
  .trim()
  .min(1, ALERT_MESSAGES.messageRequired)
  .max(ALERT_LIMITS.messageMax, rule('alertRule.messageTooLong', { max: ALERT_LIMITS.messageMax }))
  .refine(hasNoNul, rule('alertRule.messageNoNul'));

/** Optional text: an empty string clears it (null). */
function zOptionalText(max: number, field: FieldName) {
  return zText(max, field)
    .transform((text) => (text === '' ? null : text))
    .nullable()
    .optional();
}

/** When the alert was raised: an ISO date-time, not in the future. Parsed to an ISO instant. */
const zTriggeredOnSchema = z.iso
  .datetime({ offset: true, error: ALERT_MESSAGES.triggeredOn })
  .transform((value) => new Date(value).toISOString())
  .refine((value) => Number(value.slice(0, 4)) >= 1900, ALERT_MESSAGES.triggeredOn)
  .refine(
    (value) => Date.parse(value) <= Date.now() + ALERT_LIMITS.futureSkewMs,
    ALERT_MESSAGES.triggeredOnFuture,
  );

const alertFields = {
  message: zMessageSchema,
  description: zOptionalText(ALERT_LIMITS.descriptionMax, 'description'),
  targetId: zOptionalText(ALERT_LIMITS.targetIdMax, 'targetId'),
  triggeredOn: zTriggeredOnSchema.optional(),
  priority: zAlertPrioritySchema.optional(),
  resolved: z.boolean(rule('alertRule.resolvedBoolean')).optional(),
};

/**
 * Body of POST /alerts/trigger: the quick form sends type and message; the edit form also sends
 * description, targetId, triggeredOn, priority and resolved.
 */
export const zAlertTriggerSchema = z.strictObject({
  type: zAlertTypeSchema,
  ...alertFields,
});
export type TAlertTrigger = z.input<typeof zAlertTriggerSchema>;

/** Body of PUT /alerts/{id}: the changed fields. Resolving sets resolvedAt; reopening clears it. */
export const zAlertUpdateSchema = z
  .strictObject({
    type: zAlertTypeSchema.optional(),
    ...alertFields,
    message: zMessageSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: ALERT_MESSAGES.noChanges });
export type TAlertUpdate = z.input<typeof zAlertUpdateSchema>;

/** `true`/`false` in a query string. */
const zQueryBoolean = z
  .enum(['true', 'false'], { error: rule('alertRule.trueOrFalse') })
  .transform((v) => v === 'true');

/** Query of GET /alerts/: filters and a page; newest first unless sorted. */
export const zAlertListQuerySchema = zPageSchema.extend({
  resolved: zQueryBoolean.optional(),
  type: zAlertTypeSchema.optional(),
  priority: zAlertPrioritySchema.optional(),
  search: zText(200, 'search').optional(),
  ...zSortSchema('alerts').shape,
});

/** Body of POST /alerts/bulk-resolve: the alerts to resolve (1 to BULK_IDS_MAX, repeats dropped). */
export const zAlertBulkResolveSchema = zBulkIdsSchema('alert');
export type TAlertBulkResolve = z.input<typeof zAlertBulkResolveSchema>;
export type TAlertListQuery = z.input<typeof zAlertListQuerySchema>;

/** An alert as the API returns it. */
export const zAlertSchema = z.object({
  _id: z.string(),
  id: z.string(),
  type: zAlertTypeSchema,
  /**
   * A system alert's words by key (docs/domain.md#messages): `alert.<kind>` for the message, with
   * `.description` (and `.item`, where the catalogue has one) beside it; null for a person's alert.
   */
  messageKey: z.string().nullable(),
  messageParams: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  /** In English for a system alert (its key says it in the reader's language); as written for a person's. */
  message: z.string(),
  description: z.string().nullable(),
  /** What the alert is about, by name: the product, transport, user or inventory. */
  affectedItem: z.string().nullable(),
  targetId: z.string().nullable(),
  priority: zAlertPrioritySchema,
  resolved: z.boolean(),
  /** Raised by the system (stock, ETA, expiry, overwork) rather than by a person. */
  isSystem: z.boolean(),
  /** Who raised it, when a person did. */
  triggeredBy: z.object({ _id: z.string(), id: z.string(), name: z.string() }).nullable(),
  /** When it was triggered (the edit form's triggeredOn). */
  timestamp: z.string(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAlert = z.infer<typeof zAlertSchema>;

/** Response of GET /alerts/: the page, the filter's total, and open/resolved counts of all alerts. */
export const zAlertListSchema = z.object({
  alerts: z.array(zAlertSchema),
  total: z.number(),
  counts: z.object({ active: z.number(), resolved: z.number() }),
});
export type TAlertList = z.infer<typeof zAlertListSchema>;

/** An alert is Active until it is resolved, then Resolved. */
export function alertStatus(alert: Pick<TAlert, 'resolved'>): 'Active' | 'Resolved' {
  return alert.resolved ? 'Resolved' : 'Active';
}
