import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  zEventsQuerySchema,
  zLocationShareSchema,
  API_BASE_PATH,
  EXPORT_QUERY_SCHEMAS,
  TRANSPORT_STATUSES,
  wageMonthOf,
  zAlertBulkResolveSchema,
  zAlertListQuerySchema,
  zAlertTriggerSchema,
  zAlertUpdateSchema,
  zAuditListQuerySchema,
  zBatchTraceQuerySchema,
  zCountCreateSchema,
  zCountEntrySchema,
  zCountListQuerySchema,
  zCountPostSchema,
  zMoveSchema,
  zPickSchema,
  zProductLabelsSchema,
  zReceiveSchema,
  zShelfLabelsSchema,
  zApiTokenCreateSchema,
  zChangePasswordSchema,
  zInventoryCreateSchema,
  zInventoryListQuerySchema,
  zInventoryUpdateSchema,
  zLoginSchema,
  zPageSchema,
  zPlacementCreateSchema,
  zPlacementListQuerySchema,
  zPlacementRemoveSchema,
  zProductBulkDeleteSchema,
  zProductCreateSchema,
  zProductListQuerySchema,
  zApproveUserSchema,
  zProductUpdateSchema,
  zProfileUpdateSchema,
  zPurchaseOrderConfirmSchema,
  zPurchaseOrderCreateSchema,
  zPurchaseOrderListQuerySchema,
  zPurchaseOrderReceiveSchema,
  zPurchaseOrderShipSchema,
  zPurchaseOrderUpdateSchema,
  zReorderQuerySchema,
  zRegisterSchema,
  zExpiringQuerySchema,
  zHistoryQuerySchema,
  zImportQuerySchema,
  zTemplateQuerySchema,
  zMovementsQuerySchema,
  zValuationQuerySchema,
  zSearchPageSchema,
  zStorageCreateSchema,
  zStorageListQuerySchema,
  zStorageUpdateSchema,
  zTransportCreateSchema,
  zCustomerCreateSchema,
  zSalesOrderCreateSchema,
  indiaDateFromToday,
  zBillableQuerySchema,
  zInvoiceCancelSchema,
  zTransferInvoiceCreateSchema,
  zCounterSaleSchema,
  zInvoiceCreateSchema,
  zInvoiceListQuerySchema,
  zNoteCreateSchema,
  zNoteListQuerySchema,
  zReceiptCreateSchema,
  zReceiptListQuerySchema,
  zReceiptAllocateSchema,
  zReceiptBounceSchema,
  zLedgerQuerySchema,
  zAgeingQuerySchema,
  zSalesReportQuerySchema,
  zTallyVoucherQuerySchema,
  zReportFormatQuerySchema,
  zAllocateSchema,
  zOrderPickSchema,
  zReleaseSchema,
  zSalesOrderListQuerySchema,
  zSalesOrderUpdateSchema,
  zSalesReturnCreateSchema,
  zSalesReturnListQuerySchema,
  zShipmentCreateSchema,
  zPriceListCreateSchema,
  zCompanySettingsUpdateSchema,
  zRegistrationCreateSchema,
  zRegistrationUpdateSchema,
  zTaxRateInputSchema,
  zTaxRateByHsnSchema,
  zPriceListUpdateSchema,
  zQuoteRequestSchema,
  zSchemeCreateSchema,
  zSchemeUpdateSchema,
  zCustomerListQuerySchema,
  zCustomerUpdateSchema,
  zTransportListQuerySchema,
  zTransportStatusQuerySchema,
  zTransportUpdateSchema,
  zUserAdminUpdateSchema,
  zUserListQuerySchema,
  zWageCalculateSchema,
  zWageListQuerySchema,
  zWageUpdateSchema,
  type TAlert,
  type TCustomer,
  type TInventoryDetail,
  type TProduct,
  type TPurchaseOrder,
  type TStorage,
  type TTransportDetail,
  zEinvoiceAnswerBodySchema,
  zEinvoiceCancellationBodySchema,
  zEinvoiceFileQuerySchema,
  zEwayBillCancelBodySchema,
  zEwayBillFileQuerySchema,
  zEwayBillRecordBodySchema,
  zEwayBillVehicleBodySchema,
  zEwayBillWaiverBodySchema,
  zEinvoiceListQuerySchema,
  zGstr1QuerySchema,
} from '@godown/shared';
import { BODY_LIMIT_BYTES } from '../src/app.js';
import { queryRows } from '../src/db/transaction.js';
import { auth, expectError, callApi } from './support/http.js';
import { createAlert, createInventory, createProduct, createStorage, place } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import {
  createOrder,
  createTransport,
  deliverWithProof,
  JPEG_BYTES,
  moveTransportOk,
  pngImage,
} from './support/transports.js';
import { openEventStream } from './support/events.js';
import { fulfilmentFixture, type FulfilmentFixture } from './support/sales.js';
import { cancellationAnswer, registeredInvoice } from './support/einvoices.js';
import { freshEwayBill, heavyTransfer, nextEwayBillNumber } from './support/ewaybills.js';
import { invoiceGround, invoiceOf, type InvoiceGround } from './support/invoices.js';
import { registerUser, unique, uniquePhone, type RegisteredUser } from './support/users.js';
import {
  CONTENT_TYPES,
  HOSTILE_KEYS,
  MALFORMED_JSON_BODIES,
  RawJson,
  RAW_URL_PARTS,
  applyMutations,
  edgeMutation,
  fieldKind,
  encodeUrlPart,
  hostilePathParam,
  hostileQueryValue,
  mutation,
  schemaKeys,
  schemaFields,
  toJsonText,
  type Mutation,
} from './support/hostile-arbitraries.js';
import { collectApiRoutes } from './support/routes.js';
import { multipartBody } from './support/imports.js';
import { addRegistration, gstinOf, pngBytes, uploadFile } from './support/billing.js';

/*
 * Hostile input, property-based: every endpoint is driven with requests made from a valid one by
 * fast-check, which replaces fields (found from the route's zod schema) with wrong types, huge
 * strings, deep nesting, NaN and Infinity, numbers past every edge, unicode and control characters,
 * SQL and script injections, `__proto__` and `constructor` keys, malformed ids and dates; and with
 * hostile query strings, path parameters, raw bodies and content types. Every answer must be a 2xx,
 * or a 4xx in the error envelope with no stack trace or SQL error text; never a 5xx. A refused
 * request must change nothing: every table's rows (count and content hash) and the stock ledger
 * are compared before and after it. On failure fast-check prints the seed and the shrunk request.
 */

// The server's background checks (missed ETAs, expiry and overwork alerts, month close) run on a
// one-minute interval and write alerts of their own accord; their first run, at start-up, is kept.
// Faking setInterval alone keeps them from writing between the two snapshots of a refused request.
vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
afterAll(() => {
  vi.useRealTimers();
});

