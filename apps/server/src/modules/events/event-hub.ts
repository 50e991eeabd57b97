import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { EVENTS_LIMITS, LIVE_EVENT_NAMES, zLiveEventSchema, type TLiveEvent } from '@godown/shared';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { transports } from '../../db/schema.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The notification channel the database triggers publish on (migration 0010). */
export const EVENTS_CHANNEL = 'godown_events';

/**
 * What a stream's user may hear of (docs/architecture.md#live-updates): an event reaches only those
 * who may read what it names. Stock events name products and inventories, which anyone reads.
 */
export interface StreamAudience {
  userId: string;
  /** Alerts: the company's people (the role policy's `alerts` right). */
  alerts: boolean;
  /** Customers: the sellers (admins and staff); suppliers and drivers hear nothing of them. */
  customers: boolean;
  /** Transports: every one, the ones the user created (a supplier), or those assigned to them (a driver). */
  transports: 'all' | 'created' | 'assigned';
}

/** One open event stream: whose, and the response it writes to. */
interface Stream {
  userId: string;
  audience: StreamAudience;
  response: ServerResponse;
  ends: NodeJS.Timeout;
}

/** The creator and driver of each transport an event names, for the streams that see only their own. */
type TransportOwners = Map<string, { createdBy: string | null; assignedTo: string | null }>;

/** One SSE message: `event:` and one `data:` line (the JSON never holds a newline). */
const message = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The live updates of one server process (docs/architecture.md#live-updates). Changes reach it from
 * the database (LISTEN on godown_events: every server sharing a PostgreSQL hears every commit; the
 * embedded database notifies its own process) and it writes each to every open stream. Idle, it
 * holds a socket and a small object per stream and wakes only for the shared heartbeat.
 */
export class EventHub {
  private readonly streams = new Set<Stream>();
  private readonly perUser = new Map<string, number>();
  private listening: Promise<() => Promise<void>> | undefined;
  /** Events are written in the order they came, though some wait for a lookup. */
  private delivering: Promise<void> = Promise.resolve();
  private heartbeat: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Streams open on this server now. */
  get size(): number {
    return this.streams.size;
  }

  /** How many streams the user has open here. */
  countFor(userId: string): number {
    return this.perUser.get(userId) ?? 0;
  }

  /** Starts listening on the database (once; the first stream waits for it). */
  private listen(): Promise<() => Promise<void>> {
    this.listening ??= this.database
      .listen(
        EVENTS_CHANNEL,
        (payload) => this.onNotification(payload),
        () => {
          this.log.warn('live updates: the database listener reconnected; streams told to refetch');
          this.broadcast(message(LIVE_EVENT_NAMES.reset, {}));
        },
      )
      .catch((error: unknown) => {
        this.listening = undefined;
        throw error;
      });
    return this.listening;
  }

  private onNotification(payload: string): void {
    let event: TLiveEvent;
    try {
      event = zLiveEventSchema.parse(JSON.parse(payload));
    } catch {
      this.log.warn(
        { payload: payload.slice(0, 200) },
        'live updates: an unreadable notification was ignored',
      );
      return;
    }
    this.delivering = this.delivering
      .then(() => this.deliver(event))
      .catch((error: unknown) => {
        this.log.warn(
          { err: error },
          'live updates: a change could not be delivered; streams told to refetch',
        );
        this.broadcast(message(LIVE_EVENT_NAMES.reset, {}));
      });
  }

  /** Writes a change to each stream whose user may read what it names, with only the ids they may. */
  private async deliver(event: TLiveEvent): Promise<void> {
    const full = message(LIVE_EVENT_NAMES.change, event);
    if (event.k === 'stock') return this.broadcast(full);
    if (event.k === 'alert') return this.broadcast(full, (stream) => stream.audience.alerts);
    // Customers, sales orders and billing reach the sellers only (docs/domain.md#customers).
    if (event.k === 'customer' || event.k === 'salesOrder' || event.k === 'billing') {
      return this.broadcast(full, (stream) => stream.audience.customers);
    }
    this.broadcast(full, (stream) => stream.audience.transports === 'all');
    const own = [...this.streams].filter((stream) => stream.audience.transports !== 'all');
    if (own.length === 0) return;
    // Many transports at once (no ids): every stream refetches its own, learning nothing else.
    if (event.ids === null) return this.broadcast(full, (stream) => own.includes(stream));
    const owners = await this.transportOwners(event.ids);
    for (const stream of own) {
      const ids = event.ids.filter((id) => {
        const owner = owners.get(id);
        if (!owner) return false;
        return stream.audience.transports === 'created'
          ? owner.createdBy === stream.userId
          : owner.assignedTo === stream.userId;
      });
      if (ids.length > 0) this.write(stream, message(LIVE_EVENT_NAMES.change, { ...event, ids }));
    }
  }

  /** Who created and who drives each of the transports (a deleted one is no one's). */
  private async transportOwners(ids: string[]): Promise<TransportOwners> {
    const rows = await this.database.db
      .select({ id: transports.id, createdBy: transports.createdBy, assignedTo: transports.assignedTo })
      .from(transports)
      .where(
        inArray(
          transports.id,
          ids.filter((id) => UUID.test(id)),
        ),
      );
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Writes to every stream (that `to` picks); one that has stopped reading is dropped. */
  private broadcast(text: string, to?: (stream: Stream) => boolean): void {
    for (const stream of this.streams) if (!to || to(stream)) this.write(stream, text);
  }

  /** Writes to a stream; one that has stopped reading (its backlog too large) is dropped. */
  private write(stream: Stream, text: string): void {
    if (stream.response.writableLength > EVENTS_LIMITS.backlogMaxBytes) this.end(stream);
    else stream.response.write(text);
  }

  /**
   * Adds an open response as a stream: writes the retry delay and `ready`, and ends it after
   * EVENTS_LIMITS.streamMaxAgeMs (the browser comes back with a new ticket, checked again).
   */
  async open(audience: StreamAudience, response: ServerResponse): Promise<void> {
    const { userId } = audience;
    await this.listen();
    if (this.closed) {
      response.end();
      return;
    }
    const stream: Stream = {
      userId,
      audience,
      response,
      ends: setTimeout(() => this.end(stream), EVENTS_LIMITS.streamMaxAgeMs),
    };
    stream.ends.unref();
    this.streams.add(stream);
    this.perUser.set(userId, this.countFor(userId) + 1);
    response.once('close', () => this.remove(stream));
    response.write(`retry: ${EVENTS_LIMITS.retryMs}\n${message(LIVE_EVENT_NAMES.ready, {})}`);
    this.heartbeat ??= setInterval(() => this.broadcast(': ping\n\n'), EVENTS_LIMITS.heartbeatMs);
    this.heartbeat.unref();
  }

  private remove(stream: Stream): void {
    clearTimeout(stream.ends);
    if (!this.streams.delete(stream)) return;
    const left = this.countFor(stream.userId) - 1;
    if (left > 0) this.perUser.set(stream.userId, left);
    else this.perUser.delete(stream.userId);
    if (this.streams.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
  }

  private end(stream: Stream): void {
    this.remove(stream);
    stream.response.end();
  }

  /** Ends every stream and stops listening (the server is closing). */
  async close(): Promise<void> {
    this.closed = true;
    for (const stream of [...this.streams]) this.end(stream);
    const listening = this.listening;
    this.listening = undefined;
    const stop = await listening?.catch(() => undefined);
    await stop?.();
  }
}
