import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { TProductList } from '@godown/shared';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema.js';
import { likePattern } from '../../db/transaction.js';
import { toProduct } from './product-rules.js';

/**
 * The products a supplier supplies, by name (their own page, docs/domain.md#roles): searched over
 * name and SKU, read through products_supplier_idx.
 */
export async function listSuppliedProducts(
  db: Db,
  supplierId: string,
  query: { search?: string; limit?: number; offset?: number },
): Promise<TProductList> {
  const pattern = query.search?.trim() ? likePattern(query.search.trim()) : undefined;
  const where = and(
    eq(products.supplierId, supplierId),
    pattern ? or(ilike(products.productName, pattern), ilike(products.sku, pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(asc(products.productName), asc(products.id))
      .limit(query.limit ?? 50)
      .offset(query.offset ?? 0),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { products: rows.map(toProduct), total: total?.n ?? 0, totalExact: true };
}
