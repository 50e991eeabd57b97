import { expect, type APIRequestContext } from '@playwright/test';

// Selling through the API (docs/domain.md#picking-shipping-and-returns): a customer and an order of
// theirs, confirmed and allocated, for the screens that show one.

async function post<T>(request: APIRequestContext, token: string, url: string, data: unknown): Promise<T> {
  const response = await request.post(`/api/v1${url}`, {
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/** A customer and their order from a warehouse, confirmed (its units held) and allocated. */
export async function sellingViaApi(
  request: APIRequestContext,
  token: string,
  order: {
    customer: Record<string, unknown>;
    inventoryId: string;
    lines: { product: string; quantity: number }[];
  },
): Promise<{ customerId: string; orderId: string; number: string }> {
  const { customer } = await post<{ customer: { id: string } }>(request, token, '/customers', order.customer);
  const { salesOrder } = await post<{ salesOrder: { id: string; number: string } }>(
    request,
    token,
    '/sales-orders',
    { customerId: customer.id, inventoryId: order.inventoryId, lines: order.lines },
  );
  await post(request, token, `/sales-orders/${salesOrder.id}/confirm`, {});
  await post(request, token, `/sales-orders/${salesOrder.id}/allocate`, {});
  return { customerId: customer.id, orderId: salesOrder.id, number: salesOrder.number };
}
