import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  zIdParamsSchema,
  zStorageCreateSchema,
  zStorageListQuerySchema,
  zStorageListSchema,
  zStorageSchema,
  zStorageUpdateSchema,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { bearerSecurity, errorResponses, zMessageResponseSchema } from '../../http/route-schemas.js';
import { createStorage, deleteStorage, getStorage, listStorages, updateStorage } from './storages.service.js';

const zStorageBodySchema = dataEnvelope(z.object({ storage: zStorageSchema }));

/** Storage units: reads for anyone; create for any signed-in user; update and delete for admins. */
export async function storagesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = [app.authenticate, app.requireRole('admin')];

  r.get(
    '/storages/',
    {
      schema: {
        tags: ['storages'],
        summary:
          'Storage units by name unless sorted (sort, order); search over name, location and type; totals for the stat cards',
        querystring: zStorageListQuerySchema,
        response: { 200: dataEnvelope(zStorageListSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await listStorages(db, request.query) }),
  );

  r.get(
    '/storages/:id',
    {
      schema: {
        tags: ['storages'],
        summary: 'One storage unit',
        params: zIdParamsSchema,
        response: { 200: zStorageBodySchema, ...errorResponses },
      },
    },
    async (request) => ({ data: { storage: await getStorage(db, request.params.id) } }),
  );

  r.post(
    '/storages/',
    {
      preHandler: [app.authenticate, app.requireAccess('placeStock')],
      schema: {
        tags: ['storages'],
        summary: 'Create a storage unit (admins and staff; under ROLE_POLICY=open any signed-in user)',
        security: bearerSecurity,
        body: zStorageCreateSchema,
        response: { 201: zStorageBodySchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: { storage: await createStorage(db, request.body) } }),
  );

  r.put(
    '/storages/:id',
    {
      preHandler: admin,
      schema: {
        tags: ['storages'],
        summary: 'Change a storage unit (admin)',
        security: bearerSecurity,
        params: zIdParamsSchema,
        body: zStorageUpdateSchema,
        response: { 200: zStorageBodySchema, ...errorResponses },
      },
    },
    async (request) => ({ data: { storage: await updateStorage(db, request.params.id, request.body) } }),
  );

  r.delete(
    '/storages/:id',
    {
      preHandler: admin,
      schema: {
        tags: ['storages'],
        summary: 'Delete a storage unit (admin)',
        security: bearerSecurity,
        params: zIdParamsSchema,
        response: { 200: zMessageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await deleteStorage(db, request.params.id, request.currentUser);
      return { data: { message: 'Storage unit deleted' } };
    },
  );
}
