import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, SELLER_ROLES, zCounterSaleSchema, zInvoiceSchema } from '@godown/shared';
import { DEFAULT_COMPANY_NAME, type AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../errors.js';
import { errorResponses, securedSchema } from '../../http/route-schemas.js';
import { previewCounterSale, sellAtCounter } from './counter-sale.service.js';

const zInvoiceBody = dataEnvelope(z.object({ invoice: zInvoiceSchema }));

/**
 * Counter sales (docs/domain.md#counter-sales): sold, handed over and invoiced in the warehouse in
 * one step. Sellers only (admins and staff); only an admin overrides the credit check.
 */
export async function counterSalesRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: AppConfig },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const seller = [app.authenticate, app.requireRole(...SELLER_ROLES)];
  const schema = securedSchema(['invoices']);
  const companyName = config.companyName ?? DEFAULT_COMPANY_NAME;

  r.post(
    '/counter-sales/preview',
    {
      preHandler: seller,
      schema: schema('What selling these goods at the counter would make: the invoice, unnumbered', {
        body: zCounterSaleSchema,
        response: { 200: zInvoiceBody, ...errorResponses },
      }),
    },
    async (request) => ({
      data: {
        invoice: await previewCounterSale(db, request.body, { companyName, actor: request.currentUser }),
      },
    }),
  );
  r.post(
    '/counter-sales',
    {
      preHandler: seller,
      schema: schema(
        'Sell at the counter: the goods leave the warehouse first-expiry-first-out, the tax invoice is issued and what was paid is received, in one step',
        { body: zCounterSaleSchema, response: { 201: zInvoiceBody, ...errorResponses } },
      ),
    },
    async (request, reply) => {
      if (request.body.overrideReason !== undefined && request.currentUser.role !== 'admin') {
        throw forbidden('salesOrder.overrideAdminOnly');
      }
      const invoice = await sellAtCounter(db, request.body, { companyName, actor: request.currentUser });
      return reply.status(201).send({ data: { invoice } });
    },
  );
}
