import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHART_LIMITS, dataEnvelope, zDashboardChartsSchema, zDashboardSummarySchema } from '@godown/shared';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../users/users.service.js';
import { bearerSecurity, errorResponses } from '../../http/route-schemas.js';
import { companyCharts, dashboardCharts } from './dashboard-charts.service.js';
import { sharedResult } from './shared-result.js';
import { dashboardSummaryJson } from './dashboard.service.js';
import type { SnapshotCache } from '../../db/snapshot-cache.js';
import { sendSnapshotAnswer } from '../../http/snapshot-answer.js';

/**
 * The home screen's numbers, open to visitors (who are not shown users and alerts); its charts, for
 * signed-in users. The company-wide charts sum the whole data set (about half a second of database
 * time at 100,000 products): one sum answers every viewer for `chartsMaxAgeMs` (docs/decisions.md, 89).
 */
export async function dashboardRoutes(
  app: FastifyInstance,
  {
    db,
    answers,
    chartsMaxAgeMs = CHART_LIMITS.sharedMaxAgeMs,
  }: { db: Db; answers: SnapshotCache; chartsMaxAgeMs?: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const company = sharedResult(() => companyCharts(db), {
    maxAgeMs: chartsMaxAgeMs,
    staleMaxMs: Math.max(chartsMaxAgeMs, CHART_LIMITS.sharedStaleMaxMs),
  });
  r.get(
    '/dashboard/summary',
    {
      preHandler: app.authenticateIfSignedIn,
      schema: {
        tags: ['dashboard'],
        summary:
          'Counts of products, inventories, users, low-stock items and active alerts; the 5 newest products and active alerts',
        security: [...bearerSecurity, {}],
        response: { 200: dataEnvelope(zDashboardSummarySchema), ...errorResponses },
      },
    },
    // PostgreSQL writes the summary's JSON (dashboard.service.ts): the text is sent as it comes, and
    // kept while nothing changes. The company's people all see the same summary; visitors, suppliers
    // and drivers (outsiders under the restricted role policy) see it without users and alerts.
    async (request, reply) => {
      const user = request.currentUser as UserRow | null;
      const full = user !== null && app.accessOf(user).dashboard;
      return sendSnapshotAnswer(request, reply, {
        db,
        answers,
        key: `dashboard ${full}`,
        build: () => dashboardSummaryJson(db, full),
      });
    },
  );

  r.get(
    '/dashboard/charts',
    {
      preHandler: [app.authenticate, app.requireAccess('dashboard')],
      schema: {
        tags: ['dashboard'],
        summary:
          'Stock value by category and by warehouse, units in and out per day over 30 days, transports by status, the products with the fewest days of cover',
        security: bearerSecurity,
        response: { 200: dataEnvelope(zDashboardChartsSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await dashboardCharts(db, request.currentUser, company) }),
  );
}
