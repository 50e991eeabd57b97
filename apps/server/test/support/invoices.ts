import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type {
  TCustomer,
  TEwayBillStatus,
  TInvoice,
  TOrderPickList,
  TProduct,
  TRegistration,
  TSalesOrder,
} from '@godown/shared';
import { addRegistration, gstinOf } from './billing.js';
import { nextEwayBillNumber } from './ewaybills.js';
import { callApi, getData } from './http.js';
import { createInventory, createProduct } from './stock.js';
import { unique } from './users.js';

// Invoices' ground, made through the API (docs/domain.md#tax-invoices): a registration in
// Maharashtra (27) billing a warehouse of its own that holds plenty of each product, and shipments
// of sales orders that have left it.

export interface InvoiceGround {
  registration: TRegistration;
  inventoryId: string;
  /** Placed in the warehouse: a product at 18% (HSN 3004, BOX) and one at 5% with 12% cess (HSN 2106, KGS). */
  products: { medicine: TProduct; snack: TProduct };
  /** A customer of Maharashtra with a GSTIN and 30 days' terms, one of Karnataka with a GSTIN, one of Maharashtra without. */
  customers: { local: TCustomer; outside: TCustomer; walkIn: TCustomer };
  /** A sales order of these lines packed into a shipment, moved to `status` (default on the road); its ids. */
  ship(
    customerId: string,
    lines: { product: string; quantity: number }[],
    status?: 'pending' | 'in_transit' | 'delivered',
    inventoryId?: string,
  ): Promise<{ orderId: string; shipmentId: string }>;
  /** A warehouse billing under `registrationId` (none: no registration) holding 1,000 of each product. */
  stockedInventory(registrationId?: string): Promise<string>;
  /**
   * A transfer of one snack from the ground's warehouse, dispatched: to a warehouse of another
   * registration (Karnataka) when `across`, else to another warehouse of its own; its id.
   */
  transfer(across: boolean): Promise<string>;
}

/** Records an e-way bill for a transport whose value calls for one and that has none live. */
export async function ensureEwayBill(
  app: FastifyInstance,
  token: string,
  transportId: string,
): Promise<void> {
  const { state } = await getData<TEwayBillStatus>(app, `/transports/${transportId}/ewaybill`, token);
  if (state !== 'needed' && state !== 'cancelled') return;
  const res = await callApi(app, 'POST', `/transports/${transportId}/ewaybill`, token, {
    number: nextEwayBillNumber(),
    generatedAt: new Date(Date.now() - 60_000).toISOString(),
    validUntil: new Date(Date.now() + 24 * 3_600_000).toISOString(),
    distanceKm: 100,
  });
  expect(res.statusCode, res.body).toBe(200);
}

export async function invoiceGround(
  app: FastifyInstance,
  adminToken: string,
  token: string,
): Promise<InvoiceGround> {
  const registration = await addRegistration(app, adminToken, { stateCode: '27' });
  const inventory = await createInventory(app, adminToken, {
    totalCapacity: 1e9,
    totalVolume: 1e9,
    registrationId: registration.id,
  });
  const medicine = await createProduct(app, token, {
    quantity: 100_000,
    price: 105.5,
    hsnCode: '3004',
    uqc: 'BOX',
    gstRate: 18,
  });
  const snack = await createProduct(app, token, {
    quantity: 100_000,
    price: 33.33,
    hsnCode: '21069099',
    uqc: 'KGS',
    gstRate: 5,
    cessRate: 12,
  });
  const stock = async (inventoryId: string, quantity: number) => {
    for (const product of [medicine, snack]) {
      const placed = await callApi(app, 'POST', `/inventory/${inventoryId}/products`, adminToken, {
        productId: product.id,
        quantity,
      });
      expect(placed.statusCode, placed.body).toBe(201);
    }
  };
  await stock(inventory.id, 40_000);
  const stockedInventory = async (registrationId?: string) => {
    const other = await createInventory(app, adminToken, {
      totalCapacity: 1e9,
      totalVolume: 1e9,
      ...(registrationId ? { registrationId } : {}),
    });
    await stock(other.id, 1000);
    return other.id;
  };
  const customer = async (body: Record<string, unknown>) => {
    const res = await callApi(app, 'POST', '/customers', token, { name: `Chemist ${unique()}`, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { data: { customer: TCustomer } }).data.customer;
  };
  const post = async (url: string, body?: unknown, status = 200) => {
    const res = await callApi(app, 'POST', url, token, body);
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as { data: Record<string, unknown> };
  };
  const ship: InvoiceGround['ship'] = async (
    customerId,
    lines,
    status = 'in_transit',
    from = inventory.id,
  ) => {
    const { data } = await post('/sales-orders', { customerId, inventoryId: from, lines }, 201);
    const orderId = (data.salesOrder as TSalesOrder).id;
    await post(`/sales-orders/${orderId}/confirm`);
    await post(`/sales-orders/${orderId}/allocate`, {});
    const { pickList } = await getData<{ pickList: TOrderPickList }>(
      app,
      `/sales-orders/${orderId}/pick-list`,
      token,
    );
    for (const allocation of pickList.allocations) {
      await post(`/sales-orders/${orderId}/picks`, {
        allocation: allocation.id,
        quantity: allocation.quantity,
      });
    }
    const packed = await post(`/sales-orders/${orderId}/shipments`, {}, 201);
    const shipments = (packed.data.salesOrder as TSalesOrder).shipments;
    const shipmentId = shipments[shipments.length - 1]!.id;
    const path =
      status === 'delivered' ? ['in_transit', 'delivered'] : status === 'in_transit' ? ['in_transit'] : [];
    // Goods over the e-way bill threshold leave with a bill (docs/domain.md#e-way-bills), as a user records it.
    if (path.length) await ensureEwayBill(app, token, shipmentId);
    for (const next of path) {
      const moved = await callApi(app, 'PUT', `/transports/${shipmentId}`, token, { status: next });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    return { orderId, shipmentId };
  };
  const destinations = new Map<boolean, string>();
  const transfer = async (across: boolean) => {
    if (!destinations.has(across)) {
      const to = across ? (await addRegistration(app, adminToken, { stateCode: '29' })).id : registration.id;
      destinations.set(across, await stockedInventory(to));
    }
    const created = await post(
      '/transports',
      {
        packageId: `TR-${unique()}`,
        sourceInventoryId: inventory.id,
        destinationInventoryId: destinations.get(across),
        products: [{ product: snack.id, quantity: 1 }],
      },
      201,
    );
    const id = (created.data.transport as { id: string }).id;
    await ensureEwayBill(app, token, id);
    const moved = await callApi(app, 'PUT', `/transports/${id}`, token, { status: 'dispatched' });
    expect(moved.statusCode, moved.body).toBe(200);
    return id;
  };
  return {
    registration,
    inventoryId: inventory.id,
    products: { medicine, snack },
    customers: {
      local: await customer({ gstin: gstinOf('27'), stateCode: '27', paymentTermsDays: 30 }),
      outside: await customer({ gstin: gstinOf('29'), stateCode: '29' }),
      walkIn: await customer({ stateCode: '27' }),
    },
    ship,
    stockedInventory,
    transfer,
  };
}

export const invoiceOf = (res: { json(): unknown }) =>
  (res.json() as { data: { invoice: TInvoice } }).data.invoice;
