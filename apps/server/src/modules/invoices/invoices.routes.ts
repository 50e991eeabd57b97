import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  indiaDateFromToday,
  SELLER_ROLES,
  zBillableQuerySchema,
  zBillableShipmentListSchema,
  zIdParamsSchema,
  zInvoiceCancelSchema,
  zInvoiceCreateSchema,
  zInvoiceListQuerySchema,
  zInvoiceListSchema,
  zInvoiceSchema,
  zTransferInvoiceCreateSchema,
  zTransferPaperworkSchema,
} from '@godown/shared';
import { DEFAULT_COMPANY_NAME, type AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { SnapshotCache } from '../../db/snapshot-cache.js';
import { pdfDownload, sendDownload } from '../../http/attachment.js';
import { sendSnapshotAnswer } from '../../http/snapshot-answer.js';
import { errorResponses, securedSchema, fileResponses, MEDIA } from '../../http/route-schemas.js';
import { getCompanyLogo } from '../billing/company-settings.service.js';
import { invoicePdf } from './invoice-pdf.js';
import { getInvoice, listBillableShipments, listInvoices } from './invoices-read.service.js';
import {
  cancelInvoice,
  issueInvoice,
  issueTransferInvoice,
  previewInvoice,
} from './invoices-write.service.js';
import { transferChallanDocument } from './transfer-challan.js';
import { transferPaperwork } from './transfer-invoice.js';
import { renderPdf } from '../reports/report-files.js';

const zInvoiceBody = dataEnvelope(z.object({ invoice: zInvoiceSchema }));

/**
 * Tax invoices (docs/domain.md#tax-invoices): issued from shipments that have left, read, printed
 * as PDF, cancelled by an admin. Sellers only (admins and staff); suppliers and drivers see none.
 */
export async function invoicesRoutes(
  app: FastifyInstance,
  { db, config, answers }: { db: Db; config: AppConfig; answers: SnapshotCache },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const seller = [app.authenticate, app.requireRole(...SELLER_ROLES)];
  const admin = [app.authenticate, app.requireRole('admin')];
  const schema = securedSchema(['invoices']);
  const companyName = config.companyName ?? DEFAULT_COMPANY_NAME;
  const sendPdf = async (reply: FastifyReply, id: string) => {
    const invoice = await getInvoice(db, id);
    const logo = await getCompanyLogo(db).catch(() => null);
    return sendDownload(
      reply,
      pdfDownload(
        `invoice-${(invoice.number ?? id).replace(/[^\w-]+/g, '-')}.pdf`,
        await invoicePdf(invoice, logo?.bytes ?? null),
      ),
    );
  };

  r.get(
    '/invoices',
    {
      preHandler: seller,
      schema: schema('Invoices, latest first; by date range, status, supply, customer and registration', {
        querystring: zInvoiceListQuerySchema,
        response: { 200: dataEnvelope(zInvoiceListSchema), ...errorResponses },
      }),
    },
    // Kept while the database does not change (db/snapshot-cache.ts), with an ETag: the list's
    // search and counts read every invoice (docs/performance.md#billing).
    async (request, reply) =>
      sendSnapshotAnswer(request, reply, {
        db,
        answers,
        key: `invoices ${indiaDateFromToday()} ${JSON.stringify(request.query)}`,
        build: async () => JSON.stringify({ data: await listInvoices(db, request.query) }),
      }),
  );
  r.get(
    '/invoices/billable-shipments',
    {
      preHandler: seller,
      schema: schema('Shipments that have left and are on no invoice, oldest first', {
        querystring: zBillableQuerySchema,
        response: { 200: dataEnvelope(zBillableShipmentListSchema), ...errorResponses },
      }),
    },
    async (request) => ({ data: await listBillableShipments(db, request.query) }),
  );
  r.post(
    '/invoices/preview',
    {
      preHandler: seller,
      schema: schema('What issuing would make of these shipments: lines, taxes and totals, unnumbered', {
        body: zInvoiceCreateSchema,
        response: { 200: zInvoiceBody, ...errorResponses },
      }),
    },
    async (request) => ({ data: { invoice: await previewInvoice(db, request.body, companyName) } }),
  );
  r.post(
    '/invoices',
    {
      preHandler: seller,
      schema: schema(
        "Issue a tax invoice for one customer's shipments, numbered in the registration's series",
        {
          body: zInvoiceCreateSchema,
          response: { 201: zInvoiceBody, ...errorResponses },
        },
      ),
    },
    async (request, reply) =>
      reply.status(201).send({
        data: { invoice: await issueInvoice(db, request.body, companyName, { id: request.currentUser.id }) },
      }),
  );
  r.get(
    '/invoices/:id',
    {
      preHandler: seller,
      schema: schema('One invoice as it was issued', {
        params: zIdParamsSchema,
        response: { 200: zInvoiceBody, ...errorResponses },
      }),
    },
    async (request) => ({ data: { invoice: await getInvoice(db, request.params.id) } }),
  );
  r.get(
    '/invoices/:id/pdf',
    {
      preHandler: seller,
      schema: schema('The invoice as an A4 PDF, with a UPI QR code when the company has a UPI id', {
        params: zIdParamsSchema,
        response: fileResponses(MEDIA.pdf),
      }),
    },
    async (request, reply) => sendPdf(reply, request.params.id),
  );
  r.post(
    '/transports/:id/invoice',
    {
      preHandler: seller,
      schema: schema(
        'Invoice a transfer between warehouses of two GST registrations: the sending one bills the receiving one',
        {
          description:
            'IGST across states, CGST and SGST within one, at the products’ prices; numbered in the sending registration’s invoice series. A transfer within one registration travels on its delivery challan instead.',
          params: zIdParamsSchema,
          body: zTransferInvoiceCreateSchema,
          response: { 201: zInvoiceBody, ...errorResponses },
        },
      ),
    },
    async (request, reply) =>
      reply.status(201).send({
        data: {
          invoice: await issueTransferInvoice(
            db,
            request.params.id,
            request.body ?? {},
            companyName,
            request.currentUser,
          ),
        },
      }),
  );
  r.get(
    '/transports/:id/paperwork',
    {
      preHandler: seller,
      schema: schema(
        'The paper a transfer travels on (a tax invoice or a delivery challan), and its invoice',
        {
          params: zIdParamsSchema,
          response: {
            200: dataEnvelope(z.object({ paperwork: zTransferPaperworkSchema })),
            ...errorResponses,
          },
        },
      ),
    },
    async (request) => ({ data: { paperwork: await transferPaperwork(db, request.params.id) } }),
  );
  r.get(
    '/transports/:id/challan.pdf',
    {
      preHandler: seller,
      schema: schema('The delivery challan of a transfer within one GST registration, as a PDF', {
        params: zIdParamsSchema,
        response: fileResponses(MEDIA.pdf),
      }),
    },
    async (request, reply) => {
      const document = await transferChallanDocument(db, request.params.id);
      return sendDownload(
        reply,
        pdfDownload(`${document.fileName}.pdf`, await renderPdf(document, companyName)),
      );
    },
  );
  r.post(
    '/invoices/:id/cancel',
    {
      preHandler: admin,
      schema: schema('Cancel an invoice (admins): it keeps its number; its shipments may be invoiced again', {
        params: zIdParamsSchema,
        body: zInvoiceCancelSchema,
        response: { 200: zInvoiceBody, ...errorResponses },
      }),
    },
    async (request) => ({
      data: {
        invoice: await cancelInvoice(db, request.params.id, request.body.reason, request.currentUser),
      },
    }),
  );
}
