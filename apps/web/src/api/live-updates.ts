import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  API_BASE_PATH,
  EVENTS_LIMITS,
  LIVE_EVENT_KINDS,
  LIVE_EVENT_NAMES,
  type TEventsTicket,
  type TLiveEvent,
} from '@godown/shared';
import { useSession } from '../lib/session';
import { api } from './client';
import { refreshedByLiveEvent } from './live-refresh';

/** Changes arriving within this long of each other are applied together (a burst is one refetch). */
const BATCH_MS = 250;
/** The wait before asking for a new ticket when the stream could not be opened. */
const RECONNECT_MS = EVENTS_LIMITS.retryMs;

const isIdList = (value: unknown): value is string[] | null =>
  value === null || (Array.isArray(value) && value.every((id) => typeof id === 'string'));

/**
 * A change message's data, or null when it is not one this version reads. Checked by hand: the
 * layout loads this on every first visit, and the schema library stays out of that bundle.
 */
export function readLiveEvent(data: string): TLiveEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { k, ids, inventories } = value as Record<string, unknown>;
  if (!LIVE_EVENT_KINDS.includes(k as TLiveEvent['k']) || !isIdList(ids)) return null;
  if (inventories !== undefined && !isIdList(inventories)) return null;
  return { k: k as TLiveEvent['k'], ids, ...(inventories !== undefined && { inventories }) };
}

/** Refetches what a batch of changes touched (each query once, however many changes name it). */
function applyChanges(queryClient: QueryClient, events: TLiveEvent[]): void {
  for (const filters of events.flatMap(refreshedByLiveEvent)) void queryClient.invalidateQueries(filters);
}

/**
 * Live updates while signed in (docs/architecture.md#live-updates): a ticket from POST
 * /events/ticket opens GET /events as an EventSource; each `change` refetches the queries showing
 * what changed. When the stream breaks, the browser reconnects by itself while the ticket is
 * valid; once it has expired (the stream closes), a new ticket is fetched. Every reconnection
 * (and a server's `reset`) refetches everything on screen, since changes made meanwhile were not
 * sent. Mounted once, in the layout.
 */
export function useLiveUpdates(): void {
  const { token, user } = useSession();
  const queryClient = useQueryClient();
  // Signed in with a one-time password, a user may do nothing but choose a password first; an
  // account waiting for an admin's approval hears nothing until it is let in.
  const mayListen = Boolean(token) && !user?.mustChangePassword && !user?.awaitingApproval;

  useEffect(() => {
    if (!mayListen || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let stopped = false;
    let everOpened = false;
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    let pending: TLiveEvent[] = [];
    let flush: ReturnType<typeof setTimeout> | undefined;

    const refetchAll = () => void queryClient.invalidateQueries();
    const queue = (event: TLiveEvent) => {
      pending.push(event);
      flush ??= setTimeout(() => {
        const events = pending;
        pending = [];
        flush = undefined;
        applyChanges(queryClient, events);
      }, BATCH_MS);
    };
    const retryLater = () => {
      if (!stopped) reconnect = setTimeout(() => void connect(), RECONNECT_MS);
    };

    async function connect(): Promise<void> {
      let ticket: string;
      try {
        ticket = (await api.post<TEventsTicket>('/events/ticket')).ticket;
      } catch {
        retryLater();
        return;
      }
      if (stopped) return;
      const stream = new EventSource(`${API_BASE_PATH}/events?ticket=${encodeURIComponent(ticket)}`);
      source = stream;
      stream.addEventListener(LIVE_EVENT_NAMES.ready, () => {
        if (everOpened) refetchAll();
        everOpened = true;
      });
      stream.addEventListener(LIVE_EVENT_NAMES.reset, refetchAll);
      stream.addEventListener(LIVE_EVENT_NAMES.change, (message: MessageEvent<string>) => {
        const event = readLiveEvent(message.data);
        // A message this version cannot read: refetch everything rather than miss the change.
        if (event) queue(event);
        else refetchAll();
      });
      stream.onerror = () => {
        // CONNECTING: the browser retries by itself. CLOSED: refused (the ticket expired): a new one.
        if (stream.readyState === EventSource.CLOSED) {
          stream.close();
          retryLater();
        }
      };
    }

    void connect();
    return () => {
      stopped = true;
      clearTimeout(reconnect);
      clearTimeout(flush);
      source?.close();
    };
  }, [token, mayListen, queryClient]);
}
