import {
  PURCHASE_ORDER_MESSAGES,
  zPurchaseOrderConfirmSchema,
  zPurchaseOrderShipSchema,
  type TPurchaseOrder,
  type TPurchaseOrderConfirm,
  type TPurchaseOrderShip,
} from '@godown/shared';
import { schemaErrors } from '../../lib/form-errors';
import { localizeText } from '../../lib/localize';
import { numberOrZero, type NumberField } from '../../lib/form-numbers';

// The supplier's two answers to an order: Confirm (the ready date, and other quantities if need be)
// and Ship (when the goods should arrive).

/** One line of the Confirm dialog: the quantity ordered, and the one the supplier can deliver. */
export interface ConfirmLineValues {
  product: string;
  productName: string;
  ordered: number;
  quantity: NumberField;
}

export interface ConfirmValues {
  /** YYYY-MM-DD, or null until chosen. */
  confirmedDate: string | null;
  note: string;
  lines: ConfirmLineValues[];
}

/** The Confirm dialog as it opens: no date yet, each line at the quantity ordered. */
export function confirmValuesOf(order: TPurchaseOrder): ConfirmValues {
  return {
    confirmedDate: null,
    note: '',
    lines: order.lines.map((line) => ({
      product: line.product.id,
      productName: line.product.productName,
      ordered: line.quantity,
      quantity: line.quantity,
    })),
  };
}

const lineOf = (line: ConfirmLineValues) => ({
  product: line.product,
  quantity: numberOrZero(line.quantity),
});

/**
 * The body of `POST /purchase-orders/{id}/confirm`: the ready date, the trimmed note when given, and
 * the lines whose quantity differs from the order's: each is proposed to the buyer, who accepts or
 * refuses them. Lines left as ordered are not sent.
 */
export function toConfirmBody(values: ConfirmValues): TPurchaseOrderConfirm {
  const body: TPurchaseOrderConfirm = { confirmedDate: values.confirmedDate ?? '' };
  const note = values.note.trim();
  if (note) body.note = note;
  const changed = values.lines.filter((line) => numberOrZero(line.quantity) !== line.ordered);
  if (changed.length > 0) body.lines = changed.map(lineOf);
  return body;
}

/** True when the supplier proposes other quantities than those ordered. */
export function proposesChanges(values: ConfirmValues): boolean {
  return toConfirmBody(values).lines !== undefined;
}

/**
 * Field errors of the Confirm dialog by the shared rules: a ready date, whole quantities of at least
 * 1 on every line (checked whether changed or not, so each error lands on its own line).
 */
export function confirmFormErrors(values: ConfirmValues): Record<string, string> {
  const errors = schemaErrors(zPurchaseOrderConfirmSchema, {
    ...toConfirmBody(values),
    lines: values.lines.map(lineOf),
  });
  if (!values.confirmedDate) errors.confirmedDate = localizeText(PURCHASE_ORDER_MESSAGES.confirmedDate);
  return errors;
}

export interface ShipValues {
  /** YYYY-MM-DD, or null for none. */
  eta: string | null;
  note: string;
}

/** The body of `POST /purchase-orders/{id}/ship`: the ETA and the trimmed note, when given. */
export function toShipBody(values: ShipValues): TPurchaseOrderShip {
  const body: TPurchaseOrderShip = {};
  if (values.eta) body.eta = values.eta;
  const note = values.note.trim();
  if (note) body.note = note;
  return body;
}

/** Field errors of the Ship dialog by the shared rules (a real date, a note within its length). */
export function shipFormErrors(values: ShipValues): Record<string, string> {
  return schemaErrors(zPurchaseOrderShipSchema, toShipBody(values));
}
