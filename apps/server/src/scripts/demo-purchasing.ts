import { count, eq, inArray } from 'drizzle-orm';
import { indiaDateFromToday, type Role } from '@godown/shared';
import type { Db } from '../db/client.js';
import { inventories, products, purchaseOrders, users } from '../db/schema.js';
import { updateProduct } from '../modules/products/products-write.service.js';
import type { Viewer } from '../modules/purchasing/purchase-orders-read.service.js';
import {
  confirmPurchaseOrder,
  createPurchaseOrder,
  shipPurchaseOrder,
  updatePurchaseOrder,
} from '../modules/purchasing/purchase-orders-write.service.js';
import { receivePurchaseOrder } from '../modules/purchasing/purchase-receipts.service.js';

// Demo purchasing: the suppliers' products with reorder settings, batches with near and past
// expiry received on purchase orders, and orders in every stage, so Reorder, Purchase Orders, the
// supplier's page, the batch lists and the expiry alerts all have something true to show.

/** Which supplier sells what, and how each product is reordered. */
const SUPPLIED: { sku: string; supplier: string; reorder: Record<string, number> }[] = [
  { sku: 'PH-PARA-500', supplier: 'supplier@godown.in', reorder: { leadTimeDays: 5, expiryWarningDays: 30 } },
  { sku: 'PH-ORS-21', supplier: 'supplier@godown.in', reorder: { leadTimeDays: 5, orderUpTo: 1200 } },
  { sku: 'DY-BUT-500', supplier: 'supplier@godown.in', reorder: { leadTimeDays: 2, expiryWarningDays: 10 } },
  { sku: 'DY-GHEE-1', supplier: 'supplier@godown.in', reorder: { leadTimeDays: 4, reorderQuantity: 120 } },
  { sku: 'GR-TOOR-1', supplier: 'farhan@qureshitraders.in', reorder: { leadTimeDays: 7 } },
  { sku: 'GR-MOONG-1', supplier: 'farhan@qureshitraders.in', reorder: { leadTimeDays: 7 } },
  {
    sku: 'SP-GARAM-100',
    supplier: 'farhan@qureshitraders.in',
    reorder: { leadTimeDays: 10, reorderPoint: 150 },
  },
];

/**
 * Loads the demo's purchasing once (nothing when a purchase order exists): reorder settings and
 * preferred suppliers, then purchase orders by the staff member, confirmed and shipped by the
 * suppliers, received with batches. Returns the purchase orders created.
 */
