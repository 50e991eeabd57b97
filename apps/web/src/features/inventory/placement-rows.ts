import { roundMoney, type TPlacementCreate, type TProduct } from '@godown/shared';
import { numberOrZero, type NumberField } from '../../lib/form-numbers';

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
export const PRODUCT_UNAVAILABLE = 'Unable to load product details';

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

/** The Add Product form as typed. */
export interface AddProductValues {
  productId: string | null;
  quantity: NumberField;
}

/** The body of POST /inventory/{id}/products; an unparsable quantity reads as 0 (and fails min 1). */
export function toPlacementBody(values: AddProductValues): TPlacementCreate {
  return { productId: values.productId ?? '', quantity: numberOrZero(values.quantity) };
}
