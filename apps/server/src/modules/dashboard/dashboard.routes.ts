import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope, zDashboardChartsSchema, zDashboardSummarySchema } from '@godown/shared';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../users/users.service.js';
import { bearerSecurity, errorResponses } from '../route-schemas.js';
import { dashboardCharts } from './dashboard-charts.service.js';
import { dashboardSummary } from './dashboard.service.js';

/**
 * The home screen's numbers, open to visitors (who are not shown users and alerts); its charts, for
 * signed-in users.
 */
export async function dashboardRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
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
    async (request) => {
      const user = request.currentUser as UserRow | null;
      return { data: await dashboardSummary(db, user !== null) };
    },
  );

  r.get(
    '/dashboard/charts',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['dashboard'],
        summary:
          'Stock value by category and by warehouse, units in and out per day over 30 days, transports by status, the products with the fewest days of cover',
        security: bearerSecurity,
        response: { 200: dataEnvelope(zDashboardChartsSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await dashboardCharts(db, request.currentUser) }),
  );
}
