import { describe, expect, it } from 'vitest';
import {
  canMoveTransport,
  canonicalTransportStatus,
  formatCoordinates,
  transportPlace,
  zEtaSchema,
  zTransportCreateSchema,
} from './transports.js';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('transport statuses', () => {
  it('reads inTransit as in_transit and refuses unknown words', () => {
    expect(canonicalTransportStatus('inTransit')).toBe('in_transit');
    expect(canonicalTransportStatus('in_transit')).toBe('in_transit');
    expect(canonicalTransportStatus('shipped')).toBeNull();
  });

  it('allows the moves of docs/domain.md#transports-and-transfers and nothing from a final status', () => {
    expect(canMoveTransport('pending', 'dispatched')).toBe(true);
    expect(canMoveTransport('pending', 'in_transit')).toBe(true);
    expect(canMoveTransport('dispatched', 'in_transit')).toBe(true);
    expect(canMoveTransport('in_transit', 'delivered')).toBe(true);
    expect(canMoveTransport('pending', 'delivered')).toBe(false);
    expect(canMoveTransport('in_transit', 'pending')).toBe(false);
    expect(canMoveTransport('delivered', 'cancelled')).toBe(false);
    expect(canMoveTransport('cancelled', 'pending')).toBe(false);
  });
});

describe('ETA', () => {
  it('reads a date as the end of that day in India Standard Time', () => {
    expect(zEtaSchema.parse('2026-12-01')).toBe('2026-12-01T18:29:59.999Z');
  });

  it('keeps a date-time with its offset and refuses other text', () => {
    expect(zEtaSchema.parse('2026-12-01T10:00:00+05:30')).toBe('2026-12-01T04:30:00.000Z');
    expect(zEtaSchema.safeParse('tomorrow').success).toBe(false);
    expect(zEtaSchema.safeParse('2026-13-01').success).toBe(false);
  });
});

describe('transport body', () => {
  it('refuses a product twice, quantity 0 and one inventory as both ends', () => {
    const twice = zTransportCreateSchema.safeParse({
      packageId: 'P-1',
      products: [
        { product: uuid(1), quantity: 1 },
        { product: uuid(1), quantity: 2 },
      ],
    });
    expect(twice.success).toBe(false);
    expect(
      zTransportCreateSchema.safeParse({ packageId: 'P-1', products: [{ product: uuid(1), quantity: 0 }] })
        .success,
    ).toBe(false);
    expect(
      zTransportCreateSchema.safeParse({
        packageId: 'P-1',
        products: [{ product: uuid(1), quantity: 1 }],
        sourceInventoryId: uuid(2),
        destinationInventoryId: uuid(2),
      }).success,
    ).toBe(false);
  });

  it('needs a product line when inventories are named', () => {
    expect(zTransportCreateSchema.safeParse({ packageId: 'P-1', sourceInventoryId: uuid(2) }).success).toBe(
      false,
    );
    expect(zTransportCreateSchema.safeParse({ packageId: 'P-1' }).success).toBe(true);
  });
});

describe('places', () => {
  it('names the inventory, else shows latitude, longitude to 4 decimals', () => {
    const point = { coordinates: [72.877655, 19.075983] as const };
    expect(formatCoordinates(point)).toBe('19.0760, 72.8777');
    expect(transportPlace({ name: 'Bhiwandi Hub' }, point)).toBe('Bhiwandi Hub');
    expect(transportPlace(null, point)).toBe('19.0760, 72.8777');
    expect(transportPlace(null, null)).toBe('—');
  });
});
