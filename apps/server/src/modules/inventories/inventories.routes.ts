import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  zCostSummarySchema,
  zHistoryQuerySchema,
  zIdParamsSchema,
  zInventoryCreateSchema,
  zInventoryDetailSchema,
  zInventoryHistorySchema,
  zInventoryListQuerySchema,
  zInventorySummarySchema,
  zInventoryUpdateSchema,
  zPlacementCreateSchema,
  zPlacementListQuerySchema,
  zPlacementRemoveSchema,
  zPlacementSchema,
  zUtilizationSchema,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { bearerSecurity, errorResponses, zMessageResponseSchema } from '../../http/route-schemas.js';
import {
  getCostSummary,
  getInventoryJson,
  getUtilization,
  listInventories,
  listPlacementsJson,
} from './inventories-read.service.js';
import { createInventory, deleteInventory, updateInventory } from './inventories-write.service.js';
import { addPlacement, removePlacement } from './inventory-placements.service.js';
import { inventoryHistory } from './inventory-history.service.js';
import type { SnapshotCache } from '../../db/snapshot-cache.js';
import { sendSnapshotAnswer } from '../../http/snapshot-answer.js';

const zInventoryBodySchema = dataEnvelope(z.object({ inventory: zInventoryDetailSchema }));

/**
 * Inventories (warehouses): reads for anyone; create, update and delete for admins; placing and
 * removing products for any signed-in user.
 */
export async function inventoriesRoutes(
  app: FastifyInstance,
  { db, answers }: { db: Db; answers: SnapshotCache },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = [app.authenticate, app.requireRole('admin')];

  r.get(
    '/inventory/',
    {
      schema: {
        tags: ['inventory'],
        summary:
          'Inventories by name unless sorted (sort, order); search over name, location and description; paging',
        querystring: zInventoryListQuerySchema,
        response: {
          200: dataEnvelope(z.object({ inventories: z.array(zInventorySummarySchema), total: z.number() })),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ data: await listInventories(db, request.query) }),
  );

  r.get(
    '/inventory/:id',
    {
      schema: {
        tags: ['inventory'],
        summary: 'One inventory with its products and storage units',
        params: zIdParamsSchema,
        response: { 200: zInventoryBodySchema, ...errorResponses },
      },
    },
    // PostgreSQL writes the page's JSON in one statement (inventories-read.service.ts), kept while
    // nothing changes.
    async (request, reply) =>
      sendSnapshotAnswer(request, reply, {
        db,
        answers,
        key: `inventory ${request.params.id}`,
        build: () => getInventoryJson(db, request.params.id),
      }),
  );

  for (const url of ['/inventory/create', '/inventory/']) {
    r.post(
      url,
      {
        preHandler: admin,
        schema: {
          tags: ['inventory'],
          summary: 'Create an inventory (admin)',
          security: bearerSecurity,
          body: zInventoryCreateSchema,
          response: { 201: zInventoryBodySchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ data: { inventory: await createInventory(db, request.body) } }),
    );
  }

  r.put(
    '/inventory/:id',
    {
      preHandler: admin,
      schema: {
        tags: ['inventory'],
        summary: 'Change an inventory (admin); capacities cannot drop below what is occupied',
        security: bearerSecurity,
        params: zIdParamsSchema,
        body: zInventoryUpdateSchema,
        response: { 200: zInventoryBodySchema, ...errorResponses },
      },
    },
    async (request) => ({ data: { inventory: await updateInventory(db, request.params.id, request.body) } }),
  );

  r.delete(
    '/inventory/:id',
    {
      preHandler: admin,
      schema: {
        tags: ['inventory'],
        summary: 'Delete an inventory and its storage units (admin); its products become unplaced',
        security: bearerSecurity,
        params: zIdParamsSchema,
        response: { 200: zMessageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await deleteInventory(db, request.params.id, request.currentUser);
      return { data: { message: 'Inventory deleted' } };
    },
  );

  r.get(
    '/inventory/:id/products',
    {
      schema: {
        tags: ['inventory'],
        summary:
          'The products placed in an inventory, with their quantities; by product name unless sorted (sort, order); paging',
        params: zIdParamsSchema,
        querystring: zPlacementListQuerySchema,
        response: {
          200: dataEnvelope(z.object({ products: z.array(zPlacementSchema), total: z.number() })),
          ...errorResponses,
        },
      },
    },
    // PostgreSQL writes the placements' JSON (inventories-read.service.ts): the text is sent as it comes,
    // and kept while nothing changes.
    async (request, reply) =>
      sendSnapshotAnswer(request, reply, {
        db,
        answers,
        key: `placements ${request.params.id} ${JSON.stringify(request.query)}`,
        build: () => listPlacementsJson(db, request.params.id, request.query),
      }),
  );

  r.post(
    '/inventory/:id/products',
    {
      // Placing stock is the company's work: not a supplier's or a driver's (docs/domain.md#roles).
      preHandler: [app.authenticate, app.requireAccess('placeStock')],
      schema: {
        tags: ['inventory'],
        summary: 'Place units of a product in the inventory (409 if they do not fit or are not free)',
        security: bearerSecurity,
        params: zIdParamsSchema,
        body: zPlacementCreateSchema,
        response: { 201: dataEnvelope(z.object({ placement: zPlacementSchema })), ...errorResponses },
      },
    },
    async (request, reply) => {
      const placement = await addPlacement(db, request.params.id, request.body, request.currentUser.id);
      return reply.status(201).send({ data: { placement } });
    },
  );

  r.delete(
    '/inventory/:id/products',
    {
      // Placing stock is the company's work: not a supplier's or a driver's (docs/domain.md#roles).
      preHandler: [app.authenticate, app.requireAccess('placeStock')],
      schema: {
        tags: ['inventory'],
        summary: 'Take a product out of the inventory (all of it, or `quantity` units)',
        security: bearerSecurity,
        params: zIdParamsSchema,
        body: zPlacementRemoveSchema,
        response: {
          200: dataEnvelope(z.object({ message: z.string(), removed: z.number(), remaining: z.number() })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const result = await removePlacement(db, request.params.id, request.body, request.currentUser.id);
      return { data: { message: 'Product removed from inventory', ...result } };
    },
  );

  r.get(
    '/inventory/:id/utilization',
    {
      schema: {
        tags: ['inventory'],
        summary: 'Weight and volume used against the totals, with percentages',
        params: zIdParamsSchema,
        response: { 200: dataEnvelope(zUtilizationSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getUtilization(db, request.params.id) }),
  );

  r.get(
    '/inventory/:id/cost-summary',
    {
      schema: {
        tags: ['inventory'],
        summary: 'Total value of the placed products and the average cost per item',
        params: zIdParamsSchema,
        response: { 200: dataEnvelope(zCostSummarySchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getCostSummary(db, request.params.id) }),
  );

  r.get(
    '/inventory/:id/history',
    {
      schema: {
        tags: ['inventory'],
        summary:
          'The volume used at the end of each India day of the last `days` (7 to 365, 90 by default), with its share of the total volume, oldest first',
        params: zIdParamsSchema,
        querystring: zHistoryQuerySchema,
        response: { 200: dataEnvelope(zInventoryHistorySchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await inventoryHistory(db, request.params.id, request.query.days) }),
  );
}
