import { formatNumber, formatRupees, type PriceListItemKind, type TScheme } from '@godown/shared';
import { formatCalendarDate } from '../../components/date-time-text';
import { m } from '../../paraglide/messages.js';

// What the price list and scheme screens say of a price, a scheme's terms and a date range, in words.

/** Rupees in a sentence: whole rupees without paise ("₹5,000"), else to the paisa ("₹12.50"). */
export function rupeesText(amount: number): string {
  return Number.isInteger(amount) ? `₹${formatNumber(amount, 0)}` : formatRupees(amount);
}

/** A percentage to two decimals at most: "10%", "2.5%". */
export function percentText(percent: number): string {
  return `${formatNumber(percent, 2)}%`;
}

/** An item's price or discount: "₹120.00", or "10% off". */
export function itemValueText(kind: PriceListItemKind, value: number): string {
  return kind === 'price' ? formatRupees(value) : m.pricing_percent_off({ percent: percentText(value) });
}

/** A product a scheme names, or "a deleted product" once it is gone. */
const productName = (product: TScheme['product']) => product?.name ?? m.pricing_deleted_product();

/** The terms a scheme reads: the units, products, value and percentage it names. */
export type SchemeTerms = Pick<
  TScheme,
  'kind' | 'product' | 'buyQuantity' | 'freeProduct' | 'freeQuantity' | 'minOrderValue' | 'discountPercent'
>;

/**
 * A scheme's terms in words: "Buy 10 get 1 free of Parle-G" (the same product free), "Buy 10 of
 * Parle-G, get 1 of Hide & Seek free" (another), "5% off orders of ₹5,000 or more".
 */
export function schemeTermsText(scheme: SchemeTerms): string {
  if (scheme.kind === 'orderDiscount') {
    return m.pricing_terms_order_discount({
      percent: percentText(scheme.discountPercent ?? 0),
      min: rupeesText(scheme.minOrderValue ?? 0),
    });
  }
  const buy = formatNumber(scheme.buyQuantity ?? 0, 0);
  const free = formatNumber(scheme.freeQuantity ?? 0, 0);
  const isSameProduct = !scheme.freeProduct || scheme.freeProduct.id === scheme.product?.id;
  if (isSameProduct) return m.pricing_terms_free_same({ buy, free, product: productName(scheme.product) });
  return m.pricing_terms_free_other({
    buy,
    free,
    product: productName(scheme.product),
    freeProduct: productName(scheme.freeProduct),
  });
}

/** A date range's words: "Always", "From 1 Jan 2026", "Until 31 Mar 2026", "1 Jan 2026 – 31 Mar 2026". */
export function validityText(validFrom: string | null, validTo: string | null): string {
  if (validFrom && validTo) {
    return m.pricing_dates_between({ from: formatCalendarDate(validFrom), to: formatCalendarDate(validTo) });
  }
  if (validFrom) return m.pricing_dates_from({ from: formatCalendarDate(validFrom) });
  if (validTo) return m.pricing_dates_until({ to: formatCalendarDate(validTo) });
  return m.pricing_dates_always();
}