const registeredApiRoutes = collectApiRoutes();
// Valid logins and refused ones are part of the runs: the login limits must not turn them into 429s.
const ctx = useTestContext({
  rateLimits: {
    registrationsPerMinute: 10_000,
    loginFailuresPerMinute: 10_000,
    loginFailuresPerHour: 10_000,
  },
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Who sends a run's request: a standing user, or (for calls that end a session) a new one per run. */
type Caller = 'admin' | 'staff' | 'supplier' | 'fresh admin' | 'fresh staff' | 'anonymous';

/** The objects the calls act on, made through the API before the properties run. */
const fx = {} as {
  admin: RegisteredUser;
  staff: RegisteredUser;
  supplier: RegisteredUser;
  driver: RegisteredUser;
  loginAccount: RegisteredUser;
  userTarget: RegisteredUser;
  wageTarget: RegisteredUser;
  product: TProduct;
  registrationId: string;
  editProduct: TProduct;
  inventory: TInventoryDetail;
  otherInventory: TInventoryDetail;
  storage: TStorage;
  transport: TTransportDetail;
  order: TTransportDetail;
  /** Delivered with a proof (photo and signature). */
  delivered: TTransportDetail;
  alert: TAlert;
  purchaseOrder: TPurchaseOrder;
  customer: TCustomer;
  /** The customer of the sales orders: never the one the customer rows change (they may make it inactive). */
  salesCustomer: TCustomer;
  priceListId: string;
  schemeId: string;
  salesOrderId: string;
  /**
   * The warehouse the sales orders ship from, holding nothing: their confirmations backorder and
   * never hold units another endpoint's request needs.
   */
  salesInventory: TInventoryDetail;
  fulfilment: FulfilmentFixture;
  /** A registered warehouse's shipments: one left unbilled for previews, one for the first issue; an invoice. */
  invoicing: {
    ground: InvoiceGround;
    unbilled: string;
    toIssue: string;
    invoiceId: string;
    noteId: string;
    receiptId: string;
    fresh: () => Promise<string>;
    /** A transfer between two warehouses of the ground's registration: it has a challan. */
    sameRegistrationTransfer: string;
    /** The e-invoice portal's answer registering the invoice, recorded; its cancelling of another's IRN. */
    answer: string;
    cancellation: string;
  };
  batchCode: string;
  count: { id: string; lineId: number };
  /** Ids of the fixtures above: body fields that refer to objects meet ids of every kind. */
  ids: string[];
  /**
   * Ids of decoys of every kind, made for paths to meet ids of the wrong kind (a product's id in
   * /users/{id}): a run may change or delete a decoy, never a fixture the other endpoints need.
   */
  decoyIds: string[];
};

const point = (longitude: number, latitude: number) => ({
  type: 'Point',
  coordinates: [longitude, latitude],
});
const shortName = (prefix: string) => `${prefix} ${unique()}`.slice(0, 20);
const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
// What the next bulk delete and bulk resolve name. A body is built before its run's `prepare`, so
// each run's prepare makes the product (the alert) the run after it names; the first names no row.
const bulkTargets = {
  product: '00000000-0000-4000-8000-000000000000',
  alert: '00000000-0000-4000-8000-000000000000',
};

interface Endpoint {
  method: Method;
  /** Under /api/v1, with {param} for path parameters. */
  path: string;
  callers: readonly Caller[];
  /** A real value for each path parameter (a fresh object where the call uses it up). */
  params?: Record<string, () => string | Promise<string>>;
  /** Real values for a path parameter that is not an id. */
  paramValues?: Record<string, readonly string[]>;
  /** The route's body schema and a valid body for it, rich enough that nested fields are present. */
  body?: { schema: unknown; valid: () => unknown };
  /** The route's query schema. */
  query?: unknown;
  /** A valid query, for a route that needs one. */
  validQuery?: () => Record<string, string>;
  /** Runs before each request (after any fresh object is made, before the snapshot). */
  prepare?: () => Promise<void>;
  /** Fewer runs for calls that hash a password. */
  runs?: number;
  /** A file upload (multipart) the call sends when it sends no other body. */
  upload?: () => Promise<{ body: Buffer; contentType: string }>;
  /** An event stream: sent over a real connection (inject would wait for its end), read, closed. */
  stream?: boolean;
  /** The body names rows the call deletes: its mutations meet the decoys' ids, never the fixtures'. */
  deletesWhatItNames?: boolean;
}

const BOTH: readonly Caller[] = ['admin', 'admin', 'staff'];
const PUBLIC: readonly Caller[] = ['admin', 'staff', 'anonymous'];

const newInventoryBody = () => ({
  name: `Hostile Godown ${unique()}`,
  location: 'Bhiwandi, Maharashtra',
  description: 'Dry goods',
  totalCapacity: 5_000,
  totalVolume: 200,
  inventoryLocation: point(73.0483, 19.2813),
});
const transportBody = (prefix: string) => () => ({
  packageId: `${prefix}-${unique()}`,
  status: 'pending',
  transportMode: 'land',
  transportationCost: 2500,
  products: [{ product: fx.product.id, quantity: 1 }],
  startLocation: point(72.8777, 19.076),
  currentLocation: point(72.8777, 19.076),
  destination: point(73.8567, 18.5204),
  assignedTo: fx.driver.user.id,
  eta: '2030-01-15',
});
const transportUpdateBody = () => ({
  transportationCost: 1800,
  transportMode: 'air',
  currentLocation: point(73.1, 19.1),
  eta: '2031-03-01T10:00:00+05:30',
});

/** Every API route, how to call it validly, and what its schema reads. */
const ENDPOINTS: readonly Endpoint[] = [
  { method: 'GET', path: '/health', callers: PUBLIC },

  {
    method: 'POST',
    path: '/users/register',
    callers: ['anonymous', 'admin'],
    body: {
      schema: zRegisterSchema,
      valid: () => ({
        name: shortName('Hostile'),
        email: `hostile${unique()}@example.in`,
        phone: uniquePhone(),
        password: 'pass1234',
        role: 'staff',
      }),
    },
    runs: 12,
  },
  {
    method: 'POST',
    path: '/users/login',
    callers: ['anonymous'],
    body: {
      schema: zLoginSchema,
      valid: () => ({ email: fx.loginAccount.email, password: fx.loginAccount.password }),
    },
    runs: 12,
  },
  { method: 'POST', path: '/users/logout', callers: ['fresh staff', 'fresh admin'], runs: 8 },
  { method: 'GET', path: '/users/me', callers: BOTH },
  {
    method: 'PUT',
    path: '/users/',
    callers: BOTH,
    body: {
      schema: zProfileUpdateSchema,
      valid: () => ({ name: shortName('Profile'), phone: uniquePhone() }),
    },
  },
  {
    method: 'PUT',
    path: '/users/update_password',
    callers: ['fresh staff'],
    body: {
      schema: zChangePasswordSchema,
      valid: () => ({ currentPassword: 'pass1234', newPassword: 'newpass1' }),
    },
    runs: 8,
  },
  { method: 'GET', path: '/users/me/tokens', callers: BOTH },
  {
    method: 'POST',
    path: '/users/me/tokens',
    callers: ['fresh staff'],
    body: {
      schema: zApiTokenCreateSchema,
      valid: () => ({ name: 'Hostile check', scopes: ['stock:read', 'reports:write'], expiresInDays: 30 }),
    },
    runs: 8,
  },
  {
    method: 'DELETE',
    path: '/users/me/tokens/{id}',
    callers: BOTH,
    params: {
      id: async () => {
        const res = await callApi(ctx.app, 'POST', '/users/me/tokens', fx.admin.token, {
          name: 'Hostile revoke',
          scopes: ['stock:read'],
        });
        expect(res.statusCode, res.body).toBe(201);
        return (res.json() as { data: { token: { id: string } } }).data.token.id;
      },
    },
    runs: 6,
  },
  { method: 'GET', path: '/users/drivers', callers: BOTH, query: zSearchPageSchema },
  { method: 'GET', path: '/users/', callers: BOTH, query: zUserListQuerySchema },
  {
    method: 'PUT',
    path: '/users/{id}',
    callers: BOTH,
    params: { id: () => fx.userTarget.user.id },
    body: {
      schema: zUserAdminUpdateSchema,
      valid: () => ({ shift: 'Morning', wagePerHour: 120.5, hoursThisMonth: 10, extraShift: false }),
    },
  },
  {
    method: 'DELETE',
    path: '/users/{id}',
    callers: BOTH,
    params: { id: async () => (await registerUser(ctx.app, { role: 'staff' })).user.id },
    runs: 12,
  },
  {
    method: 'POST',
    path: '/users/{id}/one-time-password',
    callers: BOTH,
    // A staff user of its own: the shared target's role is itself fuzzed (an admin refuses it).
    params: { id: async () => (await registerUser(ctx.app, { role: 'staff' })).user.id },
    // Each success hashes a password.
    runs: 12,
  },

  {
    method: 'POST',
    path: '/users/{id}/approve',
    callers: BOTH,
    // A staff account of its own, waiting: approving one changes it for good.
    params: {
      id: async () => (await registerUser(ctx.app, { role: 'staff' }, { approve: false })).user.id,
    },
    body: { schema: zApproveUserSchema, valid: () => ({ role: 'driver' }) },
    runs: 12,
  },

  { method: 'GET', path: '/products/', callers: PUBLIC, query: zProductListQuerySchema },
  { method: 'GET', path: '/products/supplied', callers: ['supplier'], query: zSearchPageSchema },
  { method: 'GET', path: '/products/categories', callers: PUBLIC },
  { method: 'GET', path: '/products/{id}', callers: PUBLIC, params: { id: () => fx.product.id } },
  {
    method: 'GET',
    path: '/products/{id}/inventories',
    callers: PUBLIC,
    params: { id: () => fx.product.id },
  },
  {
    method: 'GET',
    path: '/products/{id}/movements',
    callers: BOTH,
    params: { id: () => fx.product.id },
    query: zPageSchema,
  },
  {
    method: 'POST',
    path: '/products/',
    callers: BOTH,
    body: {
      schema: zProductCreateSchema,
      valid: () => ({
        productName: `Toor Dal ${unique()}`,
        sku: `DAL-${unique()}`,
        batchId: 'B-2026-01',
        productCategory: 'Pulses',
        price: 140.5,
        quantity: 20,
        weight: 1.25,
        dimensions: { length: 30, width: 20, height: 10 },
        description: 'Unpolished, 1 kg packs',
        thresholdLimit: 5,
        shelfLifeDays: 365,
        mfgDate: '2026-01-10',
        expiryDate: '2027-01-10',
        supplierId: fx.supplier.user.id,
        supplierLocation: point(72.8777, 19.076),
      }),
    },
  },
  {
    method: 'PUT',
    path: '/products/{id}',
    callers: BOTH,
    params: { id: () => fx.editProduct.id },
    body: {
      schema: zProductUpdateSchema,
      valid: () => ({
        description: `Checked ${unique()}`,
        price: 150,
        dimensions: { length: 31, width: 21, height: 11 },
        mfgDate: '2026-02-01',
        expiryDate: '2027-02-01',
        supplierLocation: point(73.0, 19.0),
      }),
    },
  },
  {
    method: 'DELETE',
    path: '/products/{id}',
    callers: BOTH,
    params: { id: async () => (await createProduct(ctx.app, fx.admin.token)).id },
  },
  {
    method: 'POST',
    path: '/products/bulk-delete',
    callers: BOTH,
    body: { schema: zProductBulkDeleteSchema, valid: () => ({ ids: [bulkTargets.product] }) },
    deletesWhatItNames: true,
    prepare: async () => {
      bulkTargets.product = (await createProduct(ctx.app, fx.admin.token)).id;
    },
  },

  { method: 'GET', path: '/inventory/', callers: PUBLIC, query: zInventoryListQuerySchema },
  { method: 'GET', path: '/inventory/{id}', callers: PUBLIC, params: { id: () => fx.inventory.id } },
  {
    method: 'POST',
    path: '/inventory/create',
    callers: BOTH,
    body: { schema: zInventoryCreateSchema, valid: newInventoryBody },
  },
  {
    method: 'POST',
    path: '/inventory/',
    callers: BOTH,
    body: { schema: zInventoryCreateSchema, valid: newInventoryBody },
  },
  {
    method: 'PUT',
    path: '/inventory/{id}',
    callers: BOTH,
    params: { id: () => fx.otherInventory.id },
    body: {
      schema: zInventoryUpdateSchema,
      valid: () => ({
        description: `Checked ${unique()}`,
        location: 'Thane',
        totalCapacity: 1e9,
        totalVolume: 1e9,
        inventoryLocation: point(73.0, 19.2),
      }),
    },
  },
  {
    method: 'DELETE',
    path: '/inventory/{id}',
    callers: BOTH,
    params: { id: async () => (await createInventory(ctx.app, fx.admin.token)).id },
  },
  {
    method: 'GET',
    path: '/inventory/{id}/products',
    callers: PUBLIC,
    params: { id: () => fx.inventory.id },
    query: zPlacementListQuerySchema,
  },
  {
    method: 'POST',
    path: '/inventory/{id}/products',
    callers: BOTH,
    params: { id: () => fx.inventory.id },
    body: { schema: zPlacementCreateSchema, valid: () => ({ productId: fx.product.id, quantity: 1 }) },
  },
  {
    method: 'DELETE',
    path: '/inventory/{id}/products',
    callers: BOTH,
    params: { id: () => fx.inventory.id },
    body: { schema: zPlacementRemoveSchema, valid: () => ({ productId: fx.product.id, quantity: 1 }) },
    // A unit of its own to take out, whatever earlier runs removed.
    prepare: async () => {
      const placed = await place(ctx.app, fx.admin.token, fx.inventory.id, fx.product.id, 1);
      expect(placed.statusCode, placed.body).toBe(201);
    },
  },
  {
    method: 'GET',
    path: '/inventory/{id}/utilization',
    callers: PUBLIC,
    params: { id: () => fx.inventory.id },
  },
  {
    method: 'GET',
    path: '/inventory/{id}/cost-summary',
    callers: PUBLIC,
    params: { id: () => fx.inventory.id },
  },
  {
    method: 'GET',
    path: '/inventory/{id}/in-transit',
    callers: BOTH,
    params: { id: () => fx.inventory.id },
    query: zPageSchema,
  },

  { method: 'GET', path: '/storages/', callers: BOTH, query: zStorageListQuerySchema },
  { method: 'GET', path: '/storages/{id}', callers: BOTH, params: { id: () => fx.storage.id } },
  {
    method: 'POST',
    path: '/storages/',
    callers: BOTH,
    body: {
      schema: zStorageCreateSchema,
      valid: () => ({
        locationId: `RACK-${unique()}`,
        dimensions: { length: 200, width: 100, height: 250 },
        holdingCapacity: 800,
        Volume: 5,
        inventory: fx.inventory.id,
        name: `Rack ${unique()}`,
        type: 'Pallet rack',
        location: 'Aisle 3',
        description: 'Ground level',
        temperature: { min: -5, max: 25 },
        currentWeight: 10,
        currentVolume: 1,
        active: true,
      }),
    },
  },
  {
    method: 'PUT',
    path: '/storages/{id}',
    callers: BOTH,
    params: { id: () => fx.storage.id },
    body: {
      schema: zStorageUpdateSchema,
      valid: () => ({
        description: `Checked ${unique()}`,
        dimensions: { length: 210, width: 100, height: 250 },
        temperature: { min: 0, max: 10 },
        holdingCapacity: 900,
      }),
    },
  },
  {
    method: 'DELETE',
    path: '/storages/{id}',
    callers: BOTH,
    params: { id: async () => (await createStorage(ctx.app, fx.admin.token, fx.inventory.id)).id },
  },

  { method: 'GET', path: '/transports/', callers: BOTH, query: zTransportListQuerySchema },
  {
    method: 'GET',
    path: '/transports/status/{status}',
    callers: BOTH,
    paramValues: { status: [...TRANSPORT_STATUSES, 'inTransit'] },
    query: zTransportStatusQuerySchema,
  },
  { method: 'GET', path: '/transports/{id}', callers: BOTH, params: { id: () => fx.transport.id } },
  {
    method: 'POST',
    path: '/transports/',
    callers: BOTH,
    body: { schema: zTransportCreateSchema, valid: transportBody('PKG') },
  },
  {
    method: 'PUT',
    path: '/transports/{id}',
    callers: BOTH,
    params: { id: () => fx.transport.id },
    body: { schema: zTransportUpdateSchema, valid: transportUpdateBody },
  },
  {
    method: 'POST',
    path: '/transports/{id}/cancel',
    callers: BOTH,
    params: { id: async () => (await createTransport(ctx.app, fx.admin.token)).id },
  },
  {
    method: 'DELETE',
    path: '/transports/{id}',
    callers: BOTH,
    params: { id: async () => (await createTransport(ctx.app, fx.admin.token)).id },
  },
  {
    method: 'POST',
    path: '/buy/order',
    callers: BOTH,
    body: { schema: zTransportCreateSchema, valid: transportBody('ORD') },
  },
  {
    method: 'PUT',
    path: '/buy/order/{id}',
    callers: BOTH,
    params: { id: () => fx.order.id },
    body: { schema: zTransportUpdateSchema, valid: transportUpdateBody },
  },

  { method: 'GET', path: '/alerts/', callers: BOTH, query: zAlertListQuerySchema },
  {
    method: 'POST',
    path: '/alerts/trigger',
    callers: BOTH,
    body: {
      schema: zAlertTriggerSchema,
      valid: () => ({
        type: 'system',
        message: `Hostile check ${unique()}`,
        description: 'Raised by the hostile-input test',
        targetId: `T-${unique()}`,
        triggeredOn: hourAgo(),
        priority: 'low',
        resolved: false,
      }),
    },
  },
  {
    method: 'PUT',
    path: '/alerts/{id}',
    callers: BOTH,
    params: { id: () => fx.alert.id },
    body: {
      schema: zAlertUpdateSchema,
      valid: () => ({ description: `Checked ${unique()}`, priority: 'high', triggeredOn: hourAgo() }),
    },
  },
  {
    method: 'POST',
    path: '/alerts/bulk-resolve',
    callers: BOTH,
    body: { schema: zAlertBulkResolveSchema, valid: () => ({ ids: [bulkTargets.alert] }) },
    prepare: async () => {
      bulkTargets.alert = (await createAlert(ctx.app, fx.admin.token, `Hostile bulk ${unique()}`)).id;
    },
  },

  { method: 'GET', path: '/wages/', callers: BOTH, query: zWageListQuerySchema },
  {
    method: 'POST',
    path: '/wages/calculate',
    callers: BOTH,
    body: {
      schema: zWageCalculateSchema,
      valid: () => ({
        userId: fx.wageTarget.user.id,
        month: wageMonthOf(),
        hoursWorked: 10.5,
        wagePerHour: 100,
        extraShift: false,
        shift: 'Morning',
      }),
    },
  },
  {
    method: 'PUT',
    path: '/wages/{userId}',
    callers: BOTH,
    params: { userId: () => fx.wageTarget.user.id },
    body: {
      schema: zWageUpdateSchema,
      valid: () => ({
        month: wageMonthOf(),
        hoursWorked: 42,
        wagePerHour: 150,
        extraShift: false,
        shift: 'Night',
      }),
    },
  },
  { method: 'GET', path: '/wages/overworked', callers: BOTH, query: zSearchPageSchema },

  { method: 'GET', path: '/dashboard/summary', callers: PUBLIC },
  { method: 'GET', path: '/dashboard/charts', callers: BOTH },
  {
    method: 'GET',
    path: '/products/{id}/history',
    callers: PUBLIC,
    params: { id: () => fx.product.id },
    query: zHistoryQuerySchema,
  },
  {
    method: 'GET',
    path: '/inventory/{id}/history',
    callers: PUBLIC,
    params: { id: () => fx.inventory.id },
    query: zHistoryQuerySchema,
  },

  { method: 'GET', path: '/audit', callers: BOTH, query: zAuditListQuerySchema },

  { method: 'GET', path: '/products/{id}/batches', callers: PUBLIC, params: { id: () => fx.product.id } },
  {
    method: 'GET',
    path: '/inventory/{id}/batches',
    callers: PUBLIC,
    params: { id: () => fx.inventory.id },
    query: zPageSchema,
  },
  {
    method: 'GET',
    path: '/batches/trace',
    callers: BOTH,
    query: zBatchTraceQuerySchema,
    validQuery: () => ({ product: fx.product.id, batch: fx.batchCode }),
  },
  { method: 'GET', path: '/reorder/suggestions', callers: BOTH, query: zReorderQuerySchema },
  {
    method: 'GET',
    path: '/purchase-orders',
    callers: [...BOTH, 'supplier'],
    query: zPurchaseOrderListQuerySchema,
  },
  {
    method: 'POST',
    path: '/purchase-orders',
    callers: BOTH,
    body: { schema: zPurchaseOrderCreateSchema, valid: () => purchaseOrderBody('draft') },
  },
  {
    method: 'GET',
    path: '/purchase-orders/{id}',
    callers: [...BOTH, 'supplier'],
    params: { id: () => fx.purchaseOrder.id },
  },
  {
    method: 'PUT',
    path: '/purchase-orders/{id}',
    callers: BOTH,
    params: { id: () => fx.purchaseOrder.id },
    body: {
      schema: zPurchaseOrderUpdateSchema,
      valid: () => ({
        notes: `Checked ${unique()}`,
        expectedDate: '2030-02-01',
        destinationInventoryId: fx.inventory.id,
      }),
    },
  },
  {
    method: 'POST',
    path: '/purchase-orders/{id}/receive',
    callers: BOTH,
    params: { id: async () => (await freshPurchaseOrder()).id },
    body: {
      schema: zPurchaseOrderReceiveSchema,
      valid: () => ({
        lines: [
          {
            product: fx.product.id,
            quantity: 1,
            batch: { code: `H-${unique()}`, mfgDate: '2026-01-01', expiryDate: '2030-01-01' },
          },
        ],
      }),
    },
    runs: 20,
  },
  {
    method: 'POST',
    path: '/purchase-orders/{id}/confirm',
    callers: ['supplier'],
    params: { id: async () => (await freshPurchaseOrder()).id },
    body: {
      schema: zPurchaseOrderConfirmSchema,
      valid: () => ({
        confirmedDate: '2030-01-15',
        note: 'Ready',
        lines: [{ product: fx.product.id, quantity: 4 }],
      }),
    },
    runs: 20,
  },
  {
    method: 'POST',
    path: '/purchase-orders/{id}/ship',
    callers: ['supplier'],
    params: { id: freshConfirmedOrder },
    body: { schema: zPurchaseOrderShipSchema, valid: () => ({ eta: '2030-01-20', note: 'On the way' }) },
    runs: 20,
  },

  // Customers (docs/domain.md#customers): admins and staff.
  { method: 'GET', path: '/customers', callers: BOTH, query: zCustomerListQuerySchema },
  {
    method: 'POST',
    path: '/customers',
    callers: BOTH,
    body: { schema: zCustomerCreateSchema, valid: () => customerBody() },
  },
  { method: 'GET', path: '/customers/{id}', callers: BOTH, params: { id: () => fx.customer.id } },
  {
    method: 'PUT',
    path: '/customers/{id}',
    callers: BOTH,
    params: { id: () => fx.customer.id },
    body: {
      schema: zCustomerUpdateSchema,
      valid: () => ({ ...customerBody(), name: `Renamed ${unique()}` }),
    },
  },
  {
    method: 'DELETE',
    path: '/customers/{id}',
    callers: ['admin'],
    params: { id: async () => (await freshCustomer()).id },
    runs: 20,
  },
  { method: 'GET', path: '/pin-codes/{pin}', callers: BOTH, params: { pin: () => '560001' }, runs: 20 },

  // Sales orders (docs/domain.md#sales-orders): admins and staff.
  { method: 'GET', path: '/sales-orders', callers: BOTH, query: zSalesOrderListQuerySchema },
  {
    method: 'POST',
    path: '/sales-orders',
    callers: BOTH,
    body: { schema: zSalesOrderCreateSchema, valid: () => salesOrderBody() },
  },
  { method: 'GET', path: '/sales-orders/{id}', callers: BOTH, params: { id: () => fx.salesOrderId } },
  {
    method: 'PUT',
    path: '/sales-orders/{id}',
    callers: BOTH,
    params: { id: () => fx.salesOrderId },
    body: {
      schema: zSalesOrderUpdateSchema,
      valid: () => {
        const { customerId: _customer, ...rest } = salesOrderBody();
        return rest;
      },
    },
  },
  {
    method: 'POST',
    path: '/sales-orders/{id}/confirm',
    callers: BOTH,
    params: { id: async () => freshSalesOrder() },
    runs: 20,
  },
  {
    method: 'POST',
    path: '/sales-orders/{id}/cancel',
    callers: BOTH,
    params: { id: async () => freshSalesOrder() },
    runs: 20,
  },

  { method: 'GET', path: '/sales-orders/figures', callers: BOTH },
  // Allocating, picking, shipping and returns (docs/domain.md#picking-shipping-and-returns).
  {
    method: 'POST',
    path: '/sales-orders/{id}/allocate',
    callers: BOTH,
    params: { id: () => fx.fulfilment.confirmedOrder() },
    body: { schema: zAllocateSchema, valid: () => ({}) },
    runs: 12,
  },
  {
    method: 'GET',
    path: '/sales-orders/{id}/pick-list',
    callers: BOTH,
    params: { id: () => fx.fulfilment.allocated.orderId },
  },
  {
    method: 'GET',
    path: '/sales-orders/{id}/pick-list.pdf',
    callers: BOTH,
    params: { id: () => fx.fulfilment.allocated.orderId },
    runs: 12,
  },
  {
    method: 'POST',
    path: '/sales-orders/{id}/picks',
    callers: BOTH,
    params: { id: () => fx.fulfilment.allocated.orderId },
    body: {
      schema: zOrderPickSchema,
      valid: () => ({ allocation: fx.fulfilment.allocated.allocationId, quantity: 1, short: false }),
    },
  },
  {
    method: 'POST',
    path: '/sales-orders/{id}/shipments',
    callers: BOTH,
    params: { id: () => fx.fulfilment.pickedOrder() },
    body: {
      schema: zShipmentCreateSchema,
      valid: () => ({ vehicleNumber: 'KA 01 AB 1234', eta: '2030-01-15', transportMode: 'land' }),
    },
    runs: 12,
  },
  {
    method: 'GET',
    path: '/sales-orders/{id}/shipments/{shipmentId}/challan.pdf',
    callers: BOTH,
    params: {
      id: () => fx.fulfilment.delivered.orderId,
      shipmentId: () => fx.fulfilment.delivered.shipmentId,
    },
    runs: 12,
  },
  {
    method: 'POST',
    path: '/sales-orders/{id}/returns',
    callers: BOTH,
    params: { id: () => fx.fulfilment.delivered.orderId },
    body: {
      schema: zSalesReturnCreateSchema,
      valid: () => ({
        shipment: fx.fulfilment.delivered.shipmentId,
        storageUnitId: fx.fulfilment.storageUnitId,
        note: 'Hostile-input return',
        lines: [{ line: 1, batch: null, quantity: 1, reason: 'damaged', disposition: 'writeOff' }],
      }),
    },
  },
  { method: 'GET', path: '/sales-returns', callers: BOTH, query: zSalesReturnListQuerySchema },
  { method: 'GET', path: '/sales-returns/{id}', callers: BOTH, params: { id: () => fx.fulfilment.returnId } },
  {
    method: 'POST',
    path: '/sales-returns/{id}/release',
    callers: BOTH,
    params: { id: () => fx.fulfilment.quarantinedReturn() },
    body: { schema: zReleaseSchema, valid: () => ({ disposition: 'writeOff' }) },
    runs: 12,
  },

  // The company, its GST registrations and products' GST rates (docs/domain.md#company-and-registrations).
  { method: 'GET', path: '/settings/company', callers: BOTH },
  {
    method: 'PUT',
    path: '/settings/company',
    callers: ['admin'],
    body: {
      schema: zCompanySettingsUpdateSchema,
      valid: () => ({
        legalName: 'Hostile Distributors Pvt Ltd',
        tradeName: 'Hostile Traders',
        pan: null,
        bank: { bankName: 'HDFC Bank', accountNumber: '50200012345678', ifsc: 'HDFC0001234', branch: 'Fort' },
        upiId: 'hostile@okhdfcbank',
        invoiceTerms: 'Payment within 30 days.',
      }),
    },
  },
  {
    method: 'GET',
    path: '/settings/company/logo',
    callers: BOTH,
    prepare: async () => {
      await uploadFile(ctx.app, fx.admin.token, '/settings/company/logo', await pngBytes());
    },
  },
  {
    method: 'PUT',
    path: '/settings/company/logo',
    callers: ['admin'],
    upload: async () => multipartBody(await pngBytes(), 'logo.png'),
  },
  { method: 'DELETE', path: '/settings/company/logo', callers: ['admin'] },
  { method: 'GET', path: '/gst-registrations', callers: BOTH },
  {
    method: 'POST',
    path: '/gst-registrations',
    callers: ['admin'],
    body: {
      schema: zRegistrationCreateSchema,
      valid: () => ({
        gstin: gstinOf('27'),
        name: shortName('Branch'),
        address: { line: '14, Bhiwandi Road', district: 'Thane', pinCode: '421302' },
        invoiceSeries: { prefix: 'MH/', withYear: true, digits: 5 },
        creditNoteSeries: { prefix: 'MHC/', withYear: true, digits: 5 },
        debitNoteSeries: { prefix: 'MHD/', withYear: true, digits: 5 },
        active: true,
      }),
    },
  },
  {
    method: 'GET',
    path: '/gst-registrations/{id}',
    callers: BOTH,
    params: { id: () => fx.registrationId },
  },
  {
    method: 'PUT',
    path: '/gst-registrations/{id}',
    callers: ['admin'],
    params: { id: () => fx.registrationId },
    body: {
      schema: zRegistrationUpdateSchema,
      valid: () => ({
        name: shortName('Branch'),
        address: { line: '14, Bhiwandi Road', district: 'Thane', pinCode: '421302' },
        invoiceSeries: { prefix: 'MH/', withYear: true, digits: 5 },
        active: true,
      }),
    },
  },
  {
    method: 'DELETE',
    path: '/gst-registrations/{id}',
    callers: ['admin'],
    params: { id: async () => (await addRegistration(ctx.app, fx.admin.token)).id },
    runs: 20,
  },
  { method: 'GET', path: '/products/{id}/tax-rates', callers: BOTH, params: { id: () => fx.product.id } },
  {
    method: 'POST',
    path: '/products/{id}/tax-rates',
    callers: BOTH,
    params: { id: () => fx.product.id },
    body: {
      schema: zTaxRateInputSchema,
      valid: () => ({ effectiveFrom: '2099-04-01', gstRate: 18, cessRate: 1 }),
    },
  },
  {
    method: 'DELETE',
    path: '/products/{id}/tax-rates/{date}',
    callers: BOTH,
    params: { id: () => fx.product.id },
    paramValues: { date: ['2099-10-01'] },
    prepare: async () => {
      await callApi(ctx.app, 'POST', `/products/${fx.product.id}/tax-rates`, fx.admin.token, {
        effectiveFrom: '2099-10-01',
        gstRate: 5,
      });
    },
  },
  {
    method: 'POST',
    path: '/tax-rates/by-hsn',
    callers: ['admin'],
    body: {
      schema: zTaxRateByHsnSchema,
      valid: () => ({ hsnPrefix: '0902', effectiveFrom: '2099-09-22', gstRate: 5, cessRate: 0 }),
    },
  },

  // Tax invoices (docs/domain.md#tax-invoices): admins and staff; cancelling, admins.
  { method: 'GET', path: '/invoices', callers: BOTH, query: zInvoiceListQuerySchema },
  { method: 'GET', path: '/invoices/billable-shipments', callers: BOTH, query: zBillableQuerySchema },
  {
    method: 'POST',
    path: '/invoices/preview',
    callers: BOTH,
    body: {
      schema: zInvoiceCreateSchema,
      valid: () => ({
        shipmentIds: [fx.invoicing.unbilled],
        invoiceDate: indiaDateFromToday(),
        notes: 'Hostile',
      }),
    },
  },
  {
    method: 'POST',
    path: '/invoices',
    callers: BOTH,
    // The first valid call issues it; the others are refused as already billed.
    body: {
      schema: zInvoiceCreateSchema,
      valid: () => ({ shipmentIds: [fx.invoicing.toIssue], notes: 'Hostile' }),
    },
  },
  { method: 'GET', path: '/invoices/{id}', callers: BOTH, params: { id: () => fx.invoicing.invoiceId } },
  // Counter sales (docs/domain.md#counter-sales): each valid sale sells a kilo of snacks for cash.
  ...(['/counter-sales/preview', '/counter-sales'] as const).map((path) => ({
    method: 'POST' as const,
    path,
    callers: BOTH,
    body: {
      schema: zCounterSaleSchema,
      valid: () => ({
        customerId: fx.invoicing.ground.customers.walkIn.id,
        inventoryId: fx.invoicing.ground.inventoryId,
        lines: [{ product: fx.invoicing.ground.products.snack.id, quantity: 1 }],
        payment: { mode: 'upi', reference: 'UPI-HOSTILE' },
        notes: 'Hostile counter',
      }),
    },
    runs: 20,
  })),
  { method: 'GET', path: '/invoices/{id}/pdf', callers: BOTH, params: { id: () => fx.invoicing.invoiceId } },
  {
    method: 'POST',
    path: '/transports/{id}/invoice',
    callers: BOTH,
    params: { id: () => fx.invoicing.ground.transfer(true) },
    body: { schema: zTransferInvoiceCreateSchema, valid: () => ({ notes: 'Hostile transfer' }) },
    runs: 20,
  },
  {
    method: 'GET',
    path: '/transports/{id}/challan.pdf',
    callers: BOTH,
    params: { id: () => fx.invoicing.sameRegistrationTransfer },
  },
  {
    method: 'GET',
    path: '/transports/{id}/paperwork',
    callers: BOTH,
    params: { id: () => fx.invoicing.sameRegistrationTransfer },
  },
  {
    method: 'POST',
    path: '/invoices/{id}/cancel',
    callers: ['admin'],
    params: { id: () => fx.invoicing.fresh() },
    body: { schema: zInvoiceCancelSchema, valid: () => ({ reason: 'Hostile check' }) },
    runs: 20,
  },

  {
    method: 'POST',
    path: '/invoices/{id}/notes',
    callers: BOTH,
    params: { id: () => fx.invoicing.invoiceId },
    body: {
      schema: zNoteCreateSchema,
      valid: () => ({
        kind: 'debit',
        reason: 'other',
        lines: [{ lineNo: 1, amount: 1.5 }],
        notes: 'Hostile',
      }),
    },
  },
  { method: 'GET', path: '/invoice-notes', callers: BOTH, query: zNoteListQuerySchema },
  // e-Invoices (docs/domain.md#e-invoices): the portal's answers are hostile input too.
  { method: 'GET', path: '/einvoices', callers: BOTH, query: zEinvoiceListQuerySchema },
  {
    method: 'GET',
    path: '/reports/gstr1',
    callers: BOTH,
    query: zGstr1QuerySchema,
    validQuery: () => ({
      registration: fx.invoicing.ground.registration.id,
      month: indiaDateFromToday().slice(0, 7),
    }),
  },
  {
    method: 'GET',
    path: '/einvoices/file',
    callers: BOTH,
    query: zEinvoiceFileQuerySchema,
    // The company settings' fuzz may have moved the day e-invoicing starts: the file needs documents.
    prepare: async () => {
      const on = await callApi(ctx.app, 'PUT', '/settings/company', fx.admin.token, {
        einvoiceFrom: '2017-07-01',
      });
      expect(on.statusCode, on.body).toBe(200);
    },
  },
  {
    method: 'GET',
    path: '/invoices/{id}/einvoice',
    callers: BOTH,
    params: { id: () => fx.invoicing.invoiceId },
  },
  {
    method: 'GET',
    path: '/invoice-notes/{id}/einvoice',
    callers: BOTH,
    params: { id: () => fx.invoicing.noteId },
  },
  {
    method: 'POST',
    path: '/einvoices/answers',
    callers: BOTH,
    body: { schema: zEinvoiceAnswerBodySchema, valid: () => ({ answer: fx.invoicing.answer }) },
  },
  {
    method: 'POST',
    path: '/einvoices/cancellations',
    callers: ['admin'],
    body: {
      schema: zEinvoiceCancellationBodySchema,
      valid: () => ({ answer: fx.invoicing.cancellation, reason: '2', remark: 'Hostile check' }),
    },
  },
  // e-Way bills (docs/domain.md#e-way-bills): the portal's answers are hostile input too.
  {
    method: 'GET',
    path: '/transports/{id}/ewaybill',
    callers: BOTH,
    params: { id: () => fx.invoicing.sameRegistrationTransfer },
  },
  {
    method: 'GET',
    path: '/transports/{id}/ewaybill.json',
    callers: BOTH,
    params: { id: () => fx.invoicing.sameRegistrationTransfer },
    query: zEwayBillFileQuerySchema,
  },
  {
    method: 'POST',
    path: '/transports/{id}/ewaybill',
    callers: BOTH,
    // A transfer that left on no bill: under the threshold, which the company settings' fuzz may have moved.
    params: {
      id: async () => {
        const reset = await callApi(ctx.app, 'PUT', '/settings/company', fx.admin.token, {
          ewaybillThreshold: 50000,
        });
        expect(reset.statusCode, reset.body).toBe(200);
        return fx.invoicing.ground.transfer(false);
      },
    },
    body: {
      schema: zEwayBillRecordBodySchema,
      valid: () => ({
        number: nextEwayBillNumber(),
        generatedAt: new Date().toISOString(),
        validUntil: new Date(Date.now() + 86_400_000).toISOString(),
        distanceKm: 12,
      }),
    },
  },
  {
    method: 'POST',
    path: '/transports/{id}/ewaybill/waiver',
    callers: ['admin'],
    params: { id: () => heavyTransfer(ctx.app, fx.admin.token, fx.invoicing.ground) },
    body: { schema: zEwayBillWaiverBodySchema, valid: () => ({ reason: 'Hostile check' }) },
  },
  {
    method: 'POST',
    path: '/ewaybills/{id}/vehicles',
    callers: BOTH,
    params: {
      id: async () => (await freshEwayBill(ctx.app, fx.admin.token, fx.invoicing.ground)).billId,
    },
    body: {
      schema: zEwayBillVehicleBodySchema,
      valid: () => ({
        mode: 'land',
        fromPlace: 'Nashik',
        fromStateCode: '27',
        reason: 'breakdown',
        remark: 'Hostile check',
        vehicles: [{ vehicleNumber: 'MH15AB1234' }],
        updatedAt: new Date().toISOString(),
        validUntil: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    },
  },
  {
    method: 'POST',
    path: '/ewaybills/{id}/cancel',
    callers: ['admin'],
    params: {
      id: async () => (await freshEwayBill(ctx.app, fx.admin.token, fx.invoicing.ground)).billId,
    },
    body: {
      schema: zEwayBillCancelBodySchema,
      valid: () => ({ reason: 'duplicate', remark: 'Hostile check' }),
    },
  },
  { method: 'GET', path: '/invoice-notes/{id}', callers: BOTH, params: { id: () => fx.invoicing.noteId } },
  {
    method: 'GET',
    path: '/invoice-notes/{id}/pdf',
    callers: BOTH,
    params: { id: () => fx.invoicing.noteId },
  },

  // Receipts and receivables (docs/domain.md#receipts-and-receivables): admins and staff.
  {
    method: 'POST',
    path: '/receipts',
    callers: BOTH,
    body: {
      schema: zReceiptCreateSchema,
      valid: () => ({
        customerId: fx.invoicing.ground.customers.walkIn.id,
        receiptDate: indiaDateFromToday(),
        mode: 'cheque',
        reference: '004512',
        amount: 10.5,
        allocations: [],
        notes: 'Hostile',
      }),
    },
  },
  { method: 'GET', path: '/receipts', callers: BOTH, query: zReceiptListQuerySchema },
  { method: 'GET', path: '/receipts/{id}', callers: BOTH, params: { id: () => fx.invoicing.receiptId } },
  {
    method: 'POST',
    path: '/receipts/{id}/allocate',
    callers: BOTH,
    params: { id: () => fx.invoicing.receiptId },
    body: {
      schema: zReceiptAllocateSchema,
      valid: () => ({ allocations: [{ invoiceId: fx.invoicing.invoiceId, amount: 0.01 }] }),
    },
  },
  {
    method: 'POST',
    path: '/receipts/{id}/bounce',
    callers: BOTH,
    params: { id: () => fx.invoicing.receiptId },
    body: { schema: zReceiptBounceSchema, valid: () => ({ reason: 'Hostile' }) },
  },
  {
    method: 'GET',
    path: '/customers/{id}/ledger',
    callers: BOTH,
    params: { id: () => fx.invoicing.ground.customers.local.id },
    query: zLedgerQuerySchema,
  },
  {
    method: 'GET',
    path: '/customers/{id}/statement.pdf',
    callers: BOTH,
    params: { id: () => fx.invoicing.ground.customers.local.id },
    query: zLedgerQuerySchema,
  },
  { method: 'GET', path: '/receivables/ageing', callers: BOTH, query: zAgeingQuerySchema },

  { method: 'GET', path: '/reports/sales-register', callers: BOTH, query: zSalesReportQuerySchema },
  { method: 'GET', path: '/reports/output-tax', callers: BOTH, query: zSalesReportQuerySchema },
  { method: 'GET', path: '/reports/hsn-summary', callers: BOTH, query: zSalesReportQuerySchema },
  { method: 'GET', path: '/reports/input-tax', callers: BOTH, query: zSalesReportQuerySchema },
  { method: 'GET', path: '/reports/receivables-ageing', callers: BOTH, query: zReportFormatQuerySchema },
  // The export to Tally (docs/domain.md#tally): admins and staff.
  { method: 'GET', path: '/tally/masters.xml', callers: BOTH },
  {
    method: 'GET',
    path: '/tally/vouchers.xml',
    callers: BOTH,
    query: zTallyVoucherQuerySchema,
    validQuery: () => ({ from: indiaDateFromToday(-30), to: indiaDateFromToday() }),
  },

  // Price lists, schemes and quotes (docs/domain.md#price-lists-and-schemes): admins and staff.
  { method: 'GET', path: '/price-lists', callers: BOTH },
  {
    method: 'POST',
    path: '/price-lists',
    callers: BOTH,
    body: { schema: zPriceListCreateSchema, valid: () => priceListBody() },
  },
  { method: 'GET', path: '/price-lists/{id}', callers: BOTH, params: { id: () => fx.priceListId } },
  {
    method: 'PUT',
    path: '/price-lists/{id}',
    callers: BOTH,
    params: { id: () => fx.priceListId },
    body: { schema: zPriceListUpdateSchema, valid: () => priceListBody() },
  },
  {
    method: 'DELETE',
    path: '/price-lists/{id}',
    callers: ['admin'],
    params: { id: async () => (await freshPriceList()).id },
    runs: 20,
  },
  { method: 'GET', path: '/schemes', callers: BOTH },
  {
    method: 'POST',
    path: '/schemes',
    callers: BOTH,
    body: {
      schema: zSchemeCreateSchema,
      valid: () => ({
        kind: 'freeQuantity',
        name: `Hostile ${unique()}`,
        product: fx.product.id,
        buyQuantity: 10,
        freeProduct: fx.editProduct.id,
        freeQuantity: 1,
        validFrom: '2026-01-01',
        validTo: '2030-12-31',
        active: true,
      }),
    },
  },
  { method: 'GET', path: '/schemes/{id}', callers: BOTH, params: { id: () => fx.schemeId } },
  {
    method: 'PUT',
    path: '/schemes/{id}',
    callers: BOTH,
    params: { id: () => fx.schemeId },
    body: {
      schema: zSchemeUpdateSchema,
      valid: () => ({
        name: `Renamed ${unique()}`,
        active: true,
        validFrom: '2026-01-01',
        validTo: '2031-01-01',
      }),
    },
  },
  {
    method: 'DELETE',
    path: '/schemes/{id}',
    callers: ['admin'],
    params: { id: async () => freshScheme() },
    runs: 20,
  },
  {
    method: 'POST',
    path: '/pricing/quote',
    callers: BOTH,
    body: {
      schema: zQuoteRequestSchema,
      valid: () => ({
        customerId: fx.salesCustomer.id,
        date: '2026-11-29',
        lines: [{ product: fx.product.id, quantity: 25 }],
      }),
    },
  },

  // Exports (docs/domain.md#exports): a list's filters, and a file for an answer.
  { method: 'GET', path: '/export/products', callers: PUBLIC, query: EXPORT_QUERY_SCHEMAS.products },
  { method: 'GET', path: '/export/inventories', callers: PUBLIC, query: EXPORT_QUERY_SCHEMAS.inventories },
  {
    method: 'GET',
    path: '/export/inventory-products',
    callers: PUBLIC,
    query: EXPORT_QUERY_SCHEMAS['inventory-products'],
    validQuery: () => ({ inventory: fx.inventory.id, format: 'xlsx' }),
  },
  {
    method: 'GET',
    path: '/export/storage-units',
    callers: PUBLIC,
    query: EXPORT_QUERY_SCHEMAS['storage-units'],
  },
  {
    method: 'GET',
    path: '/export/transports',
    callers: [...BOTH, 'supplier'],
    query: EXPORT_QUERY_SCHEMAS.transports,
  },
  {
    method: 'GET',
    path: '/export/alerts',
    callers: [...BOTH, 'supplier'],
    query: EXPORT_QUERY_SCHEMAS.alerts,
  },
  { method: 'GET', path: '/export/users', callers: BOTH, query: EXPORT_QUERY_SCHEMAS.users },
  { method: 'GET', path: '/export/wages', callers: BOTH, query: EXPORT_QUERY_SCHEMAS.wages },
  {
    method: 'GET',
    path: '/export/purchase-orders',
    callers: [...BOTH, 'supplier'],
    query: EXPORT_QUERY_SCHEMAS['purchase-orders'],
  },
  { method: 'GET', path: '/export/customers', callers: BOTH, query: EXPORT_QUERY_SCHEMAS.customers },
  {
    method: 'GET',
    path: '/export/sales-orders',
    callers: BOTH,
    query: EXPORT_QUERY_SCHEMAS['sales-orders'],
  },
  {
    method: 'GET',
    path: '/export/movements',
    callers: BOTH,
    query: EXPORT_QUERY_SCHEMAS.movements,
    validQuery: () => ({ product: fx.product.id, from: '2020-01-01' }),
  },

  // Imports (docs/domain.md#imports): a dry run of a small file; the files themselves are the
  // hostile part of test/imports.test.ts.
  {
    method: 'POST',
    path: '/import/{kind}',
    callers: BOTH,
    paramValues: { kind: ['products', 'opening-stock', 'tally-stock-items'] },
    query: zImportQuerySchema,
    validQuery: () => ({ dryRun: 'true' }),
    upload: () =>
      multipartBody(`SKU,Product name,Price (₹)\r\nHX-${unique()},Hostile import,12\r\n`, 'hostile.csv'),
  },
  {
    method: 'GET',
    path: '/import/{kind}/template',
    callers: BOTH,
    paramValues: { kind: ['products', 'users'] },
    query: zTemplateQuerySchema,
  },

  { method: 'GET', path: '/reports/valuation', callers: BOTH, query: zValuationQuerySchema },
  { method: 'GET', path: '/reports/movements', callers: BOTH, query: zMovementsQuerySchema },
  {
    method: 'GET',
    path: '/reports/expiring',
    callers: BOTH,
    query: zExpiringQuerySchema,
    validQuery: () => ({ days: '90' }),
  },

  { method: 'GET', path: '/scan/{code}', callers: BOTH, params: { code: () => fx.product.sku! }, runs: 16 },
  {
    method: 'POST',
    path: '/labels/products',
    callers: BOTH,
    body: {
      schema: zProductLabelsSchema,
      valid: () => ({ productIds: [fx.product.id], layout: 'thermal-50x25', copies: 1, showPrice: true }),
    },
    runs: 12,
  },
  {
    method: 'POST',
    path: '/labels/shelves',
    callers: BOTH,
    body: {
      schema: zShelfLabelsSchema,
      valid: () => ({ storageUnitIds: [fx.storage.id], layout: 'a4-2x7', copies: 1 }),
    },
    runs: 12,
  },
  { method: 'GET', path: '/counts', callers: BOTH, query: zCountListQuerySchema, runs: 16 },
  {
    method: 'POST',
    path: '/counts',
    callers: BOTH,
    // The first run opens a count of the other inventory; later ones meet its 409.
    body: {
      schema: zCountCreateSchema,
      valid: () => ({ inventoryId: fx.otherInventory.id, scope: 'inventory', note: 'Hostile count' }),
    },
    runs: 16,
  },
  { method: 'GET', path: '/counts/{id}', callers: BOTH, params: { id: () => fx.count.id }, runs: 16 },
  {
    method: 'POST',
    path: '/counts/{id}/entries',
    callers: BOTH,
    params: { id: () => fx.count.id },
    body: {
      schema: zCountEntrySchema,
      valid: () => ({ productId: fx.product.id, batchId: null, quantity: 1, mode: 'add' }),
    },
    runs: 16,
  },
  {
    method: 'POST',
    path: '/counts/{id}/lines/{lineId}/recount',
    callers: BOTH,
    params: { id: () => fx.count.id, lineId: () => String(fx.count.lineId) },
    runs: 16,
  },
  {
    method: 'POST',
    path: '/counts/{id}/post',
    callers: ['admin'],
    params: { id: freshCount },
    body: { schema: zCountPostSchema, valid: () => ({ uncounted: 'skip' }) },
    runs: 12,
  },
  { method: 'POST', path: '/counts/{id}/cancel', callers: ['admin'], params: { id: freshCount }, runs: 12 },
  {
    method: 'POST',
    path: '/stock/receive',
    callers: BOTH,
    body: {
      schema: zReceiveSchema,
      valid: () => ({
        inventoryId: fx.inventory.id,
        storageUnitId: fx.storage.id,
        productId: fx.product.id,
        quantity: 1,
        batch: { code: fx.batchCode, expiryDate: '2030-06-30' },
      }),
    },
    runs: 16,
  },
  {
    method: 'POST',
    path: '/stock/move',
    callers: BOTH,
    body: {
      schema: zMoveSchema,
      valid: () => ({
        productId: fx.product.id,
        batchId: null,
        quantity: 1,
        from: { inventoryId: fx.inventory.id, storageUnitId: null },
        to: { inventoryId: fx.inventory.id, storageUnitId: fx.storage.id },
      }),
    },
    runs: 16,
  },
  {
    method: 'GET',
    path: '/storages/{id}/stock',
    callers: PUBLIC,
    params: { id: () => fx.storage.id },
    runs: 16,
  },
  {
    method: 'GET',
    path: '/transports/{id}/picks',
    callers: BOTH,
    params: { id: () => fx.transport.id },
    runs: 16,
  },
  {
    method: 'POST',
    path: '/transports/{id}/picks',
    callers: BOTH,
    params: { id: freshPickable },
    body: {
      schema: zPickSchema,
      valid: () => ({ productId: pickProductId, batchId: null, quantity: 1 }),
    },
    runs: 20,
  },
  {
    method: 'DELETE',
    path: '/transports/{id}/picks',
    callers: BOTH,
    params: { id: freshPickable },
    runs: 12,
  },

  { method: 'GET', path: '/transports/deliveries', callers: BOTH, runs: 12 },
  {
    method: 'PUT',
    path: '/transports/{id}/location',
    callers: BOTH,
    params: { id: freshOnTheRoad },
    body: { schema: zLocationShareSchema, valid: () => ({ currentLocation: point(73.5, 18.8) }) },
    runs: 12,
  },
  {
    method: 'POST',
    path: '/transports/{id}/deliver',
    callers: BOTH,
    params: { id: freshOnTheRoad },
    upload: async () => {
      const form = new FormData();
      form.append('receiverName', 'Hostile receiver');
      form.append('photo', new Blob([JPEG_BYTES], { type: 'image/jpeg' }), 'photo.jpg');
      const body = new Response(form);
      return { body: Buffer.from(await body.arrayBuffer()), contentType: body.headers.get('content-type')! };
    },
    runs: 12,
  },
  {
    method: 'GET',
    path: '/transports/{id}/proof',
    callers: BOTH,
    params: { id: () => fx.delivered.id },
    runs: 8,
  },
  {
    method: 'GET',
    path: '/transports/{id}/proof/photo',
    callers: BOTH,
    params: { id: () => fx.delivered.id },
    runs: 8,
  },
  {
    method: 'GET',
    path: '/transports/{id}/proof/signature',
    callers: BOTH,
    params: { id: () => fx.delivered.id },
    runs: 8,
  },
  { method: 'GET', path: '/map/config', callers: PUBLIC, runs: 8 },
  { method: 'POST', path: '/events/ticket', callers: BOTH, runs: 8 },
  { method: 'GET', path: '/events', callers: BOTH, query: zEventsQuerySchema, stream: true, runs: 12 },
];

/** A transport in transit with no lines (nothing to place on delivery); its id. */
async function freshOnTheRoad(): Promise<string> {
  const transport = await createTransport(ctx.app, fx.admin.token, { assignedTo: fx.driver.user.id });
  return (await moveTransportOk(ctx.app, fx.admin.token, transport.id, 'in_transit')).id;
}

/** An open count of an inventory of its own holding the fixtures' product; its id. */
async function freshCount(): Promise<string> {
  const inventory = await createInventory(ctx.app, fx.admin.token);
  // A product of its own: runs may change or use up the fixtures' units.
  const product = await createProduct(ctx.app, fx.admin.token, { quantity: 5 });
  const placed = await place(ctx.app, fx.admin.token, inventory.id, product.id, 1);
  expect(placed.statusCode, placed.body).toBe(201);
  const res = await callApi(ctx.app, 'POST', '/counts', fx.admin.token, { inventoryId: inventory.id });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as { data: { count: { id: string } } }).data.count.id;
  const entry = await callApi(ctx.app, 'POST', `/counts/${id}/entries`, fx.admin.token, {
    productId: product.id,
    mode: 'set',
    quantity: 0,
  });
  expect(entry.statusCode, entry.body).toBe(200);
  return id;
}

/** The product of the latest pickable transport: a product of its own, since runs may give the fixtures batches. */
let pickProductId = '';

/** A pending transport with a line of a new product held without batches; its id. */
async function freshPickable(): Promise<string> {
  pickProductId = (await createProduct(ctx.app, fx.admin.token, { quantity: 10 })).id;
  return (
    await createTransport(ctx.app, fx.admin.token, { products: [{ product: pickProductId, quantity: 3 }] })
  ).id;
}

/** A purchase order body to the fixtures' supplier, for units of the fixtures' product. */
const purchaseOrderBody = (status: 'draft' | 'sent') => ({
  supplierId: fx.supplier.user.id,
  destinationInventoryId: fx.inventory.id,
  expectedDate: '2030-01-15',
  notes: 'Hostile-input order',
  status,
  lines: [{ product: fx.product.id, quantity: 5, unitPrice: 12.5 }],
});

/** A purchase order sent to the fixtures' supplier. */
async function freshPurchaseOrder(): Promise<TPurchaseOrder> {
  const res = await callApi(ctx.app, 'POST', '/purchase-orders', fx.admin.token, purchaseOrderBody('sent'));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { purchaseOrder: TPurchaseOrder } }).data.purchaseOrder;
}

/** A purchase order its supplier has confirmed, ready to ship; its id. */
async function freshConfirmedOrder(): Promise<string> {
  const order = await freshPurchaseOrder();
  const res = await callApi(ctx.app, 'POST', `/purchase-orders/${order.id}/confirm`, fx.supplier.token, {
    confirmedDate: '2030-01-15',
  });
  expect(res.statusCode, res.body).toBe(200);
  return order.id;
}

/** A customer's every field, without a GSTIN (a run may repeat it many times). */
const customerBody = () => ({
  name: `Hostile shop ${unique()}`,
  stateCode: '27',
  billingAddress: {
    line: '1 Market Road',
    district: 'Pune',
    pinCode: '411001',
    stateCode: '27',
    point: point(73.85, 18.52),
  },
  shippingAddress: { line: 'Godown 4, Bhosari', district: 'Pune', pinCode: '411026' },
  phone: '+91 98220 12345',
  email: 'shop@example.in',
  creditLimit: 25000,
  paymentTermsDays: 15,
  notes: 'Hostile-input customer',
  active: true,
});

/** A sales order of the fixtures' customer: two of the product, one of the other. */
const salesOrderBody = () => ({
  customerId: fx.salesCustomer.id,
  inventoryId: fx.salesInventory.id,
  expectedDate: '2030-01-15',
  notes: 'Hostile-input order',
  lines: [
    { product: fx.product.id, quantity: 2 },
    { product: fx.editProduct.id, quantity: 1 },
  ],
});

/** A draft sales order made by the admin; its id. */
async function freshSalesOrder(): Promise<string> {
  const res = await callApi(ctx.app, 'POST', '/sales-orders', fx.admin.token, salesOrderBody());
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { salesOrder: { id: string } } }).data.salesOrder.id;
}

