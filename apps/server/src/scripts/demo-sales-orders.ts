import { count, eq, inArray } from 'drizzle-orm';
import { indiaDateFromToday, zShipmentCreateSchema, type TSalesOrder } from '@godown/shared';
import type { Db } from '../db/client.js';
import { customers, inventories, products, salesOrders, storageUnits } from '../db/schema.js';
import { getPickList } from '../modules/sales/fulfilment-read.service.js';
import { allocateOrder, packShipment, pickAllocation } from '../modules/sales/fulfilment-write.service.js';
import { createReturn } from '../modules/sales/returns-write.service.js';
import {
  cancelSalesOrder,
  confirmSalesOrder,
  createSalesOrder,
} from '../modules/sales/sales-orders-write.service.js';
import { createStorage } from '../modules/storages/storages.service.js';
import { deliverWithProof } from '../modules/transports/deliveries.service.js';
import { updateTransport } from '../modules/transports/transports-write.service.js';
import { cartonPhoto, sha256, signatureImage } from './demo-logistics.js';

// Demo sales orders (docs/domain.md#sales-orders): one in every status, taken through the same
// services the screens call: a draft, a confirmed order with a backorder and its pick list ready,
// one shipped and on the road, one partly shipped, one delivered with its proof and a return in
// quarantine, and a cancelled one.

interface DemoOrder {
  customer: string;
  warehouse: string;
  lines: [sku: string, quantity: number][];
  notes?: string;
  /** How far it goes. */
  to: 'draft' | 'allocated' | 'shipped' | 'partlyShipped' | 'delivered' | 'cancelled';
}

export const DEMO_SALES_ORDERS: readonly DemoOrder[] = [
  {
    customer: 'Sri Venkateswara Pharma Distributors',
    warehouse: 'Whitefield Fulfilment Centre',
    // ORS earns "10 + 1"; paracetamol at the chemists' price; more handwash than the godown holds.
    lines: [
      ['PH-ORS-21', 25],
      ['PH-PARA-500', 40],
      ['PC-DET-5', 50],
    ],
    notes: 'Monthly pharmacy order; the handwash can follow when it arrives',
    to: 'allocated',
  },
  {
    customer: 'Namma Mart',
    warehouse: 'Whitefield Fulfilment Centre',
    lines: [
      ['BV-COF-200', 12],
      ['EL-FAN-1200', 2],
    ],
    to: 'delivered',
  },
  {
    customer: 'Patil Kirana & General Stores',
    warehouse: 'Bhiwandi Central Godown',
    lines: [
      ['GR-ATTA-10', 5],
      ['GR-SALT-1', 60],
    ],
    notes: 'Cash on delivery',
    to: 'shipped',
  },
  {
    customer: 'Shree Ganesh Medical Stores',
    warehouse: 'Bhiwandi Central Godown',
    lines: [
      ['GR-SALT-1', 40],
      ['GR-RICE-25', 2],
    ],
    to: 'partlyShipped',
  },
  {
    customer: 'Aggarwal Super Bazaar',
    warehouse: 'Okhla Phase II Warehouse',
    lines: [
      ['PC-COL-200', 24],
      ['BV-TEA-1', 10],
    ],
    notes: 'Confirm the tea price with the buyer before confirming',
    to: 'draft',
  },
  {
    customer: 'Maa Tara Bhandar',
    warehouse: 'Dankuni Cold Chain Depot',
    lines: [['DY-BUT-500', 10]],
    notes: 'Cancelled: the shop ordered from a local dairy instead',
    to: 'cancelled',
  },
];

/** Picks every allocation of the order, skipping the last `leave` products (a partial pick). */
async function pickOrder(db: Db, id: string, userId: string, leave: readonly string[] = []) {
  for (const a of (await getPickList(db, id)).allocations) {
    if (leave.includes(a.product.id)) continue;
    await pickAllocation(db, id, { allocation: a.id, quantity: a.quantity - a.pickedQuantity }, userId);
  }
}

