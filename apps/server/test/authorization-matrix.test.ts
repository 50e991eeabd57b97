import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE_PATH,
  indiaDateFromToday,
  ROLE_POLICIES,
  ROLES,
  type RolePolicy,
  USER_ADMIN_MESSAGES,
  englishOfRule,
  type Role,
  type TAlert,
  type TCustomer,
  type TInventoryDetail,
  type TProduct,
  type TPurchaseOrder,
  type TStorage,
  type TTransportDetail,
  type TUser,
} from '@godown/shared';
import { auth, expectError, callApi } from './support/http.js';
import { createAlert, createInventory, createProduct, createStorage, place } from './support/stock.js';
import { createTestContext, type TestContext } from './support/test-app.js';
import {
  createOrder,
  createTransport,
  deliverWithProof,
  JPEG_BYTES,
  moveTransportOk,
  pngImage,
} from './support/transports.js';
import { openEventStream, type EventStream } from './support/events.js';
import { fulfilmentFixture, type FulfilmentFixture } from './support/sales.js';
import { cancellationAnswer, registeredInvoice } from './support/einvoices.js';
import { freshEwayBill, heavyTransfer, nextEwayBillNumber } from './support/ewaybills.js';
import { invoiceGround, invoiceOf, type InvoiceGround } from './support/invoices.js';
import { registerUser, unique, type RegisteredUser } from './support/users.js';
import { collectApiRoutes } from './support/routes.js';
import { multipartBody } from './support/imports.js';
import { addRegistration, gstinOf, pngBytes, uploadFile } from './support/billing.js';

/*
 * Who may call what: every endpoint of the API x {anonymous, staff, supplier, driver, admin}, run
 * against the real app. The expected statuses are the rules of docs/domain.md#roles (401 without a
 * token, 403 for the wrong role) and the decisions of docs/decisions.md, each row naming where its
 * statuses come from. They are not read from the route files: a row fails when the server lets the
 * wrong role through, or refuses the right one.
 */

// Every route the app registers, collected while it is built (before the context below builds it).
const registeredApiRoutes = collectApiRoutes();

// The app of the policy under test: one fresh app and database per role policy (the describes below).
// Two admins are needed for the object-level checks; the first admin exists before the second.
const ctx = {} as TestContext;

