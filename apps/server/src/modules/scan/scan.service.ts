import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  gtin14,
  isValidGtin,
  parseGs1,
  readOwnCode,
  type Gs1Data,
  type TScanAnswer,
  type TScanMatch,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/transaction.js';
import { batches, inventories, products, storageUnits, transports } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { visibleTransports, type TransportViewer } from '../transports/transports-read.service.js';

// What a scanned code names (docs/domain.md#barcodes): Godown's own codes, a GS1 element string
// (a manufacturer's carton: GTIN, batch, expiry), a GTIN, or text: a SKU, a transport's package id,
// a storage unit's location ID, a batch code.

// Only the columns an answer shows: a product row has some thirty, and a scan reads up to four kinds.
const productColumns = {
  id: products.id,
  productName: products.productName,
  sku: products.sku,
  gtin: products.gtin,
  price: products.price,
  hasBatches: products.hasBatches,
};
const batchColumns = {
  id: batches.id,
  code: batches.code,
  mfgDate: batches.mfgDate,
  expiryDate: batches.expiryDate,
};

// The rows are exactly what an answer shows of a product and a batch.
type ProductRow = NonNullable<TScanMatch['product']>;
type BatchRow = NonNullable<TScanMatch['batch']>;
type TransportRow = NonNullable<TScanMatch['transport']>;
interface StorageUnitRow {
  id: string;
  locationId: string;
  name: string;
  inventoryId: string;
  inventoryName: string;
}

const emptyMatch = { product: null, batch: null, inventory: null, storageUnit: null, transport: null };

function productMatch(p: ProductRow): TScanMatch {
  return { ...emptyMatch, kind: 'product', id: p.id, label: p.productName, product: p };
}

function batchMatch(p: ProductRow, b: BatchRow): TScanMatch {
  return {
    ...emptyMatch,
    kind: 'batch',
    id: b.id,
    label: `${p.productName}, batch ${b.code}`,
    product: p,
    batch: b,
  };
}

function storageUnitMatch(unit: StorageUnitRow): TScanMatch {
  return {
    ...emptyMatch,
    kind: 'storageUnit',
    id: unit.id,
    label: `${unit.name} (${unit.locationId}), ${unit.inventoryName}`,
    inventory: { id: unit.inventoryId, name: unit.inventoryName },
    storageUnit: { id: unit.id, locationId: unit.locationId, name: unit.name },
  };
}

function transportMatch(transport: TransportRow): TScanMatch {
  return {
    ...emptyMatch,
    kind: 'transport',
    id: transport.id,
    label: `Transport ${transport.packageId}`,
    transport,
  };
}

async function productsWhere(db: Db, where: SQL | undefined, limit = 5): Promise<ProductRow[]> {
  return db.select(productColumns).from(products).where(where).limit(limit);
}

async function batchesWhere(db: Db, where: SQL | undefined, limit = 10): Promise<TScanMatch[]> {
  const rows = await db
    .select({ batch: batchColumns, product: productColumns })
    .from(batches)
    .innerJoin(products, eq(products.id, batches.productId))
    .where(where)
    .orderBy(batches.expiryDate, batches.id)
    .limit(limit);
  return rows.map((r) => batchMatch(r.product, r.batch));
}

async function storageUnitsWhere(db: Db, where: SQL | undefined, limit = 10): Promise<TScanMatch[]> {
  const rows = await db
    .select({
      id: storageUnits.id,
      locationId: storageUnits.locationId,
      name: storageUnits.name,
      inventoryId: storageUnits.inventoryId,
      inventoryName: inventories.name,
    })
    .from(storageUnits)
    .innerJoin(inventories, eq(inventories.id, storageUnits.inventoryId))
    .where(where)
    .limit(limit);
  return rows.map(storageUnitMatch);
}

async function inventoriesWhere(db: Db, where: SQL | undefined): Promise<TScanMatch[]> {
  const rows = await db
    .select({ id: inventories.id, name: inventories.name })
    .from(inventories)
    .where(where)
    .limit(1);
  return rows.map((i) => ({
    ...emptyMatch,
    kind: 'inventory' as const,
    id: i.id,
    label: i.name,
    inventory: i,
  }));
}

const byGtin = (gtin: string) => sql`lpad(${products.gtin}, 14, '0') = ${gtin14(gtin)}`;

/** A manufacturer's carton: its product by GTIN, and its batch when Godown knows the code. */
async function gs1Matches(db: Db, data: Gs1Data): Promise<TScanMatch[]> {
  if (!data.gtin) return [];
  const [product] = await productsWhere(db, byGtin(data.gtin), 1);
  if (!product) return [];
  if (data.batch) {
    const [batch] = await db
      .select(batchColumns)
      .from(batches)
      .where(and(eq(batches.productId, product.id), eq(batches.code, data.batch)));
    if (batch) return [batchMatch(product, batch)];
  }
  return [productMatch(product)];
}

