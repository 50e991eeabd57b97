// The transports' statuses and modes, their named groups, moves and words
// (docs/domain.md#transports-and-transfers). Free of zod: the first page names them in its messages;
// and batches.ts, which transports.ts builds on, can use them without an import cycle.

export const TRANSPORT_MODES = ['land', 'air', 'ship'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

/** The server's transport statuses: its answers always use this spelling. */
export const TRANSPORT_STATUSES = ['pending', 'dispatched', 'in_transit', 'delivered', 'cancelled'] as const;
export type TransportStatus = (typeof TRANSPORT_STATUSES)[number];
export const DEFAULT_TRANSPORT_STATUS: TransportStatus = 'pending';

/** Other spellings the server accepts for a canonical status. */
export const TRANSPORT_STATUS_ALIASES: Readonly<Record<string, TransportStatus>> = {
  inTransit: 'in_transit',
};

/** Allowed status moves; delivered and cancelled are final. */
export const TRANSPORT_STATUS_TRANSITIONS: Readonly<Record<TransportStatus, readonly TransportStatus[]>> = {
  pending: ['dispatched', 'in_transit', 'cancelled'],
  dispatched: ['in_transit', 'cancelled'],
  in_transit: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/** Statuses in which a transfer's units are on the road: they have left the source, not yet arrived. */
export const TRANSPORT_ON_ROAD_STATUSES: readonly TransportStatus[] = ['dispatched', 'in_transit'];
/** Statuses of a transport not finished yet: it still needs its driver and its inventories. */
export const TRANSPORT_OPEN_STATUSES: readonly TransportStatus[] = ['pending', 'dispatched', 'in_transit'];

/** Words for the statuses and modes on the screens. */
export const TRANSPORT_STATUS_LABELS: Readonly<Record<TransportStatus, string>> = {
  pending: 'Pending',
  dispatched: 'Dispatched',
  in_transit: 'In Transit',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
export const TRANSPORT_MODE_LABELS: Readonly<Record<TransportMode, string>> = {
  land: 'Land',
  air: 'Air',
  ship: 'Ship',
};
