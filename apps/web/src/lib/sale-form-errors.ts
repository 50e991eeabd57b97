import { rule } from '@godown/shared';
import { m } from '../paraglide/messages.js';
import { localizeText } from './localize';

/** What a sale's form (a sales order's, a counter sale's) chooses: a customer, a warehouse, products. */
interface SaleChoices {
  customerId: string | null;
  inventoryId: string | null;
  lines: readonly { product: string | null }[];
}

/**
 * Words the errors of the shared rules (`errors`, changed in place) as a sale's form asks: choose the
 * customer, the warehouse and each line's product, and a product on two lines on the second line.
 */
export function saleChoiceErrors(
  values: SaleChoices,
  errors: Record<string, string>,
): Record<string, string> {
  // The shared rules word an id that is not one; the form asks for the choice instead.
  delete errors.customerId;
  delete errors.inventoryId;
  if (!values.customerId) errors.customerId = m.sales_choose_customer();
  if (!values.inventoryId) errors.inventoryId = m.sales_choose_warehouse();
  const seen = new Set<string>();
  values.lines.forEach((line, index) => {
    const field = `lines.${index}.product`;
    delete errors[field];
    if (!line.product) errors[field] = m.sales_choose_product();
    else if (seen.has(line.product)) errors[field] = m.sales_product_on_another_line();
    if (line.product) seen.add(line.product);
  });
  // The duplicate shows on the product's second line instead.
  if (errors.lines === localizeText(rule('purchaseOrder.duplicateLine'))) delete errors.lines;
  return errors;
}
