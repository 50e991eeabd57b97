import { describe, expect, it } from 'vitest';
import type { TAuditList, TCustomer, TPriceList, TQuote, TScheme } from '@godown/shared';
import { callApi, expectError, getData } from './support/http.js';
import { createProduct, useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { registerUser, unique } from './support/users.js';

const ctx = useTestContext();
const users = useStockUsers(ctx);
const token = () => users.staff.token;

const listOf = (res: { json(): unknown }) =>
  (res.json() as { data: { priceList: TPriceList } }).data.priceList;
const schemeOf = (res: { json(): unknown }) => (res.json() as { data: { scheme: TScheme } }).data.scheme;
const quoteOf = (res: { json(): unknown }) => (res.json() as { data: { quote: TQuote } }).data.quote;
const detailsOf = (res: { json(): unknown }) =>
  (res.json() as { error: { details?: { path: unknown[]; reason: string }[] } }).error.details ?? [];

async function makeList(body: Record<string, unknown>) {
  const res = await callApi(ctx.app, 'POST', '/price-lists', token(), { name: `List ${unique()}`, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return listOf(res);
}

async function makeScheme(body: Record<string, unknown>) {
  const res = await callApi(ctx.app, 'POST', '/schemes', token(), { name: `Scheme ${unique()}`, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return schemeOf(res);
}

async function makeCustomer(priceListId: string | null) {
  const res = await callApi(ctx.app, 'POST', '/customers', token(), {
    name: `Shop ${unique()}`,
    stateCode: '27',
    priceListId,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { customer: TCustomer } }).data.customer;
}

describe('price lists', () => {
  it('keeps items as prices or discounts by date range; a PUT with items replaces them all', async () => {
    const oil = await createProduct(ctx.app, token(), { price: 150 });
    const soap = await createProduct(ctx.app, token(), { price: 40 });
    const list = await makeList({
      description: 'Chemists and medical stores',
      items: [
        { product: oil.id, kind: 'price', value: 140, validFrom: '2026-01-01', validTo: '2026-12-31' },
        { product: oil.id, kind: 'price', value: 135, validFrom: '2027-01-01' },
        { product: soap.id, kind: 'discount', value: 10 },
      ],
    });
    expect(list).toMatchObject({ itemCount: 3, customerCount: 0, active: true });
    expect(list.items.map((i) => [i.product.id, i.kind, i.value, i.validFrom])).toEqual(
      expect.arrayContaining([
        [oil.id, 'price', 140, '2026-01-01'],
        [oil.id, 'price', 135, '2027-01-01'],
        [soap.id, 'discount', 10, null],
      ]),
    );
    const replaced = listOf(
      await callApi(ctx.app, 'PUT', `/price-lists/${list.id}`, token(), {
        active: false,
        items: [{ product: soap.id, kind: 'price', value: 36 }],
      }),
    );
    expect(replaced).toMatchObject({ active: false, itemCount: 1, items: [{ kind: 'price', value: 36 }] });
    const all = await getData<{ priceLists: TPriceList[] }>(ctx.app, '/price-lists', token());
    expect(all.priceLists.map((l) => l.id)).toContain(list.id);
  });

  it('refuses overlapping ranges of one product, a discount over 100, an unknown product and a taken name', async () => {
    const product = await createProduct(ctx.app, token());
    const overlap = await callApi(ctx.app, 'POST', '/price-lists', token(), {
      name: `Overlap ${unique()}`,
      items: [
        { product: product.id, kind: 'price', value: 10, validTo: '2026-06-30' },
        { product: product.id, kind: 'price', value: 11, validFrom: '2026-06-01' },
      ],
    });
    expectError(overlap, 400, 'VALIDATION_FAILED');
    expect(detailsOf(overlap)[0]).toMatchObject({
      path: ['items', 1, 'validFrom'],
      reason: 'pricing.itemsOverlap',
    });
    const percent = await callApi(ctx.app, 'POST', '/price-lists', token(), {
      name: `Percent ${unique()}`,
      items: [{ product: product.id, kind: 'discount', value: 120 }],
    });
    expect(detailsOf(percent)[0]).toMatchObject({
      path: ['items', 0, 'value'],
      reason: 'pricing.percentRange',
    });
    const unknown = await callApi(ctx.app, 'POST', '/price-lists', token(), {
      name: `Unknown ${unique()}`,
      items: [{ product: '00000000-0000-4000-8000-000000000000', kind: 'price', value: 1 }],
    });
    expectError(unknown, 400);
    expect(detailsOf(unknown)[0]).toMatchObject({
      path: ['items', 0, 'product'],
      reason: 'pricing.unknownProduct',
    });
    const name = `Wholesale ${unique()}`;
    await makeList({ name });
    const taken = await callApi(ctx.app, 'POST', '/price-lists', token(), { name: name.toUpperCase() });
    expect(expectError(taken, 409, 'CONFLICT')).toBe(
      `A price list named "${name.toUpperCase()}" already exists`,
    );
  });

  it("a customer's list shows on the customer; a list in use is not deleted; an admin deletes one, in the audit log", async () => {
    const list = await makeList({});
    const customer = await makeCustomer(list.id);
    expect(customer.priceList).toEqual({ id: list.id, name: list.name });
    const unknownList = await callApi(ctx.app, 'PUT', `/customers/${customer.id}`, token(), {
      priceListId: '00000000-0000-4000-8000-000000000000',
    });
    expect(detailsOf(unknownList)[0]).toMatchObject({
      path: ['priceListId'],
      reason: 'customer.unknownPriceList',
    });
    expectError(await callApi(ctx.app, 'DELETE', `/price-lists/${list.id}`, token()), 403);
    const inUse = await callApi(ctx.app, 'DELETE', `/price-lists/${list.id}`, users.admin.token);
    expect(expectError(inUse, 409)).toBe(
      `Price list ${list.name} is used by 1 customers: give them another list first`,
    );
    await callApi(ctx.app, 'PUT', `/customers/${customer.id}`, token(), { priceListId: null });
    const deleted = await callApi(ctx.app, 'DELETE', `/price-lists/${list.id}`, users.admin.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const audit = await getData<TAuditList>(ctx.app, '/audit?limit=1', users.admin.token);
    expect(audit.entries[0]).toMatchObject({ action: 'priceList.deleted', target: { id: list.id } });
    expectError(await callApi(ctx.app, 'PUT', `/price-lists/${list.id}`, token(), { name: 'x' }), 404);
  });
});

describe('schemes', () => {
  it('makes both kinds, changes only name, dates and active, and refuses a fraction of a unit', async () => {
    const product = await createProduct(ctx.app, token());
    const gift = await createProduct(ctx.app, token());
    const same = await makeScheme({
      kind: 'freeQuantity',
      product: product.id,
      buyQuantity: 10,
      freeQuantity: 1,
    });
    expect(same).toMatchObject({
      kind: 'freeQuantity',
      buyQuantity: 10,
      freeQuantity: 1,
      product: { id: product.id },
    });
    expect(same.freeProduct?.id).toBe(product.id);
    const other = await makeScheme({
      kind: 'freeQuantity',
      product: product.id,
      buyQuantity: 6,
      freeProduct: gift.id,
      freeQuantity: 1,
    });
    expect(other.freeProduct?.id).toBe(gift.id);
    const discount = await makeScheme({ kind: 'orderDiscount', minOrderValue: 5000, discountPercent: 5 });
    expect(discount).toMatchObject({ minOrderValue: 5000, discountPercent: 5, product: null });
    const renamed = schemeOf(
      await callApi(ctx.app, 'PUT', `/schemes/${same.id}`, token(), {
        name: 'Diwali 10 + 1',
        validTo: '2026-12-31',
      }),
    );
    expect(renamed).toMatchObject({ name: 'Diwali 10 + 1', validTo: '2026-12-31', buyQuantity: 10 });
    expectError(await callApi(ctx.app, 'PUT', `/schemes/${same.id}`, token(), { buyQuantity: 5 }), 400);
    expectError(
      await callApi(ctx.app, 'PUT', `/schemes/${same.id}`, token(), { validFrom: '2027-01-01' }),
      400,
    );
    expectError(
      await callApi(ctx.app, 'POST', '/schemes', token(), {
        kind: 'freeQuantity',
        name: 'Half',
        product: product.id,
        buyQuantity: 2,
        freeQuantity: 0.5,
      }),
      400,
    );
    const deleted = await callApi(ctx.app, 'DELETE', `/schemes/${discount.id}`, users.admin.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expectError(await callApi(ctx.app, 'DELETE', `/schemes/${other.id}`, token()), 403);
  });
});

describe('POST /pricing/quote', () => {
  it("prices each line from the customer's list and the day's schemes, and says why", async () => {
    const listed = await createProduct(ctx.app, token(), { price: 100, mrp: 120 });
    const schemed = await createProduct(ctx.app, token(), { price: 50 });
    const plain = await createProduct(ctx.app, token(), { price: 10 });
    const list = await makeList({ items: [{ product: listed.id, kind: 'price', value: 90 }] });
    const scheme = await makeScheme({
      kind: 'freeQuantity',
      product: schemed.id,
      buyQuantity: 10,
      freeQuantity: 1,
    });
    await makeScheme({
      kind: 'freeQuantity',
      product: plain.id,
      buyQuantity: 1,
      freeQuantity: 1,
      validTo: '2020-01-01',
      validFrom: '2019-01-01',
    });
    const customer = await makeCustomer(list.id);
    const quote = quoteOf(
      await callApi(ctx.app, 'POST', '/pricing/quote', token(), {
        customerId: customer.id,
        lines: [
          { product: listed.id, quantity: 4 },
          { product: schemed.id, quantity: 25 },
          { product: plain.id, quantity: 3 },
        ],
      }),
    );
    expect(
      quote.lines.map((l) => [
        l.rate,
        l.freeQuantity,
        l.amount,
        l.priceBasis.reason,
        l.scheme?.reason ?? null,
      ]),
    ).toEqual([
      [90, 0, 360, 'pricing.basisListPrice', null],
      [50, 2, 1250, 'pricing.basisProductPrice', 'pricing.schemeFree'],
      [10, 0, 30, 'pricing.basisProductPrice', null],
    ]);
    expect(quote.lines[1]!.scheme?.params).toMatchObject({ scheme: scheme.name, earned: 2 });
    expect(quote).toMatchObject({ subtotal: 1640, total: 1640 });
    // Without the customer: the products' own prices.
    const walkIn = quoteOf(
      await callApi(ctx.app, 'POST', '/pricing/quote', token(), {
        lines: [{ product: listed.id, quantity: 1 }],
      }),
    );
    expect(walkIn.lines[0]!.rate).toBe(100);
  });

  it('refuses an unknown customer (404) or product (400 naming the line); suppliers and drivers get 403', async () => {
    const product = await createProduct(ctx.app, token());
    expectError(
      await callApi(ctx.app, 'POST', '/pricing/quote', token(), {
        customerId: '00000000-0000-4000-8000-000000000000',
        lines: [{ product: product.id, quantity: 1 }],
      }),
      404,
    );
    const unknown = await callApi(ctx.app, 'POST', '/pricing/quote', token(), {
      lines: [
        { product: product.id, quantity: 1 },
        { product: '00000000-0000-4000-8000-000000000000', quantity: 1 },
      ],
    });
    expect(detailsOf(unknown)[0]).toMatchObject({ path: ['lines', 1, 'product'] });
    for (const role of ['supplier', 'driver'] as const) {
      const outsider = await registerUser(ctx.app, { role });
      for (const [url, body] of [
        ['/pricing/quote', { lines: [{ product: product.id, quantity: 1 }] }],
        ['/price-lists', { name: `Outsider ${unique()}` }],
        ['/schemes', { kind: 'orderDiscount', name: 'x', minOrderValue: 1, discountPercent: 1 }],
      ] as const) {
        expectError(await callApi(ctx.app, 'POST', url, outsider.token, body), 403);
      }
    }
  });
});
