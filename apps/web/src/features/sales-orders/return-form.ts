import type {
  SalesReturnDisposition,
  SalesReturnReason,
  TSalesOrder,
  TSalesReturnCreate,
  TShipmentSummary,
} from '@godown/shared';

// The return form's rules (docs/domain.md#picking-shipping-and-returns): the rows a delivered
// shipment offers, each at most what it delivered less what came back, and the body it sends.

/** One row of the form: a line and batch of the shipment, and what the user says came back. */
export interface ReturnRow {
  key: string;
  lineNo: number;
  productName: string;
  batchId: string | null;
  batchCode: string | null;
  /** Delivered less returned before: the most this row may take. */
  returnable: number;
  quantity: number;
  reason: SalesReturnReason;
  disposition: SalesReturnDisposition;
}

/** The shipments units may come back from: delivered ones with something not yet returned. */
export function returnableShipments(order: TSalesOrder): TShipmentSummary[] {
  return order.shipments.filter(
    (s) => s.status === 'delivered' && s.contents.some((c) => c.quantity > c.returned),
  );
}

/** The rows of a shipment, nothing returned yet: damaged goods go to quarantine by default. */
export function rowsOf(shipment: TShipmentSummary): ReturnRow[] {
  return shipment.contents
    .filter((c) => c.quantity > c.returned)
    .map((c) => ({
      key: `${c.lineNo}|${c.batch?.id ?? ''}`,
      lineNo: c.lineNo,
      productName: c.product.productName,
      batchId: c.batch?.id ?? null,
      batchCode: c.batch?.code ?? null,
      returnable: c.quantity - c.returned,
      quantity: 0,
      reason: 'damaged',
      disposition: 'quarantine',
    }));
}

/** Whether the rows need a quarantine rack: one of them goes to quarantine. */
export const needsRack = (rows: readonly ReturnRow[]) =>
  rows.some((r) => r.quantity > 0 && r.disposition === 'quarantine');

/** The body of POST /sales-orders/{id}/returns: the rows with units coming back. */
export function toReturnBody(
  shipmentId: string,
  rows: readonly ReturnRow[],
  storageUnitId: string | null,
  note: string,
): TSalesReturnCreate {
  return {
    shipment: shipmentId,
    storageUnitId: needsRack(rows) ? storageUnitId : null,
    note: note.trim() || null,
    lines: rows
      .filter((r) => r.quantity > 0)
      .map((r) => ({
        line: r.lineNo,
        batch: r.batchId,
        quantity: r.quantity,
        reason: r.reason,
        disposition: r.disposition,
      })),
  };
}
