import { describe, expect, it } from 'vitest';
import {
  ACCESS_MESSAGES,
  englishOfRule,
  ALERT_TYPES,
  QUICK_ALERT_TYPES,
  type TAlert,
  type TAlertList,
} from '@godown/shared';
import { expectError, callApi, getData } from './support/http.js';
import { createProduct, useStockUsers } from './support/stock.js';
import { createTestContext, useTestContext } from './support/test-app.js';
import { createTransport } from './support/transports.js';
import { registerUser } from './support/users.js';

const ctx = useTestContext({ openAdminSignup: true });
const users = useStockUsers(ctx);

async function trigger(body: Record<string, unknown>, token = users.staff.token): Promise<TAlert> {
  const res = await callApi(ctx.app, 'POST', '/alerts/trigger', token, body);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { alert: TAlert } }).data.alert;
}

const list = (query = '', token = users.staff.token) =>
  getData<TAlertList>(ctx.app, `/alerts/${query}`, token);

describe('POST /alerts/trigger', () => {
  it('raises a quick alert from type and a trimmed message, as the signed-in user, medium and active', async () => {
    const alert = await trigger({ type: 'maintenance', message: '  Forklift 2 needs service  ' });
    expect(alert).toMatchObject({
      type: 'maintenance',
      message: 'Forklift 2 needs service',
      description: null,
      affectedItem: null,
      targetId: null,
      priority: 'medium',
      resolved: false,
      resolvedAt: null,
      isSystem: false,
      triggeredBy: { id: users.staff.user.id, name: users.staff.user.name },
    });
    expect(alert._id).toBe(alert.id);
    expect(Date.now() - Date.parse(alert.timestamp)).toBeLessThan(60_000);
  });

  it('accepts every type of both vocabularies and every priority', async () => {
    for (const type of [...ALERT_TYPES, ...QUICK_ALERT_TYPES]) {
      expect((await trigger({ type, message: `A ${type} alert` })).type).toBe(type);
    }
    for (const priority of ['high', 'critical', 'medium', 'low']) {
      expect((await trigger({ type: 'system', message: 'p', priority })).priority).toBe(priority);
    }
  });

  it('takes the edit form: description, target, triggeredOn, priority, resolved', async () => {
    const triggeredOn = '2026-01-15T09:30:00+05:30';
    const alert = await trigger({
      type: 'inventoryMismatch',
      message: 'Count differs',
      description: 'Cycle count found 3 fewer cartons',
      targetId: 'RACK-A7',
      triggeredOn,
      priority: 'high',
      resolved: true,
    });
    expect(alert).toMatchObject({
      description: 'Cycle count found 3 fewer cartons',
      targetId: 'RACK-A7',
      affectedItem: 'RACK-A7',
      priority: 'high',
      resolved: true,
    });
    expect(alert.timestamp).toBe(new Date(triggeredOn).toISOString());
    expect(alert.resolvedAt).not.toBeNull();
  });

  it('names the product, transport or user a target id points at', async () => {
    const product = await createProduct(ctx.app, users.admin.token, {
      productName: 'Basmati 5kg',
      sku: `B-${Date.now()}`,
    });
    const transport = await createTransport(ctx.app, users.staff.token);
    const driver = await registerUser(ctx.app, { role: 'driver' });
    expect((await trigger({ type: 'stockExpired', message: 'x', targetId: product.id })).affectedItem).toBe(
      `Basmati 5kg (${product.sku})`,
    );
    expect(
      (await trigger({ type: 'routeDeviation', message: 'x', targetId: transport.id })).affectedItem,
    ).toBe(`Transport ${transport.packageId}`);
    expect((await trigger({ type: 'overwork', message: 'x', targetId: driver.user.id })).affectedItem).toBe(
      driver.user.name,
    );
    // A UUID naming nothing is shown as it is.
    const stranger = '00000000-0000-4000-8000-000000000000';
    expect((await trigger({ type: 'defaultAlert', message: 'x', targetId: stranger })).affectedItem).toBe(
      stranger,
    );
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = (await list()).counts;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ type: 'system', message: '   ' }, /Message is required/],
      [{ type: 'system' }, /Message is required/],
      [{ message: 'no type' }, /Type must be one of/],
      [{ type: 'fire', message: 'x' }, /Type must be one of/],
      [{ type: 'system', message: 'x', priority: 'urgent' }, /Priority must be one of/],
      [{ type: 'system', message: 'x', triggeredOn: 'yesterday' }, /Triggered on must be a date and time/],
      [{ type: 'system', message: 'x', triggeredOn: '2999-01-01T00:00:00Z' }, /cannot be in the future/],
      [{ type: 'system', message: 'x', resolved: 'yes' }, /Resolved must be true or false/],
      [{ type: 'system', message: 'x'.repeat(501) }, /at most 500/],
      [{ type: 'system', message: 'x', targetId: 't'.repeat(101) }, /at most 100/],
      [{ type: 'system', message: 'x', severity: 'high' }, /severity|Unrecognized/i],
      [{ type: 'system', message: 'nul\u0000' }, /NUL/],
    ];
    for (const [body, message] of cases) {
      const res = await callApi(ctx.app, 'POST', '/alerts/trigger', users.staff.token, body);
      expect(expectError(res, 400, 'VALIDATION_FAILED') + JSON.stringify(res.json())).toMatch(message);
    }
    expect((await list()).counts).toEqual(before);
  });

  it('needs a signed-in user', async () => {
    expectError(
      await callApi(ctx.app, 'POST', '/alerts/trigger', null, { type: 'system', message: 'x' }),
      401,
    );
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v1/alerts/' }), 401);
  });

  it('is for the company: a supplier and a driver get 403 (docs/domain.md#roles)', async () => {
    for (const role of ['supplier', 'driver'] as const) {
      const user = await registerUser(ctx.app, { role });
      const res = await callApi(ctx.app, 'POST', '/alerts/trigger', user.token, {
        type: 'security',
        message: `From a ${role}`,
      });
      expect(expectError(res, 403, 'FORBIDDEN')).toBe(englishOfRule(ACCESS_MESSAGES.outsider));
    }
  });

  it('is open to every role under ROLE_POLICY=open', async () => {
    const open = await createTestContext({ rolePolicy: 'open' });
    try {
      await registerUser(open.app, { role: 'admin' });
      for (const role of ['supplier', 'driver'] as const) {
        const user = await registerUser(open.app, { role });
        const res = await callApi(open.app, 'POST', '/alerts/trigger', user.token, {
          type: 'security',
          message: `From a ${role}`,
        });
        expect(res.statusCode, res.body).toBe(201);
        expect((res.json() as { data: { alert: TAlert } }).data.alert.triggeredBy?.id).toBe(user.user.id);
      }
    } finally {
      await open.close();
    }
  });
});

