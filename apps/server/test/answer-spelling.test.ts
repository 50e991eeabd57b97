import crypto from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import fastJson from 'fast-json-stringify';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { zAlertSchema, zInventorySummarySchema, zPlacementSchema, zProductSchema } from '@godown/shared';
import {
  alerts,
  batches,
  deliveryProofs,
  inventories,
  inventoryProducts,
  products,
  storageUnits,
  transportBatches,
  transportLines,
  transports,
  users,
} from '../src/db/schema.js';
import { serializerSchemaOf } from '../src/plugins/serializer.js';
import { alertAnswer, alertJson, alertSource } from '../src/modules/alerts/alert-answer.js';
import {
  inventorySummaryAnswer,
  inventorySummarySource,
  placementAnswer,
  placementSource,
} from '../src/modules/inventories/inventory-answers.js';
import { productJson, type ProductJsonSource } from '../src/modules/products/product-json.js';
import { toProduct } from '../src/modules/products/product-rules.js';
import { finishTransportJson } from '../src/modules/transports/transport-json.js';
import {
  linesOf,
  selectTransportJson,
  selectTransports,
  toTransport,
} from '../src/modules/transports/transport-read-model.js';
import { useTestContext } from './support/test-app.js';
import { unique } from './support/users.js';

// One spelling per answer (db/answer-fields.ts): each entity's answer is one list of fields, from
// which come both the object Node builds from a row and the JSON text PostgreSQL writes for the
// lists. Here the same rows, with every kind of value (nulls, decimals, the largest numbers a
// column holds, unicode and control characters, dates, microseconds), are read both ways and the
// texts compared. PostgreSQL writes `"key" : value` with spaces and some numbers with an exponent
// (5e-05 for 0.00005): the same JSON, so its text is compared after JSON.parse and JSON.stringify,
// which keep the keys' order, strings, nulls and timestamps as they are.
const ctx = useTestContext();
const db = () => ctx.database.db;

/** PostgreSQL's JSON text as JavaScript writes the same value. */
const respelled = (text: string) => JSON.stringify(JSON.parse(text));

/** Each answer's two texts, by id: Node's (JSON.stringify of the object) and PostgreSQL's. */
function expectSameTexts(node: Map<string, unknown>, postgres: Map<string, string>) {
  expect([...postgres.keys()].sort()).toEqual([...node.keys()].sort());
  for (const [id, answer] of node) expect(respelled(postgres.get(id)!), id).toBe(JSON.stringify(answer));
}

/** The single-object routes write their answer by its schema (plugins/serializer.ts): the same text. */
function expectSerializedAlike(schema: z.ZodType, answers: Iterable<unknown>) {
  const stringify = fastJson(serializerSchemaOf(schema) as unknown as Parameters<typeof fastJson>[0]);
  for (const answer of answers) expect(stringify(answer)).toBe(JSON.stringify(answer));
}

const TRICKY = `"Basmati" \\ back\\slash / tab\t newline\n bell\u0007 ünïcode हिन्दी 😀 'quote'`;
const MICROSECONDS = sql`'2026-03-04 05:06:07.123456+00'::timestamptz`;

async function person(name: string) {
  const [row] = await db()
    .insert(users)
    .values({ name, email: `spell${unique()}@example.in`, passwordHash: 'not a hash', role: 'staff' })
    .returning({ id: users.id });
  return row!.id;
}

