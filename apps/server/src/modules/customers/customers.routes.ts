import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  SELLER_ROLES,
  zCustomerCreateSchema,
  zCustomerListQuerySchema,
  zCustomerListSchema,
  zCustomerSchema,
  zCustomerUpdateSchema,
  zIdParamsSchema,
  zPinCodeParamsSchema,
  zPinCodePlaceSchema,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import type { SnapshotCache } from '../../db/snapshot-cache.js';
import { sendSnapshotAnswer } from '../../http/snapshot-answer.js';
import { bearerSecurity, errorResponses, zMessageResponseSchema } from '../../http/route-schemas.js';
import { customerListKey, getCustomer, listCustomers } from './customers-read.service.js';
import { createCustomer, deleteCustomer, updateCustomer } from './customers-write.service.js';
import { findPinCode } from './pin-codes.js';

const zCustomerBodySchema = dataEnvelope(z.object({ customer: zCustomerSchema }));
const tags = ['customers'];

/**
 * Customers (docs/domain.md#customers): admins and staff keep them; an admin deletes one. Suppliers
 * and drivers reach none of it. A PIN code's district, state and point fill an address.
 */
export async function customersRoutes(
  app: FastifyInstance,
  { db, answers }: { db: Db; answers: SnapshotCache },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const seller = [app.authenticate, app.requireRole(...SELLER_ROLES)];
  const admin = [app.authenticate, app.requireRole('admin')];

  r.get(
    '/customers',
    {
      preHandler: seller,
      schema: {
        tags,
        summary:
          'Customers, by name unless sorted (sort, order); by state, registration (GSTIN or none) and active flag; searched over name, GSTIN, phone, district and PIN code',
        security: bearerSecurity,
        querystring: zCustomerListQuerySchema,
        response: { 200: dataEnvelope(zCustomerListSchema), ...errorResponses },
      },
    },
    // Kept while the database does not change (db/snapshot-cache.ts), with an ETag.
    async (request, reply) =>
      sendSnapshotAnswer(request, reply, {
        db,
        answers,
        key: customerListKey(request.query),
        build: async () => JSON.stringify({ data: await listCustomers(db, request.query) }),
      }),
  );

  r.post(
    '/customers',
    {
      preHandler: seller,
      schema: {
        tags,
        summary: "Add a customer; a GSTIN's state is their place of supply (admin, staff)",
        security: bearerSecurity,
        body: zCustomerCreateSchema,
        response: { 201: zCustomerBodySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const customer = await createCustomer(db, request.body, request.currentUser.id);
      return reply.status(201).send({ data: { customer } });
    },
  );

  r.get(
    '/customers/:id',
    {
      preHandler: seller,
      schema: {
        tags,
        summary: 'One customer (admin, staff)',
        security: bearerSecurity,
        params: zIdParamsSchema,
        response: { 200: zCustomerBodySchema, ...errorResponses },
      },
    },
    async (request) => ({ data: { customer: await getCustomer(db, request.params.id) } }),
  );

  r.put(
    '/customers/:id',
    {
      preHandler: seller,
      schema: {
        tags,
        summary: "Change a customer's fields; null clears an optional one (admin, staff)",
        security: bearerSecurity,
        params: zIdParamsSchema,
        body: zCustomerUpdateSchema,
        response: { 200: zCustomerBodySchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: { customer: await updateCustomer(db, request.params.id, request.body) },
    }),
  );

  r.delete(
    '/customers/:id',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Delete a customer (admin; recorded in the audit log)',
        security: bearerSecurity,
        params: zIdParamsSchema,
        response: { 200: zMessageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await deleteCustomer(db, request.params.id, request.currentUser);
      return { data: { message: 'Customer deleted' } };
    },
  );

  r.get(
    '/pin-codes/:pin',
    {
      preHandler: seller,
      schema: {
        tags,
        summary: "A PIN code's district, state, post offices and a point near them (admin, staff)",
        security: bearerSecurity,
        params: zPinCodeParamsSchema,
        response: { 200: dataEnvelope(z.object({ place: zPinCodePlaceSchema })), ...errorResponses },
      },
    },
    async (request, reply) => {
      const place = await findPinCode(request.params.pin);
      // PIN codes change with a release of the package, not with the data.
      void reply.header('cache-control', 'private, max-age=86400');
      return { data: { place } };
    },
  );
}
