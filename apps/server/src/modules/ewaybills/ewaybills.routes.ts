import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  EWAYBILL_LIMITS,
  SELLER_ROLES,
  zEwayBillCancelBodySchema,
  zEwayBillFileQuerySchema,
  zEwayBillRecordBodySchema,
  zEwayBillStatusSchema,
  zEwayBillVehicleBodySchema,
  zEwayBillWaiverBodySchema,
  zIdParamsSchema,
} from '@godown/shared';
import { DEFAULT_COMPANY_NAME, type AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { sendDownload } from '../../http/attachment.js';
import { errorResponses, securedSchema, fileResponses, MEDIA } from '../../http/route-schemas.js';
import { ewayBillFileOf, ewayBillStatus } from './ewaybills-read.service.js';
import { cancelEwayBill, changeVehicles, recordEwayBill, waiveEwayBill } from './ewaybills-write.service.js';

/**
 * e-Way bills (docs/domain.md#e-way-bills): what a shipment or transfer needs, the portal's bulk
 * file, and the portal's answers recorded. Sellers (admins and staff); letting goods go without a
 * bill, and recording the portal's cancelling of one, are an admin's.
 */
export async function ewayBillsRoutes(app: FastifyInstance, { db, config }: { db: Db; config: AppConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const seller = [app.authenticate, app.requireRole(...SELLER_ROLES)];
  const admin = [app.authenticate, app.requireRole('admin')];
  const schema = securedSchema(['ewaybills']);
  const companyName = config.companyName ?? DEFAULT_COMPANY_NAME;
  const status = { 200: dataEnvelope(zEwayBillStatusSchema), ...errorResponses };

  r.get(
    '/transports/:id/ewaybill',
    {
      preHandler: seller,
      schema: schema(
        'What a consignment needs for the road: its value, its paper, the distance and its e-way bills',
        {
          params: zIdParamsSchema,
          response: status,
        },
      ),
    },
    async (request) => ({ data: await ewayBillStatus(db, request.params.id, companyName) }),
  );
  r.get(
    '/transports/:id/ewaybill.json',
    {
      preHandler: seller,
      schema: schema("The portal's bulk-upload JSON of a consignment's e-way bill", {
        params: zIdParamsSchema,
        querystring: zEwayBillFileQuerySchema,
        response: fileResponses(MEDIA.json),
      }),
    },
    async (request, reply) => {
      const { file, docNo } = await ewayBillFileOf(db, request.params.id, request.query, companyName);
      return sendDownload(reply, {
        fileName: `ewaybill-${docNo.replace(/[^\w-]+/g, '-')}.json`,
        contentType: 'application/json; charset=utf-8',
        body: Buffer.from(JSON.stringify(file, null, 2), 'utf8'),
      });
    },
  );
  r.post(
    '/transports/:id/ewaybill',
    {
      preHandler: seller,
      bodyLimit: EWAYBILL_LIMITS.answerCharsMax + 16 * 1024,
      schema: schema(
        'Record the bill the portal generated: its number, time and validity, or its answer pasted',
        {
          params: zIdParamsSchema,
          body: zEwayBillRecordBodySchema,
          response: status,
        },
      ),
    },
    async (request) => ({
      data: await recordEwayBill(db, request.params.id, request.body, request.currentUser, companyName),
    }),
  );
  r.post(
    '/transports/:id/ewaybill/waiver',
    {
      preHandler: admin,
      schema: schema('Let a consignment over the threshold leave without an e-way bill, saying why; admins', {
        params: zIdParamsSchema,
        body: zEwayBillWaiverBodySchema,
        response: status,
      }),
    },
    async (request) => ({
      data: await waiveEwayBill(db, request.params.id, request.body.reason, request.currentUser, companyName),
    }),
  );
  r.post(
    '/ewaybills/:id/vehicles',
    {
      preHandler: seller,
      schema: schema(
        'Record a change of vehicle (Part-B) the portal took: one vehicle, or several sharing the goods',
        {
          params: zIdParamsSchema,
          body: zEwayBillVehicleBodySchema,
          response: status,
        },
      ),
    },
    async (request) => ({
      data: await changeVehicles(db, request.params.id, request.body, request.currentUser, companyName),
    }),
  );
  r.post(
    '/ewaybills/:id/cancel',
    {
      preHandler: admin,
      schema: schema("Record the portal's cancelling of an e-way bill (within its 24 hours); admins", {
        params: zIdParamsSchema,
        body: zEwayBillCancelBodySchema,
        response: status,
      }),
    },
    async (request) => ({
      data: await cancelEwayBill(db, request.params.id, request.body, request.currentUser, companyName),
    }),
  );
}