/** Every match of a scanned code, best first; 404 when nothing matches. */
export async function scanCode(db: Db, rawCode: string, viewer: TransportViewer): Promise<TScanAnswer> {
  const code = rawCode.trim();
  const answer = (format: TScanAnswer['format'], matches: TScanMatch[], gs1: Gs1Data | null = null) => {
    if (matches.length === 0) throw notFound('scan.nothingMatches', { code });
    return {
      code,
      format,
      gs1: gs1
        ? {
            gtin: gs1.gtin ?? null,
            batch: gs1.batch ?? null,
            expiryDate: gs1.expiryDate ?? null,
            mfgDate: gs1.mfgDate ?? null,
            serial: gs1.serial ?? null,
          }
        : null,
      matches,
    };
  };

  const own = readOwnCode(code);
  if (own) {
    switch (own.kind) {
      case 'product':
        return answer('godown', (await productsWhere(db, eq(products.id, own.id), 1)).map(productMatch));
      case 'batch':
        return answer('godown', await batchesWhere(db, eq(batches.id, own.id), 1));
      case 'inventory':
        return answer('godown', await inventoriesWhere(db, eq(inventories.id, own.id)));
      case 'storageUnit':
        return answer('godown', await storageUnitsWhere(db, eq(storageUnits.id, own.id), 1));
    }
  }

  const gs1 = parseGs1(code);
  if (gs1?.gtin) return answer('gs1', await gs1Matches(db, gs1), gs1);

  // A code typed with the spaces printed under the bars ("8 901063 010901") is its digits.
  const digits = /^\d[\d ]*\d$/.test(code) ? code.replace(/ /g, '') : code;
  if (isValidGtin(digits)) {
    const found = await productsWhere(db, byGtin(digits), 1);
    // A number that is also a SKU still finds its product below.
    if (found.length) return answer('gtin', found.map(productMatch));
  }

  return answer('text', await textMatches(db, code, viewer));
}

interface TextMatchRow {
  product: ProductRow | null;
  transport: TransportRow | null;
  units: StorageUnitRow[];
  batches: { batch: BatchRow; product: ProductRow }[];
}

const productJson = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'productName', ${alias}.product_name, 'sku', ${alias}.sku,
    'gtin', ${alias}.gtin, 'price', ${alias}.price, 'hasBatches', ${alias}.has_batches)`);

/**
 * Text: each kind's exact code, the product first (a scanner gun's usual target). One statement for
 * the four kinds: a scan is one round trip, not four (each its own query to build and send).
 */
async function textMatches(db: Db, code: string, viewer: TransportViewer): Promise<TScanMatch[]> {
  const visible = visibleTransports(viewer);
  const [row] = await queryRows<TextMatchRow>(
    db,
    sql`
    SELECT
      (SELECT ${productJson('p')} FROM products p WHERE p.sku = ${code} LIMIT 1) AS product,
      (SELECT json_build_object('id', ${transports.id}, 'packageId', ${transports.packageId}, 'status', ${transports.status})
       FROM ${transports} WHERE ${transports.packageId} = ${code} ${visible ? sql`AND ${visible}` : sql``}
       LIMIT 1) AS transport,
      (SELECT coalesce(json_agg(u), '[]') FROM (
         SELECT s.id, s.location_id AS "locationId", s.name, s.inventory_id AS "inventoryId", i.name AS "inventoryName"
         FROM storage_units s JOIN inventories i ON i.id = s.inventory_id
         WHERE s.location_id = ${code} LIMIT 10) u) AS units,
      (SELECT coalesce(json_agg(json_build_object(
                'batch', json_build_object('id', b.id, 'code', b.code, 'mfgDate', b.mfg_date, 'expiryDate', b.expiry_date),
                'product', ${productJson('p')}) ORDER BY b.expiry_date, b.id), '[]')
       FROM (SELECT * FROM batches WHERE code = ${code} ORDER BY expiry_date, id LIMIT 10) b
       JOIN products p ON p.id = b.product_id) AS batches`,
  );
  if (!row) return [];
  const asJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  const product = asJson(row.product);
  const transport = asJson(row.transport);
  return [
    ...(product ? [productMatch(product)] : []),
    ...(transport ? [transportMatch(transport)] : []),
    ...asJson(row.units).map(storageUnitMatch),
    ...asJson(row.batches).map((b) => batchMatch(b.product, b.batch)),
  ];
}
