import { formatPercent, formatRupees, percentOf, roundMoney } from '@godown/shared';
import { m } from '../../paraglide/messages.js';

/** What a price leaves under the MRP: the rupees between them and their share of the MRP. */
export interface MrpMargin {
  amount: number;
  /** Of the MRP, to 1 decimal. */
  percent: number;
}

/**
 * The margin a product's price leaves under its MRP (docs/domain.md#products), or null without an
 * MRP above 0 or with a price above it (which the server refuses).
 */
export function mrpMargin(price: number, mrp: number | null): MrpMargin | null {
  if (mrp === null || mrp <= 0 || price > mrp) return null;
  const amount = roundMoney(mrp - price);
  return { amount, percent: percentOf(amount, mrp) };
}

/** The margin in words: "₹10.00 below MRP (8.3%)", "At the MRP", or null when there is none. */
export function mrpMarginText(price: number, mrp: number | null): string | null {
  const margin = mrpMargin(price, mrp);
  if (!margin) return null;
  if (margin.amount === 0) return m.products_at_mrp();
  return m.products_below_mrp({
    amount: formatRupees(margin.amount),
    percent: formatPercent(margin.percent),
  });
}
