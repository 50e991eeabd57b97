import type { z } from 'zod';
import { SUPPLIER_LOCKED_PRODUCT_FIELDS, type zProductUpdateSchema } from '@godown/shared';
import type { products } from '../../db/schema.js';
import { forbidden } from '../../errors.js';

/**
 * A supplier edits only a product they supply, and leaves its locked fields as they are (sending a
 * field's current value is no change): docs/domain.md#roles.
 */
export function assertSupplierMayEdit(
  current: typeof products.$inferSelect,
  input: z.output<typeof zProductUpdateSchema>,
  userId: string,
): void {
  if (current.supplierId !== userId) throw forbidden('access.ownProductsOnly');
  const changed = SUPPLIER_LOCKED_PRODUCT_FIELDS.some((field) => {
    const value = input[field];
    return value !== undefined && value !== current[field];
  });
  if (changed) throw forbidden('access.supplierFields');
}
