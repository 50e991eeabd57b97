import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TEAM_ROLES,
  dataEnvelope,
  zOverworkedListSchema,
  zSearchPageSchema,
  zWageCalculateResultSchema,
  zWageCalculateSchema,
  zWageListQuerySchema,
  zWageListSchema,
  zWageRecordSchema,
  zWageUpdateSchema,
  zWageUserParamsSchema,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { bearerSecurity, errorResponses } from '../route-schemas.js';
import { calculateWages, listOverworked, listWages, updateWage } from './wages.service.js';

/**
 * Wages: any signed-in employee (not a supplier, who is outside the company) reads them; only admins
 * calculate or change them (docs/domain.md#roles).
 */
export async function wagesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = [app.authenticate, app.requireRole('admin')];
  const employee = [app.authenticate, app.requireRole(...TEAM_ROLES)];

  r.get(
    '/wages/',
    {
      preHandler: employee,
      schema: {
        tags: ['wages'],
        summary:
          'Wage records with the employee, months newest first unless sorted (sort, order); month filter, search over names, paging, totals',
        security: bearerSecurity,
        querystring: zWageListQuerySchema,
        response: { 200: dataEnvelope(zWageListSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await listWages(db, request.query) }),
  );

  r.post(
    '/wages/calculate',
    {
      preHandler: admin,
      schema: {
        tags: ['wages'],
        summary:
          "Calculate the month's wages: one record per active user (total = hours x rate), or one user's record (admin)",
        security: bearerSecurity,
        body: zWageCalculateSchema.nullish(),
        response: { 200: dataEnvelope(zWageCalculateResultSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await calculateWages(db, request.body ?? {}) }),
  );

  r.put(
    '/wages/:userId',
    {
      preHandler: admin,
      schema: {
        tags: ['wages'],
        summary: "Change a user's wage record for a month (admin); the current month also updates the user",
        security: bearerSecurity,
        params: zWageUserParamsSchema,
        body: zWageUpdateSchema,
        response: { 200: dataEnvelope(z.object({ wage: zWageRecordSchema })), ...errorResponses },
      },
    },
    async (request) => ({ data: { wage: await updateWage(db, request.params.userId, request.body) } }),
  );

  r.get(
    '/wages/overworked',
    {
      preHandler: employee,
      schema: {
        tags: ['wages'],
        summary: 'Active employees over the monthly hours limit or on an extra shift',
        security: bearerSecurity,
        querystring: zSearchPageSchema,
        response: { 200: dataEnvelope(zOverworkedListSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await listOverworked(db, request.query) }),
  );
}
