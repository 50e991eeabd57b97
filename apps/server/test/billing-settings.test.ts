import { describe, expect, it } from 'vitest';
import {
  BRAND_NAME,
  type TAuditList,
  type TCompanySettings,
  type TInventoryDetail,
  type TProduct,
  type TProductTax,
  type TRegistration,
} from '@godown/shared';
import { addRegistration, gstinOf, pngBytes, uniquePan, uploadFile } from './support/billing.js';
import { auth, callApi, expectError, getData } from './support/http.js';
import { useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { registerUser, unique } from './support/users.js';

const ctx = useTestContext();
const users = useStockUsers(ctx);
const admin = () => users.admin.token;
const staff = () => users.staff.token;

/** The error body's reason and first detail. */
function reasonsOf(res: { json(): unknown }) {
  const body = res.json() as { error: { reason?: string; details?: { path: unknown[]; reason: string }[] } };
  return { reason: body.error.reason, detail: body.error.details?.[0] };
}

const companyOf = (res: { json(): unknown }) =>
  (res.json() as { data: { company: TCompanySettings } }).data.company;

describe('company settings', () => {
  it('start from COMPANY_NAME; an admin fills them in, staff read them, the audit log names the fields', async () => {
    const before = (await getData<{ company: TCompanySettings }>(ctx.app, '/settings/company', staff()))
      .company;
    expect(before.legalName).toBe(BRAND_NAME);
    expect(before.legalNameIsDefault).toBe(true);
    expect(before.financialYearStartMonth).toBe(4);

    const res = await callApi(ctx.app, 'PUT', '/settings/company', admin(), {
      legalName: 'Shree Ganesh Distributors Pvt Ltd',
      tradeName: 'Ganesh Traders',
      bank: {
        bankName: 'HDFC Bank',
        accountNumber: '50200012345678',
        ifsc: 'hdfc0001234',
        branch: 'Bhiwandi',
      },
      upiId: 'ganesh.traders@okhdfcbank',
      invoiceTerms: 'Goods once sold are taken back only against a credit note.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const company = companyOf(res);
    expect(company).toMatchObject({
      legalName: 'Shree Ganesh Distributors Pvt Ltd',
      legalNameIsDefault: false,
      tradeName: 'Ganesh Traders',
      bank: {
        bankName: 'HDFC Bank',
        accountNumber: '50200012345678',
        ifsc: 'HDFC0001234',
        branch: 'Bhiwandi',
      },
      upiId: 'ganesh.traders@okhdfcbank',
    });
    expect(company.updatedAt).not.toBeNull();

    const audit = await getData<TAuditList>(ctx.app, '/audit', admin());
    const entry = audit.entries.find((e) => e.action === 'company.updated');
    expect(entry?.details.fields).toContain('bank');

    // Null clears: the legal name goes back to COMPANY_NAME.
    const cleared = companyOf(
      await callApi(ctx.app, 'PUT', '/settings/company', admin(), { legalName: null }),
    );
    expect(cleared.legalName).toBe(BRAND_NAME);
    expect(cleared.tradeName).toBe('Ganesh Traders');
  });

  it('refuse a PAN, IFSC, account or UPI id that is not one, naming the field', async () => {
    const cases: [object, string, string][] = [
      [{ pan: 'ABCD1234F' }, 'pan', 'company.pan'],
      [{ upiId: 'ganesh traders' }, 'upiId', 'company.upiId'],
      [
        { bank: { bankName: 'HDFC', accountNumber: '12AB', ifsc: 'HDFC0001234' } },
        'bank',
        'company.bankAccount',
      ],
      [
        { bank: { bankName: 'HDFC', accountNumber: '123456789', ifsc: 'HDFC1001234' } },
        'bank',
        'company.ifsc',
      ],
      [
        { bank: { bankName: '', accountNumber: '123456789', ifsc: 'HDFC0001234' } },
        'bank',
        'company.bankNameRequired',
      ],
    ];
    for (const [body, field, reason] of cases) {
      const res = await callApi(ctx.app, 'PUT', '/settings/company', admin(), body);
      expectError(res, 400);
      const { detail } = reasonsOf(res);
      expect(detail?.path[0], JSON.stringify(body)).toBe(field);
      expect(detail?.reason, JSON.stringify(body)).toBe(reason);
    }
  });

  it('only admins change them; suppliers and drivers read none of it', async () => {
    expectError(await callApi(ctx.app, 'PUT', '/settings/company', staff(), { tradeName: 'X' }), 403);
    for (const role of ['supplier', 'driver'] as const) {
      const { token } = await registerUser(ctx.app, { role });
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/settings/company',
        headers: auth(token),
      });
      expectError(res, 403);
      const regs = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/gst-registrations',
        headers: auth(token),
      });
      expectError(regs, 403);
    }
  });

  it('a logo is a PNG or JPEG the PDF writer reads, within its size; it is served back as it was', async () => {
    const png = await pngBytes();
    const res = await uploadFile(ctx.app, admin(), '/settings/company/logo', png);
    expect(res.statusCode, res.body).toBe(200);
    expect(companyOf(res).logoUpdatedAt).not.toBeNull();
    const got = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/settings/company/logo',
      headers: auth(staff()),
    });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(got.rawPayload, png)).toBe(0);

    // A text file named logo.png, a PNG whose body is not one, a file past the size.
    const text = await uploadFile(ctx.app, admin(), '/settings/company/logo', Buffer.from('not an image'));
    expect(expectError(text, 415)).toMatch(/PNG or JPEG/);
    const broken = Buffer.concat([png.subarray(0, 16), Buffer.alloc(200, 7)]);
    expect(reasonsOf(await uploadFile(ctx.app, admin(), '/settings/company/logo', broken)).reason).toBe(
      'company.logoUnreadable',
    );
    const large = Buffer.concat([png, Buffer.alloc(300 * 1024)]);
    expectError(await uploadFile(ctx.app, admin(), '/settings/company/logo', large), 413);
    expectError(await uploadFile(ctx.app, staff(), '/settings/company/logo', png), 403);
    // The refused uploads left the logo as it was.
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/settings/company/logo',
      headers: auth(staff()),
    });
    expect(Buffer.compare(again.rawPayload, png)).toBe(0);

    expect(
      companyOf(await callApi(ctx.app, 'DELETE', '/settings/company/logo', admin())).logoUpdatedAt,
    ).toBeNull();
    const gone = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/settings/company/logo',
      headers: auth(staff()),
    });
    expect(reasonsOf(gone).reason).toBe('company.noLogo');
  });
});

