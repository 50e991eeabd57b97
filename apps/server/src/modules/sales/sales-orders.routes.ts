import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  SELLER_ROLES,
  zIdParamsSchema,
  zSalesFiguresSchema,
  zSalesOrderConfirmSchema,
  zSalesOrderCreateSchema,
  zSalesOrderListQuerySchema,
  zSalesOrderListSchema,
  zSalesOrderSchema,
  zSalesOrderUpdateSchema,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import type { SnapshotCache } from '../../db/snapshot-cache.js';
import { forbidden } from '../../errors.js';
import { errorResponses, securedSchema } from '../../http/route-schemas.js';
import { sendSnapshotAnswer } from '../../http/snapshot-answer.js';
import {
  getSalesOrder,
  listSalesOrders,
  salesFigures,
  salesFiguresKey,
  salesOrderListKey,
} from './sales-orders-read.service.js';
import {
  cancelSalesOrder,
  confirmSalesOrder,
  createSalesOrder,
  updateSalesOrder,
} from './sales-orders-write.service.js';

const zOrderBody = dataEnvelope(z.object({ salesOrder: zSalesOrderSchema }));
const tags = ['sales'];

/**
 * Sales orders (docs/domain.md#sales-orders): the sellers (admins and staff) take, confirm and
 * cancel them; suppliers and drivers reach none of it.
 */
export async function salesOrdersRoutes(
  app: FastifyInstance,
  { db, answers }: { db: Db; answers: SnapshotCache },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const seller = [app.authenticate, app.requireRole(...SELLER_ROLES)];
  const schema = securedSchema(tags);

  r.get(
    '/sales-orders',
    {
      preHandler: seller,
      schema: schema(
        'Sales orders, newest first; by status and customer; searched over number and customer',
        {
          querystring: zSalesOrderListQuerySchema,
          response: { 200: dataEnvelope(zSalesOrderListSchema), ...errorResponses },
        },
      ),
    },
    // Kept while the database does not change (db/snapshot-cache.ts), with an ETag.
    async (request, reply) =>
      sendSnapshotAnswer(request, reply, {
        db,
        answers,
        key: salesOrderListKey(request.query),
        build: async () => JSON.stringify({ data: await listSalesOrders(db, request.query) }),
      }),
  );
  r.get(
    '/sales-orders/figures',
    {
      preHandler: seller,
      schema: schema("The dashboard's sales figures: open orders due today, waiting for stock, and late", {
        response: { 200: dataEnvelope(zSalesFiguresSchema), ...errorResponses },
      }),
    },
    async (request, reply) =>
      sendSnapshotAnswer(request, reply, {
        db,
        answers,
        key: salesFiguresKey(),
        build: async () => JSON.stringify({ data: await salesFigures(db) }),
      }),
  );
  r.post(
    '/sales-orders',
    {
      preHandler: seller,
      schema: schema("Take a draft for a customer, priced by their list and the day's schemes", {
        body: zSalesOrderCreateSchema,
        response: { 201: zOrderBody, ...errorResponses },
      }),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: { salesOrder: await createSalesOrder(db, request.body, request.currentUser.id) } }),
  );
  r.get(
    '/sales-orders/:id',
    {
      preHandler: seller,
      schema: schema('One sales order: its lines, what each holds, waits for, shipped and delivered', {
        params: zIdParamsSchema,
        response: { 200: zOrderBody, ...errorResponses },
      }),
    },
    async (request) => ({ data: { salesOrder: await getSalesOrder(db, request.params.id) } }),
  );
  r.put(
    '/sales-orders/:id',
    {
      preHandler: seller,
      schema: schema("Change a draft's warehouse, lines (priced again), date or notes", {
        params: zIdParamsSchema,
        body: zSalesOrderUpdateSchema,
        response: { 200: zOrderBody, ...errorResponses },
      }),
    },
    async (request) => ({
      data: { salesOrder: await updateSalesOrder(db, request.params.id, request.body) },
    }),
  );
  r.post(
    '/sales-orders/:id/confirm',
    {
      preHandler: seller,
      schema: schema(
        'Confirm a draft: hold its units in the warehouse; the rest waits as a backorder. The credit check may refuse it; an admin overrides with a reason',
        {
          params: zIdParamsSchema,
          body: zSalesOrderConfirmSchema,
          response: { 200: zOrderBody, ...errorResponses },
        },
      ),
    },
    async (request) => {
      const reason = request.body?.overrideReason;
      if (reason && request.currentUser.role !== 'admin') throw forbidden('salesOrder.overrideAdminOnly');
      const override = reason ? { reason, actor: request.currentUser } : null;
      return { data: { salesOrder: await confirmSalesOrder(db, request.params.id, override) } };
    },
  );
  r.post(
    '/sales-orders/:id/cancel',
    {
      preHandler: seller,
      schema: schema('Cancel a draft or a confirmed order: the units it held go back', {
        params: zIdParamsSchema,
        response: { 200: zOrderBody, ...errorResponses },
      }),
    },
    async (request) => ({ data: { salesOrder: await cancelSalesOrder(db, request.params.id) } }),
  );
}
