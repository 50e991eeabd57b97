import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { alerts } from '../src/db/schema.js';
import { raiseMissedEtaAlerts } from '../src/modules/transports/missed-eta.js';
import { callApi } from './support/http.js';
import { useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { createTransport, moveTransportOk } from './support/transports.js';

const ctx = useTestContext({ openAdminSignup: true });
const users = useStockUsers(ctx);
const token = () => users.staff.token;

const missedEtaAlerts = (transportId: string) =>
  ctx.database.db
    .select()
    .from(alerts)
    .where(and(eq(alerts.type, 'missedEta'), eq(alerts.targetId, transportId)))
    .orderBy(alerts.timestamp);

const yesterday = () => new Date(Date.now() - 24 * 3600 * 1000).toISOString();
const nextWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

describe('missed ETAs', () => {
  it('raise one missedEta alert per transport, however often the check runs', async () => {
    const late = await createTransport(ctx.app, token(), { eta: yesterday() });
    const onTime = await createTransport(ctx.app, token(), { eta: nextWeek() });
    const noEta = await createTransport(ctx.app, token());
    const delivered = await createTransport(ctx.app, token(), { eta: yesterday(), status: 'delivered' });

    await raiseMissedEtaAlerts(ctx.database.db);
    await raiseMissedEtaAlerts(ctx.database.db);
    const raised = await missedEtaAlerts(late.id);
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      priority: 'high',
      resolved: false,
      isSystem: true,
      affectedItem: `Transport ${late.packageId}`,
      message: `Transport ${late.packageId} missed its ETA`,
    });
    expect(raised[0]?.description).toMatch(/It was due by .* IST and is still pending/);
    for (const t of [onTime, noEta, delivered]) expect(await missedEtaAlerts(t.id)).toHaveLength(0);
  });

  it('resolves on delivery or cancellation, and on a later ETA; a new ETA missed alerts again', async () => {
    const late = await createTransport(ctx.app, token(), { eta: yesterday() });
    await raiseMissedEtaAlerts(ctx.database.db);
    await moveTransportOk(ctx.app, token(), late.id, 'in_transit');
    await moveTransportOk(ctx.app, token(), late.id, 'delivered');
    expect((await missedEtaAlerts(late.id)).map((a) => a.resolved)).toEqual([true]);

    const cancelled = await createTransport(ctx.app, token(), { eta: yesterday() });
    await raiseMissedEtaAlerts(ctx.database.db);
    await callApi(ctx.app, 'POST', `/transports/${cancelled.id}/cancel`, token());
    expect((await missedEtaAlerts(cancelled.id)).map((a) => a.resolved)).toEqual([true]);

    const firstEta = yesterday();
    const moved = await createTransport(ctx.app, token(), { eta: firstEta });
    await raiseMissedEtaAlerts(ctx.database.db);
    const later = await callApi(ctx.app, 'PUT', `/transports/${moved.id}`, token(), { eta: nextWeek() });
    expect(later.statusCode, later.body).toBe(200);
    const afterMove = await missedEtaAlerts(moved.id);
    expect(afterMove.map((a) => a.resolved)).toEqual([true]);
    expect(afterMove[0]?.resolvedAt).not.toBeNull();

    // Back to the very ETA that was missed before: missed again, alerted again.
    await callApi(ctx.app, 'PUT', `/transports/${moved.id}`, token(), { eta: firstEta });
    await raiseMissedEtaAlerts(ctx.database.db);
    expect((await missedEtaAlerts(moved.id)).map((a) => a.resolved)).toEqual([true, false]);
  });

  it('runs when the server starts', async () => {
    const late = await createTransport(ctx.app, token(), { eta: yesterday() });
    expect(await missedEtaAlerts(late.id)).toHaveLength(0);
    const second = await buildApp({ config: ctx.config, database: ctx.database });
    await second.ready();
    await second.close();
    expect(await missedEtaAlerts(late.id)).toHaveLength(1);
  });
});
