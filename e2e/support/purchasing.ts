import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { BatchBody } from './stock';
import { indiaDateFromToday } from '@godown/shared';

// Purchase orders and batches made through the API, for the tests that are not about making them.

/** A purchase order as the API answers it, as far as the tests read it. */
export interface CreatedOrder {
  id: string;
  number: string;
  status: string;
}

type Body = Record<string, unknown>;

async function send<T>(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'put',
  url: string,
  data: Body,
  status: number,
): Promise<T> {
  const response = await request[method](`/api/v1${url}`, {
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

/** A purchase order made by a buyer (sent at once unless the body says draft). */
export async function createOrderViaApi(
  request: APIRequestContext,
  token: string,
  body: {
    supplierId: string;
    destinationInventoryId: string;
    lines: Array<{ product: string; quantity: number; unitPrice: number }>;
    status?: 'draft' | 'sent';
  },
): Promise<CreatedOrder> {
  const data = await send<{ purchaseOrder: CreatedOrder }>(
    request,
    token,
    'post',
    '/purchase-orders',
    { status: 'sent', ...body },
    201,
  );
  return data.purchaseOrder;
}

/** The supplier confirms an order, with other quantities for the lines given. */
export async function confirmViaApi(
  request: APIRequestContext,
  supplierToken: string,
  orderId: string,
  body: { confirmedDate: string; lines?: Array<{ product: string; quantity: number }> },
): Promise<void> {
  await send(request, supplierToken, 'post', `/purchase-orders/${orderId}/confirm`, body, 200);
}

/** A buyer receives units of an order into its destination, by batch. */
export async function receiveViaApi(
  request: APIRequestContext,
  token: string,
  orderId: string,
  lines: Array<{ product: string; quantity: number; batch?: BatchBody }>,
): Promise<void> {
  await send(request, token, 'post', `/purchase-orders/${orderId}/receive`, { lines }, 200);
}

/** A calendar date `days` from today in India (negative: before), as YYYY-MM-DD. */
export const indiaDate = indiaDateFromToday;

/** Types a date (YYYY-MM-DD) into a date input and leaves it, so the input takes it. */
export async function fillDate(field: Locator, value: string): Promise<void> {
  await field.fill(value);
  await field.press('Tab');
}

/** Picks `option` in a server-searched picker after typing `typed`. */
export async function choose(
  page: Page,
  input: Locator,
  typed: string,
  option: string | RegExp,
): Promise<void> {
  await input.fill(typed);
  // The server's answer to the typed text replaces the list; a click while it is replaced can miss.
  await expect(page.getByRole('option', { name: option })).toHaveCount(1);
  await page.getByRole('option', { name: option }).click();
}

/** A product's batches as the API lists them (`GET /products/{id}/batches`), by code. */
export async function batchIdsViaApi(
  request: APIRequestContext,
  productId: string,
): Promise<Record<string, string>> {
  const response = await request.get(`/api/v1/products/${productId}/batches`);
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { batches: Array<{ id: string; code: string }> } };
  return Object.fromEntries(data.batches.map((batch) => [batch.code, batch.id]));
}

/** Takes units of one batch of a product out of an inventory through the API. */
export async function removeBatchViaApi(
  request: APIRequestContext,
  token: string,
  inventoryId: string,
  body: { productId: string; quantity: number; batch: string },
): Promise<void> {
  const response = await request.delete(`/api/v1/inventory/${inventoryId}/products`, {
    data: body,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Moves a transport to a status through the API (`PUT /transports/{id}`). */
export async function moveTransportViaApi(
  request: APIRequestContext,
  token: string,
  id: string,
  status: string,
): Promise<void> {
  await send(request, token, 'put', `/transports/${id}`, { status }, 200);
}
