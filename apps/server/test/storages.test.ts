import { beforeAll, describe, expect, it } from 'vitest';
import type { TStorage, TStorageList } from '@godown/shared';
import { expectError, callApi, getData } from './support/http.js';
import { createInventory, createStorage, useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { unique } from './support/users.js';

const ctx = useTestContext({ openAdminSignup: true });
const users = useStockUsers(ctx);
let inventoryId: string;
let inventoryName: string;
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  const inventory = await createInventory(ctx.app, users.admin.token, { location: 'Kundli, Haryana' });
  inventoryId = inventory.id;
  inventoryName = inventory.name;
});

const inject = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
  callApi(ctx.app, method, url, token, payload);

const formFields = () => ({
  locationId: `A-${unique()}`,
  dimensions: { length: 200, width: 120, height: 250 },
  holdingCapacity: 1500,
  inventory: inventoryId,
});

describe('POST /api/v1/storages/', () => {
  it('maps the form fields to the display fields, with the volume from the dimensions', async () => {
    const fields = formFields();
    const res = await inject('POST', '/storages/', users.staff.token, fields);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.storage).toMatchObject({
      name: fields.locationId,
      locationId: fields.locationId,
      location: 'Kundli, Haryana',
      type: null,
      active: true,
      holdingCapacity: 1500,
      maxWeight: 1500,
      Volume: null,
      maxVolume: 6,
      temperature: null,
      currentWeight: 0,
      currentVolume: 0,
      dimensions: fields.dimensions,
      inventory: { id: inventoryId, name: inventoryName },
    });
  });

  it('takes the typed Volume and the optional display fields', async () => {
    const res = await inject('POST', '/storages/', users.staff.token, {
      ...formFields(),
      Volume: 4.5,
      name: 'Cold Room 1',
      type: 'Refrigerated',
      location: 'Bay 3',
      description: 'Dairy',
      temperature: { min: 2, max: 8 },
      currentWeight: 300,
      currentVolume: 1.25,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.storage).toMatchObject({
      name: 'Cold Room 1',
      type: 'Refrigerated',
      location: 'Bay 3',
      Volume: 4.5,
      maxVolume: 4.5,
      temperature: { min: 2, max: 8 },
      currentWeight: 300,
      currentVolume: 1.25,
    });
  });

  it.each([
    [{ locationId: '' }, 'Location ID is required'],
    [{ locationId: undefined }, 'locationId'],
    [{ dimensions: undefined }, 'dimensions'],
    [{ dimensions: { length: 1, width: 1, height: -1 } }, 'Height must be 0 or more'],
    [{ holdingCapacity: undefined }, 'holdingCapacity'],
    [{ holdingCapacity: -5 }, 'Holding capacity must be 0 or more'],
    [{ Volume: -1 }, 'Volume must be 0 or more'],
    [{ inventory: undefined }, 'inventory'],
    [{ inventory: 'x' }, 'Inventory is required'],
    [{ temperature: { min: 10, max: 2 } }, 'Minimum temperature cannot be above the maximum'],
    [{ temperature: { min: -500, max: 2 } }, 'Minimum temperature must be between'],
    [{ currentWeight: 2000 }, 'Current weight cannot exceed the holding capacity'],
    [{ currentVolume: 7 }, 'Current volume cannot exceed the volume'],
    [{ maxWeight: 5 }, 'maxWeight'],
  ])('refuses %j with 400 (%s)', async (change, expected) => {
    const res = await inject('POST', '/storages/', users.staff.token, { ...formFields(), ...change });
    expectError(res, 400);
    expect(res.body).toContain(expected);
  });

  it('refuses an unknown inventory with 400 and an anonymous caller with 401', async () => {
    const res = await inject('POST', '/storages/', users.staff.token, {
      ...formFields(),
      inventory: MISSING,
    });
    expect(expectError(res, 400)).toBe('Inventory not found');
    expectError(await inject('POST', '/storages/', null, formFields()), 401);
  });
});

