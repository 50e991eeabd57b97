import { eq, inArray, sql } from 'drizzle-orm';
import {
  TRANSPORT_STATUS_TRANSITIONS,
  zTransportCreateSchema,
  type TransportMode,
  type TransportStatus,
} from '@godown/shared';
import type { Db } from '../db/client.js';
import { inventories, products, transports, transportStatusHistory, users } from '../db/schema.js';
import { raiseMissedEtaAlerts } from '../modules/transports/missed-eta.js';
import { createTransport, updateTransport } from '../modules/transports/transports-write.service.js';

type Coordinates = [longitude: number, latitude: number];
const point = (coordinates: Coordinates) => ({ type: 'Point' as const, coordinates });
const PLACES = {
  mumbaiPort: [72.8406, 18.9498],
  ahmedabad: [72.5714, 23.0225],
  ludhiana: [75.8573, 30.901],
  delhi: [77.209, 28.6139],
  indore: [75.8577, 22.7196],
  chennaiPort: [80.2966, 13.0955],
  kolkata: [88.3639, 22.5726],
  nagpur: [79.0882, 21.1458],
  hyderabad: [78.4867, 17.385],
} satisfies Record<string, Coordinates>;

interface DemoTransport {
  packageId: string;
  isOrder?: boolean;
  /** The status it ends in; it gets there through allowed moves, as a person would have moved it. */
  status: TransportStatus;
  transportMode?: TransportMode;
  transportationCost: number;
  /** Warehouses by name (a transfer), else points. */
  from?: string;
  to?: string;
  start?: Coordinates;
  destination?: Coordinates;
  /** Phone or email of the demo driver. */
  driver?: string;
  lines: [sku: string, quantity: number][];
  createdDaysAgo: number;
  /** Days from now (negative: already past). */
  etaInDays: number;
}

/** Transfers between the demo warehouses, shipments and orders in every status. */
export const DEMO_TRANSPORTS: DemoTransport[] = [
  {
    packageId: 'GD-TR-1001',
    status: 'delivered',
    transportationCost: 18_500,
    from: 'Bhiwandi Central Godown',
    to: 'Okhla Phase II Warehouse',
    driver: '9876500001',
    lines: [
      ['GR-ATTA-10', 60],
      ['HH-SURF-4', 20],
    ],
    createdDaysAgo: 9,
    etaInDays: -5,
  },
  {
    packageId: 'GD-TR-1002',
    status: 'in_transit',
    transportationCost: 9_200,
    from: 'Whitefield Fulfilment Centre',
    to: 'Sriperumbudur Logistics Park',
    driver: '9876500002',
    lines: [
      ['PH-PARA-500', 300],
      ['PH-ORS-21', 40],
    ],
    createdDaysAgo: 2,
    etaInDays: 1,
  },
  {
    packageId: 'GD-TR-1003',
    status: 'dispatched',
    transportationCost: 42_000,
    from: 'Bhiwandi Central Godown',
    to: 'Dankuni Cold Chain Depot',
    driver: '9876500001',
    lines: [['DY-BUT-500', 30]],
    createdDaysAgo: 1,
    etaInDays: 3,
  },
  {
    packageId: 'GD-TR-1004',
    status: 'pending',
    transportationCost: 21_750,
    from: 'Okhla Phase II Warehouse',
    to: 'Bhiwandi Central Godown',
    // The demo driver's next job: My deliveries shows it with Dispatch.
    driver: '9876500001',
    lines: [
      ['SP-GARAM-100', 120],
      ['EL-LED-9W', 80],
    ],
    createdDaysAgo: 0,
    etaInDays: 6,
  },
  {
    // Within the Maharashtra registration: no supply, so it travels on a delivery challan.
    packageId: 'GD-TR-1007',
    status: 'in_transit',
    transportationCost: 6_800,
    from: 'Bhiwandi Central Godown',
    to: 'Chakan Depot',
    driver: '9876500002',
    lines: [
      ['GR-SALT-1', 120],
      ['HH-SURF-4', 24],
    ],
    createdDaysAgo: 1,
    etaInDays: 1,
  },
  {
    packageId: 'GD-TR-1005',
    status: 'in_transit',
    transportationCost: 12_400,
    start: PLACES.mumbaiPort,
    destination: PLACES.ahmedabad,
    driver: '9876500002',
    lines: [['GR-RICE-25', 40]],
    createdDaysAgo: 4,
    // Overdue: the missed-ETA check raises an alert for it.
    etaInDays: -1,
  },
  {
    packageId: 'GD-TR-1006',
    status: 'cancelled',
    transportationCost: 8_000,
    start: PLACES.ludhiana,
    destination: PLACES.delhi,
    lines: [['OIL-MUS-1', 200]],
    createdDaysAgo: 6,
    etaInDays: -3,
  },
  {
    packageId: 'GD-ORD-2001',
    isOrder: true,
    status: 'pending',
    transportMode: 'air',
    transportationCost: 36_000,
    start: PLACES.hyderabad,
    destination: PLACES.delhi,
    lines: [
      ['PH-PARA-500', 500],
      ['PC-COL-200', 150],
    ],
    createdDaysAgo: 0,
    etaInDays: 2,
  },
  {
    packageId: 'GD-ORD-2002',
    isOrder: true,
    status: 'delivered',
    transportMode: 'ship',
    transportationCost: 64_500,
    start: PLACES.chennaiPort,
    destination: PLACES.kolkata,
    lines: [
      ['EL-FAN-1200', 40],
      ['EL-WIRE-15', 25],
    ],
    createdDaysAgo: 14,
    etaInDays: -4,
  },
  {
    packageId: 'GD-ORD-2003',
    isOrder: true,
    status: 'in_transit',
    transportationCost: 15_800,
    start: PLACES.nagpur,
    destination: PLACES.hyderabad,
    driver: '9876500001',
    lines: [['GR-TOOR-1', 400]],
    createdDaysAgo: 3,
    etaInDays: 1,
  },
  {
    packageId: 'GD-ORD-2004',
    isOrder: true,
    status: 'cancelled',
    transportationCost: 5_600,
    start: PLACES.delhi,
    destination: PLACES.ludhiana,
    lines: [['BV-TEA-1', 60]],
    createdDaysAgo: 5,
    etaInDays: -2,
  },
  {
    // A supplier's consignment coming into a warehouse: delivered, it adds to the stock.
    packageId: 'GD-ORD-2005',
    isOrder: true,
    status: 'dispatched',
    transportationCost: 11_200,
    start: PLACES.indore,
    to: 'Bhiwandi Central Godown',
    driver: '9876500002',
    lines: [
      ['GR-SALT-1', 600],
      ['GR-MOONG-1', 100],
    ],
    createdDaysAgo: 1,
    etaInDays: 2,
  },
];

