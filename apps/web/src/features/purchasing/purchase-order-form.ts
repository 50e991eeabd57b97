import {
  PURCHASE_ORDER_MESSAGES,
  zPurchaseOrderCreateSchema,
  type TPurchaseOrderCreate,
} from '@godown/shared';
import { schemaErrors } from '../../lib/form-errors';
import { numberOrZero, type NumberField } from '../../lib/form-numbers';

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

const CHOOSE_SUPPLIER = 'Choose the supplier';
const CHOOSE_DESTINATION = 'Choose the inventory the goods go to';
const DUPLICATE_PRODUCT = 'This product is already on another line';

/**
 * Field errors of the form by the shared purchase order rules (a supplier, a destination, one to 200
 * lines of at least 1 unit at a price of 0 or more), plus what the body cannot show: a line without
 * a product, a product on two lines (shown on the second).
 */
export function purchaseOrderFormErrors(values: PurchaseOrderFormValues): Record<string, string> {
  const errors = schemaErrors(zPurchaseOrderCreateSchema, toPurchaseOrderBody(values));
  if (!values.supplierId) errors.supplierId = CHOOSE_SUPPLIER;
  if (!values.destinationInventoryId) errors.destinationInventoryId = CHOOSE_DESTINATION;
  const seen = new Set<string>();
  values.lines.forEach((line, index) => {
    if (!line.product) errors[`lines.${index}.product`] = PURCHASE_ORDER_MESSAGES.productRequired;
    else if (seen.has(line.product)) errors[`lines.${index}.product`] = DUPLICATE_PRODUCT;
    if (line.product) seen.add(line.product);
  });
  if (errors.lines === PURCHASE_ORDER_MESSAGES.duplicateLine) delete errors.lines;
  return errors;
}
