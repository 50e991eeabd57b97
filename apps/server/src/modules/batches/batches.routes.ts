import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BUYER_ROLES,
  dataEnvelope,
  zBatchTraceQuerySchema,
  zBatchTraceSchema,
  zIdParamsSchema,
  zInventoryBatchListSchema,
  zPageSchema,
  zProductBatchListSchema,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { bearerSecurity, errorResponses } from '../../http/route-schemas.js';
import { listInventoryBatches, listProductBatches, traceBatch } from './batches.service.js';

/**
 * Batches: a product's and an inventory's batches (anyone, like where a product is); a batch's trace
 * (admin, staff).
 */
export async function batchesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/products/:id/batches',
    {
      schema: {
        tags: ['batches'],
        summary: "A product's batches by expiry, with their units per inventory and on the road",
        params: zIdParamsSchema,
        response: { 200: dataEnvelope(zProductBatchListSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await listProductBatches(db, request.params.id) }),
  );

  r.get(
    '/inventory/:id/batches',
    {
      schema: {
        tags: ['batches'],
        summary: "An inventory's units by batch, earliest expiry first; 50 a page by default",
        params: zIdParamsSchema,
        querystring: zPageSchema,
        response: { 200: dataEnvelope(zInventoryBatchListSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await listInventoryBatches(db, request.params.id, request.query) }),
  );

  r.get(
    '/batches/trace',
    {
      preHandler: [app.authenticate, app.requireRole(...BUYER_ROLES)],
      schema: {
        tags: ['batches'],
        summary:
          'Where every unit of a batch is and every movement and transport that carried it (admin, staff)',
        security: bearerSecurity,
        querystring: zBatchTraceQuerySchema,
        response: { 200: dataEnvelope(zBatchTraceSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await traceBatch(db, request.query) }),
  );
}
