import { describe, expect, it } from 'vitest';
import {
  gstinCheckCharacter,
  type TAuditList,
  type TCustomer,
  type TCustomerCreate,
  type TCustomerList,
  type TPinCodePlace,
} from '@godown/shared';
import { callApi, expectError, getData } from './support/http.js';
import { useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { registerUser, unique } from './support/users.js';

const ctx = useTestContext();
const users = useStockUsers(ctx);
const token = () => users.staff.token;

/** A valid GSTIN of state `state` built on a PAN made from `seed` (five letters, four digits, a letter). */
function gstin(state: string, seed = unique()): string {
  const digits = String(Math.abs([...seed].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7)) % 10000);
  const first14 = `${state}AAB${'CDEFGHJKLMNPQRSTUVWXYZ'[seed.length % 22]}${'PQRSTUVWXYZ'[seed.charCodeAt(0) % 11]}${digits.padStart(4, '0')}K1Z`;
  return first14 + gstinCheckCharacter(first14);
}

const customerOf = (res: { json(): unknown }) =>
  (res.json() as { data: { customer: TCustomer } }).data.customer;

async function addCustomer(body: Partial<TCustomerCreate> = {}): Promise<TCustomer> {
  const res = await callApi(ctx.app, 'POST', '/customers', token(), {
    name: `Shop ${unique()}`,
    stateCode: '27',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return customerOf(res);
}

/** The error body's first detail: its path and reason. */
function detailOf(res: { json(): unknown }) {
  const body = res.json() as { error: { reason?: string; details?: { path: unknown[]; reason: string }[] } };
  return { reason: body.error.reason, detail: body.error.details?.[0] };
}

describe('customers: adding one', () => {
  it('a GSTIN gives the place of supply and the PAN; the answer is the whole customer', async () => {
    const number = gstin('29');
    const customer = await addCustomer({
      name: 'Sri Lakshmi Medicals',
      gstin: ` ${number.toLowerCase()} `,
      stateCode: undefined,
      billingAddress: {
        line: '12, 4th Cross, Malleswaram',
        district: 'Bengaluru',
        pinCode: '560003',
        point: { type: 'Point', coordinates: [77.57, 13.0] },
      },
      phone: '+91 98450 12345',
      email: 'Orders@SriLakshmi.in',
      creditLimit: 50000.5,
      paymentTermsDays: 30,
    });
    expect(customer).toMatchObject({
      name: 'Sri Lakshmi Medicals',
      gstin: number,
      pan: number.slice(2, 12),
      stateCode: '29',
      state: 'Karnataka',
      billingAddress: {
        line: '12, 4th Cross, Malleswaram',
        district: 'Bengaluru',
        pinCode: '560003',
        stateCode: null,
        point: { type: 'Point', coordinates: [77.57, 13.0] },
      },
      shippingAddress: null,
      phone: '+91 98450 12345',
      email: 'orders@srilakshmi.in',
      creditLimit: 50000.5,
      paymentTermsDays: 30,
      active: true,
    });
    expect(await getData<{ customer: TCustomer }>(ctx.app, `/customers/${customer.id}`, token())).toEqual({
      customer,
    });
  });

  it('an unregistered customer needs a state; a registered one may not name another', async () => {
    const noState = await callApi(ctx.app, 'POST', '/customers', token(), { name: 'Kirana' });
    expectError(noState, 400, 'BAD_REQUEST');
    expect(detailOf(noState)).toMatchObject({
      reason: 'customer.stateRequired',
      detail: { path: ['stateCode'], reason: 'customer.stateRequired' },
    });

    const number = gstin('27');
    const other = await callApi(ctx.app, 'POST', '/customers', token(), {
      name: 'Mismatch',
      gstin: number,
      stateCode: '24',
    });
    expect(expectError(other, 400)).toBe(
      `GSTIN ${number} is registered in Maharashtra: a customer’s state is their GSTIN’s`,
    );
    expect(detailOf(other).detail).toMatchObject({ path: ['stateCode'], reason: 'customer.stateNotGstins' });
  });

  it('a text that is no GSTIN is refused with the first rule it breaks', async () => {
    const good = gstin('07');
    const wrongCheck = good.slice(0, 14) + (good[14] === 'A' ? 'B' : 'A');
    const cases: [string, string][] = [
      ['27AAPFU0939F1Z', 'gstin.length'],
      ['27AAPFU0939F1Z-', 'gstin.characters'],
      ['00AAPFU0939F1ZV', 'gstin.stateCode'],
      [wrongCheck, 'gstin.checkCharacter'],
    ];
    for (const [text, reason] of cases) {
      const res = await callApi(ctx.app, 'POST', '/customers', token(), { name: 'Bad GSTIN', gstin: text });
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(detailOf(res).detail, text).toMatchObject({ path: ['gstin'], reason });
    }
  });

  it('a GSTIN belongs to one customer: a second is a 409 naming the first', async () => {
    const number = gstin('33');
    const first = await addCustomer({
      name: `Chennai Agencies ${unique()}`,
      gstin: number,
      stateCode: undefined,
    });
    const again = await callApi(ctx.app, 'POST', '/customers', token(), { name: 'Copy', gstin: number });
    expect(expectError(again, 409, 'CONFLICT')).toBe(
      `GSTIN ${number} already belongs to customer ${first.name}`,
    );
    const later = await addCustomer();
    const taken = await callApi(ctx.app, 'PUT', `/customers/${later.id}`, token(), { gstin: number });
    expectError(taken, 409, 'CONFLICT');
  });

  it('refuses bad fields: PIN code, phone, email, terms, credit limit, unknown keys', async () => {
    const bodies: [Record<string, unknown>, unknown[]][] = [
      [{ billingAddress: { line: 'x', pinCode: '012345' } }, ['billingAddress', 'pinCode']],
      [{ shippingAddress: { line: 'x', pinCode: '5600' } }, ['shippingAddress', 'pinCode']],
      [{ phone: '12345' }, ['phone']],
      [{ phone: '98450abc12' }, ['phone']],
      [{ email: 'not-an-email' }, ['email']],
      [{ paymentTermsDays: 400 }, ['paymentTermsDays']],
      [{ paymentTermsDays: 1.5 }, ['paymentTermsDays']],
      [{ creditLimit: -1 }, ['creditLimit']],
      [{ stateCode: '40' }, ['stateCode']],
      [{ name: '' }, ['name']],
      [{ name: 'a\u0000b' }, ['name']],
      [{ name: 'x'.repeat(201) }, ['name']],
      [{ owner: 'me' }, []],
    ];
    for (const [patch, path] of bodies) {
      const res = await callApi(ctx.app, 'POST', '/customers', token(), {
        name: 'Fields',
        stateCode: '27',
        ...patch,
      });
      expectError(res, 400);
      if (path.length) expect(detailOf(res).detail?.path, JSON.stringify(patch)).toEqual(path);
    }
  });
});

describe('customers: changing one', () => {
  it('a new GSTIN brings its state; clearing it keeps the state; null clears a field', async () => {
    const customer = await addCustomer({ stateCode: '09', phone: '0522 2345678', notes: 'Pays on time' });
    const number = gstin('24');
    const registered = customerOf(
      await callApi(ctx.app, 'PUT', `/customers/${customer.id}`, token(), { gstin: number, notes: null }),
    );
    expect(registered).toMatchObject({ gstin: number, stateCode: '24', state: 'Gujarat', notes: null });
    const moved = await callApi(ctx.app, 'PUT', `/customers/${customer.id}`, token(), { stateCode: '27' });
    expectError(moved, 400);
    const unregistered = customerOf(
      await callApi(ctx.app, 'PUT', `/customers/${customer.id}`, token(), { gstin: null, stateCode: '27' }),
    );
    expect(unregistered).toMatchObject({ gstin: null, pan: null, stateCode: '27', phone: '0522 2345678' });
    const inactive = customerOf(
      await callApi(ctx.app, 'PUT', `/customers/${customer.id}`, token(), { active: false }),
    );
    expect(inactive.active).toBe(false);
    expect(Date.parse(inactive.updatedAt)).toBeGreaterThanOrEqual(Date.parse(customer.updatedAt));
  });

  it('an unknown customer is a 404; a bad id a 400', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expectError(await callApi(ctx.app, 'PUT', `/customers/${id}`, token(), { notes: 'x' }), 404, 'NOT_FOUND');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/customers/${id}`,
      headers: { authorization: `Bearer ${token()}` },
    });
    expect(expectError(res, 404)).toBe('Customer not found');
    expectError(await callApi(ctx.app, 'PUT', '/customers/not-an-id', token(), { notes: 'x' }), 400);
  });

  it('an admin deletes a customer, recorded in the audit log; staff may not', async () => {
    const customer = await addCustomer();
    expectError(await callApi(ctx.app, 'DELETE', `/customers/${customer.id}`, token()), 403);
    const deleted = await callApi(ctx.app, 'DELETE', `/customers/${customer.id}`, users.admin.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expectError(await callApi(ctx.app, 'DELETE', `/customers/${customer.id}`, users.admin.token), 404);
    const audit = await getData<TAuditList>(ctx.app, '/audit?limit=5', users.admin.token);
    expect(audit.entries[0]).toMatchObject({
      action: 'customer.deleted',
      target: { type: 'customer', id: customer.id, name: customer.name },
    });
  });
});

describe('customers: the list', () => {
  it('searches name, GSTIN, phone, district and PIN; filters by state, registration and active', async () => {
    const tag = unique().replace(/\W/g, '').slice(-8);
    const number = gstin('19', tag);
    const kolkata = await addCustomer({
      name: `Howrah Traders ${tag}`,
      gstin: number,
      stateCode: undefined,
      billingAddress: { line: 'Howrah Maidan', district: `Howrah${tag}`, pinCode: '711101' },
      phone: `033 ${tag.replace(/\D/g, '').padEnd(6, '7').slice(0, 8)}`,
    });
    const patna = await addCustomer({ name: `Patna Kirana ${tag}`, stateCode: '10' });
    const closed = await addCustomer({ name: `Closed Shop ${tag}`, stateCode: '10', active: false });

    const names = async (query: string) =>
      (await getData<TCustomerList>(ctx.app, `/customers?${query}`, token())).customers.map((c) => c.name);
    expect(await names(`search=${tag}`)).toEqual([closed.name, kolkata.name, patna.name]);
    expect(await names(`search=${number.slice(0, 12).toLowerCase()}`)).toEqual([kolkata.name]);
    expect(await names(`search=howrah${tag}`)).toEqual([kolkata.name]);
    expect(await names(`search=${tag}&state=10`)).toEqual([closed.name, patna.name]);
    expect(await names(`search=${tag}&registered=true`)).toEqual([kolkata.name]);
    expect(await names(`search=${tag}&registered=false&active=true`)).toEqual([patna.name]);
    expect(await names(`search=${tag}&sort=name&order=desc`)).toEqual([
      patna.name,
      kolkata.name,
      closed.name,
    ]);
    const byState = await names(`search=${tag}&sort=state`);
    expect(byState[2]).toBe(kolkata.name);
    expect(byState.slice(0, 2).sort()).toEqual([closed.name, patna.name]);
    const page = await getData<TCustomerList>(ctx.app, `/customers?search=${tag}&limit=1&offset=1`, token());
    expect(page).toMatchObject({ total: 3, customers: [{ id: kolkata.id }] });
  });

  it('refuses a bad filter or sort with a 400', async () => {
    for (const query of ['state=99x', 'registered=yes', 'active=1', 'sort=gstin', 'order=up', 'limit=0']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/customers?${query}`,
        headers: { authorization: `Bearer ${token()}` },
      });
      expectError(res, 400);
    }
  });

  it('suppliers and drivers reach no customer, by list or by id', async () => {
    const customer = await addCustomer();
    for (const role of ['supplier', 'driver'] as const) {
      const outsider = await registerUser(ctx.app, { role });
      for (const url of ['/customers', `/customers/${customer.id}`, '/pin-codes/400001']) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1${url}`,
          headers: { authorization: `Bearer ${outsider.token}` },
        });
        expectError(res, 403, 'FORBIDDEN');
      }
    }
  });
});

describe('PIN codes', () => {
  it("a PIN code's district, state (GST's code), post offices and point", async () => {
    const { place } = await getData<{ place: TPinCodePlace }>(ctx.app, '/pin-codes/400001', token());
    expect(place).toMatchObject({
      pinCode: '400001',
      district: 'Mumbai',
      stateCode: '27',
      state: 'Maharashtra',
    });
    expect(place.places).toContain('Mumbai G.P.O.');
    const [lng, lat] = place.point.coordinates;
    expect(lng).toBeCloseTo(72.8, 0);
    expect(lat).toBeCloseTo(18.9, 0);
    // GeoNames files Leh under Jammu & Kashmir; GST numbers Ladakh 38.
    const leh = await getData<{ place: TPinCodePlace }>(ctx.app, '/pin-codes/194101', token());
    expect(leh.place).toMatchObject({ district: 'Leh', stateCode: '38', state: 'Ladakh' });
  });

  it('an unknown PIN code is a 404 naming it; a malformed one a 400', async () => {
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/pin-codes/999999',
      headers: { authorization: `Bearer ${token()}` },
    });
    expect(expectError(unknown, 404, 'NOT_FOUND')).toBe('PIN code 999999 is not one we know');
    for (const pin of ['40000', '040001', 'abcdef', '4000011']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/pin-codes/${pin}`,
        headers: { authorization: `Bearer ${token()}` },
      });
      expectError(res, 400);
    }
  });
});
