import { beforeAll, describe, expect, it } from 'vitest';
import type { TDashboardCharts } from '@godown/shared';
import { getData } from './support/http.js';
import { createProduct } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { createTransport } from './support/transports.js';
import { registerUser, type RegisteredUser } from './support/users.js';

// One sum of the company-wide charts answers every viewer for CHARTS_MAX_AGE_MS
// (docs/decisions.md, 89), while the transports by status stay counted on each call for the
// viewer. The suite's other apps sum on every call (charts.test.ts checks the sums themselves).

const ctx = useTestContext({ openAdminSignup: true, chartsMaxAgeMs: 60_000 });
let staff: RegisteredUser;
let admin: RegisteredUser;
beforeAll(async () => {
  staff = await registerUser(ctx.app, { role: 'staff' });
  admin = await registerUser(ctx.app, { role: 'admin' });
});

const charts = (token: string) => getData<TDashboardCharts>(ctx.app, '/dashboard/charts', token);

describe('GET /dashboard/charts with the sums shared', () => {
  it('answers with the same company-wide sums for a while, and counts the transports on every call', async () => {
    const before = await charts(staff.token);
    expect(before.valueByCategory).toEqual([]);
    expect(before.transportsByStatus.pending).toBe(0);

    await createProduct(ctx.app, admin.token, { productCategory: 'Shared', quantity: 5, price: 10 });
    await createTransport(ctx.app, admin.token);

    // Another viewer, a moment later: the same sums (no new product yet), the new transport counted.
    const after = await charts(admin.token);
    expect(after.valueByCategory).toEqual(before.valueByCategory);
    expect(after.stockFlow).toEqual(before.stockFlow);
    expect(after.transportsByStatus.pending).toBe(1);
  });
});
