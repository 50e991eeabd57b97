import { useQuery, type QueryKey } from '@tanstack/react-query';
import {
  type TCustomer,
  type TCustomerList,
  type TInventoryDetail,
  formatNumber,
  formatRupees,
  ROLE_LABELS,
  unplacedUnits,
  type TDriverOption,
  type TInventorySummary,
  type TProduct,
  type TUser,
  type TUserList,
} from '@godown/shared';
import { api } from './client';
import { listParams } from './list-query';
import { customerKeys, inventoryKeys, productKeys, userKeys } from './query-keys';
import { m } from '../paraglide/messages.js';

// The options of the server-searched pickers (components/search-select.tsx): one fetcher per
// resource, each asking for the first page of matches of what was typed.

/** How many options a server-searched picker asks for at a time. */
export const OPTIONS_LIMIT = 20;

/** One choice of a picker: an id, the name shown in the input, and an optional second line. */
export interface SearchOption {
  value: string;
  label: string;
  /** Shown under the label in the dropdown (e.g. "SKU A-1 · 12 unplaced"). */
  description?: string;
  disabled?: boolean;
}

/** Where a picker's options come from: the cache key of that kind of list, and its fetcher. */
export interface OptionSource<O extends SearchOption = SearchOption> {
  /** The search text is appended to it. */
  queryKey: QueryKey;
  /** Asks the server for the options matching a search (the first {@link OPTIONS_LIMIT}). */
  fetchOptions: (search: string, signal?: AbortSignal) => Promise<O[]>;
}

/** `?search=&limit=20&offset=0`: the first page of matches. */
const firstMatches = (search: string) => listParams(search, 1, OPTIONS_LIMIT).toString();

// Inventories

/** An inventory in a picker, with the point that choosing it can fill in. */
export interface InventoryOption extends SearchOption {
  point: TInventorySummary['inventoryLocation'];
}

/** Tells an inventory option (from {@link inventoryOptions}) from the option a form opened with. */
export function isInventoryOption(option: SearchOption | null): option is InventoryOption {
  return option !== null && 'point' in option;
}

/** Inventories matching a name (`GET /inventory/`), described by their location. */
/**
 * The option of the inventory `id` (its name), for a picker that opens on a chosen inventory (a
 * filter read from the address). Shares the inventory page's cache.
 */
export function useInventoryOption(id: string | null): SearchOption | null {
  const detail = useQuery({
    queryKey: inventoryKeys.detail(id ?? ''),
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ inventory: TInventoryDetail }>(`/inventory/${encodeURIComponent(id ?? '')}`, {
          signal,
        })
      ).inventory,
  });
  return id && detail.data ? { value: id, label: detail.data.name } : null;
}

export const inventoryOptions: OptionSource<InventoryOption> = {
  queryKey: inventoryKeys.options(),
  fetchOptions: async (search, signal) => {
    const { inventories } = await api.get<{ inventories: TInventorySummary[]; total: number }>(
      `/inventory/?${firstMatches(search)}`,
      { signal },
    );
    return inventories.map((inventory) => ({
      value: inventory._id,
      label: inventory.name,
      description: inventory.location ?? undefined,
      point: inventory.inventoryLocation,
    }));
  },
};

// Products

/** How a product reads in a transport line's picker: its name, and its SKU when it has one. */
export function productLabel(productName: string, sku: string | null): string {
  return sku ? `${productName} (${sku})` : productName;
}

/**
 * The Add Product picker's line for a product: its name, then SKU and unplaced units beneath; a
 * product with no unplaced units cannot be chosen (docs/domain.md#stock-model).
 */
export function placementProductOption(product: TProduct): SearchOption {
  const unplaced = unplacedUnits(product);
  const sku = product.sku ? m.common_sku_value({ sku: product.sku }) : m.common_no_sku();
  return {
    value: product._id,
    label: product.productName,
    description: `${sku} · ${m.common_units_unplaced({ count: formatNumber(unplaced, 0) })}`,
    disabled: unplaced === 0,
  };
}

/** A transport line's picker line for a product: name and SKU, then its stock beneath. */
export function transportProductOption(product: TProduct): SearchOption {
  return {
    value: product._id,
    label: productLabel(product.productName, product.sku),
    description: m.common_units_in_stock({ count: formatNumber(product.quantity, 0) }),
  };
}

/** A product in a purchase order line's picker, with the price that choosing it fills in. */
export interface PricedProductOption extends SearchOption {
  price: number;
}

/** Tells a priced product option (from `productOptions.purchase`) from the option a form opened with. */
export function isPricedProductOption(option: SearchOption | null): option is PricedProductOption {
  return option !== null && 'price' in option;
}

/** A purchase order line's picker line for a product: name and SKU, then its price and stock. */
export function purchaseProductOption(product: TProduct): PricedProductOption {
  return {
    value: product._id,
    label: productLabel(product.productName, product.sku),
    description: `${formatRupees(product.price)} · ${m.common_units_in_stock({ count: formatNumber(product.quantity, 0) })}`,
    price: product.price,
  };
}

/** A product in a price list item's picker, with the price and MRP the list's price is set against. */
export interface ListedProductOption extends PricedProductOption {
  productName: string;
  sku: string | null;
  /** The MRP printed on the pack; null when none is kept. */
  mrp: number | null;
}

/** Tells a listed product option (from `productOptions.priceList`) from the option a form opened with. */
export function isListedProductOption(option: SearchOption | null): option is ListedProductOption {
  return option !== null && 'mrp' in option;
}

