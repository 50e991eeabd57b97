import {
  PRICING_MESSAGES,
  toPaise,
  toRupees,
  zPriceListCreateSchema,
  zPriceListUpdateSchema,
  type PriceListItemKind,
  type TPriceList,
  type TPriceListCreate,
  type TPriceListItem,
  type TPriceListItemInput,
  type TPriceListUpdate,
} from '@godown/shared';
import { schemaErrors } from '../../lib/form-errors';
import { isBlank, numberOrZero, type NumberField } from '../../lib/form-numbers';
import { localizeText } from '../../lib/localize';
import { m } from '../../paraglide/messages.js';

// The price list forms' rules (docs/domain.md#price-lists-and-schemes): a list's name, description
// and active flag; an item's price or discount for a date range, the rate it makes and whether that
// is above the MRP; and the whole items array every change of an item sends.

/** The name, description and active flag of a list as typed. */
export interface PriceListFormValues {
  name: string;
  description: string;
  active: boolean;
}

export const EMPTY_PRICE_LIST_VALUES: PriceListFormValues = { name: '', description: '', active: true };

/** The form filled in with a list, to edit. */
export function valuesFromPriceList(list: Pick<TPriceList, 'name' | 'description' | 'active'>) {
  return { name: list.name, description: list.description ?? '', active: list.active };
}

/** The body of `POST /price-lists`: the trimmed name, the description when given, active. */
export function toPriceListCreateBody(values: PriceListFormValues): TPriceListCreate {
  const body: TPriceListCreate = { name: values.name.trim(), active: values.active };
  const description = values.description.trim();
  if (description) body.description = description;
  return body;
}

/** The body of `PUT /price-lists/{id}` for its name, description (emptied: null) and active flag. */
export function toPriceListUpdateBody(values: PriceListFormValues): TPriceListUpdate {
  return { ...toPriceListCreateBody(values), description: values.description.trim() || null };
}

/** Field errors of the list form: the shared rules on the body it would send. */
export function priceListFormErrors(values: PriceListFormValues): Record<string, string> {
  const errors = schemaErrors(zPriceListCreateSchema, toPriceListCreateBody(values));
  if (values.name.trim() === '') errors.name = localizeText(PRICING_MESSAGES.nameRequired);
  return errors;
}

/** One item as typed: a product, a price in rupees or a percentage off, and its dates. */
export interface ItemFormValues {
  product: string | null;
  kind: PriceListItemKind;
  /** Rupees for a price; a percentage for a discount. */
  value: NumberField;
  /** YYYY-MM-DD, or null for an open end. */
  validFrom: string | null;
  validTo: string | null;
}

export const EMPTY_ITEM_VALUES: ItemFormValues = {
  product: null,
  kind: 'price',
  value: '',
  validFrom: null,
  validTo: null,
};

/** An item as the list answers it, as the body sends it back. */
export function itemInputOf(item: TPriceListItem): TPriceListItemInput {
  return {
    product: item.product.id,
    kind: item.kind,
    value: item.value,
    validFrom: item.validFrom,
    validTo: item.validTo,
  };
}

/** The form filled in with an item, to change. */
export function itemValuesOf(item: TPriceListItem): ItemFormValues {
  return {
    product: item.product.id,
    kind: item.kind,
    value: item.value,
    validFrom: item.validFrom,
    validTo: item.validTo,
  };
}

/** An item row as the body takes it: an empty value reads as 0 (which the rules refuse), open ends null. */
export function toItemBody(values: ItemFormValues): TPriceListItemInput {
  return {
    product: values.product ?? '',
    kind: values.kind,
    value: numberOrZero(values.value),
    validFrom: values.validFrom || null,
    validTo: values.validTo || null,
  };
}

/**
 * The whole items array a change sends (a PUT replaces them all): the list's items but the one
 * changed or removed (`replacing`, its index), and the typed item last, so a clash of dates is found
 * on it (the rules name the later of two overlapping items).
 */
export function itemsWith(
  items: readonly TPriceListItem[],
  replacing: number | null,
  typed: ItemFormValues | null,
): TPriceListItemInput[] {
  const kept = items.filter((_, index) => index !== replacing).map(itemInputOf);
  return typed ? [...kept, toItemBody(typed)] : kept;
}

/**
 * Field errors of the item form: the shared rules on the whole items array it would send, those of
 * the typed item (the last) on its fields; a product and a value are required.
 */
export function itemFormErrors(
  items: readonly TPriceListItem[],
  replacing: number | null,
  values: ItemFormValues,
): Record<string, string> {
  const body = itemsWith(items, replacing, values);
  const prefix = `items.${body.length - 1}.`;
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(schemaErrors(zPriceListUpdateSchema, { items: body }))) {
    if (path.startsWith(prefix)) errors[path.slice(prefix.length)] ??= message;
  }
  if (!values.product) errors.product = m.pricing_choose_product();
  if (isBlank(values.value)) {
    errors.value = values.kind === 'price' ? m.pricing_enter_price() : m.pricing_enter_percent();
  }
  return errors;
}

/** The rupees a unit costs on the list: its price, or the product's price less the percentage (to the paisa). */
export function itemRate(productPrice: number, kind: PriceListItemKind, value: number): number {
  if (kind === 'price') return value;
  const paise = toPaise(productPrice);
  return toRupees(paise - Math.round((paise * Math.round(value * 100)) / 10_000));
}

/** Whether a rate is above the product's MRP (an order refuses it; the list only warns). */
export function isOverMrp(rate: number, mrp: number | null): boolean {
  return mrp !== null && toPaise(rate) > toPaise(mrp);
}
