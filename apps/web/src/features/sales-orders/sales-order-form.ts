import {
  PRICING_LIMITS,
  zSalesOrderCreateSchema,
  type TQuoteRequest,
  type TSalesOrder,
  type TSalesOrderCreate,
  type TSalesOrderUpdate,
} from '@godown/shared';
import { schemaErrors } from '../../lib/form-errors';
import { numberOrZero, parseNumberField, type NumberField } from '../../lib/form-numbers';
import { saleChoiceErrors } from '../../lib/sale-form-errors';

// The New and Edit sales order form (docs/domain.md#sales-orders): the values as typed, the bodies
// they send, their errors, and what the live quote asks and answers line by line.

/** One line of the form as typed: `key` keeps its row (and its quote) when others go. */
export interface SalesOrderLineValues {
  key: string;
  product: string | null;
  quantity: NumberField;
}

/** The sales order form as typed; nested like the body so errors land on inputs. */
export interface SalesOrderFormValues {
  customerId: string | null;
  inventoryId: string | null;
  /** YYYY-MM-DD, or null for none. */
  expectedDate: string | null;
  notes: string;
  lines: SalesOrderLineValues[];
}

/** A new line: no product yet, one unit. */
export function emptySalesOrderLine(key: string): SalesOrderLineValues {
  return { key, product: null, quantity: 1 };
}

/** The empty form (for a customer when the order is taken from their page): one line to fill in. */
export function emptySalesOrderValues(firstLineKey: string, customerId: string | null = null) {
  const values: SalesOrderFormValues = {
    customerId,
    inventoryId: null,
    expectedDate: null,
    notes: '',
    lines: [emptySalesOrderLine(firstLineKey)],
  };
  return values;
}

/**
 * A draft as the Edit form opens on it: its warehouse, date, notes and the lines bought (a free line
 * of another product is the schemes' to give, priced again with the rest), each keyed by its product.
 */
export function salesOrderValuesOf(order: TSalesOrder): SalesOrderFormValues {
  return {
    customerId: order.customer?.id ?? null,
    inventoryId: order.inventory?.id ?? null,
    expectedDate: order.expectedDate,
    notes: order.notes ?? '',
    lines: order.lines
      .filter((line) => !line.isFree)
      .map((line) => ({ key: line.product.id, product: line.product.id, quantity: line.quantity })),
  };
}

const linesOf = (values: SalesOrderFormValues) =>
  values.lines.map((line) => ({ product: line.product ?? '', quantity: numberOrZero(line.quantity) }));

/**
 * The body of `POST /sales-orders`: the customer, warehouse and lines always (an empty number reads
 * as 0, which the rules refuse); the expected date and the trimmed notes when given.
 */
export function toSalesOrderBody(values: SalesOrderFormValues): TSalesOrderCreate {
  const body: TSalesOrderCreate = {
    customerId: values.customerId ?? '',
    inventoryId: values.inventoryId ?? '',
    lines: linesOf(values),
  };
  if (values.expectedDate) body.expectedDate = values.expectedDate;
  const notes = values.notes.trim();
  if (notes) body.notes = notes;
  return body;
}

/** The body of `PUT /sales-orders/{id}`: everything a draft may change, a cleared date or note as null. */
export function toSalesOrderUpdate(values: SalesOrderFormValues): TSalesOrderUpdate {
  return {
    inventoryId: values.inventoryId ?? '',
    expectedDate: values.expectedDate || null,
    notes: values.notes.trim() || null,
    lines: linesOf(values),
  };
}

/**
 * Field errors of the form by the shared sales order rules (a customer, a warehouse, one to 200 lines
 * of 1 to 1,000,000 units), plus what the body cannot show: a line without a product, a product on
 * two lines (shown on the second).
 */
export function salesOrderFormErrors(values: SalesOrderFormValues): Record<string, string> {
  const errors = schemaErrors(zSalesOrderCreateSchema, toSalesOrderBody(values));
  saleChoiceErrors(values, errors);
  return errors;
}

/** The units of a line when the quote can price them: a whole number from 1 to the quote's limit. */
function quotableUnits(quantity: NumberField): number | null {
  const units = parseNumberField(quantity);
  return units !== undefined && Number.isInteger(units) && units >= 1 && units <= PRICING_LIMITS.unitsMax
    ? units
    : null;
}

/**
 * What the live quote asks (`POST /pricing/quote`): the customer and each line with a product and
 * units it can price, a product once (its first line); null while there is no customer or no such
 * line.
 */
export function quoteRequestOf(values: SalesOrderFormValues): TQuoteRequest | null {
  if (!values.customerId) return null;
  const seen = new Set<string>();
  const lines: { product: string; quantity: number }[] = [];
  for (const line of values.lines) {
    const quantity = quotableUnits(line.quantity);
    if (!line.product || quantity === null || seen.has(line.product)) continue;
    seen.add(line.product);
    lines.push({ product: line.product, quantity });
  }
  return lines.length > 0 ? { customerId: values.customerId, lines } : null;
}
