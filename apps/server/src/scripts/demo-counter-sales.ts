import { sql } from 'drizzle-orm';
import type { TCounterSale } from '@godown/shared';
import type { Db } from '../db/client.js';
import { TODAY_IN_INDIA } from '../db/sql-literals.js';
import { queryRows } from '../db/transaction.js';
import { sellAtCounter } from '../modules/invoices/counter-sale.service.js';

// Demo counter sales (docs/domain.md#counter-sales): three sales at the Bhiwandi godown's counter,
// made through the service the Counter sale screen calls: a walk-in buyer paying cash, Namma Mart
// of Karnataka paying by UPI (supplied in Maharashtra, so CGST and SGST), and Shree Ganesh Medical
// Stores taking goods on credit.

/** Sells at the counter once (nothing when a counter sale exists); how many sales. */
export async function loadDemoCounterSales(
  db: Db,
  staff: { id: string; name: string },
  companyName: string,
): Promise<number> {
  const [done] = await queryRows<{ n: number }>(
    db,
    sql`SELECT 1 AS n FROM sales_orders WHERE counter LIMIT 1`,
  );
  if (done) return 0;
  const [warehouse] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM inventories WHERE name = 'Bhiwandi Central Godown' AND registration_id IS NOT NULL`,
  );
  if (!warehouse) return 0;
  const customers = await queryRows<{ id: string; name: string }>(
    db,
    sql`SELECT id, name FROM customers WHERE active AND name IN
          ('Walk-in Customer (Counter Sales)', 'Namma Mart', 'Shree Ganesh Medical Stores')`,
  );
  const customer = (name: string) => customers.find((c) => c.name === name)?.id;
  // Products the counter can sell today: plenty free, no expired batch in the godown, a rate in force.
  const products = await queryRows<{ id: string }>(
    db,
    sql`SELECT ip.product_id AS id FROM inventory_products ip JOIN products p ON p.id = ip.product_id
        WHERE ip.inventory_id = ${warehouse.id} AND ip.quantity - ip.reserved_quantity >= 40
          AND NOT EXISTS (SELECT 1 FROM batch_stock s JOIN batches b ON b.id = s.batch_id
                          WHERE s.inventory_id = ip.inventory_id AND s.product_id = ip.product_id
                            AND s.quantity > 0 AND b.expiry_date < ${TODAY_IN_INDIA})
          AND EXISTS (SELECT 1 FROM product_tax_rates r
                      WHERE r.product_id = ip.product_id AND r.effective_from <= ${TODAY_IN_INDIA})
          AND NOT EXISTS (SELECT 1 FROM sales_claims c
                          WHERE c.inventory_id = ip.inventory_id AND c.product_id = ip.product_id AND c.units > 0)
        ORDER BY p.product_name LIMIT 3`,
  );
  if (products.length < 3) return 0;
  const [a, b, c] = products.map((p) => p.id) as [string, string, string];
  const sales: (Omit<TCounterSale, 'customerId'> & { customer: string | undefined })[] = [
    {
      customer: customer('Walk-in Customer (Counter Sales)'),
      inventoryId: warehouse.id,
      lines: [
        { product: a, quantity: 2 },
        { product: b, quantity: 1 },
      ],
      payment: { mode: 'cash' },
    },
    {
      customer: customer('Namma Mart'),
      inventoryId: warehouse.id,
      lines: [{ product: c, quantity: 6 }],
      payment: { mode: 'upi', reference: 'UPI-458812093377' },
      notes: 'Collected by their van at the godown',
    },
    {
      customer: customer('Shree Ganesh Medical Stores'),
      inventoryId: warehouse.id,
      lines: [
        { product: a, quantity: 4 },
        { product: c, quantity: 3 },
      ],
    },
  ];
  let sold = 0;
  for (const { customer: customerId, ...sale } of sales) {
    if (!customerId) continue;
    await sellAtCounter(db, { ...sale, customerId }, { companyName, actor: { ...staff, role: 'staff' } });
    sold += 1;
  }
  return sold;
}
