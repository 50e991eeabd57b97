import { expect, type APIRequestContext } from '@playwright/test';
import { gstinCheckCharacter } from '@godown/shared';
import { uniqueSuffix } from './accounts';
import { createPerson, theAdmin, type Person } from './people';
import { createInventory, createProduct, placeViaApi } from './stock';

// Invoicing's ground through the API (docs/domain.md#tax-invoices): a GST registration of its own
// in Maharashtra (27) billing a warehouse, two products with their HSN codes, units and rates, a
// customer in Maharashtra and one in Karnataka (each with a GSTIN of their state), and shipments of
// sales orders that have left the warehouse. The company's PAN is never set: it is the whole
// server's, and every registration here is on a PAN of its own.

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const pick = (from: string) => from[Math.floor(Math.random() * from.length)]!;

/** A company's PAN nobody else in the run has: five letters (the fourth C), four digits, a letter. */
export function newPan(): string {
  const digits = Array.from({ length: 4 }, () => pick('0123456789')).join('');
  return `${pick(LETTERS)}${pick(LETTERS)}${pick(LETTERS)}C${pick(LETTERS)}${digits}${pick(LETTERS)}`;
}

/** A valid GSTIN of `stateCode`: the PAN's first registration there, with its check character. */
export function gstinOf(stateCode: string, pan = newPan()): string {
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

/** Calls the API as `token`, expects success, and returns the answer's `data`. */
async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'put',
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await request[method](`/api/v1${url}`, {
    ...(data === undefined ? {} : { data }),
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/** A shipment that has left the warehouse (on the road), with its order. */
export interface LeftShipment {
  shipmentId: string;
  packageId: string;
  orderId: string;
  orderNumber: string;
}

export interface InvoicingWorld {
  suffix: string;
  admin: Person;
  staff: Person;
  registration: { id: string; gstin: string; name: string };
  warehouse: { id: string; name: string };
  /** ORS at 18% (HSN 3004, BOX), rice at 5% (HSN 1006, KGS); 1,000 of each in the warehouse. */
  products: { ors: { id: string; name: string }; rice: { id: string; name: string } };
  /** A customer in Maharashtra (intra-state: CGST and SGST) and one in Karnataka (IGST). */
  customers: { mumbai: { id: string; name: string }; bengaluru: { id: string; name: string } };
  /** A sales order of `lines` from `warehouseId` (the world's by default) shipped and on the road. */
  ship(
    customerId: string,
    lines: { product: string; quantity: number }[],
    warehouseId?: string,
  ): Promise<LeftShipment>;
  /** A warehouse billing under no registration, holding 100 of each product. */
  unregisteredWarehouse(): Promise<{ id: string; name: string }>;
  /** Another customer in Maharashtra, of their own, with a credit limit in rupees when given. */
  newCustomer(name: string, creditLimit?: number): Promise<{ id: string; name: string }>;
  /**
   * Ten ORS sachets moved from the world's warehouse, dispatched: to a warehouse of a Karnataka
   * registration of the company when `across` (a supply: invoiced), else to another warehouse of the
   * world's registration (a challan). The transport, and the registration it goes to.
   */
  /** A transfer of 10 packets of ORS to a new warehouse, dispatched unless `pending`. */
  transfer(
    across: boolean,
    pending?: boolean,
  ): Promise<{ id: string; packageId: string; to: { gstin: string; name: string } }>;
  /** A draft sales order of `lines` from the world's warehouse (not confirmed). */
  draftOrder(
    customerId: string,
    lines: { product: string; quantity: number }[],
  ): Promise<{ id: string; number: string }>;
}

/** The ground of an invoicing test, its own (a registration, warehouse, products and customers). */
export async function invoicingWorld(request: APIRequestContext): Promise<InvoicingWorld> {
  const suffix = uniqueSuffix();
  const admin = await theAdmin(request);
  const token = admin.auth.token;
  const staff = await createPerson(request, { role: 'staff', name: `Meena ${suffix}` });
  const { registration } = await call<{ registration: InvoicingWorld['registration'] }>(
    request,
    token,
    'post',
    '/gst-registrations',
    {
      gstin: gstinOf('27'),
      name: `Godown Bhiwandi ${suffix}`,
      address: { line: '14, Bhiwandi Road', district: 'Thane', pinCode: '421302' },
    },
  );
  const warehouseOf = async (name: string, registrationId: string | null, units: number) => {
    const made = await createInventory(request, token, {
      name,
      location: 'Bhiwandi, Thane',
      totalCapacity: 1_000_000,
      totalVolume: 100_000,
      inventoryLocation: { type: 'Point', coordinates: [73.06, 19.3] },
      ...(registrationId ? { registrationId } : {}),
    });
    for (const product of units > 0 ? [ors, rice] : []) {
      await placeViaApi(request, token, made._id, { productId: product._id, quantity: units });
    }
    return { id: made._id, name: made.name };
  };
  const ors = await createProduct(request, token, {
    productName: `ORS Sachet ${suffix}`,
    sku: `ORS-${suffix}`,
    price: 21.5,
    quantity: 5000,
    hsnCode: '3004',
    uqc: 'BOX',
    gstRate: 18,
  });
  const rice = await createProduct(request, token, {
    productName: `Sona Masoori Rice ${suffix}`,
    sku: `RICE-${suffix}`,
    price: 62,
    quantity: 5000,
    hsnCode: '1006',
    uqc: 'KGS',
    gstRate: 5,
  });
  const warehouse = await warehouseOf(`Bhiwandi ${suffix}`, registration.id, 1000);
  const customer = async (
    name: string,
    stateCode: string,
    address: Record<string, string>,
    extra: Record<string, unknown> = {},
  ) =>
    (
      await call<{ customer: { id: string; name: string } }>(request, token, 'post', '/customers', {
        name,
        gstin: gstinOf(stateCode),
        stateCode,
        billingAddress: address,
        phone: '9820012345',
        paymentTermsDays: 30,
        ...extra,
      })
    ).customer;
  const mumbai = await customer(`Shree Ganesh Medicals ${suffix}`, '27', {
    line: '7, Linking Road, Bandra West',
    district: 'Mumbai',
    pinCode: '400050',
  });
  const bengaluru = await customer(`Sri Venkateswara Pharma ${suffix}`, '29', {
    line: '14, Commercial Street',
    district: 'Bengaluru',
    pinCode: '560001',
  });

  const draft = async (
    customerId: string,
    lines: { product: string; quantity: number }[],
    warehouseId: string,
  ) =>
    (
      await call<{ salesOrder: { id: string; number: string } }>(request, token, 'post', '/sales-orders', {
        customerId,
        inventoryId: warehouseId,
        lines,
      })
    ).salesOrder;
  const ship: InvoicingWorld['ship'] = async (customerId, lines, warehouseId = warehouse.id) => {
    const salesOrder = await draft(customerId, lines, warehouseId);
    const orderUrl = `/sales-orders/${salesOrder.id}`;
    await call(request, token, 'post', `${orderUrl}/confirm`, {});
    await call(request, token, 'post', `${orderUrl}/allocate`, {});
    const { pickList } = await call<{ pickList: { allocations: { id: string; quantity: number }[] } }>(
      request,
      token,
      'get',
      `${orderUrl}/pick-list`,
    );
    for (const allocation of pickList.allocations) {
      await call(request, token, 'post', `${orderUrl}/picks`, {
        allocation: allocation.id,
        quantity: allocation.quantity,
      });
    }
    const packed = await call<{ salesOrder: { shipments: { id: string; packageId: string }[] } }>(
      request,
      token,
      'post',
      `${orderUrl}/shipments`,
      {},
    );
    const shipment = packed.salesOrder.shipments.at(-1)!;
    await call(request, token, 'put', `/transports/${shipment.id}`, { status: 'in_transit' });
    return {
      shipmentId: shipment.id,
      packageId: shipment.packageId,
      orderId: salesOrder.id,
      orderNumber: salesOrder.number,
    };
  };

  const transfer: InvoicingWorld['transfer'] = async (across, pending = false) => {
    const to = across
      ? (
          await call<{ registration: InvoicingWorld['registration'] }>(
            request,
            token,
            'post',
            '/gst-registrations',
            {
              gstin: gstinOf('29'),
              name: `Godown Hoskote ${suffix}`,
              address: { line: '3, Old Madras Road', district: 'Bengaluru Rural', pinCode: '562114' },
            },
          )
        ).registration
      : registration;
    const destination = await warehouseOf(`${across ? 'Hoskote' : 'Nagpur'} ${suffix}`, to.id, 0);
    const packageId = `TR-${suffix}-${across ? 'KA' : 'MH'}`;
    const { transport } = await call<{ transport: { id: string } }>(request, token, 'post', '/transports', {
      packageId,
      sourceInventoryId: warehouse.id,
      destinationInventoryId: destination.id,
      products: [{ product: ors._id, quantity: 10 }],
    });
    if (!pending) await call(request, token, 'put', `/transports/${transport.id}`, { status: 'dispatched' });
    return { id: transport.id, packageId, to: { gstin: to.gstin, name: to.name } };
  };

  return {
    suffix,
    admin,
    staff,
    registration,
    transfer,
    warehouse,
    products: {
      ors: { id: ors._id, name: ors.productName },
      rice: { id: rice._id, name: rice.productName },
    },
    customers: { mumbai, bengaluru },
    ship,
    unregisteredWarehouse: () => warehouseOf(`Kalyan ${suffix}`, null, 100),
    newCustomer: (name, creditLimit) =>
      customer(
        `${name} ${suffix}`,
        '27',
        { line: '3, Station Road', district: 'Pune', pinCode: '411001' },
        creditLimit === undefined ? {} : { creditLimit },
      ),
    draftOrder: (customerId, lines) => draft(customerId, lines, warehouse.id),
  };
}

/** An invoice issued through the API, as `token` (staff or admin). */
export async function issueViaApi(
  request: APIRequestContext,
  token: string,
  shipmentIds: string[],
): Promise<{ id: string; number: string; total: number }> {
  return (
    await call<{ invoice: { id: string; number: string; total: number } }>(
      request,
      token,
      'post',
      '/invoices',
      { shipmentIds },
    )
  ).invoice;
}

/** The shipment delivered (it is on the road): its goods may come back as a return. */
export async function deliverViaApi(
  request: APIRequestContext,
  token: string,
  shipmentId: string,
): Promise<void> {
  await call(request, token, 'put', `/transports/${shipmentId}`, { status: 'delivered' });
}

/** Units of the order's first line come back from a delivered shipment, damaged and written off. */
export async function returnViaApi(
  request: APIRequestContext,
  token: string,
  shipment: Pick<LeftShipment, 'orderId' | 'shipmentId'>,
  quantity = 1,
): Promise<{ id: string; number: string }> {
  return (
    await call<{ salesReturn: { id: string; number: string } }>(
      request,
      token,
      'post',
      `/sales-orders/${shipment.orderId}/returns`,
      {
        shipment: shipment.shipmentId,
        lines: [{ line: 1, quantity, reason: 'damaged', disposition: 'writeOff' }],
      },
    )
  ).salesReturn;
}

/** Money received from a customer through the API (allocated oldest due first unless given). */
export async function receiptViaApi(
  request: APIRequestContext,
  token: string,
  body: { customerId: string; mode: string; amount: number; reference?: string },
): Promise<{ id: string; number: string }> {
  return (await call<{ receipt: { id: string; number: string } }>(request, token, 'post', '/receipts', body))
    .receipt;
}

/** A credit or debit note against an invoice through the API (not a return's: its lines' changes). */
export async function noteViaApi(
  request: APIRequestContext,
  token: string,
  invoiceId: string,
  body: {
    kind: 'credit' | 'debit';
    reason: 'priceDifference' | 'other';
    lines: { lineNo: number; amount: number }[];
  },
): Promise<{ id: string; number: string }> {
  return (
    await call<{ note: { id: string; number: string } }>(
      request,
      token,
      'post',
      `/invoices/${invoiceId}/notes`,
      body,
    )
  ).note;
}

/** The tax invoice of a transfer between two registrations, issued through the API. */
export async function transferInvoiceViaApi(
  request: APIRequestContext,
  token: string,
  transportId: string,
): Promise<{ id: string; number: string; total: number }> {
  return (
    await call<{ invoice: { id: string; number: string; total: number } }>(
      request,
      token,
      'post',
      `/transports/${transportId}/invoice`,
      {},
    )
  ).invoice;
}
