import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../../errors.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
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
import { bearerSecurity, errorResponses } from '../../http/route-schemas.js';
import { calculateWages, listOverworked, listWages, updateWage } from './wages.service.js';

/**
 * Wages: admins and staff read every record, a driver (under the restricted role policy) their own,
 * a supplier none; only admins calculate or change them (docs/domain.md#roles).
 */
export async function wagesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = [app.authenticate, app.requireRole('admin')];
  const people = [app.authenticate, app.requireAccess('people')];
  /** Every record with the right to read people; else one's own, with the right to that. */
  const ownerOf = (request: FastifyRequest): string | undefined => {
    const access = app.accessOf(request.currentUser);
    if (access.people) return undefined;
    if (access.ownWages) return request.currentUser.id;
    throw forbidden('access.outsider');
  };

  r.get(
    '/wages/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['wages'],
        summary:
          'Wage records (a driver: their own) with the employee, months newest first unless sorted (sort, order); month filter, search over names, paging, totals',
        security: bearerSecurity,
        querystring: zWageListQuerySchema,
        response: { 200: dataEnvelope(zWageListSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await listWages(db, request.query, ownerOf(request)) }),
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
      preHandler: people,
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