/** The allowed moves from pending to a status (pending -> in_transit -> delivered, and so on). */
function pathTo(status: TransportStatus): TransportStatus[] {
  if (status === 'pending') return [];
  if (TRANSPORT_STATUS_TRANSITIONS.pending.includes(status)) return [status];
  return [...pathTo('in_transit'), status];
}

const DAY_MS = 24 * 3600 * 1000;
const IST_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** 6 pm in India on the day of `at`: when a consignment is promised, not a random minute. */
function etaOn(at: number): string {
  return `${IST_DATE.format(at)}T18:00:00+05:30`;
}

/**
 * Loads the demo transports and orders through the services the API uses (stock moves, history and
 * alerts as real moves would make them), then dates them back so the lists look lived-in. Keyed by
 * package id: a second run adds nothing twice. Returns how many were added.
 */
export async function loadDemoTransports(db: Db, userId: string): Promise<number> {
  const existing = await db
    .select({ packageId: transports.packageId })
    .from(transports)
    .where(
      inArray(
        transports.packageId,
        DEMO_TRANSPORTS.map((t) => t.packageId),
      ),
    );
  const present = new Set(existing.map((t) => t.packageId));
  const [skuRows, warehouseRows, driverRows] = await Promise.all([
    db.select({ id: products.id, sku: products.sku }).from(products),
    db.select({ id: inventories.id, name: inventories.name }).from(inventories),
    db
      .select({ id: users.id, phone: users.phone, email: users.email })
      .from(users)
      .where(eq(users.role, 'driver')),
  ]);
  const productId = new Map(skuRows.map((p) => [p.sku, p.id]));
  const warehouseId = new Map(warehouseRows.map((w) => [w.name, w.id]));
  const driverId = new Map(driverRows.flatMap((d) => [[d.phone, d.id] as const, [d.email, d.id] as const]));

  let added = 0;
  for (const demo of DEMO_TRANSPORTS) {
    if (present.has(demo.packageId)) continue;
    const now = Date.now();
    const body = zTransportCreateSchema.parse({
      packageId: demo.packageId,
      transportMode: demo.transportMode ?? 'land',
      transportationCost: demo.transportationCost,
      products: demo.lines.map(([sku, quantity]) => ({ product: productId.get(sku), quantity })),
      ...(demo.from ? { sourceInventoryId: warehouseId.get(demo.from) } : {}),
      ...(demo.to ? { destinationInventoryId: warehouseId.get(demo.to) } : {}),
      ...(demo.start ? { startLocation: point(demo.start) } : {}),
      ...(demo.destination ? { destination: point(demo.destination) } : {}),
      ...(demo.driver ? { assignedTo: driverId.get(demo.driver) ?? null } : {}),
      eta: etaOn(now + demo.etaInDays * DAY_MS),
    });
    const created = await createTransport(db, body, userId, { isOrder: demo.isOrder ?? false });
    for (const status of pathTo(demo.status)) {
      await updateTransport(db, created.id, { status }, userId);
    }
    // Back-date it: created some days ago, its later statuses spread between then and now.
    const createdAt = new Date(now - demo.createdDaysAgo * DAY_MS - 3 * 3600 * 1000);
    await db.update(transports).set({ createdAt, updatedAt: createdAt }).where(eq(transports.id, created.id));
    await db.execute(sql`
      UPDATE ${transportStatusHistory} AS h
      SET changed_at = ${createdAt.toISOString()}::timestamptz
                       + s.step * ((now() - ${createdAt.toISOString()}::timestamptz) / s.steps)
      FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS step, count(*) OVER () AS steps
            FROM ${transportStatusHistory} WHERE transport_id = ${created.id}) AS s
      WHERE h.id = s.id`);
    added++;
  }
  await raiseMissedEtaAlerts(db);
  return added;
}
