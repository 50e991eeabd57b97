import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BUYER_ROLES,
  dataEnvelope,
  zIdParamsSchema,
  zPurchaseOrderConfirmSchema,
  zPurchaseOrderCreateSchema,
  zPurchaseOrderListQuerySchema,
  zPurchaseOrderListSchema,
  zPurchaseOrderReceiveSchema,
  zPurchaseOrderSchema,
  zPurchaseOrderShipSchema,
  zPurchaseOrderUpdateSchema,
  zReorderQuerySchema,
  zReorderSuggestionsSchema,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import type { SnapshotCache } from '../../db/snapshot-cache.js';
import { sendSnapshotAnswer } from '../../http/snapshot-answer.js';
import { bearerSecurity, errorResponses } from '../../http/route-schemas.js';
import {
  getPurchaseOrder,
  listPurchaseOrders,
  purchaseOrderListKey,
} from './purchase-orders-read.service.js';
import {
  confirmPurchaseOrder,
  createPurchaseOrder,
  shipPurchaseOrder,
  updatePurchaseOrder,
} from './purchase-orders-write.service.js';
import { receivePurchaseOrder } from './purchase-receipts.service.js';
import { outflowWindowStart } from './outflow.js';
import { reorderSuggestions, reorderSuggestionsKey } from './reorder.service.js';

const zOrderBodySchema = dataEnvelope(z.object({ purchaseOrder: zPurchaseOrderSchema }));
const tags = ['purchasing'];

/**
 * Purchasing: reorder suggestions and purchase orders for buyers (admin, staff); a supplier reads,
 * confirms and ships the orders addressed to them (docs/domain.md#purchase-orders).
 */
export async function purchasingRoutes(
  app: FastifyInstance,
  { db, answers }: { db: Db; answers: SnapshotCache },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const buyer = [app.authenticate, app.requireRole(...BUYER_ROLES)];
  const buyerOrSupplier = [app.authenticate, app.requireRole(...BUYER_ROLES, 'supplier')];
  const supplier = [app.authenticate, app.requireRole('supplier')];

  r.get(
    '/reorder/suggestions',
    {
      preHandler: buyer,
      schema: {
        tags,
        summary: 'Products at or under their reorder point, what to buy and why, by supplier (admin, staff)',
        security: bearerSecurity,
        querystring: zReorderQuerySchema,
        response: { 200: dataEnvelope(zReorderSuggestionsSchema), ...errorResponses },
      },
    },
    // Kept while the database does not change within the minute (the outflow's window moves a
    // minute at a time), with an ETag.
    async (request, reply) => {
      const outflowSince = outflowWindowStart(Date.now());
      return sendSnapshotAnswer(request, reply, {
        db,
        answers,
        key: reorderSuggestionsKey(request.query, outflowSince),
        build: async () =>
          JSON.stringify({ data: await reorderSuggestions(db, request.query, outflowSince) }),
      });
    },
  );

  r.get(
    '/purchase-orders',
    {
      preHandler: buyerOrSupplier,
      schema: {
        tags,
        summary:
          'Purchase orders, newest first unless sorted (sort, order); a supplier sees only those addressed to them',
        security: bearerSecurity,
        querystring: zPurchaseOrderListQuerySchema,
        response: { 200: dataEnvelope(zPurchaseOrderListSchema), ...errorResponses },
      },
    },
    // Kept while the database does not change (db/snapshot-cache.ts), with an ETag.
    async (request, reply) =>
      sendSnapshotAnswer(request, reply, {
        db,
        answers,
        key: purchaseOrderListKey(request.query, request.currentUser),
        build: async () =>
          JSON.stringify({ data: await listPurchaseOrders(db, request.query, request.currentUser) }),
      }),
  );

  r.post(
    '/purchase-orders',
    {
      preHandler: buyer,
      schema: {
        tags,
        summary: 'Create a purchase order, a draft unless sent at once (admin, staff)',
        security: bearerSecurity,
        body: zPurchaseOrderCreateSchema,
        response: { 201: zOrderBodySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const purchaseOrder = await createPurchaseOrder(db, request.body, request.currentUser);
      return reply.status(201).send({ data: { purchaseOrder } });
    },
  );

  r.get(
    '/purchase-orders/:id',
    {
      preHandler: buyerOrSupplier,
      schema: {
        tags,
        summary: 'One purchase order with its lines, consignment and receipts',
        security: bearerSecurity,
        params: zIdParamsSchema,
        response: { 200: zOrderBodySchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: { purchaseOrder: await getPurchaseOrder(db, request.params.id, request.currentUser) },
    }),
  );

  r.put(
    '/purchase-orders/:id',
    {
      preHandler: buyer,
      schema: {
        tags,
        summary:
          "Change a purchase order: status, dates, notes, lines (draft), answer the supplier's changes",
        security: bearerSecurity,
        params: zIdParamsSchema,
        body: zPurchaseOrderUpdateSchema,
        response: { 200: zOrderBodySchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: {
        purchaseOrder: await updatePurchaseOrder(db, request.params.id, request.body, request.currentUser),
      },
    }),
  );

  r.post(
    '/purchase-orders/:id/receive',
    {
      preHandler: buyer,
      schema: {
        tags,
        summary: 'Receive goods on a purchase order into its destination inventory, by batch (admin, staff)',
        security: bearerSecurity,
        params: zIdParamsSchema,
        body: zPurchaseOrderReceiveSchema,
        response: { 200: zOrderBodySchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: {
        purchaseOrder: await receivePurchaseOrder(db, request.params.id, request.body, request.currentUser),
      },
    }),
  );

  r.post(
    '/purchase-orders/:id/confirm',
    {
      preHandler: supplier,
      schema: {
        tags,
        summary: 'Confirm a sent purchase order with a ready date, or other quantities (its supplier)',
        security: bearerSecurity,
        params: zIdParamsSchema,
        body: zPurchaseOrderConfirmSchema,
        response: { 200: zOrderBodySchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: {
        purchaseOrder: await confirmPurchaseOrder(db, request.params.id, request.body, request.currentUser),
      },
    }),
  );

  r.post(
    '/purchase-orders/:id/ship',
    {
      preHandler: supplier,
      schema: {
        tags,
        summary: 'Ship a confirmed purchase order: creates the incoming consignment (its supplier)',
        security: bearerSecurity,
        params: zIdParamsSchema,
        body: zPurchaseOrderShipSchema,
        response: { 200: zOrderBodySchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: {
        purchaseOrder: await shipPurchaseOrder(db, request.params.id, request.body, request.currentUser),
      },
    }),
  );
}