const CALLERS = ['anonymous', 'staff', 'supplier', 'driver', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Row {
  method: Method;
  /** Under /api/v1, with {param} for the ids the call fills in. */
  path: string;
  expected: Record<Caller, number>;
  /** Where the statuses are written down: a section of docs/domain.md or a record of docs/decisions.md. */
  source: string;
  /** Set where the server is known to disagree with the docs: the row stays red until one of them changes. */
  serverDisagrees?: string;
}

function row(
  method: Method,
  path: string,
  anonymous: number,
  staff: number,
  supplier: number,
  driver: number,
  admin: number,
  source: string,
  serverDisagrees?: string,
): Row {
  return { method, path, expected: { anonymous, staff, supplier, driver, admin }, source, serverDisagrees };
}

// Sources, written once.
const ROLES_DOC = 'docs/domain.md#roles';
const DECISIONS = 'docs/decisions.md#';
const PUBLIC_READ = `${ROLES_DOC}: anyone reads products, inventories and storage units; changes need sign-in`;
const SIGNED_IN = `${ROLES_DOC}: any signed-in user; 401 without a token`;
const ADMIN_ONLY = `${ROLES_DOC}: admins only; 403 for another role`;
const ACCOUNT = 'docs/domain.md#accounts-and-sign-in: calls about the signed-in user';
const TRANSPORTS = `${DECISIONS}5-transports-and-orders-need-sign-in-for-any-role: signed in, any role`;
const PATHS = `${DECISIONS}9-the-paths-left-open`;
const EMPLOYEES = `${ROLES_DOC}: people and wages are for the company's signed-in users; a supplier is outside it (403)`;
const BUYERS = 'docs/domain.md#purchase-orders: admins and staff buy; 403 for suppliers and drivers';
const SUPPLIER_TRANSPORTS = `${TRANSPORTS}; a supplier reads and changes only the transports they created (404 for another's)`;
const DRIVER_TRANSPORTS = `${ROLES_DOC}: a driver reads and changes only the transports assigned to them (404 for another's)`;
const DELIVERIES = `docs/domain.md#the-drivers-phone: the company's people (a supplier gets 403)`;
const TEAM = `${ROLES_DOC}: the company's people (admin, staff, driver); a supplier is outside it (403)`;
const COUNTS = `docs/domain.md#stock-counts: ${TEAM}`;
const SUPPLIER_OWN =
  'docs/domain.md#purchase-orders: a supplier acts on the orders addressed to them; buyers answer through PUT';
const SELLERS =
  'docs/domain.md#customers: admins and staff sell; suppliers and drivers see nothing of customers (403) under any policy';
const OUTSIDERS = `${ROLES_DOC}: suppliers and drivers are outsiders (ROLE_POLICY=restricted, the default)`;

// The matrix is read down its columns; prettier would undo the alignment.
// prettier-ignore
const MATRIX: readonly Row[] = [
  //  method    path                            anon  staff supp  drv   admin  source
  row('GET',    '/health',                        200,  200,  200,  200,  200,  `${ROLES_DOC}: the health check reports the database reachable (a probe has no token)`),

  row('POST',   '/users/register',                201,  201,  201,  201,  201,  'docs/domain.md#accounts-and-sign-in: anyone registers (a token sent along changes nothing)'),
  row('POST',   '/users/login',                   200,  200,  200,  200,  200,  'docs/domain.md#accounts-and-sign-in: anyone signs in'),
  row('POST',   '/users/logout',                  401,  200,  200,  200,  200,  ACCOUNT),
  row('GET',    '/users/me',                      401,  200,  200,  200,  200,  ACCOUNT),
  row('PUT',    '/users/',                        401,  200,  200,  200,  200,  `${ACCOUNT}: profile update`),
  row('PUT',    '/users/update_password',         401,  200,  200,  200,  200,  `${ACCOUNT}: change password`),
  row('GET',    '/users/me/tokens',               401,  200,  200,  200,  200,  `${ACCOUNT}: one's own API tokens (docs/domain.md#api-tokens)`),
  row('POST',   '/users/me/tokens',               401,  201,  201,  201,  201,  `${ACCOUNT}: a token of one's own, which never does more than its user may`),
  row('DELETE', '/users/me/tokens/{id}',          401,  200,  200,  200,  200,  `${ACCOUNT}: revoke one's own token`),
  row('GET',    '/users/drivers',                 401,  200,  403,  200,  200,  `${EMPLOYEES} (the transport form's driver picker)`),
  row('GET',    '/users/',                        401,  200,  403,  200,  200,  EMPLOYEES),
  row('PUT',    '/users/{id}',                    401,  403,  403,  403,  200,  `${ADMIN_ONLY}: change users (docs/domain.md#users)`),
  row('DELETE', '/users/{id}',                    401,  403,  403,  403,  200,  `${ADMIN_ONLY}: delete users (docs/domain.md#users)`),
  row('POST',   '/users/{id}/one-time-password',  401,  403,  403,  403,  200,  `${ADMIN_ONLY}: a one-time password for a user (docs/domain.md#users)`),
  row('POST',   '/users/{id}/approve',            401,  403,  403,  403,  200,  `${ADMIN_ONLY}: approve a self-registered account (docs/domain.md#accounts-and-sign-in)`),

  row('GET',    '/products/',                     200,  200,  200,  200,  200,  PUBLIC_READ),
  row('GET',    '/products/categories',           200,  200,  200,  200,  200,  `${PUBLIC_READ} (the products list's category filter)`),
  row('GET',    '/products/{id}',                 200,  200,  200,  200,  200,  PUBLIC_READ),
  row('GET',    '/products/{id}/inventories',     200,  200,  200,  200,  200,  `${PUBLIC_READ} (where a product is: products and inventories are both public reads)`),
  row('GET',    '/products/supplied',             401,  403,  200,  403,  403,  `${ROLES_DOC}: a supplier's own page lists the products they supply`),
  row('GET',    '/products/{id}/movements',       401,  200,  200,  200,  200,  `${DECISIONS}3-products-inventories-and-storage-units-can-be-read-signed-out: the stock history names people, so it needs sign-in`),
  row('POST',   '/products/',                     401,  201,  201,  201,  201,  `${SIGNED_IN}: create products`),
  row('PUT',    '/products/{id}',                 401,  200,  200,  200,  200,  `${SIGNED_IN}: edit products`),
  row('DELETE', '/products/{id}',                 401,  403,  403,  403,  200,  `${ADMIN_ONLY}: delete products`),
  row('POST',   '/products/bulk-delete',          401,  403,  403,  403,  200,  `${ADMIN_ONLY}: delete products, many at once (docs/domain.md#bulk-actions)`),

  row('GET',    '/inventory/',                    200,  200,  200,  200,  200,  PUBLIC_READ),
  row('GET',    '/inventory/{id}',                200,  200,  200,  200,  200,  PUBLIC_READ),
  row('POST',   '/inventory/create',              401,  403,  403,  403,  201,  `${ADMIN_ONLY}: create inventories`),
  row('POST',   '/inventory/',                    401,  403,  403,  403,  201,  `${ADMIN_ONLY}: create inventories; ${PATHS}: create also answers POST /inventory/`),
  row('PUT',    '/inventory/{id}',                401,  403,  403,  403,  200,  `${ADMIN_ONLY}: edit inventories`),
  row('DELETE', '/inventory/{id}',                401,  403,  403,  403,  200,  `${ADMIN_ONLY}: delete inventories`),
  row('GET',    '/inventory/{id}/products',       200,  200,  200,  200,  200,  PUBLIC_READ),
  row('POST',   '/inventory/{id}/products',       401,  201,  201,  201,  201,  `${SIGNED_IN}: place products in an inventory`),
  row('DELETE', '/inventory/{id}/products',       401,  200,  200,  200,  200,  `${SIGNED_IN}: remove products from an inventory`),
  row('GET',    '/inventory/{id}/utilization',    200,  200,  200,  200,  200,  PUBLIC_READ),
  row('GET',    '/inventory/{id}/cost-summary',   200,  200,  200,  200,  200,  PUBLIC_READ),
  row('GET',    '/inventory/{id}/in-transit',     401,  200,  200,  200,  200,  `transfers are transport records: ${TRANSPORTS}`),

  row('GET',    '/storages/',                     200,  200,  200,  200,  200,  PUBLIC_READ),
  row('GET',    '/storages/{id}',                 200,  200,  200,  200,  200,  PUBLIC_READ),
  row('POST',   '/storages/',                     401,  201,  201,  201,  201,  `${SIGNED_IN}: create storage units`),
  row('PUT',    '/storages/{id}',                 401,  403,  403,  403,  200,  `${ADMIN_ONLY}: edit storage units`),
  row('DELETE', '/storages/{id}',                 401,  403,  403,  403,  200,  `${ADMIN_ONLY}: delete storage units`),

  row('GET',    '/transports/',                   401,  200,  200,  200,  200,  TRANSPORTS),
  row('GET',    '/transports/status/{status}',    401,  200,  200,  200,  200,  TRANSPORTS),
  row('GET',    '/transports/{id}',               401,  200,  404,  200,  200,  `${SUPPLIER_TRANSPORTS}; ${DRIVER_TRANSPORTS}`),
  row('POST',   '/transports/',                   401,  201,  201,  403,  201,  `${TRANSPORTS}; ${DRIVER_TRANSPORTS}: a driver creates none`),
  row('PUT',    '/transports/{id}',               401,  200,  404,  403,  200,  `${SUPPLIER_TRANSPORTS}; ${DRIVER_TRANSPORTS}: a driver changes only the status and current point (the call changes the cost)`),
  row('POST',   '/transports/{id}/cancel',        401,  200,  404,  200,  200,  `${SUPPLIER_TRANSPORTS}; ${DRIVER_TRANSPORTS}; ${PATHS}: cancel is POST /transports/{id}/cancel`),
  row('DELETE', '/transports/{id}',               401,  403,  403,  403,  200,  `${DECISIONS}6-transport-delete-is-admin-only: deleting erases a consignment's record, so it is admin-only like every other delete; cancelling is for everyone`),
  row('POST',   '/buy/order',                     401,  201,  201,  403,  201,  `${TRANSPORTS}; docs/domain.md#orders: orders are transports created through /buy/order; ${DRIVER_TRANSPORTS}: a driver creates none`),
  row('PUT',    '/buy/order/{id}',                401,  200,  404,  403,  200,  `${SUPPLIER_TRANSPORTS}; ${PATHS}: order edit is PUT /buy/order/{id}; ${DRIVER_TRANSPORTS}: only status and current point`),
  row('GET',    '/transports/deliveries',         401,  200,  403,  200,  200,  `${DELIVERIES}: the caller's open deliveries`),
  row('PUT',    '/transports/{id}/location',      401,  200,  403,  200,  200,  `${DELIVERIES}: share the phone's position (a driver: their own)`),
  row('POST',   '/transports/{id}/deliver',       401,  200,  403,  200,  200,  `${DELIVERIES}: deliver with a proof (a driver: their own)`),
  row('GET',    '/transports/{id}/proof',         401,  200,  403,  200,  200,  `${DELIVERIES}: proofs are for staff, admins and the transport's own driver`),
  row('GET',    '/transports/{id}/proof/photo',   401,  200,  403,  200,  200,  `${DELIVERIES}: proofs are for staff, admins and the transport's own driver`),
  row('GET',    '/transports/{id}/proof/signature', 401, 200, 403,  200,  200,  `${DELIVERIES}: proofs are for staff, admins and the transport's own driver`),
  row('GET',    '/map/config',                    200,  200,  200,  200,  200,  'docs/domain.md#maps: the tiles the maps draw on; public, like the inventory list it serves'),
  row('POST',   '/events/ticket',                 401,  200,  200,  200,  200,  `docs/architecture.md#live-updates: ${SIGNED_IN}`),
  row('GET',    '/events',                        401,  200,  200,  200,  200,  `docs/architecture.md#live-updates: ${SIGNED_IN} (a ticket, or the bearer token)`),

  row('GET',    '/alerts/',                       401,  200,  200,  200,  200,  `${DECISIONS}4-alerts-need-sign-in-reading-included`),
  row('POST',   '/alerts/trigger',                401,  201,  201,  201,  201,  `${SIGNED_IN}: raise alerts`),
  row('PUT',    '/alerts/{id}',                   401,  200,  200,  200,  200,  `${DECISIONS}4-alerts-need-sign-in-reading-included; docs/domain.md#alerts: any signed-in user edits alerts`),
  row('POST',   '/alerts/bulk-resolve',           401,  200,  200,  200,  200,  `${DECISIONS}4-alerts-need-sign-in-reading-included; docs/domain.md#bulk-actions: any signed-in user resolves alerts, many at once`),

  row('GET',    '/wages/',                        401,  200,  403,  200,  200,  EMPLOYEES),
  row('POST',   '/wages/calculate',               401,  403,  403,  403,  200,  `${ADMIN_ONLY}: calculate wages`),
  row('PUT',    '/wages/{userId}',                401,  403,  403,  403,  200,  `${DECISIONS}7-wage-edits-are-admin-only: like POST /wages/calculate`),
  row('GET',    '/wages/overworked',              401,  200,  403,  200,  200,  `${EMPLOYEES} (the Overworked tab)`),

  row('GET',    '/dashboard/summary',             200,  200,  200,  200,  200,  `${DECISIONS}31-the-dashboard-is-one-call-open-to-visitors`),
  row('GET',    '/dashboard/charts',              401,  200,  200,  200,  200,  `docs/domain.md#charts: ${SIGNED_IN} (a supplier's and a driver's transports are their own)`),
  row('GET',    '/products/{id}/history',         200,  200,  200,  200,  200,  `${PUBLIC_READ} (a product's quantity by day, like the product; it names no one)`),
  row('GET',    '/inventory/{id}/history',        200,  200,  200,  200,  200,  `${PUBLIC_READ} (an inventory's volume by day, like its utilization)`),

  row('GET',    '/audit',                         401,  403,  403,  403,  200,  `${ADMIN_ONLY}: the audit log (docs/domain.md#users)`),

  row('GET',    '/products/{id}/batches',         200,  200,  200,  200,  200,  `${PUBLIC_READ} (a product's batches, like where it is)`),
  row('GET',    '/inventory/{id}/batches',        200,  200,  200,  200,  200,  `${PUBLIC_READ} (an inventory's batches, like its products)`),
  row('GET',    '/batches/trace',                 401,  200,  403,  403,  200,  'docs/domain.md#batches-and-expiry: a trace names transports and people: admins and staff'),

  row('GET',    '/reorder/suggestions',           401,  200,  403,  403,  200,  BUYERS),
  row('GET',    '/purchase-orders',               401,  200,  200,  403,  200,  `${BUYERS}; a supplier lists only their own`),
  row('POST',   '/purchase-orders',               401,  201,  403,  403,  201,  BUYERS),
  row('GET',    '/purchase-orders/{id}',          401,  200,  200,  403,  200,  `${BUYERS}; a supplier reads their own`),
  row('PUT',    '/purchase-orders/{id}',          401,  200,  403,  403,  200,  BUYERS),
  row('POST',   '/purchase-orders/{id}/receive',  401,  200,  403,  403,  200,  BUYERS),
  row('POST',   '/purchase-orders/{id}/confirm',  401,  403,  200,  403,  403,  SUPPLIER_OWN),
  row('POST',   '/purchase-orders/{id}/ship',     401,  403,  200,  403,  403,  SUPPLIER_OWN),

  row('GET',    '/customers',                     401,  200,  403,  403,  200,  SELLERS),
  row('POST',   '/customers',                     401,  201,  403,  403,  201,  SELLERS),
  row('GET',    '/customers/{id}',                401,  200,  403,  403,  200,  SELLERS),
  row('PUT',    '/customers/{id}',                401,  200,  403,  403,  200,  SELLERS),
  row('DELETE', '/customers/{id}',                401,  403,  403,  403,  200,  `${SELLERS}; ${ADMIN_ONLY}: delete customers`),
  row('GET',    '/price-lists',                   401,  200,  403,  403,  200,  `${SELLERS} (docs/domain.md#price-lists-and-schemes)`),
  row('POST',   '/price-lists',                   401,  201,  403,  403,  201,  SELLERS),
  row('GET',    '/price-lists/{id}',              401,  200,  403,  403,  200,  SELLERS),
  row('PUT',    '/price-lists/{id}',              401,  200,  403,  403,  200,  SELLERS),
  row('DELETE', '/price-lists/{id}',              401,  403,  403,  403,  200,  `${SELLERS}; ${ADMIN_ONLY}: delete price lists`),
  row('GET',    '/schemes',                       401,  200,  403,  403,  200,  SELLERS),
  row('POST',   '/schemes',                       401,  201,  403,  403,  201,  SELLERS),
  row('GET',    '/schemes/{id}',                  401,  200,  403,  403,  200,  SELLERS),
  row('PUT',    '/schemes/{id}',                  401,  200,  403,  403,  200,  SELLERS),
  row('DELETE', '/schemes/{id}',                  401,  403,  403,  403,  200,  `${SELLERS}; ${ADMIN_ONLY}: delete schemes`),
  row('POST',   '/pricing/quote',                 401,  200,  403,  403,  200,  SELLERS),
  row('GET',    '/settings/company',              401,  200,  403,  403,  200,  `${SELLERS} (docs/domain.md#company-and-registrations)`),
  row('PUT',    '/settings/company',              401,  403,  403,  403,  200,  `${SELLERS}; ${ADMIN_ONLY}: the company's settings`),
  row('GET',    '/settings/company/logo',         401,  200,  403,  403,  200,  SELLERS),
  row('PUT',    '/settings/company/logo',         401,  403,  403,  403,  200,  `${SELLERS}; ${ADMIN_ONLY}: the company's settings`),
  row('DELETE', '/settings/company/logo',         401,  403,  403,  403,  200,  `${SELLERS}; ${ADMIN_ONLY}: the company's settings`),
  row('GET',    '/gst-registrations',             401,  200,  403,  403,  200,  SELLERS),
  row('POST',   '/gst-registrations',             401,  403,  403,  403,  201,  `${SELLERS}; ${ADMIN_ONLY}: the company's registrations`),
  row('GET',    '/gst-registrations/{id}',        401,  200,  403,  403,  200,  SELLERS),
  row('PUT',    '/gst-registrations/{id}',        401,  403,  403,  403,  200,  `${SELLERS}; ${ADMIN_ONLY}: the company's registrations`),
  row('DELETE', '/gst-registrations/{id}',        401,  403,  403,  403,  200,  `${SELLERS}; ${ADMIN_ONLY}: the company's registrations`),
  row('GET',    '/products/{id}/tax-rates',       401,  200,  403,  403,  200,  `${SELLERS} (docs/domain.md#gst-rates)`),
  row('POST',   '/products/{id}/tax-rates',       401,  200,  403,  403,  200,  SELLERS),
  row('DELETE', '/products/{id}/tax-rates/{date}', 401, 200,  403,  403,  200,  SELLERS),
  row('POST',   '/tax-rates/by-hsn',              401,  403,  403,  403,  200,  `${SELLERS}; ${ADMIN_ONLY}: a heading's rates at once`),
  row('GET',    '/sales-orders',                  401,  200,  403,  403,  200,  `${SELLERS} (docs/domain.md#sales-orders)`),
  row('POST',   '/sales-orders',                  401,  201,  403,  403,  201,  SELLERS),
  row('GET',    '/sales-orders/{id}',             401,  200,  403,  403,  200,  SELLERS),
  row('PUT',    '/sales-orders/{id}',             401,  200,  403,  403,  200,  SELLERS),
  row('POST',   '/sales-orders/{id}/confirm',     401,  200,  403,  403,  200,  SELLERS),
  row('POST',   '/sales-orders/{id}/cancel',      401,  200,  403,  403,  200,  SELLERS),
  row('GET',    '/sales-orders/figures',          401,  200,  403,  403,  200,  SELLERS),
  row('POST',   '/sales-orders/{id}/allocate',    401,  200,  403,  403,  200,  `${SELLERS} (docs/domain.md#picking-shipping-and-returns)`),
  row('GET',    '/sales-orders/{id}/pick-list',   401,  200,  403,  403,  200,  SELLERS),
  row('GET',    '/sales-orders/{id}/pick-list.pdf', 401, 200, 403,  403,  200,  SELLERS),
  row('POST',   '/sales-orders/{id}/picks',       401,  200,  403,  403,  200,  SELLERS),
  row('POST',   '/sales-orders/{id}/shipments',   401,  201,  403,  403,  201,  `${SELLERS}; the driver reaches a shipment as the transport assigned to them`),
  row('GET',    '/sales-orders/{id}/shipments/{shipmentId}/challan.pdf', 401, 200, 403, 403, 200, SELLERS),
  row('POST',   '/sales-orders/{id}/returns',     401,  201,  403,  403,  201,  SELLERS),
  row('GET',    '/sales-returns',                 401,  200,  403,  403,  200,  SELLERS),
  row('GET',    '/sales-returns/{id}',            401,  200,  403,  403,  200,  SELLERS),
  row('POST',   '/sales-returns/{id}/release',    401,  200,  403,  403,  200,  SELLERS),
  row('GET',    '/invoices',                      401,  200,  403,  403,  200,  `${SELLERS} (docs/domain.md#tax-invoices)`),
  row('GET',    '/invoices/billable-shipments',   401,  200,  403,  403,  200,  SELLERS),
  row('POST',   '/invoices/preview',              401,  200,  403,  403,  200,  SELLERS),
  row('POST',   '/invoices',                      401,  201,  403,  403,  201,  SELLERS),
  row('GET',    '/invoices/{id}',                 401,  200,  403,  403,  200,  SELLERS),
  row('GET',    '/invoices/{id}/pdf',             401,  200,  403,  403,  200,  SELLERS),
  row('POST',   '/invoices/{id}/cancel',          401,  403,  403,  403,  200,  `${SELLERS}; ${ADMIN_ONLY}: an issued invoice is cancelled by an admin`),
  row('POST',   '/transports/{id}/invoice',       401,  201,  403,  403,  201,  `${SELLERS} (docs/domain.md#transfers-between-registrations)`),
  row('POST',   '/counter-sales/preview',         401,  200,  403,  403,  200,  `${SELLERS} (docs/domain.md#counter-sales)`),
  row('POST',   '/counter-sales',                 401,  201,  403,  403,  201,  SELLERS),
  row('GET',    '/transports/{id}/challan.pdf',   401,  200,  403,  403,  200,  SELLERS),
  row('GET',    '/transports/{id}/paperwork',     401,  200,  403,  403,  200,  SELLERS),
  row('POST',   '/invoices/{id}/notes',           401,  201,  403,  403,  201,  `${SELLERS} (docs/domain.md#credit-and-debit-notes)`),
  row('GET',    '/invoice-notes',                 401,  200,  403,  403,  200,  SELLERS),
  row('GET',    '/invoice-notes/{id}',            401,  200,  403,  403,  200,  SELLERS),
  row('GET',    '/invoice-notes/{id}/pdf',        401,  200,  403,  403,  200,  SELLERS),
  row('GET',    '/einvoices',                     401,  200,  403,  403,  200,  `${SELLERS} (docs/domain.md#e-invoices)`),
  row('GET',    '/einvoices/file',                401,  200,  403,  403,  200,  SELLERS),
  row('GET',    '/invoices/{id}/einvoice',        401,  200,  403,  403,  200,  SELLERS),
  row('GET',    '/invoice-notes/{id}/einvoice',   401,  200,  403,  403,  200,  SELLERS),
  row('POST',   '/einvoices/answers',             401,  200,  403,  403,  200,  SELLERS),
  row('POST',   '/einvoices/cancellations',       401,  403,  403,  403,  200,  `${SELLERS}; ${ADMIN_ONLY}: like cancelling the invoice`),
  row('GET',    '/transports/{id}/ewaybill',      401,  200,  403,  403,  200,  `${SELLERS} (docs/domain.md#e-way-bills)`),
  row('GET',    '/transports/{id}/ewaybill.json', 401,  200,  403,  403,  200,  SELLERS),
  row('POST',   '/transports/{id}/ewaybill',      401,  200,  403,  403,  200,  SELLERS),
  row('POST',   '/transports/{id}/ewaybill/waiver', 401, 403, 403,  403,  200,  `${SELLERS}; ${ADMIN_ONLY}: goods over the threshold leave without a bill on an admin's word`),
  row('POST',   '/ewaybills/{id}/vehicles',       401,  200,  403,  403,  200,  SELLERS),
  row('POST',   '/ewaybills/{id}/cancel',         401,  403,  403,  403,  200,  `${SELLERS}; ${ADMIN_ONLY}: like cancelling an e-invoice`),
  row('POST',   '/receipts',                      401,  201,  403,  403,  201,  `${SELLERS} (docs/domain.md#receipts-and-receivables)`),
  row('GET',    '/receipts',                      401,  200,  403,  403,  200,  SELLERS),
  row('GET',    '/receipts/{id}',                 401,  200,  403,  403,  200,  SELLERS),
  row('POST',   '/receipts/{id}/allocate',        401,  200,  403,  403,  200,  SELLERS),
  row('POST',   '/receipts/{id}/bounce',          401,  200,  403,  403,  200,  SELLERS),
  row('GET',    '/customers/{id}/ledger',         401,  200,  403,  403,  200,  SELLERS),
  row('GET',    '/customers/{id}/statement.pdf',  401,  200,  403,  403,  200,  SELLERS),
  row('GET',    '/receivables/ageing',            401,  200,  403,  403,  200,  SELLERS),
  row('GET',    '/reports/sales-register',        401,  200,  403,  403,  200,  `${SELLERS} (docs/domain.md#sales-reports)`),
  row('GET',    '/reports/output-tax',            401,  200,  403,  403,  200,  SELLERS),
  row('GET',    '/reports/hsn-summary',           401,  200,  403,  403,  200,  SELLERS),
  row('GET',    '/reports/input-tax',             401,  200,  403,  403,  200,  SELLERS),
  row('GET',    '/reports/gstr1',                 401,  200,  403,  403,  200,  `${SELLERS} (docs/domain.md#gstr-1)`),
  row('GET',    '/reports/receivables-ageing',    401,  200,  403,  403,  200,  SELLERS),
  row('GET',    '/tally/masters.xml',             401,  200,  403,  403,  200,  `${SELLERS} (docs/domain.md#tally)`),
  row('GET',    '/tally/vouchers.xml',            401,  200,  403,  403,  200,  `${SELLERS} (docs/domain.md#tally)`),
  row('GET',    '/pin-codes/{pin}',               401,  200,  403,  403,  200,  `${SELLERS} (the customer form's PIN code lookup)`),

  // docs/domain.md#exports: a list's file is for exactly the readers of the list.
  row('GET',    '/export/products',               200,  200,  200,  200,  200,  `docs/domain.md#exports; ${PUBLIC_READ}`),
  row('GET',    '/export/inventories',            200,  200,  200,  200,  200,  `docs/domain.md#exports; ${PUBLIC_READ}`),
  row('GET',    '/export/inventory-products',     200,  200,  200,  200,  200,  `docs/domain.md#exports; ${PUBLIC_READ}`),
  row('GET',    '/export/storage-units',          200,  200,  200,  200,  200,  `docs/domain.md#exports; ${PUBLIC_READ}`),
  row('GET',    '/export/transports',             401,  200,  200,  200,  200,  `docs/domain.md#exports; ${SUPPLIER_TRANSPORTS}`),
  row('GET',    '/export/alerts',                 401,  200,  200,  200,  200,  `docs/domain.md#exports; ${DECISIONS}4-alerts-need-sign-in-reading-included`),
  row('GET',    '/export/users',                  401,  200,  403,  200,  200,  `docs/domain.md#exports; ${EMPLOYEES}`),
  row('GET',    '/export/wages',                  401,  200,  403,  200,  200,  `docs/domain.md#exports; ${EMPLOYEES}`),
  row('GET',    '/export/purchase-orders',        401,  200,  200,  403,  200,  `docs/domain.md#exports; ${BUYERS}; a supplier exports only their own`),
  row('GET',    '/export/customers',              401,  200,  403,  403,  200,  `docs/domain.md#exports; ${SELLERS}`),
  row('GET',    '/export/sales-orders',           401,  200,  403,  403,  200,  `docs/domain.md#exports; ${SELLERS}`),
  row('GET',    '/export/movements',              401,  200,  200,  200,  200,  `docs/domain.md#exports; ${DECISIONS}3-products-inventories-and-storage-units-can-be-read-signed-out: the stock history names people, so it needs sign-in`),

  row('GET',    '/reports/valuation',             401,  200,  403,  403,  200,  'docs/domain.md#reports: admins and staff read the reports'),
  row('GET',    '/reports/movements',             401,  200,  403,  403,  200,  'docs/domain.md#reports: admins and staff read the reports'),
  row('POST',   '/import/{kind}',                 401,  200,  403,  403,  200,  'docs/domain.md#imports: products and opening stock by admins and staff (a dry run here)'),
  row('GET',    '/import/{kind}/template',        401,  200,  403,  403,  200,  'docs/domain.md#imports: the template of a kind for those who may import it'),
  row('GET',    '/reports/expiring',              401,  200,  403,  403,  200,  'docs/domain.md#reports: admins and staff read the reports'),

  row('GET',    '/scan/{code}',                   401,  200,  200,  200,  200,  `docs/domain.md#barcodes: ${SIGNED_IN} (a supplier finds only their own transports)`),
  row('POST',   '/labels/products',               401,  200,  403,  200,  200,  `docs/domain.md#labels: ${TEAM}`),
  row('POST',   '/labels/shelves',                401,  200,  403,  200,  200,  `docs/domain.md#labels: ${TEAM}`),
  row('GET',    '/counts',                        401,  200,  403,  200,  200,  COUNTS),
  row('POST',   '/counts',                        401,  201,  403,  201,  201,  COUNTS),
  row('GET',    '/counts/{id}',                   401,  200,  403,  200,  200,  COUNTS),
  row('POST',   '/counts/{id}/entries',           401,  200,  403,  200,  200,  COUNTS),
  row('POST',   '/counts/{id}/lines/{lineId}/recount', 401, 200, 403, 200, 200, COUNTS),
  row('POST',   '/counts/{id}/post',              401,  403,  403,  403,  200,  `${COUNTS}; an admin posts`),
  row('POST',   '/counts/{id}/cancel',            401,  403,  403,  403,  200,  `${COUNTS}; an admin cancels`),
  row('POST',   '/stock/receive',                 401,  200,  403,  200,  200,  `docs/domain.md#scanning: ${TEAM}`),
  row('POST',   '/stock/move',                    401,  200,  403,  200,  200,  `docs/domain.md#scanning: ${TEAM}`),
  row('GET',    '/storages/{id}/stock',           200,  200,  200,  200,  200,  `${PUBLIC_READ} (what a storage unit holds, like the unit)`),
  row('GET',    '/transports/{id}/picks',         401,  200,  404,  200,  200,  SUPPLIER_TRANSPORTS),
  row('POST',   '/transports/{id}/picks',         401,  200,  404,  200,  200,  SUPPLIER_TRANSPORTS),
  row('DELETE', '/transports/{id}/picks',         401,  200,  404,  200,  200,  SUPPLIER_TRANSPORTS),
];

/**
 * Where the default policy (ROLE_POLICY=restricted) differs from the broad rules of the matrix above
 * (ROLE_POLICY=open): the statuses a supplier and a driver get instead, and why.
 */
// prettier-ignore
const RESTRICTED: Readonly<Record<string, { supplier?: number; driver?: number; source: string }>> = {
  'GET /users/drivers':              { driver: 403, source: `${OUTSIDERS}: a driver sees none of the company's people` },
  'GET /users/':                     { driver: 403, source: `${OUTSIDERS}: a driver sees none of the company's people` },
  'GET /products/{id}/movements':    { supplier: 403, driver: 403, source: `${OUTSIDERS}: the ledger names people and orders` },
  'POST /products/':                 { supplier: 403, driver: 403, source: `${OUTSIDERS}: admins and staff create products` },
  'PUT /products/{id}':              { supplier: 403, driver: 403, source: `${OUTSIDERS}: a supplier edits only the products they supply (this one is not theirs)` },
  'POST /inventory/{id}/products':   { supplier: 403, driver: 403, source: `${OUTSIDERS}: placing stock is the company's work` },
  'DELETE /inventory/{id}/products': { supplier: 403, driver: 403, source: `${OUTSIDERS}: placing stock is the company's work` },
  'GET /inventory/{id}/in-transit':  { supplier: 403, driver: 403, source: `${OUTSIDERS}: the company's transfers` },
  'POST /storages/':                 { supplier: 403, driver: 403, source: `${OUTSIDERS}: placing stock is the company's work` },
  'GET /alerts/':                    { supplier: 403, driver: 403, source: `${OUTSIDERS}: alerts name people` },
  'POST /alerts/trigger':            { supplier: 403, driver: 403, source: `${OUTSIDERS}: alerts name people` },
  'PUT /alerts/{id}':                { supplier: 403, driver: 403, source: `${OUTSIDERS}: alerts name people` },
  'POST /alerts/bulk-resolve':       { supplier: 403, driver: 403, source: `${OUTSIDERS}: alerts name people` },
  'GET /wages/overworked':           { driver: 403, source: `${OUTSIDERS}: a driver reads only their own wage records` },
  'GET /dashboard/charts':           { supplier: 403, driver: 403, source: `${OUTSIDERS}: the company's figures` },
  'GET /export/alerts':              { supplier: 403, driver: 403, source: `${OUTSIDERS}: alerts name people` },
  'GET /export/users':               { driver: 403, source: `${OUTSIDERS}: a driver sees none of the company's people` },
  'GET /export/movements':           { supplier: 403, driver: 403, source: `${OUTSIDERS}: the ledger names people and orders` },
  'POST /labels/products':           { driver: 403, source: `${OUTSIDERS}: warehouse work is staff's` },
  'POST /labels/shelves':            { driver: 403, source: `${OUTSIDERS}: warehouse work is staff's` },
  'GET /counts':                     { driver: 403, source: `${OUTSIDERS}: warehouse work is staff's` },
  'POST /counts':                    { driver: 403, source: `${OUTSIDERS}: warehouse work is staff's` },
  'GET /counts/{id}':                { driver: 403, source: `${OUTSIDERS}: warehouse work is staff's` },
  'POST /counts/{id}/entries':       { driver: 403, source: `${OUTSIDERS}: warehouse work is staff's` },
  'POST /counts/{id}/lines/{lineId}/recount': { driver: 403, source: `${OUTSIDERS}: warehouse work is staff's` },
  'POST /stock/receive':             { driver: 403, source: `${OUTSIDERS}: warehouse work is staff's` },
  'POST /stock/move':                { driver: 403, source: `${OUTSIDERS}: warehouse work is staff's` },
};

const rowKey = (r: Pick<Row, 'method' | 'path'>) => `${r.method} ${r.path}`;

/** A row's statuses under a policy: the matrix's, with the restricted policy's differences. */
function expectedUnder(r: Row, policy: RolePolicy): { expected: Record<Caller, number>; source: string } {
  const differs = policy === 'restricted' ? RESTRICTED[rowKey(r)] : undefined;
  if (!differs) return { expected: r.expected, source: r.source };
  const { source, ...statuses } = differs;
  return { expected: { ...r.expected, ...statuses }, source: `${source} (open: ${r.source})` };
}

/** The objects the calls act on, made through the API before the matrix runs. */
const fx = {} as {
  users: Record<Role, RegisteredUser>;
  loginAccount: RegisteredUser;
  wageTarget: RegisteredUser;
  product: TProduct;
  inventory: TInventoryDetail;
  storage: TStorage;
  transport: TTransportDetail;
  order: TTransportDetail;
  /** Delivered with a proof (photo and signature) by the admin, assigned to the matrix's driver. */
  delivered: TTransportDetail;
  alert: TAlert;
  purchaseOrder: TPurchaseOrder;
  customer: TCustomer;
  priceListId: string;
  registrationId: string;
  schemeId: string;
  salesOrderId: string;
  /** The warehouse the sales orders ship from, holding nothing: confirming holds no unit the other rows need. */
  salesInventory: TInventoryDetail;
  fulfilment: FulfilmentFixture;
  /** A warehouse billing under a registration, shipping to a customer of its state, and an invoice issued. */
  invoicing: {
    ground: InvoiceGround;
    invoiceId: string;
    noteId: string;
    billable: () => Promise<string>;
    /** The e-invoice portal's answer registering the invoice, recorded (docs/domain.md#e-invoices). */
    answer: string;
  };
  batchCode: string;
  count: { id: string; lineId: number };
};

/** A counter sale of a kilo of snacks to the walk-in customer, paid in cash (docs/domain.md#counter-sales). */
const counterSale = () => ({
  customerId: fx.invoicing.ground.customers.walkIn.id,
  inventoryId: fx.invoicing.ground.inventoryId,
  lines: [{ product: fx.invoicing.ground.products.snack.id, quantity: 1 }],
  payment: { mode: 'cash' },
});

/**
 * A receipt of a rupee on account of the invoicing customer (allocated to nothing: the allocations
 * below take a paisa each of it), by cash or by cheque.
 */
async function freshReceipt(mode: 'cash' | 'cheque'): Promise<string> {
  const res = await callApi(ctx.app, 'POST', '/receipts', fx.users.admin.token, {
    customerId: fx.invoicing.ground.customers.local.id,
    mode,
    reference: '000123',
    amount: 1,
    allocations: [],
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { receipt: { id: string } } }).data.receipt.id;
}

/** A debit note of a rupee on the invoice's first line: as many as the rows make. */
const DEBIT_NOTE = { kind: 'debit', reason: 'other', lines: [{ lineNo: 1, amount: 1 }] };

/** Makes the fixtures on the policy's fresh app. */
async function makeFixtures(): Promise<void> {
  const { app } = ctx;
  // The first admin: registration grants admin freely only while none exists (or with open signup).
  const admin = await registerUser(app, { role: 'admin' });
  fx.users = {
    admin,
    staff: await registerUser(app, { role: 'staff' }),
    supplier: await registerUser(app, { role: 'supplier' }),
    driver: await registerUser(app, { role: 'driver' }),
  };
  fx.loginAccount = await registerUser(app, { role: 'staff' });
  fx.wageTarget = await registerUser(app, { role: 'driver' });
  fx.product = await createProduct(app, admin.token, { quantity: 1000, hsnCode: '0902' });
  fx.inventory = await createInventory(app, admin.token);
  fx.storage = await createStorage(app, admin.token, fx.inventory.id);
  // The matrix's driver is assigned: a driver reads and changes only their own transports.
  fx.transport = await createTransport(app, admin.token, { assignedTo: fx.users.driver.user.id });
  fx.order = await createOrder(app, admin.token, { assignedTo: fx.users.driver.user.id });
  fx.delivered = await freshOnTheRoad();
  const proof = await deliverWithProof(app, admin.token, fx.delivered.id, {
    fields: { receiverName: 'Matrix receiver' },
    photo: { bytes: JPEG_BYTES },
    signature: { bytes: await pngImage(), type: 'image/png', name: 'signature.png' },
  });
  expect(proof.statusCode, proof.body).toBe(200);
  fx.alert = await createAlert(app, admin.token, 'Authorization matrix fixture');
  fx.batchCode = `MATRIX-${unique()}`;
  const batched = await callApi(app, 'POST', `/inventory/${fx.inventory.id}/products`, admin.token, {
    productId: fx.product.id,
    quantity: 1,
    batch: { code: fx.batchCode },
  });
  expect(batched.statusCode, batched.body).toBe(201);
  fx.purchaseOrder = await freshPurchaseOrder();
  fx.customer = await freshCustomer();
  fx.priceListId = await freshPriceList();
  fx.registrationId = (await addRegistration(ctx.app, admin.token)).id;
  fx.schemeId = await freshScheme();
  fx.salesInventory = await createInventory(app, admin.token);
  fx.salesOrderId = await freshSalesOrder();
  fx.fulfilment = await fulfilmentFixture(app, admin.token, fx.customer.id);
  const ground = await invoiceGround(app, admin.token, admin.token);
  const billable = async () =>
    (await ground.ship(ground.customers.local.id, [{ product: ground.products.snack.id, quantity: 1 }]))
      .shipmentId;
  const issued = await callApi(app, 'POST', '/invoices', admin.token, { shipmentIds: [await billable()] });
  expect(issued.statusCode, issued.body).toBe(201);
  const noted = await callApi(
    app,
    'POST',
    `/invoices/${invoiceOf(issued).id}/notes`,
    admin.token,
    DEBIT_NOTE,
  );
  expect(noted.statusCode, noted.body).toBe(201);
  const onEinvoicing = await callApi(app, 'PUT', '/settings/company', admin.token, {
    einvoiceFrom: '2017-07-01',
  });
  expect(onEinvoicing.statusCode, onEinvoicing.body).toBe(200);
  fx.invoicing = {
    ground,
    invoiceId: invoiceOf(issued).id,
    noteId: (noted.json() as { data: { note: { id: string } } }).data.note.id,
    billable,
    answer: (await registeredInvoice(app, admin.token, invoiceOf(issued).id)).answer,
  };
  const counted = await freshCount();
  const entry = await callApi(app, 'POST', `/counts/${counted.id}/entries`, admin.token, {
    productId: counted.productId,
    quantity: 1,
  });
  expect(entry.statusCode, entry.body).toBe(200);
  fx.count = { id: counted.id, lineId: (entry.json() as { data: { line: { id: number } } }).data.line.id };
}

/** A product with units received into a new inventory of its own, loose (in no storage unit). */
async function freshStock() {
  const inventory = await freshInventory();
  const product = await freshProduct();
  const received = await callApi(ctx.app, 'POST', '/stock/receive', fx.users.admin.token, {
    inventoryId: inventory.id,
    productId: product.id,
    quantity: 5,
  });
  expect(received.statusCode, received.body).toBe(200);
  return { inventory, product };
}

/** An open count of a new inventory holding a product. */
async function freshCount(): Promise<{ id: string; productId: string }> {
  const { inventory, product } = await freshStock();
  const res = await callApi(ctx.app, 'POST', '/counts', fx.users.admin.token, { inventoryId: inventory.id });
  expect(res.statusCode, res.body).toBe(201);
  return { id: (res.json() as { data: { count: { id: string } } }).data.count.id, productId: product.id };
}

/** A pending transport with one line of a product held without batches. */
async function freshPickable() {
  const product = await freshProduct();
  return {
    transport: await createTransport(ctx.app, fx.users.admin.token, {
      products: [{ product: product.id, quantity: 3 }],
      assignedTo: fx.users.driver.user.id,
    }),
    product,
  };
}

/** A purchase order body to the matrix's supplier, for one unit of the matrix's product. */
const purchaseOrderBody = (status: 'draft' | 'sent') => ({
  supplierId: fx.users.supplier.user.id,
  destinationInventoryId: fx.inventory.id,
  status,
  lines: [{ product: fx.product.id, quantity: 5, unitPrice: 12.5 }],
});

/** A purchase order sent to the matrix's supplier, made by the admin. */
async function freshPurchaseOrder(): Promise<TPurchaseOrder> {
  const res = await callApi(
    ctx.app,
    'POST',
    '/purchase-orders',
    fx.users.admin.token,
    purchaseOrderBody('sent'),
  );
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { purchaseOrder: TPurchaseOrder } }).data.purchaseOrder;
}

