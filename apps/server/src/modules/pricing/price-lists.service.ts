import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  message,
  type TPriceList,
  type TPriceListSummary,
  type zPriceListCreateSchema,
  type zPriceListUpdateSchema,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { customers, priceListItems, priceLists, products } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, fieldProblem, notFound, uniqueViolation } from '../../errors.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';

// Price lists (docs/domain.md#price-lists-and-schemes): admins and staff keep them; a list's items
// are written whole (a PUT with items replaces them), so a list is never half-changed.

type PriceListCreate = z.output<typeof zPriceListCreateSchema>;
type PriceListUpdate = z.output<typeof zPriceListUpdateSchema>;
type ListRow = typeof priceLists.$inferSelect;

// Written out: drizzle names a lone table's column without its table, which the subquery would read as its own.
const itemCount = sql<number>`(SELECT count(*)::int FROM price_list_items i WHERE i.price_list_id = price_lists.id)`;
const customerCount = sql<number>`(SELECT count(*)::int FROM customers c WHERE c.price_list_id = price_lists.id)`;

function summaryOf(row: ListRow, items: number, users: number): TPriceListSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    active: row.active,
    itemCount: Number(items),
    customerCount: Number(users),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every price list, by name, with how many products it prices and customers use it. */
export async function listPriceLists(db: Db): Promise<{ priceLists: TPriceListSummary[] }> {
  const rows = await db
    .select({ list: priceLists, itemCount, customerCount })
    .from(priceLists)
    .orderBy(asc(sql`lower(${priceLists.name})`), asc(priceLists.id));
  return { priceLists: rows.map((r) => summaryOf(r.list, r.itemCount, r.customerCount)) };
}

/** One price list with its items, by product name (404 when there is none). */
export async function getPriceList(db: Db | Tx, id: string): Promise<TPriceList> {
  const [row] = await db
    .select({ list: priceLists, itemCount, customerCount })
    .from(priceLists)
    .where(eq(priceLists.id, id));
  if (!row) throw notFound('notFound.priceList');
  const items = await db
    .select({
      item: priceListItems,
      productName: products.productName,
      sku: products.sku,
      price: products.price,
      mrp: products.mrp,
    })
    .from(priceListItems)
    .innerJoin(products, eq(products.id, priceListItems.productId))
    .where(eq(priceListItems.priceListId, id))
    .orderBy(asc(products.productName), asc(priceListItems.validFrom), asc(priceListItems.id));
  return {
    ...summaryOf(row.list, row.itemCount, row.customerCount),
    items: items.map(({ item, productName, sku, price, mrp }) => ({
      product: { id: item.productId, productName, sku, price, mrp },
      kind: item.kind,
      value: item.value,
      validFrom: item.validFrom,
      validTo: item.validTo,
    })),
  };
}

/** Writes a list's items anew; a product that is none is a 400 naming the item. */
async function writeItems(
  tx: Tx,
  listId: string,
  items: NonNullable<PriceListCreate['items']>,
): Promise<void> {
  await tx.delete(priceListItems).where(eq(priceListItems.priceListId, listId));
  if (items.length === 0) return;
  const ids = [...new Set(items.map((i) => i.product.toLowerCase()))];
  const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  const known = new Set(found.map((p) => p.id));
  const unknown = items.findIndex((i) => !known.has(i.product.toLowerCase()));
  if (unknown >= 0) {
    throw badRequest(message('pricing.unknownProduct'), [
      fieldProblem(['items', unknown, 'product'], 'pricing.unknownProduct'),
    ]);
  }
  for (let start = 0; start < items.length; start += 500) {
    await tx.insert(priceListItems).values(
      items.slice(start, start + 500).map((i) => ({
        priceListId: listId,
        productId: i.product.toLowerCase(),
        kind: i.kind,
        value: i.value,
        validFrom: i.validFrom ?? null,
        validTo: i.validTo ?? null,
      })),
    );
  }
}

/** A list's name another list has is a 409. */
function listWriteError(error: unknown, name: string | undefined): never {
  if (uniqueViolation(error) === 'price_lists_name_unique') {
    throw conflict('pricing.listNameTaken', { name: name ?? '' });
  }
  throw error;
}

export async function createPriceList(db: Db, input: PriceListCreate, userId: string): Promise<TPriceList> {
  try {
    const id = await inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(priceLists)
        .values({
          name: input.name,
          description: input.description || null,
          active: input.active ?? true,
          createdBy: userId,
        })
        .returning({ id: priceLists.id });
      await writeItems(tx, row!.id, input.items ?? []);
      return row!.id;
    });
    return await getPriceList(db, id);
  } catch (error) {
    listWriteError(error, input.name);
  }
}

export async function updatePriceList(db: Db, id: string, input: PriceListUpdate): Promise<TPriceList> {
  try {
    await inTransaction(db, async (tx) => {
      const [current] = await tx
        .select({ id: priceLists.id })
        .from(priceLists)
        .where(eq(priceLists.id, id))
        .for('update');
      if (!current) throw notFound('notFound.priceList');
      const values: Partial<typeof priceLists.$inferInsert> = {};
      if (input.name !== undefined) values.name = input.name;
      if (input.description !== undefined) values.description = input.description || null;
      if (input.active !== undefined) values.active = input.active;
      await tx
        .update(priceLists)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(priceLists.id, id));
      if (input.items !== undefined) await writeItems(tx, id, input.items);
    });
    return await getPriceList(db, id);
  } catch (error) {
    listWriteError(error, input.name);
  }
}

/** Deletes a list no customer uses (409 naming how many do), recorded in the audit log. */
export async function deletePriceList(db: Db, id: string, actor: AuditActor): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(priceLists).where(eq(priceLists.id, id)).for('update');
    if (!row) throw notFound('notFound.priceList');
    const [users] = await tx.select({ n: count() }).from(customers).where(eq(customers.priceListId, id));
    if ((users?.n ?? 0) > 0) throw conflict('pricing.listInUse', { name: row.name, count: users!.n });
    await tx.delete(priceLists).where(eq(priceLists.id, id));
    await recordAudit(tx, actor, 'priceList.deleted', { type: 'priceList', id: row.id, name: row.name });
  });
}
