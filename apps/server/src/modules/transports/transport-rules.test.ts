import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import {
  changedColumns,
  checkTransportChange,
  sameLines,
  type TransportState,
  type TransportUpdate,
} from './transport-rules.js';

const SOURCE = '00000000-0000-4000-8000-00000000000a';
const DESTINATION = '00000000-0000-4000-8000-00000000000b';
const RICE = '00000000-0000-4000-8000-000000000001';
const DAL = '00000000-0000-4000-8000-000000000002';

function transport(overrides: Partial<TransportState> = {}): TransportState {
  return {
    packageId: 'PKG-1',
    status: 'pending',
    sourceInventoryId: SOURCE,
    destinationInventoryId: DESTINATION,
    eta: null,
    lines: [{ productId: RICE, quantity: 5 }],
    ...overrides,
  };
}

/** The refusal a change gets: its status and message, or null when it is allowed. */
function refusal(state: TransportState, input: TransportUpdate, options: { mustMove?: boolean } = {}) {
  try {
    checkTransportChange(state, input, options);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, message: error.message };
  }
}

describe('checkTransportChange: status moves', () => {
  it('allows every move of the transitions and says the stock moves', () => {
    const change = checkTransportChange(transport(), { status: 'dispatched' });
    expect(change).toMatchObject({ status: 'dispatched', moves: true, linesChange: false });
    expect(checkTransportChange(transport({ status: 'dispatched' }), { status: 'in_transit' }).moves).toBe(
      true,
    );
    expect(checkTransportChange(transport({ status: 'in_transit' }), { status: 'delivered' }).moves).toBe(
      true,
    );
    expect(checkTransportChange(transport({ status: 'in_transit' }), { status: 'cancelled' }).moves).toBe(
      true,
    );
  });

  it('refuses a move the transitions do not allow, naming both statuses', () => {
    expect(refusal(transport(), { status: 'delivered' })).toEqual({
      status: 409,
      message: 'Transport "PKG-1" cannot move from pending to delivered',
    });
    expect(refusal(transport({ status: 'in_transit' }), { status: 'dispatched' })?.status).toBe(409);
  });

  it('says a final status is final', () => {
    expect(refusal(transport({ status: 'delivered' }), { status: 'cancelled' })).toEqual({
      status: 409,
      message: 'Transport "PKG-1" is delivered, a final status: it cannot become cancelled',
    });
  });

  it('treats sending the current status as no change, but refuses it for a cancellation', () => {
    expect(checkTransportChange(transport({ status: 'cancelled' }), { status: 'cancelled' }).moves).toBe(
      false,
    );
    expect(refusal(transport({ status: 'cancelled' }), { status: 'cancelled' }, { mustMove: true })).toEqual({
      status: 409,
      message: 'Transport "PKG-1" is already cancelled',
    });
  });
});

describe('checkTransportChange: lines and inventories', () => {
  it('refuses the same inventory at both ends with a 400 on the destination', () => {
    expect(refusal(transport(), { destinationInventoryId: SOURCE })).toEqual({
      status: 400,
      message: 'The source and destination inventories must be different',
    });
  });

  it('lets a pending transport change its lines and inventories', () => {
    const change = checkTransportChange(transport(), {
      products: [{ product: DAL, quantity: 2 }],
      sourceInventoryId: null,
    });
    expect(change).toMatchObject({
      linesChange: true,
      sourceInventoryId: null,
      destinationInventoryId: DESTINATION,
      lines: [{ product: DAL, quantity: 2 }],
    });
  });

  it('fixes the lines and inventories once the transport has left pending', () => {
    const onRoad = transport({ status: 'dispatched' });
    const message =
      'The product lines and inventories of transport "PKG-1" cannot change once it is dispatched';
    expect(refusal(onRoad, { products: [{ product: RICE, quantity: 6 }] })).toEqual({ status: 409, message });
    expect(refusal(onRoad, { destinationInventoryId: null })).toEqual({ status: 409, message });
  });

  it('accepts the same lines again after dispatch, in any order', () => {
    const onRoad = transport({
      status: 'dispatched',
      lines: [
        { productId: RICE, quantity: 5 },
        { productId: DAL, quantity: 1 },
      ],
    });
    const change = checkTransportChange(onRoad, {
      products: [
        { product: DAL, quantity: 1 },
        { product: RICE, quantity: 5 },
      ],
      status: 'in_transit',
    });
    expect(change.linesChange).toBe(false);
  });

  it('needs a product line for a transport between inventories, not for one without', () => {
    expect(refusal(transport(), { products: [] })).toEqual({
      status: 400,
      message: 'A transport between inventories needs at least one product line',
    });
    const free = transport({ sourceInventoryId: null, destinationInventoryId: null });
    expect(checkTransportChange(free, { products: [] }).lines).toEqual([]);
  });
});

describe('sameLines', () => {
  it('compares products and quantities, not order', () => {
    expect(sameLines([{ productId: RICE, quantity: 5 }], [{ product: RICE, quantity: 5 }])).toBe(true);
    expect(sameLines([{ productId: RICE, quantity: 5 }], [{ product: RICE, quantity: 4 }])).toBe(false);
    expect(sameLines([{ productId: RICE, quantity: 5 }], [])).toBe(false);
  });
});

describe('changedColumns', () => {
  const point = (longitude: number, latitude: number) => ({
    type: 'Point' as const,
    coordinates: [longitude, latitude] as [number, number],
  });

  it('takes a newly named inventory’s location as the point, unless the body sets the point', () => {
    const state = transport();
    const input: TransportUpdate = { destinationInventoryId: null, sourceInventoryId: SOURCE };
    const change = checkTransportChange(state, input);
    const values = changedColumns(state, input, change, { source: point(72.8, 19.1), destination: null });
    expect(values).toMatchObject({
      sourceInventoryId: SOURCE,
      destinationInventoryId: null,
      startLongitude: 72.8,
      startLatitude: 19.1,
    });

    const withStart: TransportUpdate = { ...input, startLocation: point(77.2, 28.6) };
    const own = changedColumns(state, withStart, checkTransportChange(state, withStart), {
      source: point(72.8, 19.1),
      destination: null,
    });
    expect(own).toMatchObject({ startLongitude: 77.2, startLatitude: 28.6 });
  });

  it('clears the missed-ETA mark for a new ETA only', () => {
    const eta = new Date('2026-12-01T18:30:00.000Z');
    const state = transport({ eta });
    const same: TransportUpdate = { eta: eta.toISOString() };
    expect(
      changedColumns(state, same, checkTransportChange(state, same), { source: null, destination: null }),
    ).not.toHaveProperty('etaAlertedFor');
    const later: TransportUpdate = { eta: '2026-12-02T18:30:00.000Z' };
    expect(
      changedColumns(state, later, checkTransportChange(state, later), { source: null, destination: null }),
    ).toMatchObject({
      etaAlertedFor: null,
    });
  });

  it('writes the status only when it moves', () => {
    const state = transport();
    const moving: TransportUpdate = { status: 'dispatched' };
    expect(
      changedColumns(state, moving, checkTransportChange(state, moving), { source: null, destination: null }),
    ).toEqual({
      status: 'dispatched',
    });
    const still: TransportUpdate = { status: 'pending', transportMode: 'air' };
    expect(
      changedColumns(state, still, checkTransportChange(state, still), { source: null, destination: null }),
    ).toEqual({
      transportMode: 'air',
    });
  });
});