describe('GST registrations', () => {
  it('take their state from the GSTIN and start with series GST accepts', async () => {
    const registration = await addRegistration(ctx.app, admin(), { stateCode: '07', name: 'Delhi branch' });
    expect(registration).toMatchObject({
      stateCode: '07',
      state: 'Delhi',
      name: 'Delhi branch',
      invoiceSeries: { prefix: 'INV/', withYear: true, digits: 5 },
      creditNoteSeries: { prefix: 'CN/', withYear: true, digits: 5 },
      active: true,
      inventories: [],
    });
    expect(registration.address.stateCode).toBe('07');
    expect(registration.pan).toBe(registration.gstin.slice(2, 12));
    const list = await getData<{ registrations: TRegistration[] }>(ctx.app, '/gst-registrations', staff());
    expect(list.registrations.map((r) => r.id)).toContain(registration.id);

    const again = await callApi(ctx.app, 'POST', '/gst-registrations', admin(), {
      gstin: registration.gstin,
      name: 'Again',
      address: { line: 'Somewhere', pinCode: '110001' },
    });
    expectError(again, 409);
    expect(reasonsOf(again).reason).toBe('registration.gstinTaken');
  });

  it('refuse a series whose numbers could pass 16 characters or start with 0, when it is saved', async () => {
    const tooLong = await callApi(ctx.app, 'POST', '/gst-registrations', admin(), {
      gstin: gstinOf('27'),
      name: 'Long series',
      address: { line: 'Bhiwandi', pinCode: '421302' },
      invoiceSeries: { prefix: 'MH/INV/', withYear: true, digits: 5 },
    });
    expectError(tooLong, 400);
    const { detail } = reasonsOf(tooLong);
    expect(detail).toMatchObject({ path: ['invoiceSeries', 'prefix'], reason: 'series.tooLong' });
    expect(tooLong.body).toContain('MH/INV/26-27/99999');

    const zero = await callApi(ctx.app, 'POST', '/gst-registrations', admin(), {
      gstin: gstinOf('27'),
      name: 'Zero series',
      address: { line: 'Bhiwandi', pinCode: '421302' },
      creditNoteSeries: { prefix: '', withYear: false, digits: 6 },
    });
    expect(reasonsOf(zero).detail).toMatchObject({
      path: ['creditNoteSeries', 'prefix'],
      reason: 'series.badStart',
    });
    const characters = await callApi(ctx.app, 'POST', '/gst-registrations', admin(), {
      gstin: gstinOf('27'),
      name: 'Odd series',
      address: { line: 'Bhiwandi', pinCode: '421302' },
      invoiceSeries: { prefix: 'MH#', withYear: true, digits: 5 },
    });
    expect(reasonsOf(characters).detail?.reason).toBe('series.prefixCharacters');

    // Sixteen exactly is fine, and lower case is kept in capitals.
    const fits = await addRegistration(ctx.app, admin(), {
      invoiceSeries: { prefix: 'mh/i', withYear: true, digits: 6 },
    });
    expect(fits.invoiceSeries.prefix).toBe('MH/I');
  });

  it('carry the company’s PAN once it is set, both ways round', async () => {
    const pan = uniquePan();
    const own = await addRegistration(ctx.app, admin(), { gstin: gstinOf('29', pan) });
    // Another registration on another PAN stands in the way of the company's PAN: that one goes first.
    const other = await addRegistration(ctx.app, admin(), { stateCode: '33' });
    const refused = await callApi(ctx.app, 'PUT', '/settings/company', admin(), { pan });
    expectError(refused, 409);
    expect(reasonsOf(refused).reason).toBe('company.panNotRegistrations');
    await callApi(ctx.app, 'DELETE', `/gst-registrations/${other.id}`, admin());
    const all = await getData<{ registrations: TRegistration[] }>(ctx.app, '/gst-registrations', admin());
    for (const r of all.registrations.filter((r) => r.pan !== pan)) {
      await callApi(ctx.app, 'DELETE', `/gst-registrations/${r.id}`, admin());
    }
    expect((await callApi(ctx.app, 'PUT', '/settings/company', admin(), { pan })).statusCode).toBe(200);
    const foreign = await callApi(ctx.app, 'POST', '/gst-registrations', admin(), {
      gstin: gstinOf('19'),
      name: 'Kolkata',
      address: { line: 'Burrabazar', pinCode: '700007' },
    });
    expectError(foreign, 409);
    expect(reasonsOf(foreign).reason).toBe('company.panNotRegistrations');
    expect((await addRegistration(ctx.app, admin(), { gstin: gstinOf('19', pan) })).stateCode).toBe('19');
    await callApi(ctx.app, 'PUT', '/settings/company', admin(), { pan: null });
    expect(own.pan).toBe(pan);
  });

  it('bill the warehouses that belong to them, and are not deleted while one does', async () => {
    const registration = await addRegistration(ctx.app, admin(), { stateCode: '27' });
    const made = await callApi(ctx.app, 'POST', '/inventory/create', admin(), {
      name: `Bhiwandi ${unique()}`,
      inventoryLocation: { type: 'Point', coordinates: [73.06, 19.3] },
      registrationId: registration.id,
    });
    expect(made.statusCode, made.body).toBe(201);
    const inventory = (made.json() as { data: { inventory: TInventoryDetail } }).data.inventory;
    expect(inventory.registrationId).toBe(registration.id);
    const read = await getData<{ registration: TRegistration }>(
      ctx.app,
      `/gst-registrations/${registration.id}`,
      staff(),
    );
    expect(read.registration.inventories).toEqual([{ id: inventory.id, name: inventory.name }]);

    const refused = await callApi(ctx.app, 'DELETE', `/gst-registrations/${registration.id}`, admin());
    expectError(refused, 409);
    expect(reasonsOf(refused).reason).toBe('registration.hasInventories');

    const unknown = await callApi(ctx.app, 'PUT', `/inventory/${inventory.id}`, admin(), {
      registrationId: '00000000-0000-4000-8000-000000000000',
    });
    expectError(unknown, 400);
    expect(reasonsOf(unknown).detail).toMatchObject({
      path: ['registrationId'],
      reason: 'registration.unknown',
    });

    await callApi(ctx.app, 'PUT', `/inventory/${inventory.id}`, admin(), { registrationId: null });
    expect(
      (await callApi(ctx.app, 'DELETE', `/gst-registrations/${registration.id}`, admin())).statusCode,
    ).toBe(200);
    expectError(await callApi(ctx.app, 'DELETE', `/gst-registrations/${registration.id}`, admin()), 404);
  });

  it('only admins keep them', async () => {
    const registration = await addRegistration(ctx.app, admin());
    expectError(
      await callApi(ctx.app, 'POST', '/gst-registrations', staff(), {
        gstin: gstinOf('27'),
        name: 'Staff',
        address: { line: 'X', pinCode: '400001' },
      }),
      403,
    );
    expectError(
      await callApi(ctx.app, 'PUT', `/gst-registrations/${registration.id}`, staff(), { name: 'Y' }),
      403,
    );
    expectError(await callApi(ctx.app, 'DELETE', `/gst-registrations/${registration.id}`, staff()), 403);
    const renamed = await callApi(ctx.app, 'PUT', `/gst-registrations/${registration.id}`, admin(), {
      name: 'Bhiwandi godown',
      invoiceSeries: { prefix: 'BW/', withYear: true, digits: 6 },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });
});

describe('GST rates of products', () => {
  async function product(body: object = {}): Promise<TProduct> {
    const res = await callApi(ctx.app, 'POST', '/products', staff(), {
      productName: `Tea ${unique()}`,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { data: { product: TProduct } }).data.product;
  }
  const taxOf = (res: { json(): unknown }) => (res.json() as { data: { tax: TProductTax } }).data.tax;

  it('a rate given with a new product holds from the start of GST; a later one is scheduled from its day', async () => {
    const tea = await product({ hsnCode: '0902', uqc: 'KGS', gstRate: 12, cessRate: 0 });
    expect(tea.uqc).toBe('KGS');
    const first = await getData<{ tax: TProductTax }>(ctx.app, `/products/${tea.id}/tax-rates`, staff());
    expect(first.tax).toMatchObject({
      hsnCode: '0902',
      uqc: 'KGS',
      current: { effectiveFrom: '2017-07-01', gstRate: 12, cessRate: 0, inForce: true },
    });

    const changed = taxOf(
      await callApi(ctx.app, 'POST', `/products/${tea.id}/tax-rates`, staff(), {
        effectiveFrom: '2025-09-22',
        gstRate: 5,
      }),
    );
    expect(changed.current).toMatchObject({ effectiveFrom: '2025-09-22', gstRate: 5 });
    const scheduled = taxOf(
      await callApi(ctx.app, 'POST', `/products/${tea.id}/tax-rates`, staff(), {
        effectiveFrom: '2099-04-01',
        gstRate: 18,
        cessRate: 1.5,
      }),
    );
    expect(scheduled.rates.map((r) => [r.effectiveFrom, r.gstRate, r.inForce])).toEqual([
      ['2099-04-01', 18, false],
      ['2025-09-22', 5, true],
      ['2017-07-01', 12, false],
    ]);

    // A rate in force is history: not changed, not withdrawn; a scheduled one is.
    const inForce = await callApi(ctx.app, 'POST', `/products/${tea.id}/tax-rates`, staff(), {
      effectiveFrom: '2025-09-22',
      gstRate: 18,
    });
    expectError(inForce, 409);
    expect(reasonsOf(inForce).reason).toBe('taxRate.inForce');
    expectError(await callApi(ctx.app, 'DELETE', `/products/${tea.id}/tax-rates/2017-07-01`, staff()), 409);
    const withdrawn = taxOf(
      await callApi(ctx.app, 'DELETE', `/products/${tea.id}/tax-rates/2099-04-01`, staff()),
    );
    expect(withdrawn.rates).toHaveLength(2);
    expectError(await callApi(ctx.app, 'DELETE', `/products/${tea.id}/tax-rates/2099-04-01`, staff()), 404);
  });

  it('refuse a rate GST does not have, a cess out of range and a unit code that is not one', async () => {
    const tea = await product();
    const cases: [object, string][] = [
      [{ effectiveFrom: '2026-01-01', gstRate: 13 }, 'taxRate.rateOneOf'],
      [{ effectiveFrom: '2026-01-01', gstRate: 5, cessRate: 301 }, 'taxRate.cessRange'],
      [{ effectiveFrom: '2026-01-01', gstRate: 5, cessRate: 1.005 }, 'taxRate.cessRange'],
      [{ effectiveFrom: 'tomorrow', gstRate: 5 }, 'product.date'],
    ];
    for (const [body, reason] of cases) {
      const res = await callApi(ctx.app, 'POST', `/products/${tea.id}/tax-rates`, staff(), body);
      expectError(res, 400);
      expect(reasonsOf(res).detail?.reason, JSON.stringify(body)).toBe(reason);
    }
    const uqc = await callApi(ctx.app, 'PUT', `/products/${tea.id}`, staff(), { uqc: 'KILO' });
    expect(reasonsOf(uqc).detail?.reason).toBe('product.uqcOneOf');
    expectError(
      await callApi(ctx.app, 'POST', `/products/${tea.id}/tax-rates`, null, {
        effectiveFrom: '2026-01-01',
        gstRate: 5,
      }),
      401,
    );
    const { token } = await registerUser(ctx.app, { role: 'supplier' });
    expectError(
      await callApi(ctx.app, 'POST', `/products/${tea.id}/tax-rates`, token, {
        effectiveFrom: '2026-01-01',
        gstRate: 5,
      }),
      403,
    );
  });

  it('an admin changes every product of an HSN heading from a day; rates in force on it stay', async () => {
    const heading = `39${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
    const a = await product({ hsnCode: `${heading}10`, gstRate: 18 });
    const b = await product({ hsnCode: `${heading}2090`, gstRate: 12 });
    const outside = await product({ hsnCode: '84713010', gstRate: 18 });
    const staffTry = await callApi(ctx.app, 'POST', '/tax-rates/by-hsn', staff(), {
      hsnPrefix: heading,
      effectiveFrom: '2099-09-22',
      gstRate: 5,
    });
    expectError(staffTry, 403);
    const res = await callApi(ctx.app, 'POST', '/tax-rates/by-hsn', admin(), {
      hsnPrefix: heading,
      effectiveFrom: '2099-09-22',
      gstRate: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: { products: number } }).data.products).toBeGreaterThanOrEqual(2);
    for (const p of [a, b]) {
      const tax = (await getData<{ tax: TProductTax }>(ctx.app, `/products/${p.id}/tax-rates`, staff())).tax;
      expect(tax.rates[0]).toMatchObject({ effectiveFrom: '2099-09-22', gstRate: 5, inForce: false });
    }
    const kept = (await getData<{ tax: TProductTax }>(ctx.app, `/products/${outside.id}/tax-rates`, staff()))
      .tax;
    expect(kept.rates).toHaveLength(1);
    // A day already in force is not rewritten.
    const past = await callApi(ctx.app, 'POST', '/tax-rates/by-hsn', admin(), {
      hsnPrefix: heading,
      effectiveFrom: '2017-07-01',
      gstRate: 28,
    });
    expect((past.json() as { data: { products: number } }).data.products).toBe(0);
    const aTax = (await getData<{ tax: TProductTax }>(ctx.app, `/products/${a.id}/tax-rates`, staff())).tax;
    expect(aTax.rates.at(-1)).toMatchObject({ effectiveFrom: '2017-07-01', gstRate: 18 });
    const none = await callApi(ctx.app, 'POST', '/tax-rates/by-hsn', admin(), {
      hsnPrefix: '00000000',
      effectiveFrom: '2099-01-01',
      gstRate: 5,
    });
    expect(reasonsOf(none).reason).toBe('taxRate.noProductsOfHsn');
  });
});