/** A customer without a GSTIN, added by the admin. */
async function freshCustomer(): Promise<TCustomer> {
  const res = await callApi(ctx.app, 'POST', '/customers', fx.users.admin.token, {
    name: `Matrix shop ${unique()}`,
    stateCode: '27',
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { customer: TCustomer } }).data.customer;
}

/** The company's logo set by the admin, so that reading or removing it has one. */
async function setLogo(): Promise<void> {
  const res = await uploadFile(ctx.app, fx.users.admin.token, '/settings/company/logo', await pngBytes());
  expect(res.statusCode, res.body).toBe(200);
}

/** A price list pricing the matrix's product, by the admin; its id. */
async function freshPriceList(): Promise<string> {
  const res = await callApi(ctx.app, 'POST', '/price-lists', fx.users.admin.token, {
    name: `Matrix list ${unique()}`,
    items: [{ product: fx.product.id, kind: 'discount', value: 5 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { priceList: { id: string } } }).data.priceList.id;
}

/** A "10 + 1" scheme on the matrix's product, by the admin; its id. */
async function freshScheme(): Promise<string> {
  const res = await callApi(ctx.app, 'POST', '/schemes', fx.users.admin.token, {
    kind: 'freeQuantity',
    name: `Matrix scheme ${unique()}`,
    product: fx.product.id,
    buyQuantity: 10,
    freeQuantity: 1,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { scheme: { id: string } } }).data.scheme.id;
}

/** A draft sales order of the matrix's customer for its product, by the admin; its id. */
async function freshSalesOrder(): Promise<string> {
  const res = await callApi(ctx.app, 'POST', '/sales-orders', fx.users.admin.token, {
    customerId: fx.customer.id,
    inventoryId: fx.salesInventory.id,
    lines: [{ product: fx.product.id, quantity: 2 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { salesOrder: { id: string } } }).data.salesOrder.id;
}

/** What one cell sends: the ids of the path, a valid body, and the caller's token when not the shared one. */
interface Call {
  params?: Record<string, string>;
  payload?: unknown;
  /** A caller of its own, for calls that end the caller's session (null for anonymous). */
  token?: string | null;
  /** The query string, for calls that need one. */
  query?: string;
  /** Headers of the call's own (a file upload's content type). */
  headers?: Record<string, string>;
  /** Makes the call itself (a stream), answering its status and body. */
  run?: () => Promise<EventStream>;
}

const shortName = (prefix: string) => `${prefix} ${unique()}`.slice(0, 20);

/** A new user of the caller's role, for calls that end its session; none for anonymous. */
async function freshCallerToken(caller: Caller): Promise<string | null> {
  return caller === 'anonymous' ? null : (await registerUser(ctx.app, { role: caller })).token;
}
/** A new staff user for a call to change or delete. */
const freshUserId = async () => (await registerUser(ctx.app, { role: 'staff' })).user.id;
const freshProduct = () => createProduct(ctx.app, fx.users.admin.token);
const freshInventory = () => createInventory(ctx.app, fx.users.admin.token);
const freshStorage = () => createStorage(ctx.app, fx.users.admin.token, fx.inventory.id);
let costs = 1800;
const newCost = () => (costs += 10);
const freshTransport = () =>
  createTransport(ctx.app, fx.users.admin.token, { assignedTo: fx.users.driver.user.id });
/** A transport in transit, assigned to the matrix's driver. */
async function freshOnTheRoad(): Promise<TTransportDetail> {
  const transport = await freshTransport();
  return moveTransportOk(ctx.app, fx.users.admin.token, transport.id, 'in_transit');
}
const newInventoryBody = () => ({
  name: `Matrix Godown ${unique()}`,
  location: 'Bhiwandi, Maharashtra',
  totalCapacity: 5_000,
  totalVolume: 200,
  inventoryLocation: { type: 'Point', coordinates: [73.0483, 19.2813] },
});

/**
 * How each row is called. A call that uses up or destroys its object (a delete, a cancel, a logout,
 * a deactivation) gets a fresh one per cell, so every caller meets the same situation.
 */
const CALLS: Record<string, (caller: Caller) => Call | Promise<Call>> = {
  'GET /health': () => ({}),
  'GET /users/me/tokens': () => ({}),
  'POST /users/me/tokens': () => ({ payload: { name: 'Matrix', scopes: ['stock:read'] } }),
  // Each caller revokes a token of their own.
  'DELETE /users/me/tokens/{id}': async (caller) => {
    if (caller === 'anonymous') return { params: { id: crypto.randomUUID() } };
    const res = await callApi(ctx.app, 'POST', '/users/me/tokens', fx.users[caller].token, {
      name: 'Matrix revoke',
      scopes: ['stock:read'],
    });
    expect(res.statusCode, res.body).toBe(201);
    return { params: { id: (res.json() as { data: { token: { id: string } } }).data.token.id } };
  },

  'POST /users/register': () => ({
    payload: {
      name: shortName('Matrix'),
      email: `matrix${unique()}@example.in`,
      password: 'pass1234',
      role: 'staff',
    },
  }),
  'POST /users/login': () => ({
    payload: { email: fx.loginAccount.email, password: fx.loginAccount.password },
  }),
  'POST /users/logout': async (caller) => ({ token: await freshCallerToken(caller) }),
  'GET /users/me': () => ({}),
  'PUT /users/': () => ({ payload: { name: shortName('Renamed') } }),
  'PUT /users/update_password': async (caller) => ({
    token: await freshCallerToken(caller),
    payload: { currentPassword: 'pass1234', newPassword: 'newpass1' },
  }),
  'GET /users/drivers': () => ({}),
  'GET /users/': () => ({}),
  'PUT /users/{id}': async () => ({ params: { id: await freshUserId() }, payload: { active: false } }),
  'DELETE /users/{id}': async () => ({ params: { id: await freshUserId() } }),
  'POST /users/{id}/one-time-password': async () => ({ params: { id: await freshUserId() } }),
  'POST /users/{id}/approve': async () => {
    const waiting = await registerUser(ctx.app, { role: 'staff' }, { approve: false });
    return { params: { id: waiting.user.id }, payload: {} };
  },

  'GET /products/': () => ({}),
  'GET /products/categories': () => ({}),
  'GET /products/{id}': () => ({ params: { id: fx.product.id } }),
  'GET /products/{id}/inventories': () => ({ params: { id: fx.product.id } }),
  'GET /products/supplied': () => ({ query: 'limit=10' }),
  'GET /products/{id}/movements': () => ({ params: { id: fx.product.id } }),
  'POST /products/': () => ({
    payload: { productName: `Toor Dal ${unique()}`, sku: `DAL-${unique()}`, price: 140, quantity: 20 },
  }),
  'PUT /products/{id}': () => ({
    params: { id: fx.product.id },
    payload: { description: `Checked ${unique()}` },
  }),
  'DELETE /products/{id}': async () => ({ params: { id: (await freshProduct()).id } }),
  'POST /products/bulk-delete': async () => ({ payload: { ids: [(await freshProduct()).id] } }),

  'GET /inventory/': () => ({}),
  'GET /inventory/{id}': () => ({ params: { id: fx.inventory.id } }),
  'POST /inventory/create': () => ({ payload: newInventoryBody() }),
  'POST /inventory/': () => ({ payload: newInventoryBody() }),
  'PUT /inventory/{id}': () => ({
    params: { id: fx.inventory.id },
    payload: { description: `Checked ${unique()}` },
  }),
  'DELETE /inventory/{id}': async () => ({ params: { id: (await freshInventory()).id } }),
  'GET /inventory/{id}/products': () => ({ params: { id: fx.inventory.id } }),
  'POST /inventory/{id}/products': () => ({
    params: { id: fx.inventory.id },
    payload: { productId: fx.product.id, quantity: 1 },
  }),
  'DELETE /inventory/{id}/products': async () => {
    // A unit of its own to take out, placed by the admin.
    const placed = await place(ctx.app, fx.users.admin.token, fx.inventory.id, fx.product.id, 1);
    expect(placed.statusCode, placed.body).toBe(201);
    return { params: { id: fx.inventory.id }, payload: { productId: fx.product.id, quantity: 1 } };
  },
  'GET /inventory/{id}/utilization': () => ({ params: { id: fx.inventory.id } }),
  'GET /inventory/{id}/cost-summary': () => ({ params: { id: fx.inventory.id } }),
  'GET /inventory/{id}/in-transit': () => ({ params: { id: fx.inventory.id } }),

  'GET /storages/': () => ({}),
  'GET /storages/{id}': () => ({ params: { id: fx.storage.id } }),
  'POST /storages/': () => ({
    payload: {
      locationId: `RACK-${unique()}`,
      dimensions: { length: 200, width: 100, height: 250 },
      holdingCapacity: 800,
      inventory: fx.inventory.id,
    },
  }),
  'PUT /storages/{id}': () => ({
    params: { id: fx.storage.id },
    payload: { description: `Checked ${unique()}` },
  }),
  'DELETE /storages/{id}': async () => ({ params: { id: (await freshStorage()).id } }),

  'GET /transports/': () => ({}),
  'GET /transports/status/{status}': () => ({ params: { status: 'pending' } }),
  'GET /transports/{id}': () => ({ params: { id: fx.transport.id } }),
  'POST /transports/': () => ({ payload: { packageId: `PKG-${unique()}`, transportMode: 'land' } }),
  // A new cost for each caller: sending the cost already there would change nothing.
  'PUT /transports/{id}': () => ({
    params: { id: fx.transport.id },
    payload: { transportationCost: newCost() },
  }),
  'POST /transports/{id}/cancel': async () => ({ params: { id: (await freshTransport()).id } }),
  'DELETE /transports/{id}': async () => ({ params: { id: (await freshTransport()).id } }),
  'POST /buy/order': () => ({ payload: { packageId: `ORD-${unique()}`, transportMode: 'air' } }),
  'PUT /buy/order/{id}': () => ({ params: { id: fx.order.id }, payload: { transportationCost: newCost() } }),

  'GET /alerts/': () => ({}),
  'POST /alerts/trigger': () => ({ payload: { type: 'system', message: `Matrix check ${unique()}` } }),
  'PUT /alerts/{id}': () => ({
    params: { id: fx.alert.id },
    payload: { description: `Checked ${unique()}` },
  }),
  'POST /alerts/bulk-resolve': async () => ({
    payload: { ids: [(await createAlert(ctx.app, fx.users.admin.token, `Matrix resolve ${unique()}`)).id] },
  }),

  'GET /wages/': () => ({}),
  'POST /wages/calculate': () => ({ payload: { userId: fx.wageTarget.user.id } }),
  'PUT /wages/{userId}': () => ({ params: { userId: fx.wageTarget.user.id }, payload: { hoursWorked: 42 } }),
  'GET /wages/overworked': () => ({}),

  'GET /dashboard/summary': () => ({}),
  'GET /dashboard/charts': () => ({}),
  'GET /products/{id}/history': () => ({ params: { id: fx.product.id }, query: 'days=30' }),
  'GET /inventory/{id}/history': () => ({ params: { id: fx.inventory.id }, query: 'days=30' }),

  'GET /audit': () => ({}),

  'GET /products/{id}/batches': () => ({ params: { id: fx.product.id } }),
  'GET /inventory/{id}/batches': () => ({ params: { id: fx.inventory.id } }),
  'GET /batches/trace': () => ({ params: {}, query: `product=${fx.product.id}&batch=${fx.batchCode}` }),

  'GET /reorder/suggestions': () => ({}),
  'GET /purchase-orders': () => ({}),
  'POST /purchase-orders': () => ({ payload: purchaseOrderBody('draft') }),
  'GET /purchase-orders/{id}': () => ({ params: { id: fx.purchaseOrder.id } }),
  'PUT /purchase-orders/{id}': () => ({
    params: { id: fx.purchaseOrder.id },
    payload: { notes: `Checked ${unique()}` },
  }),
  'POST /purchase-orders/{id}/receive': async () => ({
    params: { id: (await freshPurchaseOrder()).id },
    payload: { lines: [{ product: fx.product.id, quantity: 1 }] },
  }),
  'POST /purchase-orders/{id}/confirm': async () => ({
    params: { id: (await freshPurchaseOrder()).id },
    payload: { confirmedDate: '2030-01-15' },
  }),
  'POST /purchase-orders/{id}/ship': async () => {
    const order = await freshPurchaseOrder();
    const confirmed = await callApi(
      ctx.app,
      'POST',
      `/purchase-orders/${order.id}/confirm`,
      fx.users.supplier.token,
      {
        confirmedDate: '2030-01-15',
      },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { params: { id: order.id }, payload: {} };
  },

  'GET /customers': () => ({}),
  'POST /customers': () => ({ payload: { name: `Matrix shop ${unique()}`, stateCode: '29' } }),
  'GET /customers/{id}': () => ({ params: { id: fx.customer.id } }),
  'PUT /customers/{id}': () => ({
    params: { id: fx.customer.id },
    payload: { notes: `Checked ${unique()}` },
  }),
  'DELETE /customers/{id}': async () => ({ params: { id: (await freshCustomer()).id } }),
  'GET /pin-codes/{pin}': () => ({ params: { pin: '400001' } }),
  'GET /settings/company': () => ({}),
  'PUT /settings/company': () => ({ payload: { tradeName: `Matrix ${unique()}` } }),
  'GET /settings/company/logo': async () => {
    await setLogo();
    return {};
  },
  'PUT /settings/company/logo': async () => {
    const upload = await multipartBody(await pngBytes(), 'logo.png');
    return { payload: upload.body, headers: { 'content-type': upload.contentType } };
  },
  'DELETE /settings/company/logo': async () => {
    await setLogo();
    return {};
  },
  'GET /gst-registrations': () => ({}),
  'POST /gst-registrations': () => ({
    payload: {
      gstin: gstinOf('27'),
      name: `Matrix ${unique()}`,
      address: { line: 'Bhiwandi', pinCode: '421302' },
    },
  }),
  'GET /gst-registrations/{id}': () => ({ params: { id: fx.registrationId } }),
  'PUT /gst-registrations/{id}': () => ({
    params: { id: fx.registrationId },
    payload: { name: `Matrix ${unique()}` },
  }),
  'DELETE /gst-registrations/{id}': async () => ({
    params: { id: (await addRegistration(ctx.app, fx.users.admin.token)).id },
  }),
  'GET /products/{id}/tax-rates': () => ({ params: { id: fx.product.id } }),
  'POST /products/{id}/tax-rates': () => ({
    params: { id: fx.product.id },
    payload: { effectiveFrom: '2099-04-01', gstRate: 18 },
  }),
  'DELETE /products/{id}/tax-rates/{date}': async () => {
    const res = await callApi(ctx.app, 'POST', `/products/${fx.product.id}/tax-rates`, fx.users.admin.token, {
      effectiveFrom: '2099-10-01',
      gstRate: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { params: { id: fx.product.id, date: '2099-10-01' } };
  },
  'POST /tax-rates/by-hsn': () => ({
    payload: { hsnPrefix: '0902', effectiveFrom: '2099-09-22', gstRate: 5 },
  }),
  'GET /sales-orders': () => ({}),
  'POST /sales-orders': () => ({
    payload: {
      customerId: fx.customer.id,
      inventoryId: fx.salesInventory.id,
      lines: [{ product: fx.product.id, quantity: 1 }],
    },
  }),
  'GET /sales-orders/{id}': () => ({ params: { id: fx.salesOrderId } }),
  'PUT /sales-orders/{id}': () => ({
    params: { id: fx.salesOrderId },
    payload: { notes: `Checked ${unique()}` },
  }),
  'POST /sales-orders/{id}/confirm': async () => ({ params: { id: await freshSalesOrder() } }),
  'POST /sales-orders/{id}/cancel': async () => ({ params: { id: await freshSalesOrder() } }),
  'GET /sales-orders/figures': () => ({}),
  'POST /sales-orders/{id}/allocate': async () => ({
    params: { id: await fx.fulfilment.confirmedOrder() },
    payload: {},
  }),
  'GET /sales-orders/{id}/pick-list': () => ({ params: { id: fx.fulfilment.allocated.orderId } }),
  'GET /sales-orders/{id}/pick-list.pdf': () => ({ params: { id: fx.fulfilment.allocated.orderId } }),
  'POST /sales-orders/{id}/picks': () => ({
    params: { id: fx.fulfilment.allocated.orderId },
    payload: { allocation: fx.fulfilment.allocated.allocationId, quantity: 1 },
  }),
  'POST /sales-orders/{id}/shipments': async () => ({
    params: { id: await fx.fulfilment.pickedOrder() },
    payload: {},
  }),
  'GET /sales-orders/{id}/shipments/{shipmentId}/challan.pdf': () => ({
    params: { id: fx.fulfilment.delivered.orderId, shipmentId: fx.fulfilment.delivered.shipmentId },
  }),
  'POST /sales-orders/{id}/returns': () => ({
    params: { id: fx.fulfilment.delivered.orderId },
    payload: {
      shipment: fx.fulfilment.delivered.shipmentId,
      lines: [{ line: 1, quantity: 1, reason: 'excess', disposition: 'restock' }],
    },
  }),
  'GET /sales-returns': () => ({}),
  'GET /sales-returns/{id}': () => ({ params: { id: fx.fulfilment.returnId } }),
  'POST /sales-returns/{id}/release': async () => ({
    params: { id: await fx.fulfilment.quarantinedReturn() },
    payload: { disposition: 'writeOff' },
  }),
  'GET /invoices': () => ({}),
  'GET /invoices/billable-shipments': () => ({}),
  'POST /invoices/preview': async () => ({ payload: { shipmentIds: [await fx.invoicing.billable()] } }),
  'POST /invoices': async () => ({ payload: { shipmentIds: [await fx.invoicing.billable()] } }),
  'GET /invoices/{id}': () => ({ params: { id: fx.invoicing.invoiceId } }),
  'GET /invoices/{id}/pdf': () => ({ params: { id: fx.invoicing.invoiceId } }),
  'POST /invoices/{id}/cancel': async () => {
    const res = await callApi(ctx.app, 'POST', '/invoices', fx.users.admin.token, {
      shipmentIds: [await fx.invoicing.billable()],
    });
    expect(res.statusCode, res.body).toBe(201);
    return { params: { id: invoiceOf(res).id }, payload: { reason: 'Matrix check' } };
  },
  'POST /invoices/{id}/notes': () => ({ params: { id: fx.invoicing.invoiceId }, payload: DEBIT_NOTE }),
  'POST /counter-sales/preview': () => ({ payload: counterSale() }),
  'POST /counter-sales': () => ({ payload: counterSale() }),
  'POST /transports/{id}/invoice': async () => ({ params: { id: await fx.invoicing.ground.transfer(true) } }),
  'GET /transports/{id}/challan.pdf': async () => ({
    params: { id: await fx.invoicing.ground.transfer(false) },
  }),
  'GET /transports/{id}/paperwork': async () => ({
    params: { id: await fx.invoicing.ground.transfer(true) },
  }),
  'GET /invoice-notes': () => ({}),
  'GET /invoice-notes/{id}': () => ({ params: { id: fx.invoicing.noteId } }),
  'GET /invoice-notes/{id}/pdf': () => ({ params: { id: fx.invoicing.noteId } }),
  'GET /reports/gstr1': () => ({
    query: `registration=${fx.invoicing.ground.registration.id}&month=${indiaDateFromToday().slice(0, 7)}`,
  }),
  'GET /einvoices': () => ({}),
  'GET /einvoices/file': () => ({ query: 'documents=all' }),
  'GET /invoices/{id}/einvoice': () => ({ params: { id: fx.invoicing.invoiceId } }),
  'GET /invoice-notes/{id}/einvoice': () => ({ params: { id: fx.invoicing.noteId } }),
  // The same answer again records nothing new: 200 for each caller that may.
  'POST /einvoices/answers': () => ({ payload: { answer: fx.invoicing.answer } }),
  'POST /einvoices/cancellations': async () => {
    const res = await callApi(ctx.app, 'POST', '/invoices', fx.users.admin.token, {
      shipmentIds: [await fx.invoicing.billable()],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { irn } = await registeredInvoice(ctx.app, fx.users.admin.token, invoiceOf(res).id);
    return { payload: { answer: cancellationAnswer(irn) } };
  },
  'GET /transports/{id}/ewaybill': async () => ({
    params: { id: await fx.invoicing.ground.transfer(false) },
  }),
  'GET /transports/{id}/ewaybill.json': async () => ({
    params: { id: await fx.invoicing.ground.transfer(false) },
  }),
  'POST /transports/{id}/ewaybill': async () => ({
    params: { id: await fx.invoicing.ground.transfer(false) },
    payload: { number: nextEwayBillNumber(), generatedAt: new Date().toISOString(), distanceKm: 12 },
  }),
  'POST /transports/{id}/ewaybill/waiver': async () => ({
    params: { id: await heavyTransfer(ctx.app, fx.users.admin.token, fx.invoicing.ground) },
    payload: { reason: 'Matrix check' },
  }),
  'POST /ewaybills/{id}/vehicles': async () => ({
    params: { id: (await freshEwayBill(ctx.app, fx.users.admin.token, fx.invoicing.ground)).billId },
    payload: {
      mode: 'land',
      fromPlace: 'Nashik',
      fromStateCode: '27',
      reason: 'breakdown',
      vehicles: [{ vehicleNumber: 'MH15AB1234' }],
    },
  }),
  'POST /ewaybills/{id}/cancel': async () => ({
    params: { id: (await freshEwayBill(ctx.app, fx.users.admin.token, fx.invoicing.ground)).billId },
    payload: { reason: 'duplicate' },
  }),
  'POST /receipts': () => ({
    payload: { customerId: fx.invoicing.ground.customers.local.id, mode: 'cash', amount: 1 },
  }),
  'GET /receipts': () => ({}),
  'GET /receipts/{id}': async () => ({ params: { id: await freshReceipt('cash') } }),
  'POST /receipts/{id}/allocate': async () => ({
    params: { id: await freshReceipt('cash') },
    payload: { allocations: [{ invoiceId: fx.invoicing.invoiceId, amount: 0.01 }] },
  }),
  'POST /receipts/{id}/bounce': async () => ({
    params: { id: await freshReceipt('cheque') },
    payload: { reason: 'Matrix check' },
  }),
  'GET /customers/{id}/ledger': () => ({ params: { id: fx.invoicing.ground.customers.local.id } }),
  'GET /customers/{id}/statement.pdf': () => ({ params: { id: fx.invoicing.ground.customers.local.id } }),
  'GET /receivables/ageing': () => ({}),
  'GET /reports/sales-register': () => ({}),
  'GET /reports/output-tax': () => ({}),
  'GET /reports/hsn-summary': () => ({}),
  'GET /reports/input-tax': () => ({}),
  'GET /reports/receivables-ageing': () => ({}),
  'GET /tally/masters.xml': () => ({}),
  'GET /tally/vouchers.xml': () => ({ query: `from=${indiaDateFromToday(-30)}&to=${indiaDateFromToday()}` }),
  'GET /price-lists': () => ({}),
  'POST /price-lists': () => ({ payload: { name: `Matrix list ${unique()}` } }),
  'GET /price-lists/{id}': () => ({ params: { id: fx.priceListId } }),
  'PUT /price-lists/{id}': () => ({
    params: { id: fx.priceListId },
    payload: { description: `Checked ${unique()}` },
  }),
  'DELETE /price-lists/{id}': async () => ({ params: { id: await freshPriceList() } }),
  'GET /schemes': () => ({}),
  'POST /schemes': () => ({
    payload: { kind: 'orderDiscount', name: `Matrix ${unique()}`, minOrderValue: 1000, discountPercent: 2 },
  }),
  'GET /schemes/{id}': () => ({ params: { id: fx.schemeId } }),
  'PUT /schemes/{id}': () => ({ params: { id: fx.schemeId }, payload: { name: `Renamed ${unique()}` } }),
  'DELETE /schemes/{id}': async () => ({ params: { id: await freshScheme() } }),
  'POST /pricing/quote': () => ({
    payload: { customerId: fx.customer.id, lines: [{ product: fx.product.id, quantity: 11 }] },
  }),

  'GET /export/products': () => ({}),
  'GET /export/inventories': () => ({}),
  'GET /export/inventory-products': () => ({ query: `inventory=${fx.inventory.id}` }),
  'GET /export/storage-units': () => ({}),
  'GET /export/transports': () => ({}),
  'GET /export/alerts': () => ({}),
  'GET /export/users': () => ({}),
  'GET /export/wages': () => ({}),
  'GET /export/purchase-orders': () => ({ query: 'format=xlsx' }),
  'GET /export/movements': () => ({}),
  'GET /export/customers': () => ({ query: 'format=xlsx' }),
  'GET /export/sales-orders': () => ({ query: 'format=xlsx' }),

  'POST /import/{kind}': async () => {
    const { body, contentType } = await multipartBody(
      `SKU,Product name\r\nMX-${unique()},Matrix import\r\n`,
      'products.csv',
    );
    return {
      params: { kind: 'products' },
      query: 'dryRun=true',
      payload: body,
      headers: { 'content-type': contentType },
    };
  },
  'GET /import/{kind}/template': () => ({ params: { kind: 'products' }, query: 'format=csv' }),

  'GET /reports/valuation': () => ({}),
  'GET /reports/movements': () => ({}),
  'GET /reports/expiring': () => ({ query: 'days=60' }),

  'GET /scan/{code}': () => ({ params: { code: fx.product.sku! } }),
  'POST /labels/products': () => ({ payload: { productIds: [fx.product.id], layout: 'thermal-50x25' } }),
  'POST /labels/shelves': () => ({ payload: { storageUnitIds: [fx.storage.id] } }),
  'GET /counts': () => ({}),
  'POST /counts': async () => ({ payload: { inventoryId: (await freshInventory()).id } }),
  'GET /counts/{id}': () => ({ params: { id: fx.count.id } }),
  'POST /counts/{id}/entries': () => ({
    params: { id: fx.count.id },
    payload: { productId: fx.product.id, quantity: 1 },
  }),
  'POST /counts/{id}/lines/{lineId}/recount': () => ({
    params: { id: fx.count.id, lineId: String(fx.count.lineId) },
  }),
  'POST /counts/{id}/post': async () => ({ params: { id: (await freshCount()).id }, payload: {} }),
  'POST /counts/{id}/cancel': async () => ({ params: { id: (await freshCount()).id } }),
  'POST /stock/receive': () => ({
    payload: {
      inventoryId: fx.inventory.id,
      storageUnitId: fx.storage.id,
      productId: fx.product.id,
      quantity: 1,
      batch: { code: fx.batchCode },
    },
  }),
  'POST /stock/move': async () => {
    const { inventory, product } = await freshStock();
    const unit = await createStorage(ctx.app, fx.users.admin.token, inventory.id);
    return {
      payload: {
        productId: product.id,
        quantity: 2,
        from: { inventoryId: inventory.id },
        to: { inventoryId: inventory.id, storageUnitId: unit.id },
      },
    };
  },
  'GET /storages/{id}/stock': () => ({ params: { id: fx.storage.id } }),
  'GET /transports/{id}/picks': () => ({ params: { id: fx.transport.id } }),
  'POST /transports/{id}/picks': async () => {
    const { transport, product } = await freshPickable();
    return { params: { id: transport.id }, payload: { productId: product.id, quantity: 1 } };
  },
  'DELETE /transports/{id}/picks': async () => ({ params: { id: (await freshPickable()).transport.id } }),
  'GET /transports/deliveries': () => ({}),
  'PUT /transports/{id}/location': async () => ({
    params: { id: (await freshOnTheRoad()).id },
    payload: { currentLocation: { type: 'Point', coordinates: [73.85, 18.52] } },
  }),
  'POST /transports/{id}/deliver': async () => {
    const form = new FormData();
    form.append('receiverName', 'Matrix receiver');
    form.append('photo', new Blob([JPEG_BYTES], { type: 'image/jpeg' }), 'photo.jpg');
    const body = new Response(form);
    return {
      params: { id: (await freshOnTheRoad()).id },
      payload: Buffer.from(await body.arrayBuffer()),
      headers: { 'content-type': body.headers.get('content-type')! },
    };
  },
  'GET /transports/{id}/proof': () => ({ params: { id: fx.delivered.id } }),
  'GET /transports/{id}/proof/photo': () => ({ params: { id: fx.delivered.id } }),
  'GET /transports/{id}/proof/signature': () => ({ params: { id: fx.delivered.id } }),
  'GET /map/config': () => ({}),
  'POST /events/ticket': () => ({}),
  // A stream stays open: it is opened on a listening server, its status read, and closed.
  'GET /events': (caller) => ({
    run: async () => {
      const base = await listeningBase();
      const token = caller === 'anonymous' ? null : fx.users[caller].token;
      const stream = await openEventStream(`${base}/events`, token ? auth(token) : {});
      if (stream.status === 200) await stream.next((e) => e.event === 'ready');
      stream.close();
      return stream;
    },
  }),
};

let listening: Promise<string> | undefined;
/** The app listening on a port of its own (for the event stream, which inject cannot end). */
function listeningBase(): Promise<string> {
  listening ??= ctx.app
    .listen({ port: 0, host: '127.0.0.1' })
    .then(() => `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}${API_BASE_PATH}`);
  return listening;
}

/** Runs one cell: the row's call as the caller, through HTTP. */
async function callCell(r: Row, caller: Caller): Promise<LightMyRequestResponse> {
  const prepare = CALLS[rowKey(r)];
  if (!prepare) throw new Error(`No call is written for ${rowKey(r)}`);
  const call = await prepare(caller);
  if (call.run) {
    const stream = await call.run();
    // The stream's status; a refusal's JSON body, read as inject would answer it.
    return {
      statusCode: stream.status,
      headers: stream.headers,
      body: stream.body(),
      rawPayload: Buffer.from(stream.body()),
      json: () => JSON.parse(stream.body()) as unknown,
    } as unknown as LightMyRequestResponse;
  }
  const token =
    call.token !== undefined ? call.token : caller === 'anonymous' ? null : fx.users[caller].token;
  const url = r.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = call.params?.[name];
    if (!value) throw new Error(`${rowKey(r)}: no value for {${name}}`);
    return value;
  });
  return ctx.app.inject({
    method: r.method,
    url: `${API_BASE_PATH}${url}${call.query ? `?${call.query}` : ''}`,
    headers: { ...(token ? auth(token) : {}), ...call.headers },
    ...(call.payload === undefined ? {} : { payload: call.payload as object }),
  });
}

/** A refusal carries the error envelope; a success the data envelope. */
function expectEnvelope(res: LightMyRequestResponse) {
  if (res.statusCode === 401) expectError(res, 401, 'UNAUTHORIZED');
  else if (res.statusCode === 403) expectError(res, 403, 'FORBIDDEN');
  // A download (an export) answers the file itself, not the data envelope.
  else if (res.statusCode < 300 && String(res.headers['content-disposition']).startsWith('attachment'))
    expect(res.rawPayload.length, res.body).toBeGreaterThan(0);
  // An image (a proof's photo) or an event stream answers itself, not the data envelope.
  else if (res.statusCode < 300 && /^(image\/|text\/event-stream)/.test(String(res.headers['content-type'])))
    expect(res.rawPayload.length, res.body).toBeGreaterThan(0);
  else if (res.statusCode < 300) expect((res.json() as { data?: unknown }).data, res.body).toBeDefined();
}

for (const policy of ROLE_POLICIES)
  describe(`authorization matrix, ROLE_POLICY=${policy}`, () => {
    beforeAll(async () => {
      Object.assign(ctx, await createTestContext({ openAdminSignup: true, rolePolicy: policy }));
      listening = undefined;
      await makeFixtures();
    });
    afterAll(async () => {
      await ctx.close();
    });

    it('has exactly one row, and one call, for every route the server registers', () => {
      const rows = MATRIX.map(rowKey);
      expect(new Set(rows).size, 'a route is listed twice').toBe(rows.length);
      const routes = registeredApiRoutes();
      expect(routes.length).toBeGreaterThan(0);
      const missing = routes.filter((key) => !rows.includes(key));
      const stale = rows.filter((key) => !routes.includes(key));
      expect({ missing, stale }, 'add a matrix row for each missing route; remove stale rows').toEqual({
        missing: [],
        stale: [],
      });
      expect(Object.keys(CALLS).sort()).toEqual([...rows].sort());
      expect(
        Object.keys(RESTRICTED).filter((key) => !rows.includes(key)),
        'stale RESTRICTED rows',
      ).toEqual([]);
    });

    for (const r of MATRIX) {
      const { expected, source } = expectedUnder(r, policy);
      const title = r.serverDisagrees
        ? `${rowKey(r)} [server disagrees with the docs: ${r.serverDisagrees}]`
        : rowKey(r);
      it(title, async () => {
        const actual = {} as Record<Caller, number>;
        const wrong: string[] = [];
        for (const caller of CALLERS) {
          const res = await callCell(r, caller);
          actual[caller] = res.statusCode;
          if (res.statusCode === expected[caller]) expectEnvelope(res);
          else
            wrong.push(
              `${caller}: expected ${expected[caller]}, got ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
        }
        expect(actual, `${rowKey(r)} (${source})\n${wrong.join('\n')}`).toEqual(expected);
      });
    }

    describe('object-level rules', () => {
      objectLevelRules();
    });
  });

function objectLevelRules() {
  const me = async (token: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}/users/me`,
      headers: auth(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { user: TUser } }).data.user;
  };

  it('an admin cannot deactivate or delete another admin (nor change their role)', async () => {
    // Two admins of their own, so a wrong answer cannot disturb the matrix's admin.
    const first = await registerUser(ctx.app, { role: 'admin' });
    const second = await registerUser(ctx.app, { role: 'admin' });
    for (const [actor, target] of [
      [first, second],
      [second, first],
    ] as const) {
      const id = target.user.id;
      // docs/domain.md#users: admins do not deactivate or delete other admins; a refusal is a 403.
      expect(
        expectError(
          await callApi(ctx.app, 'PUT', `/users/${id}`, actor.token, { active: false }),
          403,
          'FORBIDDEN',
        ),
      ).toBe(englishOfRule(USER_ADMIN_MESSAGES.otherAdminActive));
      expect(
        expectError(await callApi(ctx.app, 'DELETE', `/users/${id}`, actor.token), 403, 'FORBIDDEN'),
      ).toBe(englishOfRule(USER_ADMIN_MESSAGES.deleteAdmin));
      // Nor change another admin's role:
      // docs/decisions.md#20-admins-cannot-change-each-other-nor-their-own-role-or-active-flag
      expect(
        expectError(
          await callApi(ctx.app, 'PUT', `/users/${id}`, actor.token, { role: 'staff' }),
          403,
          'FORBIDDEN',
        ),
      ).toBe(englishOfRule(USER_ADMIN_MESSAGES.otherAdminRole));
    }
    // Both are untouched: still signed in, still active admins.
    for (const admin of [first, second])
      expect(await me(admin.token)).toMatchObject({ role: 'admin', active: true });
  });

  it('a user cannot change their own role, by any endpoint that edits users', async () => {
    for (const role of ROLES) {
      const self = await registerUser(ctx.app, { role });
      const other: Role = role === 'admin' ? 'staff' : 'admin';
      // The profile edit (PUT /users/) takes name, email and phone only: a role is bad input.
      expectError(await callApi(ctx.app, 'PUT', '/users/', self.token, { role: other }), 400);
      expectError(
        await callApi(ctx.app, 'PUT', '/users/', self.token, { name: shortName('Self'), role: other }),
        400,
      );
      // The user edit (PUT /users/{id}) is the admins', and an admin may not change their own role.
      const res = await callApi(ctx.app, 'PUT', `/users/${self.user.id}`, self.token, { role: other });
      const message = expectError(res, 403, 'FORBIDDEN');
      if (role === 'admin') expect(message).toBe(englishOfRule(USER_ADMIN_MESSAGES.ownRole));
      expect((await me(self.token)).role).toBe(role);
    }
  });
}
