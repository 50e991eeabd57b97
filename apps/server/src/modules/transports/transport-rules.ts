import type { z } from 'zod';
import {
  canMoveTransport,
  message,
  TRANSPORT_STATUS_TRANSITIONS,
  type TGeoPoint,
  type TransportStatus,
  type zTransportCreateSchema,
  type zTransportUpdateSchema,
} from '@godown/shared';
import type { transports } from '../../db/schema.js';
import { badRequest, conflict, fieldProblem, type AppError } from '../../errors.js';

// The rules of a transport change, free of the database: what a change may do to a transport as it
// stands, and which columns it writes. The services read the rows, look up the references, call
// these, and write. docs/domain.md#transports-and-transfers states the rules in prose.

export type TransportCreate = z.output<typeof zTransportCreateSchema>;
export type TransportUpdate = z.output<typeof zTransportUpdateSchema>;
/** A product line as a request body names it. */
export type LineInput = {
  product: string;
  quantity: number;
  batches?: { batch: string; quantity: number }[];
};
type TransportColumns = Partial<typeof transports.$inferInsert>;

/** A transport as it stands before a change: what the rules look at. */
export interface TransportState {
  packageId: string;
  status: TransportStatus;
  sourceInventoryId: string | null;
  destinationInventoryId: string | null;
  eta: Date | null;
  lines: { productId: string; quantity: number }[];
}

/** What an allowed change does. */
export interface TransportChange {
  /** The status after the change. */
  status: TransportStatus;
  /** Whether the status changes (and so the stock moves). */
  moves: boolean;
  sourceInventoryId: string | null;
  destinationInventoryId: string | null;
  /** The product lines after the change. */
  lines: LineInput[];
  /** Whether the product lines differ from the current ones. */
  linesChange: boolean;
}

/** Delivered and cancelled: no move leads out of them. */
export const isFinalStatus = (status: TransportStatus) => TRANSPORT_STATUS_TRANSITIONS[status].length === 0;

/** The 409 for a status move the transitions do not allow. */
function illegalMove(current: TransportState, to: TransportStatus): AppError {
  const from = current.status;
  const { packageId } = current;
  if (from === to) return conflict('transport.alreadyStatus', { packageId, status: from });
  if (isFinalStatus(from)) return conflict('transport.finalStatus', { packageId, status: from, next: to });
  return conflict('transport.cannotMove', { packageId, from, to });
}

/** Whether the new lines hold the same products in the same quantities, in any order. */
export function sameLines(current: { productId: string; quantity: number }[], next: LineInput[]): boolean {
  if (current.length !== next.length) return false;
  const quantities = new Map(current.map((l) => [l.productId, l.quantity]));
  return next.every((l) => quantities.get(l.product) === l.quantity);
}

/**
 * Checks a change against the transport as it stands and says what it does, or throws the refusal:
 * - a new status must be an allowed move (409); with `mustMove` (a cancellation) sending the current
 *   status is refused too, otherwise it is no change;
 * - the source and destination inventories must differ (400);
 * - the lines and inventories are fixed once the transport has left pending, since its units have
 *   left the source (409);
 * - a transport between inventories needs at least one line (400).
 */
export function checkTransportChange(
  current: TransportState,
  input: TransportUpdate,
  options: { mustMove?: boolean } = {},
): TransportChange {
  const status = input.status ?? current.status;
  const moves = status !== current.status;
  if ((moves || options.mustMove) && !canMoveTransport(current.status, status)) {
    throw illegalMove(current, status);
  }

  const source = input.sourceInventoryId !== undefined ? input.sourceInventoryId : current.sourceInventoryId;
  const destination =
    input.destinationInventoryId !== undefined
      ? input.destinationInventoryId
      : current.destinationInventoryId;
  if (source && source === destination) {
    throw badRequest(message('transport.sameInventory'), [
      fieldProblem(['destinationInventoryId'], 'transport.sameAsSource'),
    ]);
  }
  const linesChange = input.products !== undefined && !sameLines(current.lines, input.products);
  const endsChange = source !== current.sourceInventoryId || destination !== current.destinationInventoryId;
  if ((linesChange || endsChange) && current.status !== 'pending') {
    throw conflict('transport.linesLocked', { packageId: current.packageId, status: current.status });
  }
  const lines = input.products ?? current.lines.map((l) => ({ product: l.productId, quantity: l.quantity }));
  if ((source || destination) && lines.length === 0) {
    throw badRequest(message('transport.transferNeedsLines'), [
      fieldProblem(['products'], 'transport.addProductLine'),
    ]);
  }
  return {
    status,
    moves,
    sourceInventoryId: source,
    destinationInventoryId: destination,
    lines,
    linesChange,
  };
}

