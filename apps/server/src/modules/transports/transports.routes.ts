import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  zIdParamsSchema,
  zInventoryTransferListSchema,
  zPageSchema,
  zTransportCreateSchema,
  zTransportDetailSchema,
  zTransportListQuerySchema,
  zTransportStatusQuerySchema,
  zTransportListSchema,
  zTransportStatusParamsSchema,
  zTransportUpdateSchema,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../errors.js';
import { bearerSecurity, errorResponses, zMessageResponseSchema } from '../../http/route-schemas.js';
import { listInventoryTransfers } from './inventory-transfers.service.js';
import {
  getTransport,
  readTransportPage,
  transportListBody,
  transportPageBytes,
  transportPageKey,
  type TransportListQuery,
} from './transports-read.service.js';
import type { SnapshotCache } from '../../db/snapshot-cache.js';
import { sendJsonText } from '../../http/json-text.js';
import {
  cancelTransport,
  createTransport,
  deleteTransport,
  updateTransport,
} from './transports-write.service.js';

const zTransportBodySchema = dataEnvelope(z.object({ transport: zTransportDetailSchema }));
const zOrderBodySchema = dataEnvelope(z.object({ order: zTransportDetailSchema }));

/**
 * Transports and orders (orders are transports created through /buy/order). Every call needs a
 * signed-in user: routes, drivers and consignments are operational data. Deleting is for admins.
 */
export async function transportsRoutes(
  app: FastifyInstance,
  { db, answers }: { db: Db; answers: SnapshotCache },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * A transports list: its rows are kept while the database does not change (db/snapshot-cache.ts)
   * and finished on each request's clock (the ETA warnings), so the answer has no ETag.
   */
  async function sendTransportPage(request: FastifyRequest, reply: FastifyReply, query: TransportListQuery) {
    const viewer = request.currentUser;
    const page = await answers.value(
      db,
      transportPageKey(query, viewer),
      () => readTransportPage(db, query, viewer),
      transportPageBytes,
      request.primarySnapshot,
    );
    return sendJsonText(reply, transportListBody(page));
  }

  const signedIn = app.authenticate;
  const admin = [app.authenticate, app.requireRole('admin')];

  r.get(
    '/transports/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['transports'],
        summary:
          'Transports and orders, newest first unless sorted (sort, order); status filter, search over package id and driver, paging',
        security: bearerSecurity,
        querystring: zTransportListQuerySchema,
        response: { 200: dataEnvelope(zTransportListSchema), ...errorResponses },
      },
    },
    async (request, reply) => sendTransportPage(request, reply, request.query),
  );

  r.get(
    '/transports/status/:status',
    {
      preHandler: signedIn,
      schema: {
        tags: ['transports'],
        summary: 'Transports in one status (inTransit is accepted for in_transit)',
        security: bearerSecurity,
        params: zTransportStatusParamsSchema,
        querystring: zTransportStatusQuerySchema,
        response: { 200: dataEnvelope(zTransportListSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendTransportPage(request, reply, { ...request.query, status: request.params.status }),
  );

  r.get(
    '/transports/:id',
    {
      preHandler: signedIn,
      schema: {
        tags: ['transports'],
        summary: 'One transport with its product lines and status history',
        security: bearerSecurity,
        params: zIdParamsSchema,
        response: { 200: zTransportBodySchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: { transport: await getTransport(db, request.params.id, request.currentUser) },
    }),
  );

  r.post(
    '/transports/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['transports'],
        summary:
          'Create a transport; with inventories it is a transfer that moves stock as its status changes',
        security: bearerSecurity,
        body: zTransportCreateSchema,
        response: { 201: zTransportBodySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (request.currentUser.role === 'driver') throw forbidden('delivery.driverCannotCreate');
      const transport = await createTransport(db, request.body, request.currentUser.id);
      return reply.status(201).send({ data: { transport } });
    },
  );

  r.put(
    '/transports/:id',
    {
      preHandler: signedIn,
      schema: {
        tags: ['transports'],
        summary: 'Change a transport; a status change must be an allowed move (409 otherwise)',
        security: bearerSecurity,
        params: zIdParamsSchema,
        body: zTransportUpdateSchema,
        response: { 200: zTransportBodySchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: {
        transport: await updateTransport(db, request.params.id, request.body, request.currentUser.id, {
          role: request.currentUser.role,
        }),
      },
    }),
  );

  r.post(
    '/transports/:id/cancel',
    {
      preHandler: signedIn,
      schema: {
        tags: ['transports'],
        summary:
          'Cancel a transport (409 when delivered or cancelled); units on the road return to the source',
        security: bearerSecurity,
        params: zIdParamsSchema,
        response: { 200: zTransportBodySchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: {
        transport: await cancelTransport(
          db,
          request.params.id,
          request.currentUser.id,
          request.currentUser.role,
        ),
      },
    }),
  );

  r.delete(
    '/transports/:id',
    {
      preHandler: admin,
      schema: {
        tags: ['transports'],
        summary: 'Delete a transport (admin); one carrying units from an inventory must be cancelled first',
        security: bearerSecurity,
        params: zIdParamsSchema,
        response: { 200: zMessageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await deleteTransport(db, request.params.id, request.currentUser);
      return { data: { message: 'Transport deleted' } };
    },
  );

  r.post(
    '/buy/order',
    {
      preHandler: signedIn,
      schema: {
        tags: ['orders'],
        summary: 'Create an order (a transport record marked as an order)',
        security: bearerSecurity,
        body: zTransportCreateSchema,
        response: { 201: zOrderBodySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (request.currentUser.role === 'driver') throw forbidden('delivery.driverCannotCreate');
      const order = await createTransport(db, request.body, request.currentUser.id, { isOrder: true });
      return reply.status(201).send({ data: { order } });
    },
  );

  r.put(
    '/buy/order/:id',
    {
      preHandler: signedIn,
      schema: {
        tags: ['orders'],
        summary: 'Change an order (the same rules as PUT /transports/{id})',
        security: bearerSecurity,
        params: zIdParamsSchema,
        body: zTransportUpdateSchema,
        response: { 200: zOrderBodySchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: {
        order: await updateTransport(db, request.params.id, request.body, request.currentUser.id, {
          role: request.currentUser.role,
        }),
      },
    }),
  );

  r.get(
    '/inventory/:id/in-transit',
    {
      preHandler: [app.authenticate, app.requireAccess('transfers')],
      schema: {
        tags: ['inventory'],
        summary: 'Transfers on the road to or from the inventory, with the units coming in and going out',
        security: bearerSecurity,
        params: zIdParamsSchema,
        querystring: zPageSchema,
        response: { 200: dataEnvelope(zInventoryTransferListSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await listInventoryTransfers(db, request.params.id, request.query, request.currentUser),
    }),
  );
}