async function someProducts(supplierId: string) {
  const rows = await db()
    .insert(products)
    .values([
      { productName: 'ऐ', price: 0, quantity: 0 },
      {
        productName: TRICKY,
        sku: `SKU-${unique()}`,
        batchId: 'B/1',
        productCategory: 'Grains & Pulses',
        hsnCode: '10063020',
        gtin: String(crypto.randomInt(1e12, 1e13 - 1)),
        price: 999_999_999_999.99,
        quantity: 2_147_483_647,
        placedQuantity: 5,
        inTransitQuantity: 7,
        weight: 0.001,
        length: 10.5,
        width: 20,
        height: 0.25,
        description: '',
        thresholdLimit: 10,
        shelfLifeDays: 365,
        mfgDate: '2026-01-31',
        expiryDate: '2027-02-28',
        supplierId,
        supplierLongitude: 73.0483,
        supplierLatitude: 19.2813,
        expiryWarningDays: 0,
        reorderPoint: 0,
        reorderQuantity: 1,
        leadTimeDays: 14,
        hasBatches: true,
        createdAt: new Date('1999-12-31T23:59:59.999Z'),
        updatedAt: MICROSECONDS,
      },
      // One measure and one coordinate: no dimensions, no location.
      {
        productName: 'Half',
        price: 1889.31,
        quantity: 3,
        thresholdLimit: 3,
        length: 5,
        supplierLongitude: 1,
      },
      {
        productName: 'Tiny',
        price: 0.07,
        quantity: 4,
        weight: 99_999_999_999.999,
        length: 0.01,
        width: 0.01,
        height: 0.01,
        supplierLongitude: -179.9999999,
        supplierLatitude: -0.0000001,
        orderUpTo: 1_000_000,
      },
    ])
    .returning({ id: products.id });
  return rows.map((r) => r.id);
}