/** The two columns of a stored point (start, current or destination); null clears it. */
export const pointColumns = (prefix: 'start' | 'current' | 'destination', point: TGeoPoint | null) => ({
  [`${prefix}Longitude`]: point?.coordinates[0] ?? null,
  [`${prefix}Latitude`]: point?.coordinates[1] ?? null,
});

/**
 * The columns an allowed change writes. A newly named inventory brings its location as the start or
 * destination point unless the body sets that point itself (`points` are the named inventories'
 * locations, looked up by the caller). A new ETA clears the missed-ETA mark: missing it alerts
 * again, even if it repeats an earlier one.
 */
export function changedColumns(
  current: TransportState,
  input: TransportUpdate,
  change: TransportChange,
  points: { source: TGeoPoint | null; destination: TGeoPoint | null },
): TransportColumns {
  const values: TransportColumns = {};
  if (input.sourceInventoryId !== undefined) {
    values.sourceInventoryId = change.sourceInventoryId;
    if (points.source && input.startLocation === undefined)
      Object.assign(values, pointColumns('start', points.source));
  }
  if (input.destinationInventoryId !== undefined) {
    values.destinationInventoryId = change.destinationInventoryId;
    if (points.destination && input.destination === undefined) {
      Object.assign(values, pointColumns('destination', points.destination));
    }
  }
  if (input.packageId !== undefined) values.packageId = input.packageId;
  if (input.transportMode !== undefined) values.transportMode = input.transportMode;
  if (input.transportationCost !== undefined) values.transportationCost = input.transportationCost;
  if (input.assignedTo !== undefined) values.assignedTo = input.assignedTo;
  if (input.eta !== undefined) {
    values.eta = input.eta ? new Date(input.eta) : null;
    if (values.eta?.getTime() !== current.eta?.getTime()) values.etaAlertedFor = null;
  }
  if (input.startLocation !== undefined) Object.assign(values, pointColumns('start', input.startLocation));
  if (input.currentLocation !== undefined)
    Object.assign(values, pointColumns('current', input.currentLocation));
  if (input.destination !== undefined) Object.assign(values, pointColumns('destination', input.destination));
  if (change.moves) values.status = change.status;
  return values;
}

/** A stored point's two columns as a GeoJSON point's coordinates, for comparing with a body's. */
const samePoint = (point: TGeoPoint | null | undefined, longitude: number | null, latitude: number | null) =>
  point === undefined ||
  (point === null
    ? longitude === null && latitude === null
    : point.coordinates[0] === longitude && point.coordinates[1] === latitude);

/**
 * The fields of a change a driver may not make (docs/domain.md#the-drivers-phone): a driver changes
 * only the status and the current point of the transports assigned to them; a body that sends the
 * other fields back as they are (the transport form does) is no change. Returns the first field
 * that would change, or null.
 */
export function fieldDriverMayNotChange(
  current: typeof transports.$inferSelect & { lines: { productId: string; quantity: number }[] },
  input: TransportUpdate,
): string | null {
  const same: Record<string, boolean> = {
    packageId: input.packageId === undefined || input.packageId === current.packageId,
    transportMode: input.transportMode === undefined || input.transportMode === current.transportMode,
    transportationCost:
      input.transportationCost === undefined || input.transportationCost === current.transportationCost,
    assignedTo: input.assignedTo === undefined || input.assignedTo === current.assignedTo,
    eta:
      input.eta === undefined ||
      (input.eta === null ? current.eta === null : current.eta?.getTime() === Date.parse(input.eta)),
    sourceInventoryId:
      input.sourceInventoryId === undefined || input.sourceInventoryId === current.sourceInventoryId,
    destinationInventoryId:
      input.destinationInventoryId === undefined ||
      input.destinationInventoryId === current.destinationInventoryId,
    startLocation: samePoint(input.startLocation, current.startLongitude, current.startLatitude),
    destination: samePoint(input.destination, current.destinationLongitude, current.destinationLatitude),
    products:
      input.products === undefined ||
      (sameLines(current.lines, input.products) && input.products.every((l) => !l.batches?.length)),
  };
  return Object.keys(same).find((field) => !same[field]) ?? null;
}
