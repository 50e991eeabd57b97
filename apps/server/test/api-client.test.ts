import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createGodownClient, type GodownClient } from '../../../packages/client/src/index.js';
import { clientTypesOf } from '../src/scripts/openapi-document.js';
import { useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { unique } from './support/users.js';

// The typed client (packages/client): its types are what the running code's OpenAPI document
// generates (`npm run client:generate` writes them), and a flow driven through it works, so the
// client cannot fall behind the API.
const ctx = useTestContext();
const users = useStockUsers(ctx);

/** fetch, answered by the app in-process (app.inject) rather than over a socket. */
function injectedFetch(app: FastifyInstance) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      for (const one of Array.isArray(value) ? value : [value]) {
        if (one !== undefined) headers.append(name, String(one));
      }
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers });
  };
}

let godown: GodownClient;
beforeAll(() => {
  godown = createGodownClient({
    baseUrl: 'http://godown.test',
    token: users.staff.token,
    fetch: injectedFetch(ctx.app),
  });
});

describe('the typed API client', () => {
  it('is what the OpenAPI document generates (npm run client:generate)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const generated = fs.readFileSync(
      fileURLToPath(new URL('../../../packages/client/src/api.ts', import.meta.url)),
      'utf8',
    );
    expect(await clientTypesOf(res.json() as object), 'run `npm run client:generate`').toBe(generated);
  }, 60_000);

  it('adds a product, finds it, changes its price and is refused a duplicate SKU, all typed', async () => {
    const sku = `CLIENT-${unique()}`;
    const created = await godown.POST('/api/v1/products', {
      body: { productName: `Client Masala ${sku}`, sku, quantity: 12, price: 45.5 },
    });
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    const product = created.data!.data.product;
    expect(product).toMatchObject({ sku, quantity: 12, price: 45.5 });

    const found = await godown.GET('/api/v1/products', { params: { query: { search: sku } } });
    expect(found.data!.data.products.map((p) => p.id)).toEqual([product.id]);

    const changed = await godown.PUT('/api/v1/products/{id}', {
      params: { path: { id: product.id } },
      body: { price: 48 },
    });
    expect(changed.data!.data.product.price).toBe(48);
    const read = await godown.GET('/api/v1/products/{id}', { params: { path: { id: product.id } } });
    expect(read.data!.data.product).toMatchObject({ id: product.id, price: 48 });

    const duplicate = await godown.POST('/api/v1/products', {
      body: { productName: `Another ${sku}`, sku, quantity: 1, price: 1 },
    });
    expect(duplicate.response.status).toBe(409);
    expect(duplicate.error!.error.reason).toBe('product.skuExists');

    // Without a token, the same call is refused.
    const anonymous = createGodownClient({ baseUrl: 'http://godown.test', fetch: injectedFetch(ctx.app) });
    const refused = await anonymous.GET('/api/v1/invoices', {});
    expect(refused.response.status).toBe(401);
  });
});