describe('GET /api/v1/storages/', () => {
  it('searches name, location and type, pages, and totals every matching unit', async () => {
    const tag = unique();
    await createStorage(ctx.app, users.staff.token, inventoryId, {
      name: `Rack ${tag}`,
      holdingCapacity: 100,
      currentWeight: 40,
    });
    await createStorage(ctx.app, users.staff.token, inventoryId, {
      name: 'Shelf',
      location: `Aisle ${tag}`,
      Volume: 2,
    });
    const inactive = await createStorage(ctx.app, users.staff.token, inventoryId, {
      name: 'Bin',
      type: `Pallet ${tag}`,
    });
    await inject('PUT', `/storages/${inactive.id}`, users.admin.token, { active: false });

    const list = await getData<TStorageList>(ctx.app, `/storages/?search=${tag}`);
    expect(list.total).toBe(3);
    expect(list.storages.map((s) => s.name)).toEqual(['Bin', `Rack ${tag}`, 'Shelf']);
    expect(list.stats).toEqual({
      totalUnits: 3,
      activeUnits: 2,
      totalMaxWeight: 100 + 1000 + 1000,
      totalMaxVolume: 5 + 2 + 5,
      totalCurrentWeight: 40,
      totalCurrentVolume: 0,
    });
    const page = await getData<TStorageList>(ctx.app, `/storages/?search=${tag}&limit=1&offset=2`);
    expect(page.storages.map((s) => s.name)).toEqual(['Shelf']);
    expect(page.total).toBe(3);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v1/storages/?search=%00' }), 400);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v1/inventory/?search=%00' }), 400);
    const byInventory = await getData<TStorageList>(ctx.app, `/storages/?inventory=${MISSING}`);
    expect(byInventory.total).toBe(0);
  });

  it('reads one unit, 404 for an unknown one', async () => {
    const unit = await createStorage(ctx.app, users.staff.token, inventoryId);
    expect((await getData<{ storage: TStorage }>(ctx.app, `/storages/${unit.id}`)).storage).toEqual(unit);
    expect(
      expectError(await ctx.app.inject({ method: 'GET', url: `/api/v1/storages/${MISSING}` }), 404),
    ).toBe('Storage unit not found');
  });
});

describe('PUT and DELETE /api/v1/storages/{id}', () => {
  it('lets an admin edit: the volume follows the dimensions until a Volume is typed, and null clears it', async () => {
    const unit = await createStorage(ctx.app, users.staff.token, inventoryId);
    expectError(
      await inject('PUT', `/storages/${unit.id}`, users.staff.token, { name: 'X' }),
      403,
      'FORBIDDEN',
    );
    const resized = await inject('PUT', `/storages/${unit.id}`, users.admin.token, {
      dimensions: { length: 100, width: 100, height: 100 },
      holdingCapacity: 800,
      name: 'Mezzanine',
      temperature: { min: -18, max: -12 },
    });
    expect(resized.statusCode, resized.body).toBe(200);
    expect(resized.json().data.storage).toMatchObject({
      name: 'Mezzanine',
      maxVolume: 1,
      maxWeight: 800,
      temperature: { min: -18, max: -12 },
    });
    const typed = await inject('PUT', `/storages/${unit.id}`, users.admin.token, { Volume: 3 });
    expect(typed.json().data.storage).toMatchObject({ Volume: 3, maxVolume: 3 });
    const cleared = await inject('PUT', `/storages/${unit.id}`, users.admin.token, {
      Volume: null,
      temperature: null,
    });
    expect(cleared.json().data.storage).toMatchObject({ Volume: null, maxVolume: 1, temperature: null });
    expectError(await inject('PUT', `/storages/${unit.id}`, users.admin.token, { currentWeight: 801 }), 400);
    expectError(await inject('PUT', `/storages/${MISSING}`, users.admin.token, { name: 'X' }), 404);
    expectError(await inject('PUT', `/storages/${unit.id}`, users.admin.token, { inventory: MISSING }), 400);
  });

  it('lets an admin delete', async () => {
    const unit = await createStorage(ctx.app, users.staff.token, inventoryId);
    expectError(await inject('DELETE', `/storages/${unit.id}`, users.staff.token), 403);
    expectError(await inject('DELETE', `/storages/${unit.id}`, null), 401);
    expect((await inject('DELETE', `/storages/${unit.id}`, users.admin.token)).statusCode).toBe(200);
    expectError(await inject('DELETE', `/storages/${unit.id}`, users.admin.token), 404);
  });
});
