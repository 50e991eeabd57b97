import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  EINVOICE_LIMITS,
  indiaDateFromToday,
  SELLER_ROLES,
  zEinvoiceAnswerBodySchema,
  zEinvoiceCancellationBodySchema,
  zEinvoiceFileQuerySchema,
  zEinvoiceListQuerySchema,
  zEinvoiceListSchema,
  zEinvoiceRecordedSchema,
  zIdParamsSchema,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import type { SnapshotCache } from '../../db/snapshot-cache.js';
import { sendSnapshotAnswer } from '../../http/snapshot-answer.js';
import { sendDownload } from '../../http/attachment.js';
import { errorResponses, securedSchema, fileResponses, MEDIA } from '../../http/route-schemas.js';
import { documentEinvoice, einvoiceFile, listEinvoices } from './einvoices-read.service.js';
import { recordAnswers, recordCancellations } from './einvoices-write.service.js';
import { portalNumber } from './einvoice-json.js';

/** A JSON file to download, as the portal's offline tool writes it. */
function sendJson(reply: FastifyReply, fileName: string, value: unknown): FastifyReply {
  return sendDownload(reply, {
    fileName,
    contentType: 'application/json; charset=utf-8',
    body: Buffer.from(JSON.stringify(value, null, 2), 'utf8'),
  });
}

const fileNameOf = (number: string) => `einvoice-${portalNumber(number).replace(/[^\w-]+/g, '-')}.json`;

/**
 * e-Invoices (docs/domain.md#e-invoices): the documents and where they stand with the portal, the
 * portal's JSON to upload, and its answers recorded. Sellers (admins and staff); recording that the
 * portal cancelled an IRN is an admin's, like cancelling an invoice.
 */
export async function einvoicesRoutes(
  app: FastifyInstance,
  { db, answers }: { db: Db; answers: SnapshotCache },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const seller = [app.authenticate, app.requireRole(...SELLER_ROLES)];
  const admin = [app.authenticate, app.requireRole('admin')];
  const schema = securedSchema(['einvoices']);

  r.get(
    '/einvoices',
    {
      preHandler: seller,
      schema: schema(
        "A range's invoices to registered buyers and their notes, and where each stands with the portal",
        {
          querystring: zEinvoiceListQuerySchema,
          response: { 200: dataEnvelope(zEinvoiceListSchema), ...errorResponses },
        },
      ),
    },
    // Kept while the database does not change (db/snapshot-cache.ts), with an ETag: the states of a
    // year's documents are counted (docs/performance.md#gst-compliance).
    async (request, reply) =>
      sendSnapshotAnswer(request, reply, {
        db,
        answers,
        key: `einvoices ${indiaDateFromToday()} ${JSON.stringify(request.query)}`,
        build: async () => JSON.stringify({ data: await listEinvoices(db, request.query) }),
      }),
  );
  r.get(
    '/einvoices/file',
    {
      preHandler: seller,
      schema: schema(
        "The portal's JSON (schema 1.1) of a range's documents awaiting an IRN, to upload in bulk",
        {
          querystring: zEinvoiceFileQuerySchema,
          response: fileResponses(MEDIA.json),
        },
      ),
    },
    async (request, reply) => {
      const documents = await einvoiceFile(db, request.query);
      const to = request.query.to ?? indiaDateFromToday();
      return sendJson(
        reply,
        `einvoices-${request.query.from ?? request.query.year ?? 'year'}-to-${to}.json`,
        documents,
      );
    },
  );
  r.get(
    '/invoices/:id/einvoice',
    {
      preHandler: seller,
      schema: schema("An invoice's e-invoice JSON for the portal (an invoice to a registered buyer)", {
        params: zIdParamsSchema,
        response: fileResponses(MEDIA.json),
      }),
    },
    async (request, reply) => {
      const document = await documentEinvoice(db, 'invoice', request.params.id);
      return sendJson(reply, fileNameOf(document.DocDtls.No), document);
    },
  );
  r.get(
    '/invoice-notes/:id/einvoice',
    {
      preHandler: seller,
      schema: schema("A credit or debit note's e-invoice JSON for the portal", {
        params: zIdParamsSchema,
        response: fileResponses(MEDIA.json),
      }),
    },
    async (request, reply) => {
      const document = await documentEinvoice(db, 'note', request.params.id);
      return sendJson(reply, fileNameOf(document.DocDtls.No), document);
    },
  );
  r.post(
    '/einvoices/answers',
    {
      preHandler: seller,
      // A bulk answer holds each document's signed invoice: a few kilobytes each.
      bodyLimit: EINVOICE_LIMITS.answerCharsMax + 64 * 1024,
      schema: schema("Record the portal's answer: each document's IRN, acknowledgement and signed QR code", {
        body: zEinvoiceAnswerBodySchema,
        response: { 200: dataEnvelope(zEinvoiceRecordedSchema), ...errorResponses },
      }),
    },
    async (request) => ({ data: await recordAnswers(db, request.body, request.currentUser) }),
  );
  r.post(
    '/einvoices/cancellations',
    {
      preHandler: admin,
      bodyLimit: EINVOICE_LIMITS.answerCharsMax + 64 * 1024,
      schema: schema("Record the portal's cancelling of IRNs (within its 24 hours); admins", {
        body: zEinvoiceCancellationBodySchema,
        response: { 200: dataEnvelope(zEinvoiceRecordedSchema), ...errorResponses },
      }),
    },
    async (request) => ({ data: await recordCancellations(db, request.body, request.currentUser) }),
  );
}
