// `npm run demo`: loads the demo data set into the configured database (DATABASE_URL, or the
// embedded database in DATA_DIR; stop the server first, the embedded database serves one process).
import { eq } from 'drizzle-orm';
import { DEFAULT_COMPANY_NAME, loadConfig } from '../config.js';
import { openConfiguredDatabase } from '../db/open.js';
import { users } from '../db/schema.js';
import { DEMO_PRODUCTS, DEMO_WAREHOUSES, loadDemoStock } from './demo-stock.js';
import { DEMO_OPENING_DAYS } from './demo-history.js';
import { DEMO_TRANSPORTS, loadDemoTransports } from './demo-transports.js';
import { loadDemoPurchasing } from './demo-purchasing.js';
import { DEMO_SPICE_SHEET, loadDemoImports } from './demo-imports.js';
import { loadDemoBarcodes } from './demo-barcodes.js';
import { loadDemoLogistics } from './demo-logistics.js';
import { loadDemoPricing, loadDemoSelling } from './demo-selling.js';
import { loadDemoSalesOrders } from './demo-sales-orders.js';
import { loadDemoBilling } from './demo-billing.js';
import { loadDemoInvoiceHistory } from './demo-invoice-history.js';
import { loadDemoEinvoices } from './demo-einvoices.js';
import { loadDemoEwayBills } from './demo-ewaybills.js';
import { loadDemoInvoices } from './demo-invoices.js';
import { loadDemoCounterSales } from './demo-counter-sales.js';
import {
  DEMO_ALERTS,
  DEMO_SIGNUPS,
  DEMO_TEAM,
  loadDemoAlerts,
  loadDemoWages,
  upsertDemoAccounts,
  type DemoAccount,
} from './demo-people.js';