/** A price list item's picker line for a product: name and SKU, then its price and MRP. */
export function listedProductOption(
  product: Pick<TProduct, '_id' | 'productName' | 'sku' | 'price' | 'mrp'>,
): ListedProductOption {
  const mrp = product.mrp === null ? null : m.common_mrp_value({ mrp: formatRupees(product.mrp) });
  return {
    value: product._id,
    label: productLabel(product.productName, product.sku),
    description: [formatRupees(product.price), mrp].filter(Boolean).join(' · '),
    price: product.price,
    productName: product.productName,
    sku: product.sku,
    mrp: product.mrp,
  };
}

/**
 * The ways a picker lists products: placing units in an inventory, a transport's lines, a purchase
 * order's lines, a price list's items.
 */
const PRODUCT_OPTION_FORMATS = {
  placement: placementProductOption,
  transport: transportProductOption,
  purchase: purchaseProductOption,
  priceList: listedProductOption,
} as const;

/** Products matching a name, SKU or description (`GET /products/`), listed as `format` says. */
function productOptionSource(format: keyof typeof PRODUCT_OPTION_FORMATS): OptionSource {
  const toOption = PRODUCT_OPTION_FORMATS[format];
  return {
    queryKey: productKeys.options(format),
    fetchOptions: async (search, signal) => {
      const { products } = await api.get<{ products: TProduct[]; total: number }>(
        `/products/?${firstMatches(search)}`,
        { signal },
      );
      return products.map(toOption);
    },
  };
}

/**
 * The product pickers: placing units in an inventory, a transport's and a purchase order's lines, a
 * price list's items.
 */
export const productOptions = {
  placement: productOptionSource('placement'),
  transport: productOptionSource('transport'),
  purchase: productOptionSource('purchase'),
  priceList: productOptionSource('priceList'),
};

// Users

/** A user in a picker, with the user's own figures that choosing them can fill in. */
export interface UserOption extends SearchOption {
  user: TUser;
}

/** Tells a user option (from `userOptions.everyone`) from a bare one. */
export function isUserOption(option: SearchOption | null): option is UserOption {
  return option !== null && 'user' in option;
}

/** A user's email or phone, and "inactive" when the account is off. */
const contactOf = (user: TUser) =>
  [user.email ?? user.phone, user.active ? null : 'inactive'].filter(Boolean).join(' · ');

/**
 * The user pickers: active drivers for a transport, anyone for a wage record, suppliers for a
 * purchase order.
 */
export const userOptions = {
  /** Active drivers matching a name, email or phone (`GET /users/drivers`). */
  drivers: {
    queryKey: userKeys.driverOptions(),
    fetchOptions: async (search, signal) => {
      const { drivers } = await api.get<{ drivers: TDriverOption[]; total: number }>(
        `/users/drivers?${firstMatches(search)}`,
        { signal },
      );
      return drivers.map((driver) => ({
        value: driver._id,
        label: driver.name,
        description: driver.email ?? driver.phone ?? undefined,
      }));
    },
  } satisfies OptionSource,
  /**
   * Users matching a name, email or phone (`GET /users/`), described by role and contact. Inactive
   * users are listed but cannot be chosen: the server records no wage for them.
   */
  everyone: {
    queryKey: userKeys.options(),
    fetchOptions: async (search, signal) => {
      const { users } = await api.get<TUserList>(`/users/?${firstMatches(search)}`, { signal });
      return users.map((user) => ({
        value: user._id,
        label: user.name,
        description: [ROLE_LABELS[user.role], contactOf(user)].filter(Boolean).join(' · '),
        disabled: !user.active,
        user,
      }));
    },
  } satisfies OptionSource<UserOption>,
  /**
   * Users with the supplier role matching a name, email or phone (`GET /users/?role=supplier`): only
   * they receive purchase orders. An inactive supplier is listed but cannot be chosen.
   */
  suppliers: {
    queryKey: userKeys.supplierOptions(),
    fetchOptions: async (search, signal) => {
      const query = new URLSearchParams(firstMatches(search));
      query.set('role', 'supplier');
      const { users } = await api.get<TUserList>(`/users/?${query.toString()}`, { signal });
      return users.map((user) => ({
        value: user._id,
        label: user.name,
        description: contactOf(user) || undefined,
        disabled: !user.active,
      }));
    },
  } satisfies OptionSource,
};

// Customers

/** A customer in a picker: their name, and their district and GSTIN beneath (what is known of them). */
export function customerOption(
  customer: Pick<TCustomer, 'id' | 'name' | 'gstin' | 'billingAddress'>,
): SearchOption {
  const description = [customer.billingAddress?.district, customer.gstin].filter(Boolean).join(' · ');
  return { value: customer.id, label: customer.name, description: description || undefined };
}

/** Active customers matching a name, GSTIN or phone (`GET /customers?active=true`): only they take orders. */
export const customerOptions: OptionSource = {
  queryKey: customerKeys.options(),
  fetchOptions: async (search, signal) => {
    const query = new URLSearchParams(firstMatches(search));
    query.set('active', 'true');
    const { customers } = await api.get<TCustomerList>(`/customers?${query.toString()}`, { signal });
    return customers.map(customerOption);
  },
};

/**
 * The option of the customer `id`, for a picker that opens on a chosen customer (an order taken from
 * their page); null until it is read. Shares the customer page's cache (the customer itself).
 */
export function useCustomerOption(id: string | null): { option: SearchOption | null; isPending: boolean } {
  const detail = useQuery({
    queryKey: customerKeys.detail(id ?? ''),
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      (await api.get<{ customer: TCustomer }>(`/customers/${encodeURIComponent(id ?? '')}`, { signal }))
        .customer,
  });
  return {
    option: id && detail.data ? customerOption(detail.data) : null,
    isPending: id !== null && detail.isPending,
  };
}
