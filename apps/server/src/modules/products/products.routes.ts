import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BULK_IDS_MAX,
  dataEnvelope,
  zHistoryQuerySchema,
  zIdParamsSchema,
  zPageSchema,
  zSearchPageSchema,
  zProductHistorySchema,
  zProductLocationSchema,
  zStockMovementSchema,
  zProductBulkDeleteSchema,
  zProductCreateSchema,
  zProductListQuerySchema,
  zProductListSchema,
  zProductSchema,
  zProductUpdateSchema,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../errors.js';
import { bearerSecurity, errorResponses, zMessageResponseSchema } from '../../http/route-schemas.js';
import { toProduct } from './product-rules.js';
import {
  getProduct,
  listCategories,
  listProductLocations,
  listProductMovements,
  listProductsJson,
} from './products-read.service.js';
import { createProduct, deleteProduct, deleteProducts, updateProduct } from './products-write.service.js';
import { productHistory } from './product-history.service.js';
import { listSuppliedProducts } from './supplied-products.service.js';
import type { SnapshotCache } from '../../db/snapshot-cache.js';
import { sendSnapshotAnswer } from '../../http/snapshot-answer.js';

const zProductBodySchema = dataEnvelope(z.object({ product: zProductSchema }));

/** Products: list, categories, get (anyone); create, update (signed in); delete, bulk delete (admin). */
export async function productsRoutes(
  app: FastifyInstance,
  { db, answers }: { db: Db; answers: SnapshotCache },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/products/',
    {
      schema: {
        tags: ['products'],
        summary:
          'Products, newest first unless sorted (sort, order); search over name, description and SKU; category; paging',
        querystring: zProductListQuerySchema,
        response: { 200: dataEnvelope(zProductListSchema), ...errorResponses },
      },
    },
    // PostgreSQL writes the answer's JSON (product-json.ts): it is sent as it comes, and kept while
    // nothing changes. Everyone sees the same products.
    async (request, reply) =>
      sendSnapshotAnswer(request, reply, {
        db,
        answers,
        key: `products ${JSON.stringify(request.query)}`,
        build: () => listProductsJson(db, request.query),
      }),
  );

  r.get(
    '/products/categories',
    {
      schema: {
        tags: ['products'],
        summary: 'The distinct product categories, sorted',
        response: { 200: dataEnvelope(z.object({ categories: z.array(z.string()) })) },
      },
    },
    async () => ({ data: { categories: await listCategories(db) } }),
  );

  r.get(
    '/products/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'One product',
        params: zIdParamsSchema,
        response: { 200: zProductBodySchema, ...errorResponses },
      },
    },
    async (request) => ({ data: { product: toProduct(await getProduct(db, request.params.id)) } }),
  );

  r.get(
    '/products/:id/inventories',
    {
      schema: {
        tags: ['products'],
        summary: 'Where the product is: the inventories holding it and how many units each',
        params: zIdParamsSchema,
        response: {
          200: dataEnvelope(z.object({ locations: z.array(zProductLocationSchema) })),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ data: { locations: await listProductLocations(db, request.params.id) } }),
  );

  r.get(
    '/products/supplied',
    {
      preHandler: [app.authenticate, app.requireRole('supplier')],
      schema: {
        tags: ['products'],
        summary:
          "The products the signed-in supplier supplies, by name; search over name and SKU (a supplier's own page)",
        security: bearerSecurity,
        querystring: zSearchPageSchema,
        response: { 200: dataEnvelope(zProductListSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await listSuppliedProducts(db, request.currentUser.id, request.query) }),
  );

  r.get(
    '/products/:id/movements',
    {
      // The history names the people who moved stock and the orders: the company's people only.
      preHandler: [app.authenticate, app.requireAccess('movements')],
      schema: {
        tags: ['products'],
        summary: "The product's stock history (ledger), newest first; 50 a page by default",
        security: bearerSecurity,
        params: zIdParamsSchema,
        querystring: zPageSchema,
        response: {
          200: dataEnvelope(z.object({ movements: z.array(zStockMovementSchema), total: z.number() })),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ data: await listProductMovements(db, request.params.id, request.query) }),
  );

  r.get(
    '/products/:id/history',
    {
      schema: {
        tags: ['products'],
        summary:
          "The product's quantity at the end of each India day of the last `days` (7 to 365, 90 by default), oldest first",
        params: zIdParamsSchema,
        querystring: zHistoryQuerySchema,
        response: { 200: dataEnvelope(zProductHistorySchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await productHistory(db, request.params.id, request.query.days) }),
  );

  r.post(
    '/products/',
    {
      preHandler: [app.authenticate, app.requireAccess('createProducts')],
      schema: {
        tags: ['products'],
        summary: 'Create a product (admins and staff; under ROLE_POLICY=open any signed-in user)',
        security: bearerSecurity,
        body: zProductCreateSchema,
        response: { 201: zProductBodySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await createProduct(db, request.body, request.currentUser.id);
      return reply.status(201).send({ data: { product: toProduct(row) } });
    },
  );

  r.put(
    '/products/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['products'],
        summary:
          'Change a product (admins and staff; a supplier the products they supply, never their quantity, supplier or stock rules); null clears an optional field',
        security: bearerSecurity,
        params: zIdParamsSchema,
        body: zProductUpdateSchema,
        response: { 200: zProductBodySchema, ...errorResponses },
      },
    },
    async (request) => {
      const scope = app.accessOf(request.currentUser).editProducts;
      if (scope === 'none') throw forbidden('access.outsider');
      const row = await updateProduct(db, request.params.id, request.body, request.currentUser.id, scope);
      return { data: { product: toProduct(row) } };
    },
  );

  r.delete(
    '/products/:id',
    {
      preHandler: [app.authenticate, app.requireRole('admin')],
      schema: {
        tags: ['products'],
        summary: 'Delete a product that is in no inventory (admin)',
        security: bearerSecurity,
        params: zIdParamsSchema,
        response: { 200: zMessageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await deleteProduct(db, request.params.id, request.currentUser);
      return { data: { message: 'Product deleted' } };
    },
  );

  r.post(
    '/products/bulk-delete',
    {
      preHandler: [app.authenticate, app.requireRole('admin')],
      schema: {
        tags: ['products'],
        summary: `Delete up to ${BULK_IDS_MAX} products at once (admin): each by the rules of one delete; none when one is refused`,
        security: bearerSecurity,
        body: zProductBulkDeleteSchema,
        response: { 200: dataEnvelope(z.object({ deleted: z.number() })), ...errorResponses },
      },
    },
    async (request) => ({
      data: { deleted: await deleteProducts(db, request.body.ids, request.currentUser) },
    }),
  );
}
