import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  indiaDateFromToday,
  message,
  priceOrder,
  type FreeScheme,
  type OrderDiscountScheme,
  type PricedProduct,
  type TQuote,
  type zQuoteRequestSchema,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { customers, priceListItems, priceLists, products, schemes } from '../../db/schema.js';
import { badRequest, fieldProblem, notFound } from '../../errors.js';
import { runningOn } from './schemes.service.js';

// A quote (docs/domain.md#price-lists-and-schemes): what lines cost a customer on a day, each with
// the price and the scheme that applied and why. The order form asks it as lines are typed; a
// sales order is priced by the same function.

type QuoteRequest = z.output<typeof zQuoteRequestSchema>;

/** What prices an order: its products, the customer's list (active ones only) and the day's schemes. */
export async function pricingInputs(
  db: Db | Tx,
  customerId: string | null,
  productIds: string[],
  date: string,
) {
  const ids = [...new Set(productIds.map((id) => id.toLowerCase()))];
  // One after the other: inside a transaction (a sales order priced as it is saved) the statements
  // share one connection, which takes one statement at a time.
  const found = await db
    .select({ id: products.id, price: products.price, mrp: products.mrp, name: products.productName })
    .from(products)
    .where(inArray(products.id, ids));
  const customer = customerId
    ? await db
        .select({ id: customers.id, listId: priceLists.id, listName: priceLists.name })
        .from(customers)
        .leftJoin(priceLists, and(eq(priceLists.id, customers.priceListId), eq(priceLists.active, true)))
        .where(eq(customers.id, customerId))
    : [];
  const running = await db.select().from(schemes).where(runningOn(date));
  if (customerId && customer.length === 0) throw notFound('notFound.customer');
  const list = customer[0]?.listId ? { id: customer[0].listId, name: customer[0].listName! } : null;
  const items = list
    ? await db
        .select()
        .from(priceListItems)
        .where(and(eq(priceListItems.priceListId, list.id), inArray(priceListItems.productId, ids)))
    : [];
  // The products the running schemes give free of the ordered ones, named in the schemes' reasons.
  const gifts = running.flatMap((s) =>
    s.freeProductId && s.productId && ids.includes(s.productId) && !ids.includes(s.freeProductId)
      ? [s.freeProductId]
      : [],
  );
  const given = gifts.length
    ? await db
        .select({ id: products.id, price: products.price, mrp: products.mrp, name: products.productName })
        .from(products)
        .where(inArray(products.id, gifts))
    : [];
  const productMap = new Map<string, PricedProduct>([...found, ...given].map((p) => [p.id, p]));
  const freeSchemes: FreeScheme[] = running.flatMap((s) =>
    s.kind === 'freeQuantity' && s.productId && s.freeProductId && s.buyQuantity && s.freeQuantity
      ? [
          {
            id: s.id,
            name: s.name,
            productId: s.productId,
            buyQuantity: s.buyQuantity,
            freeProductId: s.freeProductId,
            freeQuantity: s.freeQuantity,
          },
        ]
      : [],
  );
  const orderDiscounts: OrderDiscountScheme[] = running.flatMap((s) =>
    s.kind === 'orderDiscount' && s.minOrderValue !== null && s.discountPercent !== null
      ? [{ id: s.id, name: s.name, minOrderValue: s.minOrderValue, discountPercent: s.discountPercent }]
      : [],
  );
  return {
    products: productMap,
    priceList: list
      ? {
          name: list.name,
          items: items.map((i) => ({
            productId: i.productId,
            kind: i.kind,
            value: i.value,
            validFrom: i.validFrom,
            validTo: i.validTo,
          })),
        }
      : null,
    freeSchemes,
    orderDiscounts,
  };
}

/** Prices the lines for the customer (or none: the products' own prices) on the day (today in India). */
export async function quote(db: Db, request: QuoteRequest): Promise<TQuote> {
  const date = request.date ?? indiaDateFromToday();
  const inputs = await pricingInputs(
    db,
    request.customerId ?? null,
    request.lines.map((l) => l.product),
    date,
  );
  const unknown = request.lines.findIndex((l) => !inputs.products.has(l.product.toLowerCase()));
  if (unknown >= 0) {
    throw badRequest(message('pricing.unknownProduct'), [
      fieldProblem(['lines', unknown, 'product'], 'pricing.unknownProduct'),
    ]);
  }
  return priceOrder({
    date,
    lines: request.lines.map((l) => ({ productId: l.product.toLowerCase(), quantity: l.quantity })),
    ...inputs,
  });
}
