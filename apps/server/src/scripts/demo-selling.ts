import { count, inArray } from 'drizzle-orm';
import { gstinCheckCharacter, type GstStateCode, type TCustomerCreate } from '@godown/shared';
import type { Db } from '../db/client.js';
import { customers, priceLists, products } from '../db/schema.js';
import { createCustomer } from '../modules/customers/customers-write.service.js';
import { createPriceList } from '../modules/pricing/price-lists.service.js';
import { createScheme } from '../modules/pricing/schemes.service.js';
import { findPinCode } from '../modules/customers/pin-codes.js';

// Demo selling: the retailers, chemists and kirana shops the warehouses sell to, in the states
// the warehouses serve, registered under GST (with a GSTIN) and not, so Customers shows every
// kind of customer a distributor keeps.

/** A GSTIN of a state on a PAN, with its check character (the 13th character 1, the 14th Z). */
export function demoGstin(state: GstStateCode, pan: string): string {
  const first14 = `${state}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

interface DemoCustomer {
  name: string;
  /** Registered: the PAN its GSTIN is built on (the state is the PIN code's). */
  pan?: string;
  address: string;
  pinCode: string;
  /** Goods go to another address (a godown of the shop's). */
  shipTo?: { address: string; pinCode: string };
  phone: string;
  email?: string;
  creditLimit?: number;
  paymentTermsDays?: number;
  notes?: string;
  active?: boolean;
}

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    name: 'Shree Ganesh Medical Stores',
    pan: 'ABKPG4821M',
    address: 'Shop 4, Gokhale Road, Naupada',
    pinCode: '400602',
    phone: '+91 98200 41122',
    email: 'orders@shreeganeshmedical.in',
    creditLimit: 150000,
    paymentTermsDays: 30,
  },
  {
    name: 'Patil Kirana & General Stores',
    address: 'Near Bus Stand, Main Bazar',
    pinCode: '421302',
    phone: '98231 55667',
    creditLimit: 20000,
    paymentTermsDays: 7,
    notes: 'Pays in cash on delivery; call before coming, the lane is narrow',
  },
  {
    name: 'Aggarwal Super Bazaar',
    pan: 'AAFFA7312K',
    address: 'B-12, Lajpat Nagar Central Market',
    pinCode: '110024',
    shipTo: { address: 'Godown 3, Okhla Phase I', pinCode: '110020' },
    phone: '011 2984 5566',
    email: 'accounts@aggarwalsuperbazaar.com',
    creditLimit: 500000,
    paymentTermsDays: 45,
  },
  {
    name: 'Sharma Chemists',
    address: '23, Sector 15 Market',
    pinCode: '201301',
    phone: '+91 99110 23344',
    paymentTermsDays: 15,
  },
  {
    name: 'Namma Mart',
    pan: 'AAGCN5521Q',
    address: '80 Feet Road, Indiranagar',
    pinCode: '560038',
    phone: '080 4112 7788',
    email: 'purchase@nammamart.in',
    creditLimit: 300000,
    paymentTermsDays: 30,
  },
  {
    name: 'Sri Venkateswara Pharma Distributors',
    pan: 'AAKFS9034C',
    address: '14, Mint Street, Sowcarpet',
    pinCode: '600001',
    phone: '044 2538 9900',
    creditLimit: 400000,
    paymentTermsDays: 60,
  },
  {
    name: 'Maa Tara Bhandar',
    address: 'GT Road, Chandannagar',
    pinCode: '712136',
    phone: '+91 94330 77881',
    creditLimit: 15000,
    paymentTermsDays: 7,
  },
  {
    name: 'Gupta Provision Store',
    pan: 'ACVPG2290H',
    address: 'Aminabad Market',
    pinCode: '226018',
    phone: '0522 262 1144',
    paymentTermsDays: 21,
    active: false,
    notes: 'Closed for renovation until the new year',
  },
  {
    name: 'Walk-in Customer (Counter Sales)',
    address: 'Sales counter, Bhiwandi Central Godown',
    phone: '+91 98200 00000',
    pinCode: '421302',
    paymentTermsDays: 0,
    notes: 'Buyers who pay at the counter and take the goods',
  },
];

/**
 * Adds the demo customers once (nothing when a customer exists), each address filled from its PIN
 * code as the customer form fills it: the district and a point near the post office. Returns how
 * many were added.
 */
export async function loadDemoSelling(db: Db, staffId: string): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(customers);
  if ((existing?.n ?? 0) > 0) return 0;
  for (const demo of DEMO_CUSTOMERS) {
    const place = await findPinCode(demo.pinCode);
    const shipTo = demo.shipTo ? await findPinCode(demo.shipTo.pinCode) : null;
    const body: TCustomerCreate = {
      name: demo.name,
      ...(demo.pan
        ? { gstin: demoGstin(place.stateCode as GstStateCode, demo.pan) }
        : { stateCode: place.stateCode as GstStateCode }),
      billingAddress: {
        line: demo.address,
        district: place.district,
        pinCode: place.pinCode,
        stateCode: place.stateCode as GstStateCode,
        point: place.point,
      },
      shippingAddress:
        shipTo && demo.shipTo
          ? {
              line: demo.shipTo.address,
              district: shipTo.district,
              pinCode: shipTo.pinCode,
              stateCode: shipTo.stateCode as GstStateCode,
              point: shipTo.point,
            }
          : null,
      phone: demo.phone,
      email: demo.email ?? null,
      creditLimit: demo.creditLimit ?? null,
      paymentTermsDays: demo.paymentTermsDays ?? 0,
      notes: demo.notes ?? null,
      active: demo.active ?? true,
    };
    await createCustomer(db, body as Parameters<typeof createCustomer>[1], staffId);
  }
  return DEMO_CUSTOMERS.length;
}

/** The chemists' price list: what the demo's medical stores pay, by SKU. */
export const DEMO_CHEMIST_PRICES = [
  { sku: 'PH-PARA-500', kind: 'price' as const, value: 22 },
  { sku: 'PH-ORS-21', kind: 'price' as const, value: 19 },
  { sku: 'DY-GHEE-1', kind: 'discount' as const, value: 4 },
  { sku: 'PC-DET-5', kind: 'discount' as const, value: 8 },
];
/** The customers on the chemists' list. */
const ON_CHEMIST_LIST = [
  'Shree Ganesh Medical Stores',
  'Sri Venkateswara Pharma Distributors',
  'Sharma Chemists',
];

/**
 * Adds the demo's price list and schemes once (nothing when a price list exists): the chemists'
 * list for the medical stores, "ORS 10 + 1" and a percentage off large orders. Returns how many of
 * each were made.
 */
export async function loadDemoPricing(db: Db, staffId: string): Promise<{ lists: number; schemes: number }> {
  const [existing] = await db.select({ n: count() }).from(priceLists);
  if ((existing?.n ?? 0) > 0) return { lists: 0, schemes: 0 };
  const catalogue = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.sku, [...DEMO_CHEMIST_PRICES.map((p) => p.sku), 'PH-ORS-21', 'PH-PARA-500']));
  const idOf = new Map(catalogue.map((p) => [p.sku, p.id]));
  const list = await createPriceList(
    db,
    {
      name: 'Chemists and medical stores',
      description: 'Pharmacy lines at the chemists’ rates; ghee and handwash a few percent off',
      active: true,
      items: DEMO_CHEMIST_PRICES.flatMap((p) => {
        const product = idOf.get(p.sku);
        return product ? [{ product, kind: p.kind, value: p.value }] : [];
      }),
    },
    staffId,
  );
  await db.update(customers).set({ priceListId: list.id }).where(inArray(customers.name, ON_CHEMIST_LIST));
  let made = 0;
  const ors = idOf.get('PH-ORS-21');
  if (ors) {
    await createScheme(
      db,
      {
        kind: 'freeQuantity',
        name: 'ORS 10 + 1',
        product: ors,
        buyQuantity: 10,
        freeProduct: null,
        freeQuantity: 1,
        active: true,
      },
      staffId,
    );
    made += 1;
  }
  await createScheme(
    db,
    {
      kind: 'orderDiscount',
      name: 'Big order: 2% off ₹25,000',
      minOrderValue: 25_000,
      discountPercent: 2,
      active: true,
    },
    staffId,
  );
  made += 1;
  return { lists: 1, schemes: made };
}
