import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  rule,
  zCountCreateSchema,
  zCountDetailSchema,
  zCountEntrySchema,
  zCountLineSchema,
  zCountListQuerySchema,
  zCountListSchema,
  zCountPostSchema,
  zIdParamsSchema,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { bearerSecurity, errorResponses } from '../../http/route-schemas.js';
import { getCount, listCounts } from './counts-read.service.js';
import { cancelCount, postCount, recordEntry, recountLine, startCount } from './counts-write.service.js';

const tags = ['counts'];
const zLineParamsSchema = zIdParamsSchema.extend({
  lineId: z.coerce.number().int().min(1, rule('count.lineNumber')).max(Number.MAX_SAFE_INTEGER),
});

/**
 * Stock counts (docs/domain.md#stock-counts): the company's people start, count and recount; an admin
 * posts or cancels.
 */
export async function countsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Warehouse work is the company's people's (docs/domain.md#roles): not a supplier's, nor a
  // driver's under the restricted role policy.
  const team = [app.authenticate, app.requireAccess('warehouse')];
  const admin = [app.authenticate, app.requireRole('admin')];

  r.get(
    '/counts',
    {
      preHandler: team,
      schema: {
        tags,
        summary:
          'Stock counts newest first unless sorted (sort, order), of one inventory or in one status (admin, staff, driver)',
        security: bearerSecurity,
        querystring: zCountListQuerySchema,
        response: { 200: dataEnvelope(zCountListSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await listCounts(db, request.query) }),
  );

  r.post(
    '/counts',
    {
      preHandler: team,
      schema: {
        tags,
        summary:
          'Start a count of an inventory, a category in it or one storage unit: the units expected are recorded, nothing is frozen (admin, staff, driver)',
        security: bearerSecurity,
        body: zCountCreateSchema,
        response: { 201: dataEnvelope(zCountDetailSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await startCount(db, request.body, request.currentUser) };
    },
  );

  r.get(
    '/counts/:id',
    {
      preHandler: team,
      schema: {
        tags,
        summary:
          'A count and its lines: expected, system at count, counted, variance in units and rupees, who counted',
        security: bearerSecurity,
        params: zIdParamsSchema,
        response: { 200: dataEnvelope(zCountDetailSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getCount(db, request.params.id) }),
  );

  r.post(
    '/counts/:id/entries',
    {
      preHandler: team,
      schema: {
        tags,
        summary:
          'Units counted on a line (add to it, or set it); a product or batch not expected gets a line of its own',
        security: bearerSecurity,
        params: zIdParamsSchema,
        body: zCountEntrySchema,
        response: { 200: dataEnvelope(z.object({ line: zCountLineSchema })), ...errorResponses },
      },
    },
    async (request) => ({
      data: { line: await recordEntry(db, request.params.id, request.body, request.currentUser) },
    }),
  );

  r.post(
    '/counts/:id/lines/:lineId/recount',
    {
      preHandler: team,
      schema: {
        tags,
        summary: "Clear a line's count so it is counted again",
        security: bearerSecurity,
        params: zLineParamsSchema,
        response: { 200: dataEnvelope(z.object({ line: zCountLineSchema })), ...errorResponses },
      },
    },
    async (request) => ({ data: { line: await recountLine(db, request.params.id, request.params.lineId) } }),
  );

  r.post(
    '/counts/:id/post',
    {
      preHandler: admin,
      schema: {
        tags,
        summary:
          'Post the count: each counted line adjusted by counted − system at count, ledgered with reason count, in one transaction (admin)',
        security: bearerSecurity,
        params: zIdParamsSchema,
        body: zCountPostSchema,
        response: { 200: dataEnvelope(zCountDetailSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await postCount(db, request.params.id, request.body, request.currentUser) }),
  );

  r.post(
    '/counts/:id/cancel',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Cancel an open count: nothing is adjusted (admin)',
        security: bearerSecurity,
        params: zIdParamsSchema,
        response: { 200: dataEnvelope(zCountDetailSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await cancelCount(db, request.params.id) }),
  );
}