/** The quarantine cage of a warehouse: the demo's returns go there. */
async function quarantineRack(db: Db, inventoryId: string): Promise<string> {
  const [existing] = await db
    .select({ id: storageUnits.id })
    .from(storageUnits)
    .where(eq(storageUnits.locationId, 'WFD-Q1'));
  if (existing) return existing.id;
  const rack = await createStorage(db, {
    locationId: 'WFD-Q1',
    name: 'Quarantine Cage',
    type: 'Quarantine',
    description: 'Returned goods waiting for inspection: not for sale',
    dimensions: { length: 200, width: 150, height: 200 },
    holdingCapacity: 500,
    inventory: inventoryId,
  } as Parameters<typeof createStorage>[1]);
  return rack.id;
}

/**
 * Takes the demo's sales orders once (nothing when an order exists). Returns how many were taken.
 */
export async function loadDemoSalesOrders(
  db: Db,
  people: { staffId: string; adminId: string; driverId: string },
): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(salesOrders);
  if ((existing?.n ?? 0) > 0) return 0;
  const skus = DEMO_SALES_ORDERS.flatMap((o) => o.lines.map(([sku]) => sku));
  const catalogue = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.sku, skus));
  const productOf = new Map(catalogue.map((p) => [p.sku, p.id]));
  const shops = await db.select({ id: customers.id, name: customers.name }).from(customers);
  const warehouses = await db.select({ id: inventories.id, name: inventories.name }).from(inventories);
  const staff = { id: people.staffId, role: 'staff' as const };
  let taken = 0;
  for (const demo of DEMO_SALES_ORDERS) {
    const customerId = shops.find((c) => c.name === demo.customer)?.id;
    const inventoryId = warehouses.find((w) => w.name === demo.warehouse)?.id;
    const lines = demo.lines.flatMap(([sku, quantity]) => {
      const product = productOf.get(sku);
      return product ? [{ product, quantity }] : [];
    });
    if (!customerId || !inventoryId || lines.length !== demo.lines.length) continue;
    let order: TSalesOrder = await createSalesOrder(
      db,
      {
        customerId,
        inventoryId,
        lines,
        notes: demo.notes ?? null,
        expectedDate: indiaDateFromToday(demo.to === 'allocated' ? 0 : 2),
      },
      people.staffId,
    );
    taken += 1;
    if (demo.to === 'draft') continue;
    if (demo.to === 'cancelled') {
      await confirmSalesOrder(db, order.id);
      await cancelSalesOrder(db, order.id);
      continue;
    }
    await confirmSalesOrder(db, order.id);
    order = await allocateOrder(db, order.id, {}, staff);
    if (demo.to === 'allocated') continue;
    // A partial shipment: the rice waits on the rack for the next trip.
    const leave = demo.to === 'partlyShipped' ? [productOf.get('GR-RICE-25')!] : [];
    await pickOrder(db, order.id, people.staffId, leave);
    // Through the body's schema, as the route reads it (the vehicle number kept without spaces).
    order = await packShipment(
      db,
      order.id,
      zShipmentCreateSchema.parse({
        assignedTo: people.driverId,
        vehicleNumber: 'KA 05 MN 4821',
        eta: indiaDateFromToday(1),
        transportMode: 'land',
      }),
      people.staffId,
    );
    const shipment = order.shipments.at(-1)!;
    await updateTransport(db, shipment.id, { status: 'in_transit' }, people.staffId, { role: 'staff' });
    if (demo.to !== 'delivered') continue;
    const photo = cartonPhoto();
    const signature = signatureImage();
    await deliverWithProof(
      db,
      shipment.id,
      {
        fields: { receiverName: 'Manjunath (store manager)', note: 'Two cartons, seals intact' },
        photo: { bytes: photo, type: 'image/png', size: photo.length, sha256: sha256(photo) },
        signature: { bytes: signature, type: 'image/png', size: signature.length, sha256: sha256(signature) },
      },
      { id: people.driverId, role: 'driver' },
    );
    // Two jars came back crushed: into the quarantine cage until someone inspects them.
    const coffee = order.lines.find((l) => l.product.id === productOf.get('BV-COF-200'));
    if (coffee) {
      await createReturn(
        db,
        order.id,
        {
          shipment: shipment.id,
          storageUnitId: await quarantineRack(db, inventoryId),
          note: 'Two jars crushed in transit; the shop sent them back with the driver',
          lines: [
            { line: coffee.lineNo, batch: null, quantity: 2, reason: 'damaged', disposition: 'quarantine' },
          ],
        },
        people.staffId,
      );
    }
  }
  return taken;
}
