import {
  englishOfRule,
  geoPoint,
  TRANSPORT_MESSAGES,
  zTransportCreateSchema,
  zTransportUpdateSchema,
  type TTransport,
} from '@godown/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  EMPTY_TRANSPORT_VALUES,
  emptyLine,
  etaInputOf,
  etaToIso,
  formFieldOf,
  isExpiredBatchRefusal,
  overrideReasonError,
  statusOptions,
  toTransportCreateBody,
  toTransportUpdateBody,
  transportFormErrors,
  transportValuesOf,
  type TransportFormValues,
  withExpiredOverride,
} from './transport-form';
import { ApiError } from '../../api/client';

const RICE = '0b7a3c1e-5d2f-4a6b-9c8d-1e2f3a4b5c6d';
const DAL = '1c8b4d2f-6e3a-4b7c-8d9e-2f3a4b5c6d7e';
const DRIVER = '2d9c5e3a-7f4b-4c8d-9e0f-3a4b5c6d7e8f';
const PUNE = '3e0d6f4b-8a5c-4d9e-8f1a-4b5c6d7e8f9a';
const THANE = '4f1e7a5c-9b6d-4e0f-9a2b-5c6d7e8f9a0b';

const point = geoPoint;

/** A stored transfer from Pune to Thane with two lines, in transit, as the API returns it. */
function makeTransport(overrides: Partial<TTransport> = {}): TTransport {
  return {
    _id: 'a1b2c3d4-0000-4000-8000-00000000abcdef',
    id: 'a1b2c3d4-0000-4000-8000-00000000abcdef',
    packageId: 'PKG-1024',
    status: 'pending',
    transportMode: 'land',
    transportationCost: 1500,
    totalWeight: 130,
    totalVolume: 0.25,
    totalValue: 3200,
    products: [
      {
        product: RICE,
        productName: 'Basmati Rice',
        sku: 'RICE-25',
        quantity: 5,
        price: 400,
        weight: 125,
        volume: 0.2,
        batches: [],
      },
      {
        product: DAL,
        productName: 'Toor Dal',
        sku: null,
        quantity: 2,
        price: 600,
        weight: 5,
        volume: 0.05,
        batches: [],
      },
    ],
    startLocation: point(73.8567, 18.5204),
    currentLocation: null,
    destination: point(72.9781, 19.2183),
    pickupLocation: point(73.8567, 18.5204),
    deliveryLocation: point(72.9781, 19.2183),
    sourceInventory: { _id: PUNE, id: PUNE, name: 'Pune Central', location: 'Pune' },
    destinationInventory: { _id: THANE, id: THANE, name: 'Thane Depot', location: null },
    assignedTo: DRIVER,
    assignedDriver: { _id: DRIVER, id: DRIVER, name: 'Ravi Kumar' },
    driverName: 'Ravi Kumar',
    eta: '2026-03-01T10:30:00.000Z',
    isOrder: false,
    distanceKm: 111.2,
    progress: null,
    etaWarning: null,
    etaWarningMessage: null,
    currentLocationAt: null,
    hasProof: false,
    createdBy: null,
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

const values = (overrides: Partial<TransportFormValues> = {}): TransportFormValues => ({
  ...EMPTY_TRANSPORT_VALUES,
  packageId: 'PKG-1',
  ...overrides,
});

const line = (key: string, product: string | null, quantity: number | string) => ({
  ...emptyLine(key),
  product,
  quantity,
});

// Date-times are read and shown in the browser's zone: pin one with a half-hour offset.
const zone = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'Asia/Kolkata';
});
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('statusOptions', () => {
  it('offers the form statuses, with labels, when creating', () => {
    expect(statusOptions(null)).toEqual([
      { value: 'pending', label: 'Pending' },
      { value: 'dispatched', label: 'Dispatched' },
      { value: 'inTransit', label: 'In Transit' },
      { value: 'delivered', label: 'Delivered' },
    ]);
  });

  it('offers the current status and its allowed moves when editing, never cancelled', () => {
    expect(statusOptions('pending').map((o) => o.value)).toEqual(['pending', 'dispatched', 'inTransit']);
    expect(statusOptions('dispatched').map((o) => o.value)).toEqual(['dispatched', 'inTransit']);
    expect(statusOptions('in_transit').map((o) => o.value)).toEqual(['inTransit', 'delivered']);
    expect(statusOptions('delivered')).toEqual([{ value: 'delivered', label: 'Delivered' }]);
    expect(statusOptions('cancelled')).toEqual([{ value: 'cancelled', label: 'Cancelled' }]);
  });
});