/** One account per role (two drivers), with Indian names, shifts and wages in rupees. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    name: 'Aarav Mehta',
    role: 'admin',
    email: 'admin@godown.in',
    password: 'admin123',
    shift: 'General (09:00-18:00)',
    wagePerHour: 450,
    hoursThisMonth: 140,
  },
  {
    name: 'Priya Sharma',
    role: 'staff',
    email: 'staff@godown.in',
    password: 'staff123',
    shift: 'Morning (06:00-14:00)',
    wagePerHour: 180,
    hoursThisMonth: 152,
  },
  {
    name: 'Rakesh Gupta',
    role: 'supplier',
    email: 'supplier@godown.in',
    password: 'supply123',
    shift: 'General (09:00-18:00)',
    wagePerHour: 220,
    hoursThisMonth: 96,
  },
  {
    name: 'Suresh Yadav',
    role: 'driver',
    phone: '9876500001',
    password: 'drive123',
    shift: 'Night (22:00-06:00)',
    wagePerHour: 160,
    hoursThisMonth: 172,
    extraShift: true,
  },
  {
    name: 'Manpreet Singh',
    role: 'driver',
    phone: '9876500002',
    password: 'drive123',
    shift: 'Morning (06:00-14:00)',
    wagePerHour: 170,
    hoursThisMonth: 148,
  },
];

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const { db } = database;
  try {
    console.log(`Loading demo data into ${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'}\n`);
    await upsertDemoAccounts(db, DEMO_ACCOUNTS);
    const teamAdded = await upsertDemoAccounts(db, DEMO_TEAM);
    console.log(`Team: ${DEMO_TEAM.length} more people (${teamAdded} new), with shifts, hours and wages.`);
    await upsertDemoAccounts(db, DEMO_SIGNUPS);
    console.log(`Sign-ups: ${DEMO_SIGNUPS.length} waiting for an admin's approval (Users).\n`);
    const [admin] = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.email, 'admin@godown.in'));
    const added = await loadDemoStock(db, admin!.id);
    console.log(
      `Stock: ${added.products} of ${DEMO_PRODUCTS.length} demo products and ${added.warehouses} of ${DEMO_WAREHOUSES.length} warehouses added (the rest were already there), stocked ${DEMO_OPENING_DAYS} days ago with a month of daily sales and restocks since.\n`,
    );
    const transportsAdded = await loadDemoTransports(db, admin!.id);
    console.log(
      `Logistics: ${transportsAdded} of ${DEMO_TRANSPORTS.length} demo transports and orders added, in every status.\n`,
    );
    const [staff] = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.email, 'staff@godown.in'));
    const wages = await loadDemoWages(db, [...DEMO_ACCOUNTS, ...DEMO_TEAM]);
    const alertsAdded = await loadDemoAlerts(db, staff!.id);
    console.log(
      `People: ${wages} wage records written (this month and the two before); ${alertsAdded} of ${DEMO_ALERTS.length} demo alerts added, with the system's own alerts.\n`,
    );
    const ordersAdded = await loadDemoPurchasing(db);
    console.log(
      `Purchasing: ${ordersAdded} purchase orders added (received with batches, on the road, awaiting the supplier, a draft), with reorder settings and preferred suppliers.\n`,
    );
    const imported = await loadDemoImports(db, staff!.id);
    console.log(
      imported
        ? `Imports: ${imported.products} of ${DEMO_SPICE_SHEET.length - 1} spice products and ${imported.stock} opening stock rows imported from spreadsheets (Import screen, ledger reason "Imported from a file").\n`
        : 'Imports: already done.\n',
    );
    const [driver] = await db.select({ id: users.id }).from(users).where(eq(users.phone, '9876500001'));
    const scanning = await loadDemoBarcodes(db, {
      adminId: admin!.id,
      staffId: staff!.id,
      driverId: driver!.id,
    });
    console.log(
      `Barcodes: ${scanning.gtins} products given a GTIN, ${scanning.putAways} put-aways onto racks, ${scanning.counts} stock counts (one posted, one under way).\n`,
    );
    const logistics = await loadDemoLogistics(db);
    console.log(
      `Driver's phone: ${logistics.positions} transports in transit placed partway along their routes, ${logistics.proofs} delivery with its proof (photo and signature). Suresh Yadav (9876500001) has deliveries to do on My Deliveries.\n`,
    );
    const customersAdded = await loadDemoSelling(db, staff!.id);
    console.log(
      customersAdded
        ? `Selling: ${customersAdded} customers added in five states, registered under GST and not, their addresses filled from their PIN codes.\n`
        : 'Selling: already done.\n',
    );
    const pricing = await loadDemoPricing(db, staff!.id);
    if (pricing.lists) {
      console.log(
        `Prices: ${pricing.lists} price list for the chemists (on three customers) and ${pricing.schemes} schemes (ORS 10 + 1, 2% off orders of ₹25,000).\n`,
      );
    }
    const billing = await loadDemoBilling(db, admin!.id);
    if (billing.registrations) {
      console.log(
        `Billing: the company (PAN, bank, UPI id) and ${billing.registrations} GST registrations, one per state, each billing its warehouse (Maharashtra's two: the transfer from Bhiwandi to the Chakan depot travels on a delivery challan); ${billing.products} products given their HSN code, unit and GST rates (some moved on 22 September 2025).\n`,
      );
    }
    const salesOrders = await loadDemoSalesOrders(db, {
      staffId: staff!.id,
      adminId: admin!.id,
      driverId: driver!.id,
    });
    if (salesOrders) {
      console.log(
        `Sales orders: ${salesOrders} taken, one in every status: a backorder with its pick list ready, shipped, partly shipped, delivered with a return in quarantine, a draft and a cancelled one.\n`,
      );
    }
    const history = await loadDemoInvoiceHistory(
      db,
      { staffId: staff!.id, adminId: admin!.id, driverId: driver!.id },
      config.companyName ?? DEFAULT_COMPANY_NAME,
    );
    if (history.invoices) {
      console.log(
        `A year of selling: ${history.invoices} invoices over eleven months, ${history.receipts} paid when due, ${history.notes} price difference credited; customers owe in every ageing bucket.\n`,
      );
    }
    const billed = await loadDemoInvoices(db, staff!, config.companyName ?? DEFAULT_COMPANY_NAME);
    if (billed.invoices) {
      console.log(
        `Invoices: ${billed.invoices} tax invoices for the shipments that have left, each under its warehouse's GST registration, and ${billed.notes} credit note for the return, ${billed.receipts} part payment by UPI, ${billed.transfers} transfers to another state's warehouse invoiced to its registration; the partly shipped order and the transfer to Dankuni wait to be billed.\n`,
      );
    }
    const counter = await loadDemoCounterSales(db, staff!, config.companyName ?? DEFAULT_COMPANY_NAME);
    if (counter) {
      console.log(
        `Counter sales: ${counter} at the Bhiwandi godown's counter, handed over and invoiced at once: a walk-in buyer paying cash, Namma Mart of Karnataka paying by UPI (supplied in Maharashtra), and one on credit.\n`,
      );
    }
    const einvoices = await loadDemoEinvoices(db, admin!);
    if (einvoices.registered) {
      console.log(
        `e-Invoices: on from the first of last month; IRNs recorded for ${einvoices.registered} of the invoices and notes to registered buyers since (on their PDFs), ${einvoices.pending} awaiting one.\n`,
      );
    }
    const ewayBill = await loadDemoEwayBills(
      db,
      { staff: staff!, driverId: driver!.id },
      config.companyName ?? DEFAULT_COMPANY_NAME,
    );
    if (ewayBill) {
      console.log(
        `e-Way bills: 80 bags of basmati from Bhiwandi to Namma Mart, Bengaluru (about ₹2 lakh), invoiced while packed and on the road on e-way bill ${ewayBill}, moved to a second truck at Kolhapur after a breakdown.\n`,
      );
    }
    console.log('Demo accounts (sign in at http://localhost:3000/login):');
    console.table(
      DEMO_ACCOUNTS.map((a) => ({
        role: a.role,
        name: a.name,
        'email or phone': a.email ?? a.phone,
        password: a.password,
      })),
    );
    console.log(`The rest of the team signs in with the password ${DEMO_TEAM[0]!.password}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