describe('PUT /alerts/{id}', () => {
  it('resolving sets resolvedAt once; reopening clears it', async () => {
    const alert = await trigger({ type: 'system', message: 'Disk nearly full' });
    const put = (body: object) => callApi(ctx.app, 'PUT', `/alerts/${alert.id}`, users.staff.token, body);

    const resolved = (await put({ resolved: true })).json().data.alert as TAlert;
    expect(resolved.resolved).toBe(true);
    expect(resolved.resolvedAt).not.toBeNull();
    const again = (await put({ resolved: true, message: 'Disk cleaned' })).json().data.alert as TAlert;
    expect(again.resolvedAt).toBe(resolved.resolvedAt);
    expect(again.message).toBe('Disk cleaned');

    const reopened = (await put({ resolved: false })).json().data.alert as TAlert;
    expect(reopened).toMatchObject({ resolved: false, resolvedAt: null, message: 'Disk cleaned' });
  });

  it('edits type, description, target, priority and triggeredOn; an empty description clears it', async () => {
    const product = await createProduct(ctx.app, users.admin.token, {
      productName: 'Jaggery',
      sku: undefined,
    });
    const alert = await trigger({ type: 'system', message: 'm', description: 'old' });
    const res = await callApi(ctx.app, 'PUT', `/alerts/${alert.id}`, users.staff.token, {
      type: 'inventoryMismatch',
      description: '',
      targetId: product.id,
      priority: 'critical',
      triggeredOn: '2026-03-01T10:00:00Z',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.alert).toMatchObject({
      type: 'inventoryMismatch',
      description: null,
      targetId: product.id,
      affectedItem: 'Jaggery',
      priority: 'critical',
      timestamp: '2026-03-01T10:00:00.000Z',
    });
  });

  it('refuses an empty body, bad fields, unknown and malformed ids, and a visitor', async () => {
    const alert = await trigger({ type: 'system', message: 'm' });
    expectError(await callApi(ctx.app, 'PUT', `/alerts/${alert.id}`, users.staff.token, {}), 400);
    expectError(
      await callApi(ctx.app, 'PUT', `/alerts/${alert.id}`, users.staff.token, { message: ' ' }),
      400,
    );
    expectError(await callApi(ctx.app, 'PUT', `/alerts/${alert.id}`, users.staff.token, { type: 'x' }), 400);
    expectError(
      await callApi(ctx.app, 'PUT', '/alerts/00000000-0000-4000-8000-000000000000', users.staff.token, {
        resolved: true,
      }),
      404,
    );
    expectError(
      await callApi(ctx.app, 'PUT', '/alerts/not-a-uuid', users.staff.token, { resolved: true }),
      400,
    );
    expectError(await callApi(ctx.app, 'PUT', `/alerts/${alert.id}`, null, { resolved: true }), 401);
  });

  it('refuses to reopen a system alert while another is open for the same cause (409)', async () => {
    const product = await createProduct(ctx.app, users.admin.token, { quantity: 0 });
    const open = (await list('?type=outOfStock&resolved=false')).alerts.find(
      (a) => a.targetId === product.id,
    )!;
    expect(open).toBeDefined();
    // A person resolves it while the product is still empty; an edit that leaves the stock rules as
    // they were (a description) checks nothing, the next change of them raises it again.
    await callApi(ctx.app, 'PUT', `/alerts/${open.id}`, users.staff.token, { resolved: true });
    await callApi(ctx.app, 'PUT', `/products/${product.id}`, users.staff.token, {
      description: 'still empty',
    });
    expect(
      (await list('?type=outOfStock&resolved=false')).alerts.filter((a) => a.targetId === product.id),
    ).toHaveLength(0);
    await callApi(ctx.app, 'PUT', `/products/${product.id}`, users.staff.token, { thresholdLimit: 3 });
    const second = (await list('?type=outOfStock&resolved=false')).alerts.filter(
      (a) => a.targetId === product.id,
    );
    expect(second).toHaveLength(1);
    const res = await callApi(ctx.app, 'PUT', `/alerts/${open.id}`, users.staff.token, { resolved: false });
    expect(expectError(res, 409, 'CONFLICT')).toMatch(/already exists/);
  });

  it('a person who changes the type or target of a system alert takes it over; the system raises its own', async () => {
    const product = await createProduct(ctx.app, users.admin.token, { quantity: 0 });
    const open = (await list('?type=outOfStock&resolved=false')).alerts.find(
      (a) => a.targetId === product.id,
    )!;
    const res = await callApi(ctx.app, 'PUT', `/alerts/${open.id}`, users.staff.token, {
      type: 'inventoryMismatch',
    });
    expect(res.json().data.alert).toMatchObject({ type: 'inventoryMismatch', isSystem: false });
    await callApi(ctx.app, 'PUT', `/products/${product.id}`, users.staff.token, { thresholdLimit: 3 });
    const raised = (await list('?type=outOfStock&resolved=false')).alerts.filter(
      (a) => a.targetId === product.id,
    );
    expect(raised).toMatchObject([{ isSystem: true }]);
    // Restocking resolves the system's alert, not the one the person took over.
    await callApi(ctx.app, 'PUT', `/products/${product.id}`, users.staff.token, { quantity: 50 });
    const taken = await list(
      `?type=inventoryMismatch&resolved=false&search=${encodeURIComponent(open.message)}`,
    );
    expect(taken.alerts.map((a) => a.id)).toContain(open.id);
  });
});

describe('GET /alerts/', () => {
  it('filters by resolved, type, priority and search in SQL, newest first, with paging and counts', async () => {
    const tag = `tag${Date.now()}`;
    const a = await trigger({
      type: 'security',
      message: `${tag} one`,
      priority: 'low',
      triggeredOn: '2026-05-01T00:00:00Z',
    });
    const b = await trigger({
      type: 'security',
      message: `${tag} two`,
      priority: 'high',
      triggeredOn: '2026-05-02T00:00:00Z',
    });
    const c = await trigger({
      type: 'maintenance',
      message: `${tag} three`,
      resolved: true,
      triggeredOn: '2026-05-03T00:00:00Z',
    });

    const all = await list(`?search=${tag}`);
    expect(all.total).toBe(3);
    expect(all.alerts.map((x) => x.id)).toEqual([c.id, b.id, a.id]);
    expect((await list(`?search=${tag}&resolved=false`)).alerts.map((x) => x.id)).toEqual([b.id, a.id]);
    expect((await list(`?search=${tag}&resolved=true`)).alerts.map((x) => x.id)).toEqual([c.id]);
    expect((await list(`?search=${tag}&type=security&priority=high`)).alerts.map((x) => x.id)).toEqual([
      b.id,
    ]);
    const page = await list(`?search=${tag}&limit=1&offset=1`);
    expect(page).toMatchObject({ total: 3 });
    expect(page.alerts.map((x) => x.id)).toEqual([b.id]);

    const whole = await list();
    expect(whole.counts.active + whole.counts.resolved).toBe(whole.total);
    // A search for wildcard characters matches them literally.
    expect((await list('?search=%25_%25')).total).toBe(0);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of ['?resolved=maybe', '?type=fire', '?priority=urgent', '?limit=0', '?offset=-1']) {
      expectError(
        await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/alerts/${query}`,
          headers: { authorization: `Bearer ${users.staff.token}` },
        }),
        400,
      );
    }
  });
});

describe('the alerts list written by PostgreSQL', () => {
  it('reads as exactly what an alert’s own answers say, raised by a person or the system, open or resolved', async () => {
    const { staff } = users;
    // A system alert (a product at 0 is out of stock) and a person's, one of them resolved.
    await createProduct(ctx.app, staff.token, { quantity: 0 });
    const raised = await callApi(ctx.app, 'POST', '/alerts/trigger', staff.token, {
      type: 'system',
      message: 'Check the “cold room” \\ door',
      description: 'Line one\nline two',
    });
    const mine = (raised.json() as { data: { alert: TAlert } }).data.alert;
    const resolvedRes = await callApi(ctx.app, 'PUT', `/alerts/${mine.id}`, staff.token, { resolved: true });
    const resolved = (resolvedRes.json() as { data: { alert: TAlert } }).data.alert;
    expect(resolved.resolvedAt).not.toBeNull();

    const all = await getData<TAlertList>(ctx.app, '/alerts/', staff.token);
    expect(all.alerts.find((a) => a.id === mine.id)).toStrictEqual(resolved);
    // A system alert (no one raised it), as an edit answers it (built in Node from the row).
    const active = await getData<TAlertList>(ctx.app, '/alerts/?resolved=false', staff.token);
    const system = active.alerts.find((a) => a.isSystem)!;
    const edited = await callApi(ctx.app, 'PUT', `/alerts/${system.id}`, staff.token, { priority: 'high' });
    const systemNow = (edited.json() as { data: { alert: TAlert } }).data.alert;
    const after = await getData<TAlertList>(ctx.app, '/alerts/?resolved=false', staff.token);
    expect(after.alerts.find((a) => a.id === system.id)).toStrictEqual(systemNow);
    expect(systemNow.triggeredBy).toBeNull();
    // The dashboard's newest active alerts are the list's first ones.
    const summary = await getData<{ activeAlerts: TAlert[] }>(ctx.app, '/dashboard/summary', staff.token);
    expect(after.alerts.slice(0, summary.activeAlerts.length)).toStrictEqual(summary.activeAlerts);
    expect(summary.activeAlerts.length).toBeGreaterThan(0);
    expect(after.alerts).toHaveLength(after.total);
  });
});
