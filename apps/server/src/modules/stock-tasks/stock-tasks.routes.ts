import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  zIdParamsSchema,
  zMoveSchema,
  zPickListSchema,
  zPickSchema,
  zProductSchema,
  zReceiveSchema,
  zStorageUnitStockSchema,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { bearerSecurity, errorResponses } from '../../http/route-schemas.js';
import {
  listPicks,
  moveStock,
  pick,
  receiveStock,
  resetPicks,
  storageUnitStock,
} from './stock-tasks.service.js';

const tags = ['scanning'];
const zProductAnswer = dataEnvelope(z.object({ product: zProductSchema }));

/**
 * The Scan screen's stock tasks (docs/domain.md#scanning): receive and move (the company's people),
 * a storage unit's contents (anyone, like the unit), a transport's picks (signed in; a supplier their own).
 */
export async function stockTasksRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Warehouse work is the company's people's (docs/domain.md#roles): not a supplier's, nor a
  // driver's under the restricted role policy.
  const team = [app.authenticate, app.requireAccess('warehouse')];

  r.post(
    '/stock/receive',
    {
      preHandler: team,
      schema: {
        tags,
        summary:
          'New goods received into an inventory (and a storage unit), with their batch: quantity, placement and ledger (admin, staff, driver)',
        security: bearerSecurity,
        body: zReceiveSchema,
        response: { 200: zProductAnswer, ...errorResponses },
      },
    },
    async (request) => ({ data: await receiveStock(db, request.body, request.currentUser) }),
  );

  r.post(
    '/stock/move',
    {
      preHandler: team,
      schema: {
        tags,
        summary:
          'Units moved between storage units or inventories, ledgered with reason moved (admin, staff, driver)',
        security: bearerSecurity,
        body: zMoveSchema,
        response: { 200: zProductAnswer, ...errorResponses },
      },
    },
    async (request) => ({ data: await moveStock(db, request.body, request.currentUser) }),
  );

  r.get(
    '/storages/:id/stock',
    {
      schema: {
        tags,
        summary: 'What a storage unit holds, by product and batch',
        params: zIdParamsSchema,
        response: { 200: dataEnvelope(zStorageUnitStockSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await storageUnitStock(db, request.params.id) }),
  );

  r.get(
    '/transports/:id/picks',
    {
      preHandler: [app.authenticate],
      schema: {
        tags,
        summary: "A transport's lines and what is picked of each",
        security: bearerSecurity,
        params: zIdParamsSchema,
        response: { 200: dataEnvelope(zPickListSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await listPicks(db, request.params.id, request.currentUser) }),
  );

  r.post(
    '/transports/:id/picks',
    {
      preHandler: [app.authenticate],
      schema: {
        tags,
        summary:
          "Units of a pending transport's line picked at the source; a wrong product, an expired batch or more than the line is a 409",
        security: bearerSecurity,
        params: zIdParamsSchema,
        body: zPickSchema,
        response: { 200: dataEnvelope(zPickListSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await pick(db, request.params.id, request.body, request.currentUser) }),
  );

  r.delete(
    '/transports/:id/picks',
    {
      preHandler: [app.authenticate],
      schema: {
        tags,
        summary: 'Start picking a pending transport again',
        security: bearerSecurity,
        params: zIdParamsSchema,
        response: { 200: dataEnvelope(zPickListSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await resetPicks(db, request.params.id, request.currentUser) }),
  );
}