export async function loadDemoPurchasing(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(purchaseOrders);
  if ((existing?.n ?? 0) > 0) return 0;
  const people = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(inArray(users.email, ['staff@godown.in', 'supplier@godown.in', 'farhan@qureshitraders.in']));
  const person = (email: string): Viewer => {
    const found = people.find((p) => p.email === email);
    if (!found) throw new Error(`The demo account ${email} is missing: load the demo accounts first`);
    return { id: found.id, role: found.role as Role };
  };
  const buyer = person('staff@godown.in');
  const catalogue = await db
    .select({ id: products.id, sku: products.sku, price: products.price })
    .from(products)
    .where(
      inArray(
        products.sku,
        SUPPLIED.map((s) => s.sku),
      ),
    );
  const product = (sku: string) => {
    const found = catalogue.find((p) => p.sku === sku);
    if (!found) throw new Error(`The demo product ${sku} is missing: load the demo stock first`);
    return found;
  };
  const [bhiwandi] = await db
    .select({ id: inventories.id })
    .from(inventories)
    .where(eq(inventories.name, 'Bhiwandi Central Godown'));
  const [whitefield] = await db
    .select({ id: inventories.id })
    .from(inventories)
    .where(eq(inventories.name, 'Whitefield Fulfilment Centre'));
  if (!bhiwandi || !whitefield) throw new Error('The demo warehouses are missing: load the demo stock first');

  for (const item of SUPPLIED) {
    await updateProduct(
      db,
      product(item.sku).id,
      { supplierId: person(item.supplier).id, ...item.reorder },
      buyer.id,
    );
  }

  const line = (sku: string, quantity: number, discount = 0.8) => ({
    product: product(sku).id,
    quantity,
    unitPrice: Math.round(product(sku).price * discount * 100) / 100,
  });
  const supplier = person('supplier@godown.in');
  let created = 0;
  const order = async (
    destinationInventoryId: string,
    lines: ReturnType<typeof line>[],
    status: 'draft' | 'sent',
    expectedIn: number,
  ) => {
    created++;
    return createPurchaseOrder(
      db,
      {
        supplierId: supplier.id,
        destinationInventoryId,
        status,
        expectedDate: indiaDateFromToday(expectedIn),
        lines,
      },
      buyer,
    );
  };

  // Received in two batches: one expiring next week, one far off (first-expiry-first-out shows).
  const paracetamol = await order(whitefield.id, [line('PH-PARA-500', 600)], 'sent', -12);
  await confirmPurchaseOrder(
    db,
    paracetamol.id,
    { confirmedDate: indiaDateFromToday(-14), note: 'Two lots on hand' },
    supplier,
  );
  await shipPurchaseOrder(db, paracetamol.id, { eta: indiaDateFromToday(-11) }, supplier);
  await receivePurchaseOrder(
    db,
    paracetamol.id,
    {
      lines: [
        {
          product: product('PH-PARA-500').id,
          quantity: 200,
          batch: { code: 'PCM-2411A', mfgDate: indiaDateFromToday(-720), expiryDate: indiaDateFromToday(6) },
        },
        {
          product: product('PH-PARA-500').id,
          quantity: 400,
          batch: { code: 'PCM-2611B', mfgDate: indiaDateFromToday(-20), expiryDate: indiaDateFromToday(700) },
        },
      ],
    },
    buyer,
  );

  // Butter in the cold room, one small lot already past its date (a stockExpired alert per batch);
  // half the ghee still to come, so the order stays partially received.
  const butter = await order(bhiwandi.id, [line('DY-BUT-500', 60), line('DY-GHEE-1', 40)], 'sent', -3);
  await receivePurchaseOrder(
    db,
    butter.id,
    {
      lines: [
        {
          product: product('DY-BUT-500').id,
          quantity: 12,
          batch: { code: 'AMB-0901', mfgDate: indiaDateFromToday(-182), expiryDate: indiaDateFromToday(-2) },
        },
        {
          product: product('DY-BUT-500').id,
          quantity: 48,
          batch: { code: 'AMB-1104', mfgDate: indiaDateFromToday(-21), expiryDate: indiaDateFromToday(160) },
        },
        {
          product: product('DY-GHEE-1').id,
          quantity: 20,
          batch: { code: 'AMG-1022', mfgDate: indiaDateFromToday(-34), expiryDate: indiaDateFromToday(330) },
        },
      ],
    },
    buyer,
  );

  // Still with the supplier: sent, awaiting confirmation.
  await order(bhiwandi.id, [line('PH-ORS-21', 500), line('DY-GHEE-1', 60)], 'sent', 6);
  // Confirmed and shipped: the consignment is on the road.
  const onRoad = await order(whitefield.id, [line('PH-PARA-500', 300)], 'sent', 3);
  await confirmPurchaseOrder(
    db,
    onRoad.id,
    { confirmedDate: indiaDateFromToday(1), note: 'Dispatching by road' },
    supplier,
  );
  await shipPurchaseOrder(db, onRoad.id, { eta: indiaDateFromToday(3) }, supplier);
  // Confirmed with a smaller quantity than ordered: the buyer has to answer.
  const short = await order(bhiwandi.id, [line('DY-BUT-500', 100)], 'sent', 4);
  await confirmPurchaseOrder(
    db,
    short.id,
    {
      confirmedDate: indiaDateFromToday(2),
      note: 'Only 80 until the next churn',
      lines: [{ product: product('DY-BUT-500').id, quantity: 80 }],
    },
    supplier,
  );
  // A draft the buyer has not sent yet.
  await order(bhiwandi.id, [line('DY-GHEE-1', 24)], 'draft', 10);
  // Cancelled: the supplier could not deliver.
  const cancelled = await order(whitefield.id, [line('PH-ORS-21', 200)], 'sent', -20);
  await updatePurchaseOrder(db, cancelled.id, { status: 'cancelled', notes: 'Supplier out of stock' }, buyer);
  return created;
}
