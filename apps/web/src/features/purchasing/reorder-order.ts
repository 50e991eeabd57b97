import {
  roundMoney,
  type TPurchaseOrderCreate,
  type TPurchaseOrderLineInput,
  type TReorderGroup,
  type TReorderLine,
} from '@godown/shared';
import { isBlank, numberOrZero, type NumberField } from '../../lib/form-numbers';

/** The quantities typed over the suggested ones, by product id; a product not typed keeps its suggestion. */
export type EditedQuantities = Readonly<Record<string, NumberField>>;

/** The quantity a line will be ordered in: what was typed over it (empty reads as 0), else the suggestion. */
export function quantityOf(line: TReorderLine, edited: EditedQuantities): number {
  const typed = edited[line.product.id];
  if (typed === undefined) return line.suggestedQuantity;
  return isBlank(typed) ? 0 : numberOrZero(typed);
}

/** A line's value at its quantity and the supplier's unit price. */
export function lineValue(line: TReorderLine, edited: EditedQuantities): number {
  return roundMoney(quantityOf(line, edited) * line.unitPrice);
}

/** The group's value at the quantities it will be ordered in. */
export function groupValue(group: TReorderGroup, edited: EditedQuantities): number {
  return roundMoney(group.lines.reduce((sum, line) => sum + quantityOf(line, edited) * line.unitPrice, 0));
}

/** The purchase order lines of a group: each product at its quantity and price; one set to 0 is left out. */
export function reorderLines(group: TReorderGroup, edited: EditedQuantities): TPurchaseOrderLineInput[] {
  return group.lines
    .map((line) => ({
      product: line.product.id,
      quantity: quantityOf(line, edited),
      unitPrice: line.unitPrice,
    }))
    .filter((line) => line.quantity > 0);
}

/**
 * The date the goods of a group can be expected, ordered `today` (YYYY-MM-DD): after the longest lead
 * time of its lines.
 */
export function expectedDateFor(group: TReorderGroup, today: string): string {
  const days = Math.max(0, ...group.lines.map((line) => line.leadTimeDays));
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Where and when the goods of a group's purchase order go, as the Create dialog asks. */
export interface ReorderDestination {
  destinationInventoryId: string;
  /** YYYY-MM-DD, or null for none. */
  expectedDate: string | null;
}

/**
 * The body of `POST /purchase-orders` for a group: a draft to its supplier with its lines at the
 * quantities shown (the edited ones) and the suppliers' prices. A group without a supplier has none.
 */
export function reorderOrderBody(
  group: TReorderGroup,
  edited: EditedQuantities,
  destination: ReorderDestination,
): TPurchaseOrderCreate | null {
  if (!group.supplier) return null;
  const body: TPurchaseOrderCreate = {
    supplierId: group.supplier.id,
    destinationInventoryId: destination.destinationInventoryId,
    status: 'draft',
    lines: reorderLines(group, edited),
  };
  if (destination.expectedDate) body.expectedDate = destination.expectedDate;
  return body;
}
