import { z } from 'zod';

/**
 * Live updates (GET /events, server-sent events). A change is named, never described: the kind and
 * the ids it touched, so a screen refetches what it shows through the calls that check who may
 * read it. `ids` null means "many" (more than EVENTS_LIMITS.idsMax): refetch every one of the kind.
 */
export const LIVE_EVENT_KINDS = ['alert', 'transport', 'stock', 'customer', 'salesOrder', 'billing'] as const;
/**
 * The SSE event names: `ready` once the stream is open (after a reconnect the client refetches
 * everything, since changes made while it was away were not sent), `change` for each change,
 * `reset` when the server itself may have missed changes (its database listener reconnected).
 */
export const LIVE_EVENT_NAMES = { ready: 'ready', change: 'change', reset: 'reset' } as const;

export const EVENTS_LIMITS = {
  /** A ticket (POST /events/ticket) opens a stream within this many seconds. */
  ticketSeconds: 60,
  /** A comment line on every open stream this often, so proxies keep it open. */
  heartbeatMs: 25_000,
  /** A stream is ended after this long; the client opens another with a new ticket (re-checked). */
  streamMaxAgeMs: 60 * 60_000,
  /** Streams one user may hold open on one server (tabs, phones). */
  streamsPerUser: 20,
  /** Written to a stream that does not read past this many bytes: it is dropped. */
  backlogMaxBytes: 256 * 1024,
  /** The browser's wait before it reconnects, sent as the stream's `retry:`. */
  retryMs: 3000,
  /** Most ids in one change message; more are sent as "many" (ids null). */
  idsMax: 50,
} as const;

export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/**
 * The data of an SSE `change` event. For `stock`, ids are products and `inventories` the inventories;
 * for `billing`, the invoices or receipts written (an invoice changes with its notes and receipts).
 */
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
