import { z } from 'zod';
import { zMessageParamsSchema } from './api.js';
import type { TKeyedMessage } from './messages/index.js';
import { message } from './messages/rule.js';
import type { PriceListItemKind } from './pricing.js';

// The arithmetic of a price (docs/domain.md#price-lists-and-schemes), in whole paise: a line's rate
// from the customer's price list (else the product's price), its free units from the schemes, and a
// percentage off the order shared over its lines to the paisa. One function, run by the server for
// a quote and an order, and by the order form as it is typed.

/** Rupees as whole paise. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
/** Whole paise as rupees. */
export const toRupees = (paise: number): number => paise / 100;

/** A percentage of an amount of paise, to the paisa (half a paisa up). */
const percentOf = (paise: number, percent: number) =>
  Math.round((paise * Math.round(percent * 100)) / 10_000);

export interface PricedProduct {
  id: string;
  /** Its name, for a scheme's reason that names the product given free. */
  name?: string;
  /** Rupees: the product's own price, and its MRP (null: none printed). */
  price: number;
  mrp: number | null;
}

export interface ListItem {
  productId: string;
  kind: PriceListItemKind;
  value: number;
  validFrom: string | null;
  validTo: string | null;
}

export interface FreeScheme {
  id: string;
  name: string;
  productId: string;
  buyQuantity: number;
  freeProductId: string;
  freeQuantity: number;
}

export interface OrderDiscountScheme {
  id: string;
  name: string;
  minOrderValue: number;
  discountPercent: number;
}

export interface PricingInput {
  /** The day in India (YYYY-MM-DD) the list's ranges are read on. */
  date: string;
  lines: { productId: string; quantity: number }[];
  products: ReadonlyMap<string, PricedProduct>;
  priceList: { name: string; items: readonly ListItem[] } | null;
  /** The schemes running on the day (active, within their dates). */
  freeSchemes: readonly FreeScheme[];
  orderDiscounts: readonly OrderDiscountScheme[];
}

const zWhy = z.object({ reason: z.string(), params: zMessageParamsSchema.optional() });

export const zQuoteLineSchema = z.object({
  product: z.string(),
  quantity: z.number(),
  /** Rupees a unit, after the price list. */
  rate: z.number(),
  /** The product's own price, and the percentage the list takes off it (0 when none). */
  listPrice: z.number(),
  discountPercent: z.number(),
  /** Units given free on this line (a scheme on the same product). */
  freeQuantity: z.number(),
  /** rate × quantity, and this line's share of the order's discount. */
  amount: z.number(),
  orderDiscount: z.number(),
  /** Which price applied and why: a message by key. */
  priceBasis: zWhy,
  /** The scheme that gave free units, and why. */
  scheme: zWhy.nullable(),
  /** The rate is above the product's MRP: an order refuses it. */
  overMrp: z.boolean(),
});
export type TQuoteLine = z.infer<typeof zQuoteLineSchema>;

export const zQuoteSchema = z.object({
  lines: z.array(zQuoteLineSchema),
  /** Free units of other products the schemes earned. */
  freeLines: z.array(z.object({ product: z.string(), quantity: z.number(), scheme: zWhy })),
  subtotal: z.number(),
  orderDiscount: z.object({ percent: z.number(), amount: z.number(), scheme: zWhy }).nullable(),
  total: z.number(),
});
export type TQuote = z.infer<typeof zQuoteSchema>;

/** The list's item for a product on a day: the one whose range holds the day, the latest start first. */
function listItemOn(items: readonly ListItem[], productId: string, date: string): ListItem | undefined {
  return items
    .filter(
      (item) =>
        item.productId === productId &&
        (!item.validFrom || item.validFrom <= date) &&
        (!item.validTo || date <= item.validTo),
    )
    .sort((a, b) => (b.validFrom ?? '').localeCompare(a.validFrom ?? ''))[0];
}

/** The most generous scheme for a product: the most free units for the units bought. */
function bestFreeScheme(schemes: readonly FreeScheme[], productId: string, quantity: number) {
  return schemes
    .filter((s) => s.productId === productId && quantity >= s.buyQuantity)
    .map((s) => ({ scheme: s, earned: Math.floor(quantity / s.buyQuantity) * s.freeQuantity }))
    .sort((a, b) => b.earned - a.earned || a.scheme.name.localeCompare(b.scheme.name))[0];
}

