import { expect, type APIRequestContext } from '@playwright/test';
import { newUser, registerViaApi } from './accounts';

/** What the API answers for a created record: at least its id. */
export interface Created {
  _id: string;
}

type Body = Record<string, unknown>;

/** POSTs to the API as a signed-in user, expects 201, and returns the created object under `key`. */
export async function createViaApi<T = Created>(
  request: APIRequestContext,
  token: string,
  url: string,
  key: string,
  body: Body,
): Promise<T> {
  const response = await request.post(`/api/v1${url}`, {
    data: body,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Record<string, T> }).data[key]!;
}

/** An admin registered through the API, for the data a test needs before it starts. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await registerViaApi(request, newUser({ role: 'admin' }))).token;
}

/** A product made through the API (for tests that are not about the product form). */
export function createProduct(request: APIRequestContext, token: string, body: Body) {
  return createViaApi<Created & { productName: string }>(request, token, '/products/', 'product', body);
}

/** An inventory made through the API (admin). */
export function createInventory(request: APIRequestContext, token: string, body: Body) {
  return createViaApi<Created & { name: string }>(request, token, '/inventory/create', 'inventory', body);
}

/** A storage unit made through the API. */
export function createStorage(request: APIRequestContext, token: string, body: Body) {
  return createViaApi<Created & { name: string }>(request, token, '/storages/', 'storage', body);
}

/** A batch as a placement or a receipt names it: its code, and the dates printed on the pack. */
export interface BatchBody {
  code: string;
  mfgDate?: string;
  expiryDate?: string;
}

/** Places `quantity` units of a product in an inventory through the API, of one batch when given. */
export function placeViaApi(
  request: APIRequestContext,
  token: string,
  inventoryId: string,
  body: { productId: string; quantity: number; batch?: BatchBody },
) {
  return createViaApi(request, token, `/inventory/${inventoryId}/products`, 'placement', body);
}