/** A price list of the fixtures' products: a price and a discount, by dates. */
const priceListBody = () => ({
  name: `Hostile list ${unique()}`,
  description: 'Hostile-input list',
  active: true,
  items: [
    { product: fx.product.id, kind: 'price', value: 9.5, validFrom: '2026-01-01', validTo: '2026-12-31' },
    { product: fx.editProduct.id, kind: 'discount', value: 7.5 },
  ],
});

/** A price list made by the admin. */
async function freshPriceList(): Promise<{ id: string }> {
  const res = await callApi(ctx.app, 'POST', '/price-lists', fx.admin.token, priceListBody());
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { priceList: { id: string } } }).data.priceList;
}

/** An order discount scheme made by the admin; its id. */
async function freshScheme(): Promise<string> {
  const res = await callApi(ctx.app, 'POST', '/schemes', fx.admin.token, {
    kind: 'orderDiscount',
    name: `Hostile ${unique()}`,
    minOrderValue: 5000,
    discountPercent: 5,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { scheme: { id: string } } }).data.scheme.id;
}

/** A customer made by the admin. */
async function freshCustomer(fields: { creditLimit?: number | null } = {}): Promise<TCustomer> {
  const res = await callApi(ctx.app, 'POST', '/customers', fx.admin.token, { ...customerBody(), ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { customer: TCustomer } }).data.customer;
}

