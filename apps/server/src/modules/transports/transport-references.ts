import { eq, inArray } from 'drizzle-orm';
import { geoPointOrNull, message, type TErrorDetail, type TGeoPoint } from '@godown/shared';
import type { Tx } from '../../db/client.js';
import { batches, inventories, products, salesOrders } from '../../db/schema.js';
import { badRequest, conflict, fieldProblem } from '../../errors.js';
import type { LineInput, TransportUpdate } from './transport-rules.js';

// Checks of the references a transport body names (its products and inventories; its driver in
// users/active-role.ts), read in the writing transaction: each refusal is a 400 pointing at the field.

/** Every product of the lines must exist: an unknown one is a 400 pointing at its line. */
export async function assertProducts(tx: Tx, lines: LineInput[]): Promise<void> {
  if (lines.length === 0) return;
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((l) => l.product),
      ),
    );
  const known = new Set(found.map((p) => p.id));
  const details: TErrorDetail[] = lines.flatMap((l, index) =>
    known.has(l.product) ? [] : [fieldProblem(['products', index, 'product'], 'transport.unknownProduct')],
  );
  if (details.length) {
    throw badRequest(
      message(details.length === 1 ? 'transport.lineUnknownProduct' : 'transport.linesUnknownProducts'),
      details,
    );
  }
}

/** The named inventory's point, or a 400 when it does not exist. */
export async function inventoryPoint(
  tx: Tx,
  inventoryId: string | null | undefined,
  field: 'sourceInventoryId' | 'destinationInventoryId',
): Promise<TGeoPoint | null> {
  if (!inventoryId) return null;
  const [row] = await tx
    .select({ longitude: inventories.longitude, latitude: inventories.latitude })
    .from(inventories)
    .where(eq(inventories.id, inventoryId));
  if (!row) {
    const key = field === 'sourceInventoryId' ? 'transport.sourceNotFound' : 'transport.destinationNotFound';
    throw badRequest(message(key), [fieldProblem([field], key)]);
  }
  return geoPointOrNull(row.longitude, row.latitude);
}

/** Every batch a line chooses must be a batch of the line's product: otherwise a 400 at the line. */
export async function assertLineBatches(tx: Tx, lines: LineInput[]): Promise<void> {
  const chosen = lines.flatMap((l, index) =>
    (l.batches ?? []).map((b, at) => ({ ...b, product: l.product, index, at })),
  );
  if (chosen.length === 0) return;
  const found = await tx
    .select({ id: batches.id, productId: batches.productId })
    .from(batches)
    .where(
      inArray(
        batches.id,
        chosen.map((c) => c.batch),
      ),
    );
  const productOf = new Map(found.map((b) => [b.id, b.productId]));
  const details: TErrorDetail[] = chosen.flatMap((c) =>
    productOf.get(c.batch) === c.product
      ? []
      : [fieldProblem(['products', c.index, 'batches', c.at, 'batch'], 'transport.notABatchOfProduct')],
  );
  if (details.length) throw badRequest(message('transport.lineForeignBatch'), details);
}

/** The number of a sales order (its shipments name it in refusals). */
export async function orderNumber(tx: Tx, salesOrderId: string): Promise<string> {
  const [order] = await tx
    .select({ number: salesOrders.number })
    .from(salesOrders)
    .where(eq(salesOrders.id, salesOrderId));
  return order?.number ?? '';
}

/**
 * A sales order's shipment carries the order's picked units: its lines, batches and warehouses are
 * the order's, so a change to them is a 409 (its driver, vehicle, ETA and status change as any).
 */
export async function assertShipmentChange(
  tx: Tx,
  current: {
    packageId: string;
    salesOrderId: string | null;
    sourceInventoryId: string | null;
    destinationInventoryId: string | null;
  },
  lines: { productId: string; quantity: number }[],
  input: TransportUpdate,
): Promise<void> {
  const key = (ls: { productId: string; quantity: number }[]) =>
    ls
      .map((l) => `${l.productId.toLowerCase()}:${l.quantity}`)
      .sort()
      .join(',');
  const changesLines =
    input.products !== undefined &&
    (key(input.products.map((l) => ({ productId: l.product, quantity: l.quantity }))) !== key(lines) ||
      input.products.some((l) => (l.batches?.length ?? 0) > 0));
  const changesEnds =
    (input.sourceInventoryId !== undefined && input.sourceInventoryId !== current.sourceInventoryId) ||
    (input.destinationInventoryId !== undefined &&
      input.destinationInventoryId !== current.destinationInventoryId);
  if (changesLines || changesEnds) {
    throw conflict('transport.shipmentOfOrder', {
      packageId: current.packageId,
      number: await orderNumber(tx, current.salesOrderId ?? ''),
    });
  }
}