describe('the ETA', () => {
  it('is sent as an ISO instant from the local date-time typed', () => {
    expect(etaToIso('2026-03-01T16:00')).toBe('2026-03-01T10:30:00.000Z');
    expect(etaToIso('  ')).toBeUndefined();
    // Not a date: left as typed, so the schema's message shows on the field.
    expect(etaToIso('soon')).toBe('soon');
  });

  it('is shown back in local time', () => {
    expect(etaInputOf('2026-03-01T10:30:00.000Z')).toBe('2026-03-01T16:00');
    expect(etaInputOf(null)).toBe('');
  });
});

describe('toTransportCreateBody', () => {
  it('sends the package id, status and mode of an otherwise empty form', () => {
    expect(toTransportCreateBody(values({ packageId: '  PKG-1 ' }))).toEqual({
      packageId: 'PKG-1',
      status: 'pending',
      transportMode: 'land',
    });
  });

  it('sends what is filled in, the form status as the API spells it', () => {
    const body = toTransportCreateBody(
      values({
        status: 'inTransit',
        transportMode: 'air',
        transportationCost: '2500.5',
        assignedTo: DRIVER,
        eta: '2026-03-01T16:00',
        sourceInventoryId: PUNE,
        destinationInventoryId: THANE,
        startLocation: { latitude: 18.5204, longitude: 73.8567 },
        destination: { latitude: '19.2183', longitude: '72.9781' },
        products: [line('a', RICE, 5), line('b', DAL, '2')],
      }),
    );
    expect(body).toEqual({
      packageId: 'PKG-1',
      status: 'inTransit',
      transportMode: 'air',
      transportationCost: 2500.5,
      assignedTo: DRIVER,
      eta: '2026-03-01T10:30:00.000Z',
      sourceInventoryId: PUNE,
      destinationInventoryId: THANE,
      startLocation: point(73.8567, 18.5204),
      destination: point(72.9781, 19.2183),
      products: [
        { product: RICE, quantity: 5 },
        { product: DAL, quantity: 2 },
      ],
    });
    expect(zTransportCreateSchema.safeParse(body).success).toBe(true);
  });

  it('sends a point only when both its coordinates are filled in', () => {
    const body = toTransportCreateBody(values({ currentLocation: { latitude: 12, longitude: '' } }));
    expect(body).not.toHaveProperty('currentLocation');
    // 0 is a real coordinate (the equator, the prime meridian).
    expect(
      toTransportCreateBody(values({ currentLocation: { latitude: 0, longitude: 0 } })).currentLocation,
    ).toEqual(point(0, 0));
  });
});

describe('transportValuesOf', () => {
  it('fills the form from a stored transport, ETA in local time and lines with their names', () => {
    const form = transportValuesOf(makeTransport({ status: 'in_transit' }));
    expect(form).toEqual({
      packageId: 'PKG-1024',
      status: 'inTransit',
      transportMode: 'land',
      transportationCost: 1500,
      assignedTo: DRIVER,
      eta: '2026-03-01T16:00',
      sourceInventoryId: PUNE,
      destinationInventoryId: THANE,
      startLocation: { latitude: 18.5204, longitude: 73.8567 },
      currentLocation: { latitude: '', longitude: '' },
      destination: { latitude: 19.2183, longitude: 72.9781 },
      products: [
        { key: RICE, product: RICE, label: 'Basmati Rice (RICE-25)', quantity: 5, batches: [] },
        { key: DAL, product: DAL, label: 'Toor Dal', quantity: 2, batches: [] },
      ],
    });
  });
});

