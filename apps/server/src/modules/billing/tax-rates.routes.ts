import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  SELLER_ROLES,
  zIdParamsSchema,
  zProductTaxSchema,
  zTaxRateByHsnResultSchema,
  zTaxRateByHsnSchema,
  zTaxRateDateParamsSchema,
  zTaxRateInputSchema,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { errorResponses, securedSchema } from '../../http/route-schemas.js';
import { deleteProductRate, getProductTax, setProductRate, setRateByHsn } from './tax-rates.service.js';

const zTaxBody = dataEnvelope(z.object({ tax: zProductTaxSchema }));

/**
 * Products' GST rates, dated (docs/domain.md#gst-rates): admins and staff read and schedule them;
 * an admin changes every product of an HSN heading at once. Suppliers and drivers reach none of it.
 */
export async function taxRatesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const seller = [app.authenticate, app.requireRole(...SELLER_ROLES)];
  const admin = [app.authenticate, app.requireRole('admin')];
  const schema = securedSchema(['billing']);

  r.get(
    '/products/:id/tax-rates',
    {
      preHandler: seller,
      schema: schema('A product’s GST rates, the latest first, the one in force today marked', {
        params: zIdParamsSchema,
        response: { 200: zTaxBody, ...errorResponses },
      }),
    },
    async (request) => ({ data: { tax: await getProductTax(db, request.params.id) } }),
  );
  r.post(
    '/products/:id/tax-rates',
    {
      preHandler: seller,
      schema: schema('Give a product a GST rate from a day on (a rate already in force is not changed)', {
        params: zIdParamsSchema,
        body: zTaxRateInputSchema,
        response: { 200: zTaxBody, ...errorResponses },
      }),
    },
    async (request) => ({
      data: { tax: await setProductRate(db, request.params.id, request.body, request.currentUser.id) },
    }),
  );
  r.delete(
    '/products/:id/tax-rates/:date',
    {
      preHandler: seller,
      schema: schema('Withdraw a rate scheduled for a day that has not come', {
        params: zTaxRateDateParamsSchema,
        response: { 200: zTaxBody, ...errorResponses },
      }),
    },
    async (request) => ({
      data: { tax: await deleteProductRate(db, request.params.id, request.params.date) },
    }),
  );
  r.post(
    '/tax-rates/by-hsn',
    {
      preHandler: admin,
      schema: schema(
        'Give every product of an HSN heading a GST rate from a day on (admin; in the audit log)',
        {
          body: zTaxRateByHsnSchema,
          response: { 200: dataEnvelope(zTaxRateByHsnResultSchema), ...errorResponses },
        },
      ),
    },
    async (request) => ({ data: await setRateByHsn(db, request.body, request.currentUser) }),
  );
}
