import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  SELLER_ROLES,
  zIdParamsSchema,
  zPriceListCreateSchema,
  zPriceListSchema,
  zPriceListSummarySchema,
  zPriceListUpdateSchema,
  zQuoteRequestSchema,
  zQuoteSchema,
  zSchemeCreateSchema,
  zSchemeSchema,
  zSchemeUpdateSchema,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { errorResponses, securedSchema, zMessageResponseSchema } from '../../http/route-schemas.js';
import {
  createPriceList,
  deletePriceList,
  getPriceList,
  listPriceLists,
  updatePriceList,
} from './price-lists.service.js';
import { quote } from './quote.service.js';
import { createScheme, deleteScheme, getScheme, listSchemes, updateScheme } from './schemes.service.js';

const zListBody = dataEnvelope(z.object({ priceList: zPriceListSchema }));
const zSchemeBody = dataEnvelope(z.object({ scheme: zSchemeSchema }));
const tags = ['pricing'];

/**
 * Price lists, schemes and quotes (docs/domain.md#price-lists-and-schemes): the sellers (admins
 * and staff) keep and read them; an admin deletes. Suppliers and drivers reach none of it.
 */
export async function pricingRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const seller = [app.authenticate, app.requireRole(...SELLER_ROLES)];
  const admin = [app.authenticate, app.requireRole('admin')];
  const schema = securedSchema(tags);

  r.get(
    '/price-lists',
    {
      preHandler: seller,
      schema: schema('Price lists by name, with how many products each prices and customers use it', {
        response: {
          200: dataEnvelope(z.object({ priceLists: z.array(zPriceListSummarySchema) })),
          ...errorResponses,
        },
      }),
    },
    async () => ({ data: await listPriceLists(db) }),
  );
  r.post(
    '/price-lists',
    {
      preHandler: seller,
      schema: schema('Make a price list, with its items', {
        body: zPriceListCreateSchema,
        response: { 201: zListBody, ...errorResponses },
      }),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: { priceList: await createPriceList(db, request.body, request.currentUser.id) } }),
  );
  r.get(
    '/price-lists/:id',
    {
      preHandler: seller,
      schema: schema('One price list with its items', {
        params: zIdParamsSchema,
        response: { 200: zListBody, ...errorResponses },
      }),
    },
    async (request) => ({ data: { priceList: await getPriceList(db, request.params.id) } }),
  );
  r.put(
    '/price-lists/:id',
    {
      preHandler: seller,
      schema: schema('Change a price list; items, when given, replace them all', {
        params: zIdParamsSchema,
        body: zPriceListUpdateSchema,
        response: { 200: zListBody, ...errorResponses },
      }),
    },
    async (request) => ({ data: { priceList: await updatePriceList(db, request.params.id, request.body) } }),
  );
  r.delete(
    '/price-lists/:id',
    {
      preHandler: admin,
      schema: schema('Delete a price list no customer uses (admin; in the audit log)', {
        params: zIdParamsSchema,
        response: { 200: zMessageResponseSchema, ...errorResponses },
      }),
    },
    async (request) => {
      await deletePriceList(db, request.params.id, request.currentUser);
      return { data: { message: 'Price list deleted' } };
    },
  );

  r.get(
    '/schemes',
    {
      preHandler: seller,
      schema: schema('Schemes, the running ones first', {
        response: { 200: dataEnvelope(z.object({ schemes: z.array(zSchemeSchema) })), ...errorResponses },
      }),
    },
    async () => ({ data: await listSchemes(db) }),
  );
  r.post(
    '/schemes',
    {
      preHandler: seller,
      schema: schema('Make a scheme: buy N get M free, or a percentage off an order from a value', {
        body: zSchemeCreateSchema,
        response: { 201: zSchemeBody, ...errorResponses },
      }),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: { scheme: await createScheme(db, request.body, request.currentUser.id) } }),
  );
  r.get(
    '/schemes/:id',
    {
      preHandler: seller,
      schema: schema('One scheme', {
        params: zIdParamsSchema,
        response: { 200: zSchemeBody, ...errorResponses },
      }),
    },
    async (request) => ({ data: { scheme: await getScheme(db, request.params.id) } }),
  );
  r.put(
    '/schemes/:id',
    {
      preHandler: seller,
      schema: schema('Rename a scheme, move its dates, switch it on or off (its terms stay)', {
        params: zIdParamsSchema,
        body: zSchemeUpdateSchema,
        response: { 200: zSchemeBody, ...errorResponses },
      }),
    },
    async (request) => ({ data: { scheme: await updateScheme(db, request.params.id, request.body) } }),
  );
  r.delete(
    '/schemes/:id',
    {
      preHandler: admin,
      schema: schema('Delete a scheme (admin; in the audit log)', {
        params: zIdParamsSchema,
        response: { 200: zMessageResponseSchema, ...errorResponses },
      }),
    },
    async (request) => {
      await deleteScheme(db, request.params.id, request.currentUser);
      return { data: { message: 'Scheme deleted' } };
    },
  );

  r.post(
    '/pricing/quote',
    {
      preHandler: seller,
      schema: schema("What lines cost a customer on a day: each line's price and scheme, and why", {
        body: zQuoteRequestSchema,
        response: { 200: dataEnvelope(z.object({ quote: zQuoteSchema })), ...errorResponses },
      }),
    },
    async (request) => ({ data: { quote: await quote(db, request.body) } }),
  );
}