describe('toTransportUpdateBody', () => {
  const stored = makeTransport();
  const changesAfter = (edits: Partial<TransportFormValues>, transport = stored) =>
    toTransportUpdateBody(transport, { ...transportValuesOf(transport), ...edits });

  it('is empty when nothing changed, whitespace and equal numbers as strings included', () => {
    expect(changesAfter({})).toEqual({});
    expect(changesAfter({ packageId: ' PKG-1024 ', transportationCost: '1500.00' })).toEqual({});
    // The same lines in another order are the same cargo.
    expect(changesAfter({ products: [line('b', DAL, 2), line('a', RICE, '5')] })).toEqual({});
  });

  it('sends only the changed fields, a status move in the form spelling', () => {
    expect(changesAfter({ status: 'inTransit', transportMode: 'ship', transportationCost: 900 })).toEqual({
      status: 'inTransit',
      transportMode: 'ship',
      transportationCost: 900,
    });
    const inTransit = makeTransport({ status: 'in_transit' });
    expect(changesAfter({}, inTransit)).toEqual({});
    expect(changesAfter({ status: 'delivered' }, inTransit)).toEqual({ status: 'delivered' });
  });

  it('clears an emptied driver, ETA, inventory or point with null, and an emptied cost with 0', () => {
    const changes = changesAfter({
      assignedTo: null,
      eta: '',
      sourceInventoryId: null,
      startLocation: { latitude: '', longitude: '' },
      transportationCost: '',
    });
    expect(changes).toEqual({
      assignedTo: null,
      eta: null,
      sourceInventoryId: null,
      startLocation: null,
      transportationCost: 0,
    });
    expect(zTransportUpdateSchema.safeParse(changes).success).toBe(true);
  });

  it('sends a moved point, a new ETA and changed lines whole', () => {
    expect(
      changesAfter({
        currentLocation: { latitude: 18.9, longitude: 73.2 },
        eta: '2026-03-02T09:15',
        products: [line('a', RICE, 6), line('b', DAL, 2)],
      }),
    ).toEqual({
      currentLocation: point(73.2, 18.9),
      eta: '2026-03-02T03:45:00.000Z',
      products: [
        { product: RICE, quantity: 6 },
        { product: DAL, quantity: 2 },
      ],
    });
    expect(changesAfter({ products: [line('a', RICE, 5)] }).products).toEqual([
      { product: RICE, quantity: 5 },
    ]);
  });
});

describe('chosen batches', () => {
  const LOT_A = '5a2f8b6d-0c7e-4f1a-8b3c-6d7e8f9a0b1c';
  const LOT_B = '6b3a9c7e-1d8f-4a2b-9c4d-7e8f9a0b1c2d';
  const withBatches = (quantity: number, picks: [string, string, number | string][]) => ({
    ...line('a', RICE, quantity),
    batches: picks.map(([batch, code, units]) => ({ batch, code, quantity: units })),
  });

  it('sends the units chosen per batch, leaving out batches left at 0 or empty', () => {
    const body = toTransportCreateBody(
      values({
        products: [
          withBatches(5, [
            [LOT_A, 'LOT-A', 3],
            [LOT_B, 'LOT-B', ''],
          ]),
        ],
      }),
    );
    expect(body.products).toEqual([{ product: RICE, quantity: 5, batches: [{ batch: LOT_A, quantity: 3 }] }]);
    expect(zTransportCreateSchema.safeParse(body).success).toBe(true);
  });

  it('refuses more units from batches than the line carries, on the line', () => {
    const errors = transportFormErrors(values({ products: [withBatches(2, [[LOT_A, 'LOT-A', 3]])] }), null);
    expect(errors['products.0.batches']).toBe(
      "The batches' quantities add up to more than the line's quantity",
    );
  });

  it('sends the lines again when only the chosen batches change', () => {
    const stored = makeTransport({
      products: [
        {
          product: RICE,
          productName: 'Basmati Rice',
          sku: 'RICE-25',
          quantity: 5,
          price: 400,
          weight: 125,
          volume: 0.2,
          batches: [{ batch: { id: LOT_A, code: 'LOT-A', expiryDate: '2027-01-01' }, quantity: 2 }],
        },
      ],
    });
    const unchanged = transportValuesOf(stored);
    expect(unchanged.products[0]!.batches).toEqual([{ batch: LOT_A, code: 'LOT-A', quantity: 2 }]);
    expect(toTransportUpdateBody(stored, unchanged)).toEqual({});
    const changed = {
      ...unchanged,
      products: [
        withBatches(5, [
          [LOT_A, 'LOT-A', 2],
          [LOT_B, 'LOT-B', 1],
        ]),
      ],
    };
    expect(toTransportUpdateBody(stored, changed).products).toEqual([
      {
        product: RICE,
        quantity: 5,
        batches: [
          { batch: LOT_A, quantity: 2 },
          { batch: LOT_B, quantity: 1 },
        ],
      },
    ]);
  });
});

