import { expect, type APIRequestContext } from '@playwright/test';
import { newUser, registerViaApi } from './accounts';
import { createViaApi, type Created } from './stock';

/** A transport as the API answers it, as far as the tests read it. */
export interface CreatedTransport extends Created {
  packageId: string;
  status: string;
}

type Body = Record<string, unknown>;

/** A transport made through the API (`POST /transports/`); only `packageId` is required. */
export function createTransport(request: APIRequestContext, token: string, body: Body) {
  return createViaApi<CreatedTransport>(request, token, '/transports/', 'transport', body);
}

/** Cancels a transport through the API, behind the page's back. */
export async function cancelViaApi(request: APIRequestContext, token: string, id: string): Promise<void> {
  const response = await request.post(`/api/v1/transports/${id}/cancel`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A product's current quantity, read through the API. */
export async function productQuantity(
  request: APIRequestContext,
  token: string,
  id: string,
): Promise<number> {
  const response = await request.get(`/api/v1/products/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { product: { quantity: number } } }).data.product.quantity;
}

/** A driver registered through the API, whom the transport form can assign. */
export async function registerDriver(request: APIRequestContext, name: string): Promise<void> {
  await registerViaApi(request, newUser({ role: 'driver', name }));
}