describe('one spelling per answer: Node and PostgreSQL write the same text', () => {
  it('products: toProduct and productJson, from the table and from a subquery of it', async () => {
    const ids = await someProducts(await person('Supplier हिन्दी'));
    const rows = await db().select().from(products).where(inArray(products.id, ids));
    const node = new Map(rows.map((row) => [row.id, toProduct(row)]));
    const fromTable = await db()
      .select({ id: products.id, json: productJson(products) })
      .from(products)
      .where(inArray(products.id, ids));
    expectSameTexts(node, new Map(fromTable.map((r) => [r.id, r.json])));

    // The search's pages write the JSON from a subquery's columns (product-search.ts).
    const page = db().select().from(products).where(inArray(products.id, ids)).as('page');
    const fromSubquery = await db()
      .select({ id: page.id, json: productJson(page as unknown as ProductJsonSource) })
      .from(page);
    expectSameTexts(node, new Map(fromSubquery.map((r) => [r.id, r.json])));

    expect(node.get(ids[0]!)).toMatchObject({
      dimensions: null,
      supplierLocation: null,
      restockRecommended: true,
    });
    expect(node.get(ids[2]!)).toMatchObject({
      dimensions: null,
      supplierLocation: null,
      restockRecommended: true,
    });
    expect(node.get(ids[1]!)).toMatchObject({
      productName: TRICKY,
      price: 999_999_999_999.99,
      dimensions: { length: 10.5, width: 20, height: 0.25 },
      createdAt: '1999-12-31T23:59:59.999Z',
      updatedAt: expect.stringMatching(/^2026-03-04T05:06:07\.12\dZ$/),
    });
    expectSerializedAlike(zProductSchema, node.values());
  });

  it('alerts: toAlert and alertJson, a system alert with parameters and a person’s', async () => {
    const author = await person(`Ravi ${TRICKY}`.slice(0, 100));
    const made = await db()
      .insert(alerts)
      .values([
        {
          type: 'lowStock',
          messageKey: 'alert.lowStock',
          messageParams: {
            product: TRICKY,
            quantity: 3,
            threshold: 10.5,
            big: 12_345_678_901_234,
            tiny: 0.00005,
          },
          message: 'Low stock',
          affectedItem: TRICKY.slice(0, 300),
          targetId: crypto.randomUUID(),
          priority: 'high',
          isSystem: true,
        },
        {
          type: 'defaultAlert',
          message: 'Dock 3 flooded',
          description: 'multi\nline',
          priority: 'critical',
          resolved: true,
          resolvedAt: MICROSECONDS,
          triggeredBy: author,
          timestamp: new Date('2001-02-03T04:05:06.007Z'),
        },
      ])
      .returning({ id: alerts.id });
    const ids = made.map((r) => r.id);
    const rows = await db()
      .select(alertSource)
      .from(alerts)
      .leftJoin(users, eq(users.id, alerts.triggeredBy))
      .where(inArray(alerts.id, ids));
    const node = new Map(rows.map((row) => [row.alert.id, alertAnswer.toAnswer(row)]));
    const texts = await db()
      .select({ id: alerts.id, json: alertJson })
      .from(alerts)
      .leftJoin(users, eq(users.id, alerts.triggeredBy))
      .where(inArray(alerts.id, ids));
    expectSameTexts(node, new Map(texts.map((r) => [r.id, r.json])));
    expect(node.get(ids[0]!)).toMatchObject({ triggeredBy: null, resolvedAt: null, description: null });
    expect(node.get(ids[1]!)).toMatchObject({
      triggeredBy: { _id: author, id: author },
      messageParams: null,
    });
    expectSerializedAlike(zAlertSchema, node.values());
  });

  it('inventories: the summary and a placement', async () => {
    const [productId] = await someProducts(await person('Supplier'));
    const made = await db()
      .insert(inventories)
      .values([
        { name: 'Bare', longitude: 0, latitude: 0 },
        {
          name: TRICKY,
          location: 'Bhiwandi, महाराष्ट्र',
          description: 'Cold\nroom',
          totalCapacity: 99_999_999_999.999,
          totalVolume: 0.001,
          capacityOccupied: 1234.567,
          volumeOccupied: 0.000368,
          longitude: 73.0483,
          latitude: -19.2813,
          createdAt: new Date('1999-12-31T23:59:59.999Z'),
          updatedAt: MICROSECONDS,
        },
        { name: 'Small', totalVolume: 12.5, volumeOccupied: 3.123456789012, longitude: 1e-7, latitude: 90 },
        // Half a cubic centimetre: 0.000001 m³ to 6 decimals, as PostgreSQL's round() has it.
        { name: 'Half cc', totalVolume: 1, volumeOccupied: 0.0000005, longitude: 1, latitude: 1 },
      ])
      .returning({ id: inventories.id });
    const ids = made.map((r) => r.id);
    await db()
      .insert(inventoryProducts)
      .values({ inventoryId: ids[1]!, productId: productId!, quantity: 2_000_000_000 });
    await db()
      .insert(storageUnits)
      .values({
        inventoryId: ids[1]!,
        locationId: `R-${unique()}`,
        name: 'Rack',
        length: 1,
        width: 1,
        height: 1,
        maxWeight: 10,
        maxVolume: 1,
      });

    const rows = await db()
      .select(inventorySummarySource)
      .from(inventories)
      .where(inArray(inventories.id, ids));
    const node = new Map(rows.map((row) => [row.inventory.id, inventorySummaryAnswer.toAnswer(row)]));
    const texts = await db()
      .select({ id: inventories.id, json: inventorySummaryAnswer.jsonText(inventorySummarySource) })
      .from(inventories)
      .where(inArray(inventories.id, ids));
    expectSameTexts(node, new Map(texts.map((r) => [r.id, r.json])));
    expect(node.get(ids[1]!)).toMatchObject({ productCount: 1, storageCount: 1, volumeOccupied: 0.000368 });
    expect(node.get(ids[3]!)).toMatchObject({ volumeOccupied: 0.000001 });
    expectSerializedAlike(zInventorySummarySchema, node.values());

    const placed = db()
      .select({ ...placementSource, key: inventoryProducts.inventoryId })
      .from(inventoryProducts)
      .innerJoin(products, eq(products.id, inventoryProducts.productId))
      .where(eq(inventoryProducts.inventoryId, ids[1]!));
    const [placement] = await placed;
    const [text] = await db()
      .select({ json: placementAnswer.jsonText(placementSource) })
      .from(inventoryProducts)
      .innerJoin(products, eq(products.id, inventoryProducts.productId))
      .where(eq(inventoryProducts.inventoryId, ids[1]!));
    const answer = placementAnswer.toAnswer(placement!);
    expect(respelled(text!.json)).toBe(JSON.stringify(answer));
    expect(answer).toMatchObject({ product: { id: productId }, quantity: 2_000_000_000 });
    expectSerializedAlike(zPlacementSchema, [answer]);
  });

  it('transports: toTransport and the lists’ text, lines, batches, people, places and route figures', async () => {
    const [first, second] = await someProducts(await person('Supplier'));
    const driver = await person(`Driver ${TRICKY}`.slice(0, 100));
    const creator = await person('Creator');
    const [from, to] = await db()
      .insert(inventories)
      .values([
        { name: `From ${TRICKY}`, location: 'Mumbai', longitude: 72.8777, latitude: 19.076 },
        { name: 'To', longitude: 73.8567, latitude: 18.5204 },
      ])
      .returning({ id: inventories.id });
    const now = new Date('2026-06-01T10:00:00.000Z');
    const made = await db()
      .insert(transports)
      .values([
        { packageId: `SPELL-${unique()}-bare` },
        {
          packageId: `SPELL-${unique()}-full`,
          status: 'in_transit',
          transportationCost: 2500.5,
          totalWeight: 1_234_567_890_123.456,
          totalVolume: 0.000368,
          totalValue: 9_999_999_999_999.99,
          startLongitude: 72.8777,
          startLatitude: 19.076,
          currentLongitude: 73.3,
          currentLatitude: 18.8,
          currentLocationAt: MICROSECONDS,
          destinationLongitude: 73.8567,
          destinationLatitude: 18.5204,
          sourceInventoryId: from!.id,
          destinationInventoryId: to!.id,
          assignedTo: driver,
          createdBy: creator,
          isOrder: true,
          // Ten minutes for 120 km: a warning on both paths.
          eta: new Date(now.getTime() + 10 * 60_000),
          createdAt: new Date('1999-12-31T23:59:59.999Z'),
        },
        {
          packageId: `SPELL-${unique()}-off`,
          status: 'cancelled',
          transportMode: 'ship',
          startLongitude: -0.0000001,
          startLatitude: 51.5,
          assignedTo: driver,
          // Half a cubic centimetre short of 0.000125 m³: rounded half up on its decimal digits.
          totalVolume: 0.0001245,
          eta: new Date('2031-01-15T00:00:00.000Z'),
        },
        {
          packageId: `SPELL-${unique()}-done`,
          status: 'delivered',
          startLongitude: 72.8777,
          startLatitude: 19.076,
          destinationLongitude: 73.8567,
          destinationLatitude: 18.5204,
          createdBy: creator,
        },
      ])
      .returning({ id: transports.id });
    const ids = made.map((r) => r.id);
    const full = ids[1]!;
    await db()
      .insert(transportLines)
      .values([
        { transportId: full, productId: first!, quantity: 7 },
        { transportId: full, productId: second!, quantity: 1_000_000 },
      ]);
    const [batch] = await db()
      .insert(batches)
      .values([{ productId: second!, code: `B-${unique()}`, expiryDate: '2031-03-31' }])
      .returning({ id: batches.id });
    await db()
      .insert(transportBatches)
      .values({ transportId: full, batchId: batch!.id, productId: second!, quantity: 7 });
    await db()
      .insert(deliveryProofs)
      .values({
        transportId: ids[3]!,
        receiverName: 'Store keeper',
        photo: Buffer.from([0xff, 0xd8, 0xff]),
        photoType: 'image/jpeg',
        photoSize: 3,
        photoSha256: '0'.repeat(64),
      });

    const rows = await selectTransports(db()).where(inArray(transports.id, ids));
    const lines = await linesOf(db(), ids);
    const listed = await selectTransportJson(db()).where(inArray(transports.id, ids));
    // Both on one clock: the ETA warning's hours are of its moment.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    try {
      const node = new Map(
        rows.map((row) => [row.transport.id, toTransport(row, lines.get(row.transport.id)!)]),
      );
      const texts = new Map(
        listed.map((row) => [JSON.parse(row.json).id as string, finishTransportJson(row, now)]),
      );
      expectSameTexts(node, texts);
      expect(node.get(full)).toMatchObject({
        hasProof: false,
        etaWarning: expect.any(String),
        sourceInventory: { id: from!.id, location: 'Mumbai' },
        destinationInventory: { id: to!.id, location: null },
        assignedDriver: { id: driver },
        // By product name: the quoted one first.
        products: [
          { product: second, quantity: 1_000_000, batches: [{ quantity: 7 }] },
          { product: first, quantity: 7, batches: [] },
        ],
      });
      expect(node.get(ids[0]!)).toMatchObject({
        products: [],
        assignedDriver: null,
        createdBy: null,
        eta: null,
      });
      expect(node.get(ids[2]!)).toMatchObject({ totalVolume: 0.000125, etaWarning: null, distanceKm: null });
      expect(node.get(ids[3]!)).toMatchObject({ hasProof: true, progress: 1 });
    } finally {
      vi.useRealTimers();
    }
  });
});
