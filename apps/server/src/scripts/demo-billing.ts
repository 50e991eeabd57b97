import { count, eq, inArray } from 'drizzle-orm';
import type { GstStateCode, GstUnitCode } from '@godown/shared';
import { DEFAULT_COMPANY_NAME } from '../config.js';
import type { Db } from '../db/client.js';
import { gstRegistrations, inventories, productTaxRates, products, users } from '../db/schema.js';
import { updateCompanySettings } from '../modules/billing/company-settings.service.js';
import { createRegistration } from '../modules/billing/registrations.service.js';
import { demoGstin } from './demo-selling.js';

// Demo billing settings (docs/domain.md#company-and-registrations): the company with its PAN, bank
// and UPI id, a GST registration in each of the five states its warehouses are in, and every demo
// product's HSN code, unit and GST rates, with the change of 22 September 2025 where it moved one.

/** The demo company's PAN: every registration's GSTIN is built on it. */
export const DEMO_COMPANY_PAN = 'AAKCS4821M';

/** The day GST's rates were reset to 5% and 18% (with 40% for a few goods). */
const RATE_CHANGE_DAY = '2025-09-22';

interface DemoRegistration {
  stateCode: GstStateCode;
  name: string;
  /** The warehouses it bills, by name. */
  warehouses: string[];
  address: { line: string; district: string; pinCode: string };
  prefix: string;
}

export const DEMO_REGISTRATIONS: readonly DemoRegistration[] = [
  {
    stateCode: '27',
    name: 'Maharashtra (head office)',
    // A transfer between these two travels on a delivery challan (demo-transports.ts).
    warehouses: ['Bhiwandi Central Godown', 'Chakan Depot'],
    address: { line: 'Gala 12-14, Rahnal Village, Bhiwandi', district: 'Thane', pinCode: '421302' },
    prefix: 'MH',
  },
  {
    stateCode: '07',
    name: 'Delhi',
    warehouses: ['Okhla Phase II Warehouse'],
    address: {
      line: 'B-84, Okhla Industrial Area Phase II',
      district: 'South East Delhi',
      pinCode: '110020',
    },
    prefix: 'DL',
  },
  {
    stateCode: '29',
    name: 'Karnataka',
    warehouses: ['Whitefield Fulfilment Centre'],
    address: { line: '32, EPIP Zone, Whitefield', district: 'Bengaluru', pinCode: '560066' },
    prefix: 'KA',
  },
  {
    stateCode: '33',
    name: 'Tamil Nadu',
    warehouses: ['Sriperumbudur Logistics Park'],
    address: {
      line: 'Plot 7, SIPCOT Industrial Park, Sriperumbudur',
      district: 'Kanchipuram',
      pinCode: '602105',
    },
    prefix: 'TN',
  },
  {
    stateCode: '19',
    name: 'West Bengal',
    warehouses: ['Dankuni Cold Chain Depot'],
    address: { line: 'NH-19, Dankuni Industrial Area', district: 'Hooghly', pinCode: '712311' },
    prefix: 'WB',
  },
];

/** A demo product's tax: HSN code, unit, and its rate before the change day and after (when it moved). */
type DemoTax = [hsnCode: string, uqc: GstUnitCode, rate: number, after?: number];

const DEMO_TAX: Readonly<Record<string, DemoTax>> = {
  'GR-RICE-25': ['10063020', 'BAG', 5],
  'GR-ATTA-10': ['11010000', 'BAG', 5],
  'GR-SALT-1': ['25010020', 'PAC', 0],
  'GR-TOOR-1': ['07136000', 'PAC', 5],
  'GR-MOONG-1': ['07133100', 'PAC', 5],
  'OIL-SUN-15': ['15121910', 'CAN', 5],
  'OIL-MUS-1': ['15149120', 'BTL', 5],
  'PC-TALC-100': ['33049120', 'NOS', 18, 5],
  'PC-LOTION-400': ['33049990', 'BTL', 18],
  'SP-GARAM-100': ['09109100', 'PAC', 5],
  'SP-MIRCH-100': ['09042211', 'PAC', 5],
  'BV-TEA-1': ['09024020', 'PAC', 5],
  'BV-COF-200': ['21011120', 'NOS', 18, 5],
  'DY-BUT-500': ['04051000', 'PAC', 12, 5],
  'DY-GHEE-1': ['04059020', 'NOS', 12, 5],
  'HH-SURF-4': ['34022010', 'PAC', 18],
  'HH-VIM-6': ['34011190', 'PAC', 18],
  'PC-DET-5': ['34013011', 'CAN', 18],
  'PC-COL-200': ['33061020', 'NOS', 18, 5],
  'PH-PARA-500': ['30049099', 'NOS', 12, 5],
  'PH-ORS-21': ['30049011', 'NOS', 12, 5],
  'EL-LED-9W': ['85395000', 'NOS', 12, 18],
  'EL-WIRE-15': ['85444999', 'ROL', 18],
  'EL-FAN-1200': ['84145110', 'NOS', 18],
};

/**
 * Loads the demo's billing settings once: nothing when the company already has a registration.
 * Answers how many registrations and products' rates it wrote.
 */
export async function loadDemoBilling(
  db: Db,
  adminId: string,
): Promise<{ registrations: number; products: number }> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(gstRegistrations);
  if (n > 0) return { registrations: 0, products: 0 };
  const [admin] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, adminId));
  const actor = { id: admin!.id, name: admin!.name };
  await updateCompanySettings(
    db,
    {
      legalName: 'Sahyadri Distributors Private Limited',
      tradeName: 'Sahyadri Distributors',
      pan: DEMO_COMPANY_PAN,
      bank: {
        bankName: 'HDFC Bank',
        accountNumber: '50200045127788',
        ifsc: 'HDFC0000540',
        branch: 'Bhiwandi',
      },
      upiId: 'sahyadri.distributors@hdfcbank',
      invoiceTerms:
        'Goods once sold are taken back only against a credit note. Interest at 18% a year on payments past their due date. Subject to Thane jurisdiction.',
    },
    actor,
    DEFAULT_COMPANY_NAME,
  );
  for (const r of DEMO_REGISTRATIONS) {
    const registration = await createRegistration(
      db,
      {
        gstin: demoGstin(r.stateCode, DEMO_COMPANY_PAN),
        name: r.name,
        address: r.address,
        invoiceSeries: { prefix: `${r.prefix}/`, withYear: true, digits: 5 },
        creditNoteSeries: { prefix: `${r.prefix}C/`, withYear: true, digits: 5 },
        debitNoteSeries: { prefix: `${r.prefix}D/`, withYear: true, digits: 5 },
        active: true,
      },
      actor,
    );
    await db
      .update(inventories)
      .set({ registrationId: registration.id })
      .where(inArray(inventories.name, r.warehouses));
  }
  const rows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.sku, Object.keys(DEMO_TAX)));
  for (const { id, sku } of rows) {
    const [hsnCode, uqc, rate, after] = DEMO_TAX[sku!]!;
    await db.update(products).set({ hsnCode, uqc }).where(eq(products.id, id));
    await db
      .insert(productTaxRates)
      .values([
        { productId: id, effectiveFrom: '2017-07-01', gstRate: rate, createdBy: adminId },
        ...(after === undefined
          ? []
          : [{ productId: id, effectiveFrom: RATE_CHANGE_DAY, gstRate: after, createdBy: adminId }]),
      ])
      .onConflictDoNothing();
  }
  return { registrations: DEMO_REGISTRATIONS.length, products: rows.length };
}
