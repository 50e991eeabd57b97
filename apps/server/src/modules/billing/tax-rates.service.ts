import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  GST_START_DATE,
  indiaDateFromToday,
  type TProductTax,
  type TTaxRate,
  type zTaxRateByHsnSchema,
  type zTaxRateInputSchema,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { productTaxRates, products } from '../../db/schema.js';
import { inTransaction, queryRows } from '../../db/transaction.js';
import { conflict, notFound } from '../../errors.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';

// Products' GST rates, dated (docs/domain.md#gst-rates): a rate holds from its day until the
// product's next one. A rate whose day has come is history an invoice may have used: it is never
// deleted, and a rate from a day that has not come yet may be replaced or withdrawn.

type TaxRateInput = z.output<typeof zTaxRateInputSchema>;
type TaxRateByHsn = z.output<typeof zTaxRateByHsnSchema>;

/** A product's rates, the latest first, each saying whether it is the one in force `today`. */
function ratesAnswer(
  rows: { effectiveFrom: string; gstRate: number; cessRate: number }[],
  today: string,
): TTaxRate[] {
  const current = rows.find((r) => r.effectiveFrom <= today);
  return rows.map((r) => ({
    effectiveFrom: r.effectiveFrom,
    gstRate: Number(r.gstRate),
    cessRate: Number(r.cessRate),
    inForce: r === current,
  }));
}

export async function getProductTax(db: Db | Tx, productId: string): Promise<TProductTax> {
  const [product] = await db
    .select({ id: products.id, hsnCode: products.hsnCode, uqc: products.uqc })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound('notFound.product');
  const rows = await db
    .select({
      effectiveFrom: productTaxRates.effectiveFrom,
      gstRate: productTaxRates.gstRate,
      cessRate: productTaxRates.cessRate,
    })
    .from(productTaxRates)
    .where(eq(productTaxRates.productId, productId))
    .orderBy(desc(productTaxRates.effectiveFrom));
  const rates = ratesAnswer(rows, indiaDateFromToday());
  return {
    productId: product.id,
    hsnCode: product.hsnCode,
    uqc: product.uqc,
    current: rates.find((r) => r.inForce) ?? null,
    rates,
  };
}

/** The first rate of a product made with one: in force from the day GST began. */
export async function insertFirstRate(
  tx: Tx,
  productId: string,
  gstRate: number,
  cessRate: number | undefined,
  userId: string | null,
): Promise<void> {
  await tx.insert(productTaxRates).values({
    productId,
    effectiveFrom: GST_START_DATE,
    gstRate,
    cessRate: cessRate ?? 0,
    createdBy: userId,
  });
}

/**
 * Sets a product's rate from a day on. A rate from a day that has come is 409 when it differs
 * (history stays as it was used); the same day again in the future replaces the scheduled one.
 */
export async function setProductRate(
  db: Db,
  productId: string,
  input: TaxRateInput,
  userId: string,
): Promise<TProductTax> {
  return inTransaction(db, async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!product) throw notFound('notFound.product');
    const today = indiaDateFromToday();
    const [existing] = await tx
      .select()
      .from(productTaxRates)
      .where(
        and(eq(productTaxRates.productId, productId), eq(productTaxRates.effectiveFrom, input.effectiveFrom)),
      );
    const cessRate = input.cessRate ?? 0;
    if (existing && existing.effectiveFrom <= today) {
      if (Number(existing.gstRate) !== input.gstRate || Number(existing.cessRate) !== cessRate) {
        throw conflict('taxRate.inForce', { date: existing.effectiveFrom });
      }
      return getProductTax(tx, productId);
    }
    await tx
      .insert(productTaxRates)
      .values({
        productId,
        effectiveFrom: input.effectiveFrom,
        gstRate: input.gstRate,
        cessRate,
        createdBy: userId,
      })
      .onConflictDoUpdate({
        target: [productTaxRates.productId, productTaxRates.effectiveFrom],
        set: { gstRate: input.gstRate, cessRate, createdBy: userId, createdAt: new Date() },
      });
    return getProductTax(tx, productId);
  });
}

/** Withdraws a rate scheduled for a day that has not come (409 for one in force or past). */
export async function deleteProductRate(db: Db, productId: string, date: string): Promise<TProductTax> {
  return inTransaction(db, async (tx) => {
    if (date <= indiaDateFromToday()) throw conflict('taxRate.inForce', { date });
    const deleted = await tx
      .delete(productTaxRates)
      .where(and(eq(productTaxRates.productId, productId), eq(productTaxRates.effectiveFrom, date)))
      .returning({ productId: productTaxRates.productId });
    if (deleted.length === 0) {
      const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
      if (!product) throw notFound('notFound.product');
      throw notFound('taxRate.notFound', { date });
    }
    return getProductTax(tx, productId);
  });
}

/**
 * A rate from a day on for every product whose HSN code starts with the digits given (admins; in
 * the audit log), in one statement. Rates already in force on that day stay as they are: their
 * products are left out and counted as kept.
 */
export async function setRateByHsn(
  db: Db,
  input: TaxRateByHsn,
  actor: AuditActor,
): Promise<{ products: number }> {
  const cessRate = input.cessRate ?? 0;
  const today = indiaDateFromToday();
  return inTransaction(db, async (tx) => {
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM products WHERE hsn_code LIKE ${`${input.hsnPrefix}%`}`,
    );
    if (n === 0) throw notFound('taxRate.noProductsOfHsn', { prefix: input.hsnPrefix });
    // A rate whose day has come stays as it was used: the conflict's update skips it.
    const written = await queryRows<{ product_id: string }>(
      tx,
      sql`INSERT INTO product_tax_rates (product_id, effective_from, gst_rate, cess_rate, created_by)
          SELECT id, ${input.effectiveFrom}::date, ${input.gstRate}, ${cessRate}, ${actor.id}::uuid
          FROM products WHERE hsn_code LIKE ${`${input.hsnPrefix}%`}
          ON CONFLICT (product_id, effective_from) DO UPDATE
            SET gst_rate = EXCLUDED.gst_rate, cess_rate = EXCLUDED.cess_rate,
                created_by = EXCLUDED.created_by, created_at = now()
            WHERE product_tax_rates.effective_from > ${today}::date
          RETURNING product_id`,
    );
    await recordAudit(
      tx,
      actor,
      'taxRate.byHsn',
      { type: 'hsn', id: input.hsnPrefix, name: input.hsnPrefix },
      {
        effectiveFrom: input.effectiveFrom,
        gstRate: input.gstRate,
        cessRate,
        products: written.length,
      },
    );
    return { products: written.length };
  });
}
