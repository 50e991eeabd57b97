import {
  LABEL_LAYOUT_NAMES,
  LABEL_LAYOUTS,
  type LabelLayoutName,
  type TProductLabels,
  type TShelfLabels,
} from '@godown/shared';

// The Labels screen's choices and the bodies it sends: the pure part, unit-tested.

/** What product labels are printed for. */
export type ProductLabelSource = 'products' | 'inventory' | 'purchaseOrder';

/** The layouts as a Select lists them. */
export const LAYOUT_OPTIONS = LABEL_LAYOUT_NAMES.map((name) => ({
  value: name,
  label: LABEL_LAYOUTS[name].title,
}));

/** The screen's starting choices from its URL: `?products=a,b`, `?inventory=…`, `?purchaseOrder=…`, `?storageUnits=…`. */
export function initialChoices(params: URLSearchParams): {
  source: ProductLabelSource;
  productIds: string[];
  inventoryId: string | null;
  purchaseOrderId: string | null;
  storageUnitIds: string[];
  tab: 'products' | 'shelves';
} {
  const list = (key: string) => (params.get(key) ?? '').split(',').filter(Boolean);
  const inventoryId = params.get('inventory');
  const purchaseOrderId = params.get('purchaseOrder');
  const storageUnitIds = list('storageUnits');
  return {
    source: purchaseOrderId
      ? 'purchaseOrder'
      : inventoryId && !storageUnitIds.length
        ? 'inventory'
        : 'products',
    productIds: list('products'),
    inventoryId,
    purchaseOrderId,
    storageUnitIds,
    tab: storageUnitIds.length ? 'shelves' : 'products',
  };
}

/** The body of POST /labels/products for the choices; null until something to print is chosen. */
export function productLabelsBody(choice: {
  source: ProductLabelSource;
  productIds: string[];
  inventoryId: string | null;
  purchaseOrderId: string | null;
  layout: LabelLayoutName;
  copies: number;
  showPrice: boolean;
}): TProductLabels | null {
  const common = { layout: choice.layout, copies: choice.copies, showPrice: choice.showPrice };
  if (choice.source === 'products')
    return choice.productIds.length ? { productIds: choice.productIds, ...common } : null;
  if (choice.source === 'inventory')
    return choice.inventoryId ? { inventoryId: choice.inventoryId, ...common } : null;
  return choice.purchaseOrderId ? { purchaseOrderId: choice.purchaseOrderId, ...common } : null;
}

/** The body of POST /labels/shelves: the chosen storage units, else the inventory's own label. */
export function shelfLabelsBody(choice: {
  inventoryId: string | null;
  storageUnitIds: string[];
  layout: LabelLayoutName;
  copies: number;
}): TShelfLabels | null {
  const common = { layout: choice.layout, copies: choice.copies };
  if (choice.storageUnitIds.length) return { storageUnitIds: choice.storageUnitIds, ...common };
  return choice.inventoryId ? { inventoryIds: [choice.inventoryId], ...common } : null;
}