const keyOf = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;

beforeAll(async () => {
  const { app } = ctx;
  // The first admin: registration grants admin only while none exists.
  const admin = await registerUser(app, { role: 'admin' });
  fx.admin = admin;
  fx.staff = await registerUser(app, { role: 'staff' });
  fx.supplier = await registerUser(app, { role: 'supplier' });
  fx.driver = await registerUser(app, { role: 'driver' });
  fx.loginAccount = await registerUser(app, { role: 'staff' });
  fx.userTarget = await registerUser(app, { role: 'staff' });
  fx.wageTarget = await registerUser(app, { role: 'driver' });
  fx.product = await createProduct(app, admin.token, { quantity: 1_000_000, hsnCode: '0902' });
  fx.registrationId = (await addRegistration(app, admin.token)).id;
  fx.editProduct = await createProduct(app, admin.token, { quantity: 50 });
  // Room for every placement the runs make (the products carry no weight or size by default).
  fx.inventory = await createInventory(app, admin.token, { totalCapacity: 1e9, totalVolume: 1e9 });
  fx.otherInventory = await createInventory(app, admin.token);
  fx.storage = await createStorage(app, admin.token, fx.inventory.id);
  fx.transport = await createTransport(app, admin.token);
  fx.order = await createOrder(app, admin.token);
  fx.alert = await createAlert(app, admin.token, 'Hostile-input fixture');
  const delivered = await freshOnTheRoad();
  const proof = await deliverWithProof(app, admin.token, delivered, {
    fields: { receiverName: 'Hostile receiver' },
    photo: { bytes: JPEG_BYTES },
    signature: { bytes: await pngImage(), type: 'image/png', name: 'signature.png' },
  });
  expect(proof.statusCode, proof.body).toBe(200);
  fx.delivered = (proof.json() as { data: { transport: TTransportDetail } }).data.transport;
  // A wage record of this month for PUT /wages/{userId} to change.
  const wage = await callApi(app, 'POST', '/wages/calculate', admin.token, { userId: fx.wageTarget.user.id });
  expect(wage.statusCode, wage.body).toBe(200);
  const placed = await place(app, admin.token, fx.inventory.id, fx.product.id, 10);
  expect(placed.statusCode, placed.body).toBe(201);
  fx.batchCode = `HOSTILE-${unique()}`;
  const batched = await callApi(app, 'POST', `/inventory/${fx.inventory.id}/products`, admin.token, {
    productId: fx.product.id,
    quantity: 2,
    batch: { code: fx.batchCode, expiryDate: '2030-06-30' },
  });
  expect(batched.statusCode, batched.body).toBe(201);
  fx.purchaseOrder = await freshPurchaseOrder();
  fx.customer = await freshCustomer();
  // No credit limit: the orders of every run are confirmed at whatever price a run gave the
  // products, and the credit check has its own tests (receivables.test.ts).
  fx.salesCustomer = await freshCustomer({ creditLimit: null });
  fx.priceListId = (await freshPriceList()).id;
  fx.schemeId = await freshScheme();
  fx.salesInventory = await createInventory(app, admin.token);
  fx.salesOrderId = await freshSalesOrder();
  fx.fulfilment = await fulfilmentFixture(app, admin.token, fx.salesCustomer.id);
  const ground = await invoiceGround(app, admin.token, admin.token);
  const shipped = async () =>
    (await ground.ship(ground.customers.local.id, [{ product: ground.products.snack.id, quantity: 1 }]))
      .shipmentId;
  const freshInvoice = async () => {
    const res = await callApi(app, 'POST', '/invoices', admin.token, { shipmentIds: [await shipped()] });
    expect(res.statusCode, res.body).toBe(201);
    return invoiceOf(res).id;
  };
  fx.invoicing = {
    ground,
    unbilled: await shipped(),
    toIssue: await shipped(),
    invoiceId: await freshInvoice(),
    noteId: '',
    receiptId: '',
    fresh: freshInvoice,
    sameRegistrationTransfer: await ground.transfer(false),
    answer: '',
    cancellation: '',
  };
  const onEinvoicing = await callApi(app, 'PUT', '/settings/company', admin.token, {
    einvoiceFrom: '2017-07-01',
  });
  expect(onEinvoicing.statusCode, onEinvoicing.body).toBe(200);
  fx.invoicing.answer = (await registeredInvoice(app, admin.token, fx.invoicing.invoiceId)).answer;
  fx.invoicing.cancellation = cancellationAnswer(
    (await registeredInvoice(app, admin.token, await freshInvoice())).irn,
  );
  const noted = await callApi(app, 'POST', `/invoices/${fx.invoicing.invoiceId}/notes`, admin.token, {
    kind: 'debit',
    reason: 'other',
    lines: [{ lineNo: 1, amount: 1 }],
  });
  expect(noted.statusCode, noted.body).toBe(201);
  fx.invoicing.noteId = (noted.json() as { data: { note: { id: string } } }).data.note.id;
  const paid = await callApi(app, 'POST', '/receipts', admin.token, {
    customerId: ground.customers.local.id,
    mode: 'cheque',
    reference: '000777',
    amount: 100,
    allocations: [],
  });
  expect(paid.statusCode, paid.body).toBe(201);
  fx.invoicing.receiptId = (paid.json() as { data: { receipt: { id: string } } }).data.receipt.id;
  const countInventory = await createInventory(app, admin.token);
  const counted = await callApi(app, 'POST', '/counts', admin.token, { inventoryId: countInventory.id });
  expect(counted.statusCode, counted.body).toBe(201);
  const countId = (counted.json() as { data: { count: { id: string } } }).data.count.id;
  const line = await callApi(app, 'POST', `/counts/${countId}/entries`, admin.token, {
    productId: fx.editProduct.id,
    quantity: 2,
  });
  expect(line.statusCode, line.body).toBe(200);
  fx.count = { id: countId, lineId: (line.json() as { data: { line: { id: number } } }).data.line.id };
  fx.ids = [
    admin.user.id,
    fx.staff.user.id,
    fx.supplier.user.id,
    fx.driver.user.id,
    fx.wageTarget.user.id,
    fx.product.id,
    fx.editProduct.id,
    fx.inventory.id,
    fx.otherInventory.id,
    fx.storage.id,
    fx.transport.id,
    fx.order.id,
    fx.alert.id,
    fx.purchaseOrder.id,
    fx.customer.id,
    fx.priceListId,
    fx.schemeId,
    fx.salesOrderId,
  ];
  fx.decoyIds = [
    (await registerUser(app, { role: 'staff' })).user.id,
    (await registerUser(app, { role: 'driver' })).user.id,
    (await createProduct(app, admin.token)).id,
    (await createInventory(app, admin.token)).id,
    (await createStorage(app, admin.token, fx.otherInventory.id)).id,
    (await createTransport(app, admin.token)).id,
    (await createOrder(app, admin.token)).id,
    (await createAlert(app, admin.token, 'Hostile-input decoy')).id,
    (await freshCustomer()).id,
    (await freshPriceList()).id,
    await freshScheme(),
    await freshSalesOrder(),
  ];
  await prepareSnapshot();
});