/**
 * Shares `total` paise over amounts in proportion, each share whole paise, the remainders going to
 * the largest fractions first, so the shares add up to the total exactly.
 */
export function shareByAmount(total: number, amounts: readonly number[]): number[] {
  const sum = amounts.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return amounts.map(() => 0);
  const exact = amounts.map((a) => (total * a) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => ({ i, fraction: e - Math.floor(e) }))
    .sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

const why = (said: TKeyedMessage) =>
  said.params ? { reason: said.reason, params: said.params } : { reason: said.reason };

/** Prices an order's lines for a customer on a day (docs/domain.md#price-lists-and-schemes). */
export function priceOrder(input: PricingInput): TQuote {
  const free = new Map<string, { quantity: number; scheme: TQuoteLine['priceBasis'] }>();
  const lines = input.lines.map((line) => {
    const product = input.products.get(line.productId);
    const price = toPaise(product?.price ?? 0);
    const item = input.priceList ? listItemOn(input.priceList.items, line.productId, input.date) : undefined;
    let rate = price;
    let discountPercent = 0;
    let basis: TKeyedMessage = message('pricing.basisProductPrice', { price: toRupees(price) });
    if (item && input.priceList) {
      if (item.kind === 'price') {
        rate = toPaise(item.value);
        basis = message('pricing.basisListPrice', { list: input.priceList.name, price: toRupees(rate) });
      } else {
        discountPercent = item.value;
        rate = price - percentOf(price, item.value);
        basis = message('pricing.basisListDiscount', {
          list: input.priceList.name,
          percent: item.value,
          price: toRupees(price),
        });
      }
    }
    const best = bestFreeScheme(input.freeSchemes, line.productId, line.quantity);
    let freeQuantity = 0;
    let scheme: TQuoteLine['scheme'] = null;
    if (best && best.earned > 0) {
      const terms = {
        scheme: best.scheme.name,
        buy: best.scheme.buyQuantity,
        free: best.scheme.freeQuantity,
        quantity: line.quantity,
        earned: best.earned,
      };
      scheme = why(
        best.scheme.freeProductId === line.productId
          ? message('pricing.schemeFree', terms)
          : message('pricing.schemeFreeOther', {
              ...terms,
              freeProduct: input.products.get(best.scheme.freeProductId)?.name ?? '',
            }),
      );
      if (best.scheme.freeProductId === line.productId) freeQuantity = best.earned;
      else {
        const kept = free.get(best.scheme.freeProductId);
        free.set(best.scheme.freeProductId, { quantity: (kept?.quantity ?? 0) + best.earned, scheme });
      }
    }
    const mrp = product?.mrp === null || product?.mrp === undefined ? null : toPaise(product.mrp);
    return {
      productId: line.productId,
      quantity: line.quantity,
      rate,
      listPrice: price,
      discountPercent,
      freeQuantity,
      amount: rate * line.quantity,
      basis: why(basis),
      scheme,
      overMrp: mrp !== null && rate > mrp,
    };
  });
  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  const discount = input.orderDiscounts
    .filter((d) => subtotal >= toPaise(d.minOrderValue))
    .sort((a, b) => b.discountPercent - a.discountPercent || a.name.localeCompare(b.name))[0];
  const discountAmount = discount ? percentOf(subtotal, discount.discountPercent) : 0;
  const shares = shareByAmount(
    discountAmount,
    lines.map((l) => l.amount),
  );
  return {
    lines: lines.map((l, i) => ({
      product: l.productId,
      quantity: l.quantity,
      rate: toRupees(l.rate),
      listPrice: toRupees(l.listPrice),
      discountPercent: l.discountPercent,
      freeQuantity: l.freeQuantity,
      amount: toRupees(l.amount),
      orderDiscount: toRupees(shares[i]!),
      priceBasis: l.basis,
      scheme: l.scheme,
      overMrp: l.overMrp,
    })),
    freeLines: [...free].map(([product, f]) => ({ product, quantity: f.quantity, scheme: f.scheme })),
    subtotal: toRupees(subtotal),
    orderDiscount: discount
      ? {
          percent: discount.discountPercent,
          amount: toRupees(discountAmount),
          scheme: why(
            message('pricing.schemeOrderDiscount', {
              scheme: discount.name,
              percent: discount.discountPercent,
              min: discount.minOrderValue,
            }),
          ),
        }
      : null,
    total: toRupees(subtotal - discountAmount),
  };
}
