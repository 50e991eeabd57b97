import { sql } from 'drizzle-orm';
import { BRAND_NAME, GST_STATES, toPaise, toRupees } from '@godown/shared';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/transaction.js';
import { conflict } from '../../errors.js';
import { indianDate, type ReportColumn, type ReportDocument } from '../reports/report-documents.js';
import { transferEnds, transferOf } from './transfer-invoice.js';

// The delivery challan of a transfer within one GST registration (docs/domain.md#transfers-between-registrations):
// goods moving between places of business of one registration are no supply and carry no tax, so
// they travel on a challan naming the consigner, the consignee, the goods and their value. A
// transfer between two registrations travels with its tax invoice instead.

const column = (header: string, kind: ReportColumn['kind'], width: number): ReportColumn => ({
  header,
  kind,
  width,
});

interface GoodsRow {
  product_name: string;
  sku: string | null;
  hsn_code: string | null;
  uqc: string | null;
  code: string | null;
  expiry_date: string | null;
  units: number;
  price: string;
}

/** The challan of a transfer (409 for a transfer between two registrations, which is invoiced). */
export async function transferChallanDocument(db: Db, transportId: string): Promise<ReportDocument> {
  const row = await transferOf(db, transportId, { lock: false });
  const ends = await transferEnds(db, row);
  const from = ends.from?.gstin ?? null;
  const to = ends.to?.gstin ?? null;
  if (from && to && from !== to) {
    throw conflict('transfer.twoRegistrations', { packageId: row.package_id, from, to });
  }
  const [head] = await queryRows<{
    created_at: string;
    vehicle_number: string | null;
    driver: string | null;
    source: string;
    destination: string;
    legal_name: string | null;
  }>(
    db,
    sql`SELECT t.created_at::text, t.vehicle_number, d.name AS driver, s.name AS source, dst.name AS destination,
                 (SELECT legal_name FROM company_settings WHERE id = 1) AS legal_name
          FROM transports t JOIN inventories s ON s.id = t.source_inventory_id
          JOIN inventories dst ON dst.id = t.destination_inventory_id
          LEFT JOIN users d ON d.id = t.assigned_to WHERE t.id = ${row.id}`,
  );
  // Each batch that left (or, while pending, was chosen), then the line's units of no batch.
  const goods = await queryRows<GoodsRow>(
    db,
    sql`WITH parts AS (
            SELECT tb.product_id, b.code, b.expiry_date, tb.quantity AS units FROM transport_batches tb
            JOIN batches b ON b.id = tb.batch_id WHERE tb.transport_id = ${row.id}
            UNION ALL
            SELECT l.product_id, NULL, NULL,
                   l.quantity - coalesce((SELECT sum(quantity) FROM transport_batches tb
                                          WHERE tb.transport_id = l.transport_id AND tb.product_id = l.product_id), 0)
            FROM transport_lines l WHERE l.transport_id = ${row.id})
          SELECT p.product_name, p.sku, p.hsn_code, p.uqc, parts.code, parts.expiry_date::text, parts.units::int,
                 p.price
          FROM parts JOIN products p ON p.id = parts.product_id WHERE parts.units > 0
          ORDER BY p.product_name, parts.expiry_date NULLS LAST, parts.code`,
  );
  const h = head!;
  const registration = ends.from ?? ends.to;
  const state = registration ? GST_STATES[registration.state_code as keyof typeof GST_STATES] : null;
  const value = (g: GoodsRow) => toPaise(Number(g.price)) * g.units;
  const party = (warehouse: string) =>
    [h.legal_name, warehouse, from ? `GSTIN ${from}` : null, state].filter(Boolean).join(', ');
  return {
    title: `Delivery challan ${row.package_id}`,
    fileName: `${BRAND_NAME.toLowerCase()}-challan-${row.package_id.replace(/[^\w-]+/g, '-')}`,
    parameters: [
      ['Date', indianDate((row.dispatched_on ?? h.created_at).slice(0, 10))],
      ['Transfer', row.package_id],
      ['Consigner', party(h.source)],
      ['Consignee', party(h.destination)],
      ['Vehicle', h.vehicle_number ?? ''],
      ['Driver', h.driver ?? ''],
    ],
    notes: [
      'Not a tax invoice: a transfer of goods between places of business of one GST registration is no supply, and no tax is charged.',
      'Received the goods above in good condition. Receiver’s name, signature and date: ______________________________',
    ],
    tables: [
      {
        title: 'Goods',
        columns: [
          column('Product', 'text', 36),
          column('SKU', 'text', 14),
          column('HSN', 'text', 10),
          column('Batch', 'text', 14),
          column('Expiry', 'date', 12),
          column('Units', 'units', 10),
          column('Unit', 'text', 6),
          column('Value', 'money', 14),
        ],
        rows: goods.map((g) => [
          g.product_name,
          g.sku,
          g.hsn_code,
          g.code,
          g.expiry_date,
          g.units,
          g.uqc,
          toRupees(value(g)),
        ]),
        totals: [
          [
            'Total',
            null,
            null,
            null,
            null,
            goods.reduce((sum, g) => sum + g.units, 0),
            null,
            toRupees(goods.reduce((sum, g) => sum + value(g), 0)),
          ],
        ],
      },
    ],
  };
}
