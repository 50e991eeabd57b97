import { z } from 'zod';
import { LIVE_EVENT_KINDS } from './constants.js';

// The schemas of live updates; their constants (kinds, event names, limits) are in constants.ts.

export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/** The data of an SSE `change` event. For `stock`, ids are products and `inventories` the inventories. */
export const zLiveEventSchema = z.object({
  k: z.enum(LIVE_EVENT_KINDS),
  ids: z.array(z.string()).nullable(),
  inventories: z.array(z.string()).nullable().optional(),
});
export type TLiveEvent = z.infer<typeof zLiveEventSchema>;

/** Answer of POST /events/ticket. */
export const zEventsTicketSchema = z.object({ ticket: z.string(), expiresInSeconds: z.number() });
export type TEventsTicket = z.infer<typeof zEventsTicketSchema>;

/** Query of GET /events: a ticket, unless the request carries a bearer token. */
export const zEventsQuerySchema = z.strictObject({ ticket: z.string().max(2000).optional() });
