import { and, asc, desc, eq, inArray, isNull, lte, gte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { message, type TScheme, type zSchemeCreateSchema, type zSchemeUpdateSchema } from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { products, schemes } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, fieldProblem, notFound } from '../../errors.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';

// Schemes (docs/domain.md#price-lists-and-schemes): buy N get M free, and a percentage off an order
// from a value. Their terms are fixed once made (an order priced under them stays explainable): a
// change of terms is a new scheme, and the old one is switched off or given an end date.

type SchemeCreate = z.output<typeof zSchemeCreateSchema>;
type SchemeUpdate = z.output<typeof zSchemeUpdateSchema>;

const buyProduct = alias(products, 'buy_product');
const freeProduct = alias(products, 'free_product');

function selectSchemes(db: Db | Tx) {
  return db
    .select({
      scheme: schemes,
      productName: buyProduct.productName,
      freeProductName: freeProduct.productName,
    })
    .from(schemes)
    .leftJoin(buyProduct, eq(buyProduct.id, schemes.productId))
    .leftJoin(freeProduct, eq(freeProduct.id, schemes.freeProductId));
}
type SchemeRow = Awaited<ReturnType<ReturnType<typeof selectSchemes>['execute']>>[number];

const refOf = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

function schemeAnswer({ scheme: s, productName, freeProductName }: SchemeRow): TScheme {
  return {
    id: s.id,
    name: s.name,
    kind: s.kind,
    active: s.active,
    validFrom: s.validFrom,
    validTo: s.validTo,
    product: refOf(s.productId, productName),
    buyQuantity: s.buyQuantity,
    freeProduct: refOf(s.freeProductId, freeProductName),
    freeQuantity: s.freeQuantity,
    minOrderValue: s.minOrderValue,
    discountPercent: s.discountPercent,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

/** Every scheme, the running ones first, newest first within each. */
export async function listSchemes(db: Db): Promise<{ schemes: TScheme[] }> {
  const rows = await selectSchemes(db).orderBy(
    desc(schemes.active),
    desc(schemes.createdAt),
    asc(schemes.id),
  );
  return { schemes: rows.map(schemeAnswer) };
}

export async function getScheme(db: Db | Tx, id: string): Promise<TScheme> {
  const [row] = await selectSchemes(db).where(eq(schemes.id, id));
  if (!row) throw notFound('notFound.scheme');
  return schemeAnswer(row);
}

/** The schemes running on a day (India): active, the day within their dates. */
export function runningOn(date: string) {
  return and(
    eq(schemes.active, true),
    or(isNull(schemes.validFrom), lte(schemes.validFrom, date)),
    or(isNull(schemes.validTo), gte(schemes.validTo, date)),
  );
}

export async function createScheme(db: Db, input: SchemeCreate, userId: string): Promise<TScheme> {
  const id = await inTransaction(db, async (tx) => {
    const common = {
      name: input.name,
      kind: input.kind,
      active: input.active ?? true,
      validFrom: input.validFrom ?? null,
      validTo: input.validTo ?? null,
      createdBy: userId,
    };
    if (input.kind === 'freeQuantity') {
      const freeId = (input.freeProduct ?? input.product).toLowerCase();
      const ids = [...new Set([input.product.toLowerCase(), freeId])];
      const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids));
      const known = new Set(found.map((p) => p.id));
      for (const [field, productId] of [
        ['product', input.product.toLowerCase()],
        ['freeProduct', freeId],
      ] as const) {
        if (!known.has(productId)) {
          throw badRequest(message('pricing.unknownProduct'), [
            fieldProblem([field], 'pricing.unknownProduct'),
          ]);
        }
      }
      const [row] = await tx
        .insert(schemes)
        .values({
          ...common,
          productId: input.product.toLowerCase(),
          buyQuantity: input.buyQuantity,
          freeProductId: freeId,
          freeQuantity: input.freeQuantity,
        })
        .returning({ id: schemes.id });
      return row!.id;
    }
    const [row] = await tx
      .insert(schemes)
      .values({ ...common, minOrderValue: input.minOrderValue, discountPercent: input.discountPercent })
      .returning({ id: schemes.id });
    return row!.id;
  });
  return getScheme(db, id);
}

/** Renames a scheme, moves its dates, or switches it on or off (its terms stay). */
export async function updateScheme(db: Db, id: string, input: SchemeUpdate): Promise<TScheme> {
  await inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(schemes).where(eq(schemes.id, id)).for('update');
    if (!current) throw notFound('notFound.scheme');
    const validFrom = input.validFrom !== undefined ? input.validFrom : current.validFrom;
    const validTo = input.validTo !== undefined ? input.validTo : current.validTo;
    if (validFrom && validTo && validTo < validFrom) {
      throw badRequest(message('pricing.datesOrdered'), [fieldProblem(['validTo'], 'pricing.datesOrdered')]);
    }
    await tx
      .update(schemes)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.active !== undefined && { active: input.active }),
        validFrom,
        validTo,
        updatedAt: sql`now()`,
      })
      .where(eq(schemes.id, id));
  });
  return getScheme(db, id);
}

export async function deleteScheme(db: Db, id: string, actor: AuditActor): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [row] = await tx.delete(schemes).where(eq(schemes.id, id)).returning();
    if (!row) throw notFound('notFound.scheme');
    await recordAudit(tx, actor, 'scheme.deleted', { type: 'scheme', id: row.id, name: row.name });
  });
}
