import {
  PURCHASE_ORDER_MESSAGES,
  zPurchaseOrderCreateSchema,
  type TPurchaseOrderCreate,
} from '@godown/shared';
import { schemaErrors } from '../../lib/form-errors';
import { numberOrZero, type NumberField } from '../../lib/form-numbers';
import { localizeText } from '../../lib/localize';
import { m } from '../../paraglide/messages.js';

/** One line of the New purchase order form as typed: `key` keeps its row when others go. */
export interface OrderLineValues {
  key: string;
  product: string | null;
  quantity: NumberField;
  /** Starts at the chosen product's price; the agreed price may differ. */
  unitPrice: NumberField;
}

/** The New purchase order form as typed; nested like the body so errors land on inputs. */
export interface PurchaseOrderFormValues {
  supplierId: string | null;
  destinationInventoryId: string | null;
  /** YYYY-MM-DD, or null for none. */
  expectedDate: string | null;
  notes: string;
  /** Send the order to the supplier now, or keep it as a draft. */
  sendNow: boolean;
  lines: OrderLineValues[];
}

/** A new line: no product yet, one unit, no price until a product is chosen. */
export function emptyOrderLine(key: string): OrderLineValues {
  return { key, product: null, quantity: 1, unitPrice: '' };
}

/** The empty form: one line to fill in, sent at once. */
export function emptyOrderValues(firstLineKey: string): PurchaseOrderFormValues {
  return {
    supplierId: null,
    destinationInventoryId: null,
    expectedDate: null,
    notes: '',
    sendNow: true,
    lines: [emptyOrderLine(firstLineKey)],
  };
}

/**
 * The body of `POST /purchase-orders`: the supplier, destination and lines always (an empty number
 * reads as 0, which the rules refuse); the expected date and the trimmed notes when given; sent, or a
 * draft.
 */
export function toPurchaseOrderBody(values: PurchaseOrderFormValues): TPurchaseOrderCreate {
  const body: TPurchaseOrderCreate = {
    supplierId: values.supplierId ?? '',
    destinationInventoryId: values.destinationInventoryId ?? '',
    status: values.sendNow ? 'sent' : 'draft',
    lines: values.lines.map((line) => ({
      product: line.product ?? '',
      quantity: numberOrZero(line.quantity),
      unitPrice: numberOrZero(line.unitPrice),
    })),
  };
  if (values.expectedDate) body.expectedDate = values.expectedDate;
  const notes = values.notes.trim();
  if (notes) body.notes = notes;
  return body;
}

/**
 * Field errors of the form by the shared purchase order rules (a supplier, a destination, one to 200
 * lines of at least 1 unit at a price of 0 or more), plus what the body cannot show: a line without
 * a product, a product on two lines (shown on the second).
 */
export function purchaseOrderFormErrors(values: PurchaseOrderFormValues): Record<string, string> {
  const errors = schemaErrors(zPurchaseOrderCreateSchema, toPurchaseOrderBody(values));
  if (!values.supplierId) errors.supplierId = m.purchasing_choose_supplier();
  if (!values.destinationInventoryId) errors.destinationInventoryId = m.purchasing_choose_destination();
  const seen = new Set<string>();
  values.lines.forEach((line, index) => {
    if (!line.product) {
      errors[`lines.${index}.product`] = localizeText(PURCHASE_ORDER_MESSAGES.productRequired);
    } else if (seen.has(line.product)) {
      errors[`lines.${index}.product`] = m.purchasing_product_on_another_line();
    }
    if (line.product) seen.add(line.product);
  });
  // The duplicate shows on the product's second line instead (in English, or as schemaErrors words it).
  const duplicateLine = PURCHASE_ORDER_MESSAGES.duplicateLine;
  if (errors.lines === duplicateLine || errors.lines === localizeText(duplicateLine)) delete errors.lines;
  return errors;
}
