import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  rule,
  SELLER_ROLES,
  zAllocateSchema,
  zIdParamsSchema,
  zOrderPickListSchema,
  zOrderPickSchema,
  zReleaseSchema,
  zSalesOrderSchema,
  zSalesReturnCreateSchema,
  zSalesReturnListQuerySchema,
  zSalesReturnListSchema,
  zSalesReturnSchema,
  zShipmentCreateSchema,
} from '@godown/shared';
import { DEFAULT_COMPANY_NAME, type AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { pdfDownload, sendDownload } from '../../http/attachment.js';
import { errorResponses, securedSchema, fileResponses, MEDIA } from '../../http/route-schemas.js';
import type { ReportDocument } from '../reports/report-documents.js';
import { renderPdf } from '../reports/report-files.js';
import { challanDocument, pickListDocument } from './fulfilment-documents.js';
import { getPickList } from './fulfilment-read.service.js';
import { allocateOrder, packShipment, pickAllocation } from './fulfilment-write.service.js';
import { getReturn, listReturns } from './returns-read.service.js';
import { createReturn, releaseReturn } from './returns-write.service.js';

const zOrderBody = dataEnvelope(z.object({ salesOrder: zSalesOrderSchema }));
const zPickListBody = dataEnvelope(z.object({ pickList: zOrderPickListSchema }));
const zReturnBody = dataEnvelope(z.object({ salesReturn: zSalesReturnSchema }));
const zShipmentParams = zIdParamsSchema.extend({ shipmentId: z.uuid(rule('validation.notAnId')) });

/**
 * A sales order on its way to the customer (docs/domain.md#picking-shipping-and-returns): allocate,
 * pick, pack a shipment, print the pick list and the challan, take returns. Sellers only (admins
 * and staff); the driver reaches a shipment as the transport assigned to them.
 */
export async function fulfilmentRoutes(app: FastifyInstance, { db, config }: { db: Db; config: AppConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const seller = [app.authenticate, app.requireRole(...SELLER_ROLES)];
  const schema = securedSchema(['sales']);
  const companyName = config.companyName ?? DEFAULT_COMPANY_NAME;
  const sendPdf = async (reply: FastifyReply, document: ReportDocument) =>
    sendDownload(reply, pdfDownload(`${document.fileName}.pdf`, await renderPdf(document, companyName)));

  r.post(
    '/sales-orders/:id/allocate',
    {
      preHandler: seller,
      schema: schema('Allocate every held unit not yet allocated to batches (FEFO) and racks, in one click', {
        params: zIdParamsSchema,
        body: zAllocateSchema,
        response: { 200: zOrderBody, ...errorResponses },
      }),
    },
    async (request) => ({
      data: {
        salesOrder: await allocateOrder(db, request.params.id, request.body, {
          id: request.currentUser.id,
          role: request.currentUser.role,
        }),
      },
    }),
  );
  r.get(
    '/sales-orders/:id/pick-list',
    {
      preHandler: seller,
      schema: schema(
        'The pick list: allocations by rack, with what is picked, and held units not allocated',
        {
          params: zIdParamsSchema,
          response: { 200: zPickListBody, ...errorResponses },
        },
      ),
    },
    async (request) => ({ data: { pickList: await getPickList(db, request.params.id) } }),
  );
  r.get(
    '/sales-orders/:id/pick-list.pdf',
    {
      preHandler: seller,
      schema: schema('The pick list as a PDF to print', {
        params: zIdParamsSchema,
        response: fileResponses(MEDIA.pdf),
      }),
    },
    async (request, reply) => sendPdf(reply, pickListDocument(await getPickList(db, request.params.id))),
  );
  r.post(
    '/sales-orders/:id/picks',
    {
      preHandler: seller,
      schema: schema('Record units of an allocation picked, or report it short', {
        params: zIdParamsSchema,
        body: zOrderPickSchema,
        response: { 200: zPickListBody, ...errorResponses },
      }),
    },
    async (request) => ({
      data: {
        pickList: await pickAllocation(db, request.params.id, request.body, request.currentUser.id),
      },
    }),
  );
  r.post(
    '/sales-orders/:id/shipments',
    {
      preHandler: seller,
      schema: schema('Pack the picked units into a shipment: an outgoing transport with driver and vehicle', {
        params: zIdParamsSchema,
        body: zShipmentCreateSchema,
        response: { 201: zOrderBody, ...errorResponses },
      }),
    },
    async (request, reply) =>
      reply.status(201).send({
        data: {
          salesOrder: await packShipment(db, request.params.id, request.body, request.currentUser.id),
        },
      }),
  );
  r.get(
    '/sales-orders/:id/shipments/:shipmentId/challan.pdf',
    {
      preHandler: seller,
      schema: schema("A shipment's delivery challan as a PDF", {
        params: zShipmentParams,
        response: fileResponses(MEDIA.pdf),
      }),
    },
    async (request, reply) =>
      sendPdf(reply, await challanDocument(db, request.params.id, request.params.shipmentId)),
  );
  r.post(
    '/sales-orders/:id/returns',
    {
      preHandler: seller,
      schema: schema('Take units back from a delivered shipment: to quarantine, to stock, or written off', {
        params: zIdParamsSchema,
        body: zSalesReturnCreateSchema,
        response: { 201: zReturnBody, ...errorResponses },
      }),
    },
    async (request, reply) =>
      reply.status(201).send({
        data: {
          salesReturn: await createReturn(db, request.params.id, request.body, request.currentUser.id),
        },
      }),
  );
  r.get(
    '/sales-returns',
    {
      preHandler: seller,
      schema: schema('Customer returns, newest first; by customer, order, and units waiting in quarantine', {
        querystring: zSalesReturnListQuerySchema,
        response: { 200: dataEnvelope(zSalesReturnListSchema), ...errorResponses },
      }),
    },
    async (request) => ({ data: await listReturns(db, request.query) }),
  );
  r.get(
    '/sales-returns/:id',
    {
      preHandler: seller,
      schema: schema('One customer return with its lines and where their units are', {
        params: zIdParamsSchema,
        response: { 200: zReturnBody, ...errorResponses },
      }),
    },
    async (request) => ({ data: { salesReturn: await getReturn(db, request.params.id) } }),
  );
  r.post(
    '/sales-returns/:id/release',
    {
      preHandler: seller,
      schema: schema("Release a return's units from quarantine: back to stock or written off", {
        params: zIdParamsSchema,
        body: zReleaseSchema,
        response: { 200: zReturnBody, ...errorResponses },
      }),
    },
    async (request) => ({
      data: {
        salesReturn: await releaseReturn(db, request.params.id, request.body, request.currentUser.id),
      },
    }),
  );
}
