import { describe, expect, it } from 'vitest';
import type { TAuditEntry, TAuditList } from '@godown/shared';
import { auth, expectError, callApi, getData } from './support/http.js';
import { createInventory, createProduct, createStorage } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { createTransport } from './support/transports.js';
import { registerUser, type RegisteredUser } from './support/users.js';

const ctx = useTestContext({ openAdminSignup: true });

const audit = (token: string, query = '?limit=100') => getData<TAuditList>(ctx.app, `/audit${query}`, token);

/** The entries about one target, newest first. */
async function entriesFor(admin: RegisteredUser, targetId: string): Promise<TAuditEntry[]> {
  return (await audit(admin.token)).entries.filter((e) => e.target.id === targetId);
}

describe('GET /audit', () => {
  it('records who changed whose role and active flag, and who deleted a user, newest first', async () => {
    const admin = await registerUser(ctx.app, { role: 'admin', name: 'Meera Admin' });
    const staff = await registerUser(ctx.app, { role: 'staff', name: 'Ravi Staff' });
    const id = staff.user.id;

    const before = (await audit(admin.token)).total;
    expect((await callApi(ctx.app, 'PUT', `/users/${id}`, admin.token, { role: 'driver' })).statusCode).toBe(
      200,
    );
    expect((await callApi(ctx.app, 'PUT', `/users/${id}`, admin.token, { active: false })).statusCode).toBe(
      200,
    );
    expect((await callApi(ctx.app, 'PUT', `/users/${id}`, admin.token, { active: true })).statusCode).toBe(
      200,
    );
    // A change of neither role nor active flag is not an entry.
    expect((await callApi(ctx.app, 'PUT', `/users/${id}`, admin.token, { shift: 'night' })).statusCode).toBe(
      200,
    );
    expect((await callApi(ctx.app, 'DELETE', `/users/${id}`, admin.token)).statusCode).toBe(200);

    const list = await audit(admin.token);
    expect(list.total).toBe(before + 4);
    const mine = list.entries.filter((e) => e.target.id === id);
    expect(mine.map((e) => [e.action, e.details])).toEqual([
      ['user.deleted', { role: 'driver', email: staff.email }],
      ['user.activated', {}],
      ['user.deactivated', {}],
      ['user.role_changed', { from: 'staff', to: 'driver' }],
    ]);
    for (const entry of mine) {
      expect(entry.actor).toEqual({ id: admin.user.id, name: 'Meera Admin' });
      expect(entry.target).toEqual({ type: 'user', id, name: 'Ravi Staff' });
      expect(Date.parse(entry.createdAt)).not.toBeNaN();
    }
  });

  it('records every deletion by an admin: product, inventory, storage unit, transport', async () => {
    const admin = await registerUser(ctx.app, { role: 'admin' });
    const product = await createProduct(ctx.app, admin.token, { quantity: 3 });
    const inventory = await createInventory(ctx.app, admin.token);
    const storage = await createStorage(ctx.app, admin.token, inventory.id);
    const transport = await createTransport(ctx.app, admin.token);

    for (const path of [
      `/products/${product.id}`,
      `/storages/${storage.id}`,
      `/inventory/${inventory.id}`,
      `/transports/${transport.id}`,
    ]) {
      const res = await callApi(ctx.app, 'DELETE', path, admin.token);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    }

    expect(await entriesFor(admin, product.id)).toMatchObject([
      {
        action: 'product.deleted',
        target: { type: 'product', name: product.productName },
        details: { sku: product.sku, quantity: 3 },
      },
    ]);
    expect(await entriesFor(admin, storage.id)).toMatchObject([
      {
        action: 'storage.deleted',
        target: { type: 'storage', name: storage.name },
        details: { inventoryId: inventory.id },
      },
    ]);
    expect(await entriesFor(admin, inventory.id)).toMatchObject([
      { action: 'inventory.deleted', target: { type: 'inventory', name: inventory.name } },
    ]);
    expect(await entriesFor(admin, transport.id)).toMatchObject([
      { action: 'transport.deleted', target: { type: 'transport', name: transport.packageId } },
    ]);
  });

  it('writes nothing for a refused action, and pages', async () => {
    const admin = await registerUser(ctx.app, { role: 'admin' });
    const other = await registerUser(ctx.app, { role: 'admin' });
    const before = (await audit(admin.token)).total;
    // Another admin cannot be demoted, deactivated or deleted; the refusal leaves no entry.
    expectError(
      await callApi(ctx.app, 'PUT', `/users/${other.user.id}`, admin.token, { role: 'staff' }),
      403,
    );
    expectError(
      await callApi(ctx.app, 'PUT', `/users/${other.user.id}`, admin.token, { active: false }),
      403,
    );
    expectError(await callApi(ctx.app, 'DELETE', `/users/${other.user.id}`, admin.token), 403);
    expectError(
      await callApi(ctx.app, 'DELETE', `/products/00000000-0000-4000-8000-000000000000`, admin.token),
      404,
    );
    expect((await audit(admin.token)).total).toBe(before);

    const first = await audit(admin.token, '?limit=1');
    expect(first.entries).toHaveLength(1);
    expect(first.total).toBe(before);
    const second = await audit(admin.token, '?limit=1&offset=1');
    if (before > 1) expect(second.entries[0]!.id).toBeLessThan(first.entries[0]!.id);
  });

  it('is for admins only', async () => {
    const staff = await registerUser(ctx.app, { role: 'staff' });
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v1/audit' }), 401);
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/v1/audit', headers: auth(staff.token) }),
      403,
    );
  });
});
