import {
  INVENTORY_MESSAGES,
  roundMoney,
  zPlacementCreateSchema,
  type TPlacementCreate,
  type TProduct,
} from '@godown/shared';
import { schemaErrors } from '../../lib/form-errors';
import { numberOrZero, type NumberField } from '../../lib/form-numbers';
import { localizeText } from '../../lib/localize';
import { m } from '../../paraglide/messages.js';

/** What the inventory's products table shows for one placement. */
export interface PlacementRow {
  /** The product id, or null when the product could not be loaded. */
  productId: string | null;
  name: string;
  category: string | null;
  quantity: number;
  unitPrice: number;
  totalValue: number;
}

/**
 * Row text when a placement's product could not be loaded, with zero prices
 * (docs/domain.md#screens-and-fixed-texts, Inventory detail).
 */
export const PRODUCT_UNAVAILABLE = m.inventory_product_unavailable();

/** A table row for a placement; a missing product shows the fallback text with zero prices. */
export function placementRow(placement: {
  product: TProduct | null | undefined;
  quantity: number;
}): PlacementRow {
  const { product, quantity } = placement;
  if (!product) {
    return {
      productId: null,
      name: PRODUCT_UNAVAILABLE,
      category: null,
      quantity,
      unitPrice: 0,
      totalValue: 0,
    };
  }
  return {
    productId: product._id,
    name: product.productName,
    category: product.productCategory,
    quantity,
    unitPrice: product.price,
    totalValue: roundMoney(product.price * quantity),
  };
}

/** The Add Product form as typed; the batch fields are optional, dates YYYY-MM-DD or null. */
export interface AddProductValues {
  productId: string | null;
  quantity: NumberField;
  batchCode: string;
  mfgDate: string | null;
  expiryDate: string | null;
}

/** The message of batch dates given without the batch they belong to. */
export const BATCH_CODE_FOR_DATES = m.inventory_batch_code_for_dates();

/**
 * The body of POST /inventory/{id}/products; an unparsable quantity reads as 0 (and fails min 1).
 * The units carry a batch when a code is given (trimmed), with the dates that are given.
 */
export function toPlacementBody(values: AddProductValues): TPlacementCreate {
  const body: TPlacementCreate = {
    productId: values.productId ?? '',
    quantity: numberOrZero(values.quantity),
  };
  const code = values.batchCode.trim();
  if (code !== '') {
    body.batch = { code };
    if (values.mfgDate) body.batch.mfgDate = values.mfgDate;
    if (values.expiryDate) body.batch.expiryDate = values.expiryDate;
  }
  return body;
}

/** Maps a body path to the Add Product field that shows it (`batch.code` is the Batch code input). */
function placementFieldOf(path: string): string {
  if (path === 'batch.code') return 'batchCode';
  if (path.startsWith('batch.')) return path.slice('batch.'.length);
  return path;
}

/**
 * Field errors of the Add Product form by the shared placement rules (a product, at least 1 unit, a
 * batch's expiry not before its manufacture), and dates given without a batch code.
 */
export function addProductFormErrors(values: AddProductValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(
    schemaErrors(zPlacementCreateSchema, toPlacementBody(values)),
  )) {
    errors[placementFieldOf(path)] ??= message;
  }
  if (!values.productId) errors.productId = localizeText(INVENTORY_MESSAGES.productRequired);
  if (values.batchCode.trim() === '' && (values.mfgDate || values.expiryDate)) {
    errors.batchCode = BATCH_CODE_FOR_DATES;
  }
  return errors;
}