// ---- "A refused request changes nothing" ---------------------------------------------------------

let snapshotSql = '';

/**
 * Builds one statement that reads, for every table, its row count and an md5 of all its rows (in a
 * stable order), plus the stock ledger summed by scope and reason: a refused request must leave all
 * of it as it was. The tables come from the catalogue, so a new table is covered without a change.
 */
async function prepareSnapshot(): Promise<void> {
  const tables = await queryRows<{ table_name: string }>(
    ctx.database.db,
    sql`SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const names = tables
    .map((t) => t.table_name)
    // Failed sign-ins are recorded on purpose, refused or not: that is how the login limits count
    // them across server instances (DESIGN: rate limits). Every other table must stay as it was.
    .filter((name) => name !== 'login_failures');
  expect(names).toEqual(expect.arrayContaining(['products', 'stock_movements', 'users', 'row_counts']));
  const perTable = names.map(
    (name) =>
      `'${name}', (SELECT json_build_array(count(*), md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), ''))) FROM "${name}" t)`,
  );
  const ledger = `'ledger', (SELECT coalesce(json_object_agg(k, v), '{}') FROM (
      SELECT scope || ':' || reason AS k, json_build_array(count(*), sum(delta)) AS v
      FROM stock_movements GROUP BY 1) AS l)`;
  // A function takes at most 100 arguments: the pairs go 40 to an object, the objects joined.
  const pairs = [...perTable, ledger];
  const objects: string[] = [];
  for (let i = 0; i < pairs.length; i += 40)
    objects.push(`jsonb_build_object(${pairs.slice(i, i + 40).join(', ')})`);
  snapshotSql = `SELECT (${objects.join(' || ')}) AS snapshot`;
}

async function snapshot(): Promise<Record<string, unknown>> {
  const [row] = await queryRows<{ snapshot: Record<string, unknown> | string }>(
    ctx.database.db,
    sql.raw(snapshotSql),
  );
  const value = row?.snapshot;
  return typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : (value ?? {});
}

// ---- One run: a plan, drawn by fast-check, turned into a request ----------------------------------

type BodyPlan =
  | { kind: 'none' }
  | { kind: 'json'; mutations: readonly Mutation[]; contentType: string }
  | { kind: 'raw'; text: string; contentType: string };

interface QueryPart {
  key: string;
  value: string;
  /** Sent as it is, unencoded (broken percent escapes and the like). */
  raw: boolean;
}

interface Plan {
  caller: Caller;
  /** Per path parameter: the real value, or hostile text ready for the URL. */
  params: Record<string, { real: true } | { text: string }>;
  body: BodyPlan;
  query: QueryPart[];
}

const QUERY_KEYS = ['__proto__', 'constructor', 'prototype', 'limit[]', 'search[$ne]', '', 'a'.repeat(300)];

function planOf(endpoint: Endpoint): fc.Arbitrary<Plan> {
  const ids = endpoint.deletesWhatItNames ? fx.decoyIds : fx.ids;
  const params: Record<string, fc.Arbitrary<{ real: true } | { text: string }>> = {};
  for (const name of Object.keys(endpoint.params ?? {})) {
    params[name] = fc.oneof(
      { weight: 3, arbitrary: fc.constant({ real: true as const }) },
      { weight: 2, arbitrary: hostilePathParam(fx.decoyIds).map((text) => ({ text })) },
    );
  }
  for (const [name, values] of Object.entries(endpoint.paramValues ?? {})) {
    params[name] = fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...values).map((text) => ({ text })) },
      { weight: 2, arbitrary: hostilePathParam(fx.decoyIds).map((text) => ({ text })) },
    );
  }

  const jsonType = fc.constantFrom('application/json', 'application/json', 'application/json; charset=utf-8');
  const rawBody = fc.record({
    kind: fc.constant('raw' as const),
    text: fc.constantFrom(...MALFORMED_JSON_BODIES),
    contentType: jsonType,
  });
  let body: fc.Arbitrary<BodyPlan>;
  if (endpoint.body) {
    const fields = schemaFields(endpoint.body.schema);
    const edge = edgeMutation(fields, ids);
    body = fc.oneof(
      {
        weight: 1,
        arbitrary: fc.constant({ kind: 'json' as const, mutations: [], contentType: 'application/json' }),
      },
      {
        weight: 7,
        arbitrary: fc.record({
          kind: fc.constant('json' as const),
          mutations: fc.array(mutation(fields, ids), { minLength: 1, maxLength: 3 }),
          contentType: jsonType,
        }),
      },
      // Values the schema allows, at its edges: past validation, into the rules and the database.
      ...(edge
        ? [
            {
              weight: 4,
              arbitrary: fc.record({
                kind: fc.constant('json' as const),
                mutations: fc.array(edge, { minLength: 1, maxLength: 3 }),
                contentType: fc.constant('application/json'),
              }),
            },
          ]
        : []),
      { weight: 1, arbitrary: rawBody },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant('json' as const),
          mutations: fc.constant([]),
          contentType: fc.constantFrom(...CONTENT_TYPES),
        }),
      },
    );
  } else if (endpoint.method !== 'GET') {
    // No body is read here; a body sent anyway must still be refused or ignored cleanly.
    body = fc.oneof(
      { weight: 3, arbitrary: fc.constant({ kind: 'none' as const }) },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant('json' as const),
          mutations: fc.array(mutation([], ids), { minLength: 1, maxLength: 2 }),
          contentType: jsonType,
        }),
      },
      { weight: 1, arbitrary: rawBody },
    );
  } else {
    // Fastify does not read a GET request's body: the hostile parts of a GET are its URL.
    body = fc.constant({ kind: 'none' as const });
  }

  const schemaQueryKeys = endpoint.query ? schemaKeys(endpoint.query) : [];
  const queryPart: fc.Arbitrary<QueryPart> = fc.oneof(
    {
      weight: schemaQueryKeys.length ? 6 : 0,
      arbitrary: fc.record({
        key: schemaQueryKeys.length ? fc.constantFrom(...schemaQueryKeys) : fc.constant('search'),
        value: hostileQueryValue,
        raw: fc.constant(false),
      }),
    },
    {
      weight: schemaQueryKeys.length ? 1 : 0,
      arbitrary: fc.record({
        key: schemaQueryKeys.length ? fc.constantFrom(...schemaQueryKeys) : fc.constant('search'),
        value: fc.constantFrom(...RAW_URL_PARTS),
        raw: fc.constant(true),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        key: fc.constantFrom(...QUERY_KEYS, ...HOSTILE_KEYS),
        value: hostileQueryValue,
        raw: fc.constant(false),
      }),
    },
  );
  const query = fc.array(queryPart, { maxLength: endpoint.query ? 4 : 1 });

  return fc.record({ caller: fc.constantFrom(...endpoint.callers), params: fc.record(params), body, query });
}

interface Request {
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

async function tokenOf(caller: Caller): Promise<string | null> {
  switch (caller) {
    case 'anonymous':
      return null;
    case 'admin':
      return fx.admin.token;
    case 'staff':
      return fx.staff.token;
    case 'supplier':
      return fx.supplier.token;
    case 'fresh admin':
      // Registration grants admin only to the first admin; a fresh admin is promoted by the admin.
      return promotedAdmin();
    case 'fresh staff':
      return (await registerUser(ctx.app, { role: 'staff' })).token;
  }
}

async function promotedAdmin(): Promise<string> {
  const user = await registerUser(ctx.app, { role: 'staff' });
  const res = await callApi(ctx.app, 'PUT', `/users/${user.user.id}`, fx.admin.token, { role: 'admin' });
  expect(res.statusCode, res.body).toBe(200);
  const login = await callApi(ctx.app, 'POST', '/users/login', null, {
    email: user.email,
    password: user.password,
  });
  expect(login.statusCode, login.body).toBe(200);
  return (login.json() as { data: { token: string } }).data.token;
}

/** Makes the run's request: real objects where the plan says so, then the URL, headers and body. */
async function buildRequest(endpoint: Endpoint, plan: Plan): Promise<Request> {
  const values: Record<string, string> = {};
  for (const [name, choice] of Object.entries(plan.params)) {
    const real = endpoint.params?.[name];
    values[name] = 'text' in choice ? choice.text : real ? await real() : '';
  }
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  const query = plan.query
    .map((part) =>
      part.raw ? `${part.key}=${part.value}` : `${encodeUrlPart(part.key)}=${encodeUrlPart(part.value)}`,
    )
    .join('&');
  const token = await tokenOf(plan.caller);
  const headers: Record<string, string> = token ? auth(token) : {};
  const request: Request = {
    method: endpoint.method,
    url: `${API_BASE_PATH}${path}${query ? `?${query}` : ''}`,
    headers,
  };
  if (plan.body.kind === 'raw') {
    headers['content-type'] = plan.body.contentType;
    request.payload = plan.body.text;
  } else if (plan.body.kind === 'json') {
    headers['content-type'] = plan.body.contentType;
    request.payload = toJsonText(
      applyMutations(endpoint.body ? endpoint.body.valid() : {}, plan.body.mutations),
    );
  } else if (endpoint.upload) {
    const upload = await endpoint.upload();
    headers['content-type'] = upload.contentType;
    request.payload = upload.body;
  }
  return request;
}

const describeRequest = (request: Request, res: LightMyRequestResponse) =>
  `${request.method} ${request.url.slice(0, 300)} [${request.headers['content-type'] ?? 'no body'}] ` +
  `${(request.payload ?? '').slice(0, 300)}\n-> ${res.statusCode} ${res.body.slice(0, 500)}`;

// Text PostgreSQL or a driver writes in its errors; none of it may reach a client.
const SQL_ERROR_TEXT =
  /syntax error at or near|violates (check|foreign key|unique|not-null) constraint|relation "[^"]+" does not exist|invalid input syntax|duplicate key value|column "[^"]+"|unterminated quoted|invalid byte sequence/i;

/** Never a 5xx; a 4xx carries the error envelope and no stack trace or SQL error; a 2xx carries data. */
function expectCleanAnswer(request: Request, res: LightMyRequestResponse): void {
  const where = describeRequest(request, res);
  expect(res.statusCode, where).toBeLessThan(500);
  expect(res.statusCode, where).toBeGreaterThanOrEqual(200);
  // A download (an export), an image (a proof's photo) or an event stream answers itself, not JSON.
  if (
    res.statusCode < 300 &&
    (String(res.headers['content-disposition']).startsWith('attachment') ||
      /^(image\/|text\/event-stream)/.test(String(res.headers['content-type'])))
  ) {
    expect(res.rawPayload.length, where).toBeGreaterThan(0);
    return;
  }
  let body: { data?: unknown; error?: { code?: unknown; message?: unknown } };
  try {
    body = res.json();
  } catch {
    throw new Error(`The answer is not JSON: ${where}`);
  }
  if (res.statusCode >= 400) {
    expect(typeof body.error?.code, where).toBe('string');
    expect(typeof body.error?.message, where).toBe('string');
    expect(res.body, where).not.toMatch(/\bat .+\.(js|ts):\d+/);
    expect(String(body.error?.message), where).not.toMatch(SQL_ERROR_TEXT);
  } else {
    expect(body.data, where).toBeDefined();
  }
}

/**
 * Sends one run's request and checks the invariants: a clean answer, and for a refusal, every table
 * and the ledger as they were. Returns the answer for checks of its own.
 */
async function runOnce(endpoint: Endpoint, plan: Plan): Promise<LightMyRequestResponse> {
  const request = await buildRequest(endpoint, plan);
  await endpoint.prepare?.();
  const before = await snapshot();
  const res = await send(endpoint, request);
  expectCleanAnswer(request, res);
  if (res.statusCode >= 400) {
    expect(
      await snapshot(),
      `a refused request changed the database: ${describeRequest(request, res)}`,
    ).toEqual(before);
  }
  return res;
}

let listening: Promise<string> | undefined;

/**
 * Sends a request: through inject, or for an event stream over a real connection to the app
 * listening on a port of its own, reading the head and the first event (or a refusal's body).
 */
async function send(endpoint: Endpoint, request: Request): Promise<LightMyRequestResponse> {
  if (!endpoint.stream) {
    return ctx.app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
  }
  listening ??= ctx.app
    .listen({ port: 0, host: '127.0.0.1' })
    .then(() => `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`);
  const stream = await openEventStream(`${await listening}${request.url}`, request.headers).catch(
    (error: unknown) => {
      throw new Error(`${request.method} ${request.url}: ${String(error)}`);
    },
  );
  if (stream.status === 200) await stream.next((e) => e.event === 'ready');
  stream.close();
  return {
    statusCode: stream.status,
    headers: stream.headers,
    body: stream.body(),
    rawPayload: Buffer.from(stream.body()),
    json: () => JSON.parse(stream.body()) as unknown,
  } as unknown as LightMyRequestResponse;
}

/** A plan that changes one field of the valid call, sent by the endpoint's first caller. */
function oneFieldPlan(endpoint: Endpoint, mutations: readonly Mutation[]): Plan {
  return {
    caller: endpoint.callers[0] ?? 'admin',
    params: Object.fromEntries(
      Object.keys(endpoint.params ?? {}).map((name) => [name, { real: true as const }]),
    ),
    body: { kind: 'json', mutations, contentType: 'application/json' },
    query: [],
  };
}

/** The valid request itself succeeds: the mutations are departures from a call the handler serves. */
async function expectValidCallSucceeds(endpoint: Endpoint): Promise<void> {
  // The first caller of every endpoint is one the call is allowed to.
  const plan: Plan = {
    caller: endpoint.callers[0] ?? 'admin',
    params: {},
    body: endpoint.body ? { kind: 'json', mutations: [], contentType: 'application/json' } : { kind: 'none' },
    query: Object.entries(endpoint.validQuery?.() ?? {}).map(([key, value]) => ({ key, value, raw: false })),
  };
  for (const name of Object.keys(endpoint.params ?? {})) plan.params[name] = { real: true };
  for (const [name, values] of Object.entries(endpoint.paramValues ?? {}))
    plan.params[name] = { text: values[0] ?? '' };
  await endpoint.prepare?.();
  const request = await buildRequest(endpoint, plan);
  const res = await send(endpoint, request);
  expect(res.statusCode, describeRequest(request, res)).toBeLessThan(300);
}

const DEFAULT_RUNS = 40;
/** HOSTILE_SEED replays a failure fast-check reported (random otherwise). */
const seedOf = () => (process.env.HOSTILE_SEED ? Number(process.env.HOSTILE_SEED) : undefined);

/** HOSTILE_RUNS=500 searches harder, locally (every endpoint, password ones too, gets that many runs). */
const runsOf = (endpoint: Endpoint) => Number(process.env.HOSTILE_RUNS ?? endpoint.runs ?? DEFAULT_RUNS);

describe('hostile input, every endpoint', () => {
  it('covers every route the server registers, once', () => {
    const keys = ENDPOINTS.map(keyOf);
    expect(new Set(keys).size, 'an endpoint is listed twice').toBe(keys.length);
    const routes = registeredApiRoutes();
    expect(routes.length).toBeGreaterThan(0);
    expect(
      {
        missing: routes.filter((key) => !keys.includes(key)),
        stale: keys.filter((key) => !routes.includes(key)),
      },
      'add an endpoint for each missing route; remove stale ones',
    ).toEqual({ missing: [], stale: [] });
  });

  for (const endpoint of ENDPOINTS) {
    it(`${keyOf(endpoint)}: 2xx or a clean 4xx, and a refusal changes nothing`, async () => {
      await expectValidCallSucceeds(endpoint);
      await fc.assert(
        fc.asyncProperty(planOf(endpoint), async (plan) => {
          await runOnce(endpoint, plan);
        }),
        // A request that hangs fails its run (with the request and the seed) instead of the test's
        // time limit, which would leave the property running into the next test's snapshots.
        { numRuns: runsOf(endpoint), timeout: 15_000, seed: seedOf() },
      );
    }, 120_000);
  }
});

/*
 * The named cases, field by field: the properties above draw from them at random; these send each
 * one to every field of every body, so none is left to chance. Every text field (passwords aside:
 * they are hashed, never stored) refuses NUL, which PostgreSQL text cannot hold, with a 400; every
 * number field refuses Infinity (the JSON number 1e400 parses to it) and "NaN" as text.
 */
describe('named hostile values in every field of every body', () => {
  const bodies = ENDPOINTS.filter((e) => e.body);
  for (const endpoint of bodies) {
    it(`${keyOf(endpoint)}: NUL in text, Infinity and "NaN" in numbers are a 400 that changes nothing`, async () => {
      const fields = schemaFields(endpoint.body?.schema);
      for (const field of fields) {
        const kind = fieldKind(field.schema);
        const values =
          kind === 'text' ? ['a\u0000b'] : kind === 'number' ? [new RawJson('1e400'), 'NaN'] : [];
        for (const value of values) {
          const res = await runOnce(
            endpoint,
            oneFieldPlan(endpoint, [{ op: 'set', path: field.path, value }]),
          );
          if (!/password/i.test(String(field.path.at(-1))))
            expect(res.statusCode, `${field.path.join('.')} = ${JSON.stringify(value)}: ${res.body}`).toBe(
              400,
            );
        }
      }
    }, 60_000);
  }
});

describe('bodies, content types and URLs the API turns away', () => {
  const productsCreate = ENDPOINTS.find((e) => keyOf(e) === 'POST /products/')!;
  const productUpdate = ENDPOINTS.find((e) => keyOf(e) === 'PUT /products/{id}')!;

  // system.test.ts checks 413 on the sign-in call; this is a signed-in write, and its boundary.
  it('answers 413 for a body over the limit on a write, 400 for one just under it, and changes nothing', async () => {
    const valid = productsCreate.body!.valid() as Record<string, unknown>;
    const sized = (bytes: number) => {
      const text = JSON.stringify({ ...valid, description: '' });
      return JSON.stringify({ ...valid, description: 'x'.repeat(bytes - text.length) });
    };
    const over = await runOnce(productsCreate, {
      ...oneFieldPlan(productsCreate, []),
      body: { kind: 'raw', text: sized(BODY_LIMIT_BYTES + 1), contentType: 'application/json' },
    });
    expectError(over, 413, 'PAYLOAD_TOO_LARGE');
    const under = await runOnce(productsCreate, {
      ...oneFieldPlan(productsCreate, []),
      body: { kind: 'raw', text: sized(BODY_LIMIT_BYTES), contentType: 'application/json' },
    });
    expect(expectError(under, 400, 'VALIDATION_FAILED')).toMatch(/Description must be at most/);
  });

  // register.test.ts checks the 415 status on registration; here, what the message tells the client.
  it('answers 415 naming JSON for text/plain and form bodies on a JSON endpoint, and changes nothing', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await runOnce(productsCreate, {
        ...oneFieldPlan(productsCreate, []),
        body: { kind: 'raw', text: 'productName=Toor+Dal&quantity=5', contentType },
      });
      expect(expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE')).toBe(
        `Send the request body as JSON, with content-type: application/json; ${contentType} is not accepted`,
      );
    }
  });

  // register.test.ts checks a truncated body and an empty one; these are the numbers JSON cannot carry.
  it('answers 400 for NaN, Infinity and other bodies that are not JSON, and changes nothing', async () => {
    for (const text of ['{"quantity": NaN}', '{"price": Infinity}', '{"quantity": -Infinity}', '{"a":1,}']) {
      const res = await runOnce(productUpdate, {
        ...oneFieldPlan(productUpdate, []),
        body: { kind: 'raw', text, contentType: 'application/json' },
      });
      expectError(res, 400, 'BAD_REQUEST');
    }
  });

  it('answers a broken percent-encoding or an over-long id in the path with a 400 envelope', async () => {
    // A path parameter may be 600 characters long (a scanned code in GET /scan/{code}): this is longer.
    for (const url of ['/products/%zz', '/products/%E0%A4%A', `/products/${'a'.repeat(700)}`]) {
      const res = await ctx.app.inject({ method: 'GET', url: `${API_BASE_PATH}${url}` });
      expectError(res, 400, 'BAD_REQUEST');
      // Refused before helmet's hook, the answer still carries the security headers.
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
      });
    }
  });

  it('stores SQL and script injections as plain text and gives them back as sent', async () => {
    const name = "'; DROP TABLE products; -- <script>alert(1)</script>";
    const created = await callApi(ctx.app, 'POST', '/products/', fx.admin.token, {
      productName: name,
      sku: "' OR 1=1 --",
    });
    expect(created.statusCode, created.body).toBe(201);
    const { product } = (created.json() as { data: { product: TProduct } }).data;
    const read = await ctx.app.inject({ method: 'GET', url: `${API_BASE_PATH}/products/${product.id}` });
    expect((read.json() as { data: { product: TProduct } }).data.product).toMatchObject({
      productName: name,
      sku: "' OR 1=1 --",
    });
    const search = await ctx.app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}/products/?search=${encodeURIComponent("'; DROP TABLE")}`,
    });
    // The fuzzing above may have stored such names too: this product is among the matches.
    expect((search.json() as { data: { products: TProduct[] } }).data.products.map((p) => p.id)).toContain(
      product.id,
    );
  });
});