describe('transportFormErrors', () => {
  it('accepts a filled-in form and a stored transport unchanged', () => {
    expect(transportFormErrors(values({ products: [line('a', RICE, 1)] }), null)).toEqual({});
    const stored = makeTransport({ status: 'cancelled' });
    expect(transportFormErrors(transportValuesOf(stored), stored)).toEqual({});
  });

  it('requires a package id, and a product and at least 1 unit on every line', () => {
    const errors = transportFormErrors(
      values({ packageId: '  ', products: [line('a', null, 1), line('b', RICE, 0), line('c', DAL, 1.5)] }),
      null,
    );
    expect(errors).toEqual({
      packageId: englishOfRule(TRANSPORT_MESSAGES.packageIdRequired),
      'products.0.product': englishOfRule(TRANSPORT_MESSAGES.productRequired),
      'products.1.quantity': englishOfRule(TRANSPORT_MESSAGES.quantityMin),
      'products.2.quantity': 'Quantity must be a whole number',
    });
  });

  it('puts a product on two lines on the second line', () => {
    expect(transportFormErrors(values({ products: [line('a', RICE, 1), line('b', RICE, 2)] }), null)).toEqual(
      {
        'products.1.product': 'This product is already on another line',
      },
    );
  });

  it('wants both coordinates of a point, or neither, each in range', () => {
    expect(
      transportFormErrors(
        values({
          startLocation: { latitude: 18.5, longitude: '' },
          destination: { latitude: 95, longitude: 200 },
        }),
        null,
      ),
    ).toEqual({
      'startLocation.longitude': 'Give both latitude and longitude, or neither',
      'destination.longitude': 'Longitude must be between -180 and 180',
      'destination.latitude': 'Latitude must be between -90 and 90',
    });
  });

  it('asks for lines on a transfer and for two different inventories', () => {
    expect(
      transportFormErrors(values({ sourceInventoryId: PUNE, destinationInventoryId: PUNE }), null),
    ).toEqual({
      destinationInventoryId: englishOfRule(TRANSPORT_MESSAGES.sameInventory),
      products: englishOfRule(TRANSPORT_MESSAGES.transferNeedsLines),
    });
  });

  it('refuses an ETA that is not a date', () => {
    expect(transportFormErrors(values({ eta: 'soon' }), null)).toEqual({
      eta: englishOfRule(TRANSPORT_MESSAGES.eta),
    });
  });
});

describe('formFieldOf', () => {
  it('maps a point coordinate to its input and leaves other paths as they are', () => {
    expect(formFieldOf('startLocation.coordinates.1')).toBe('startLocation.latitude');
    expect(formFieldOf('destination.coordinates.0')).toBe('destination.longitude');
    expect(formFieldOf('products.2.product')).toBe('products.2.product');
  });
});

describe('dispatching expired units', () => {
  const refusal = (status: number, reason: string) =>
    new ApiError(status, 'CONFLICT', 'said in the language of the page', undefined, reason);

  it('knows the refusal to dispatch an expired batch by its reason, in any language', () => {
    expect(isExpiredBatchRefusal(refusal(409, 'stock.expiredNotDispatched'))).toBe(true);
    expect(isExpiredBatchRefusal(refusal(409, 'stock.notEnoughToPlace'))).toBe(false);
    expect(isExpiredBatchRefusal(refusal(400, 'stock.expiredNotDispatched'))).toBe(false);
    expect(isExpiredBatchRefusal(new Error('stock.expiredNotDispatched'))).toBe(false);
  });

  it('sends the refused change again with the trimmed reason, which must be given', () => {
    expect(withExpiredOverride({ status: 'dispatched' }, '  Sent back for destruction ')).toEqual({
      status: 'dispatched',
      expiredOverride: 'Sent back for destruction',
    });
    expect(zTransportUpdateSchema.safeParse(withExpiredOverride({ status: 'dispatched' }, 'x')).success).toBe(
      true,
    );
    expect(overrideReasonError('  ')).toBe('Give a reason for dispatching expired units');
    expect(overrideReasonError('Sent back')).toBeNull();
  });
});
