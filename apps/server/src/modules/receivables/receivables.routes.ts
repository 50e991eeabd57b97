import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  indiaDateFromToday,
  SELLER_ROLES,
  zAgeingQuerySchema,
  zAgeingSchema,
  zIdParamsSchema,
  zLedgerQuerySchema,
  zLedgerSchema,
  zReceiptAllocateSchema,
  zReceiptBounceSchema,
  zReceiptCreateSchema,
  zReceiptListQuerySchema,
  zReceiptListSchema,
  zReceiptSchema,
} from '@godown/shared';
import { DEFAULT_COMPANY_NAME, type AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { SnapshotCache } from '../../db/snapshot-cache.js';
import { pdfDownload, sendDownload } from '../../http/attachment.js';
import { sendSnapshotAnswer } from '../../http/snapshot-answer.js';
import { errorResponses, securedSchema, fileResponses, MEDIA } from '../../http/route-schemas.js';
import { renderPdf } from '../reports/report-files.js';
import { receivablesAgeing } from './ageing.service.js';
import { customerLedger, statementDocument } from './ledger.service.js';
import { getReceipt, listReceipts } from './receipts-read.service.js';
import { allocateReceipt, bounceReceipt, createReceipt } from './receipts-write.service.js';

const zReceiptBody = dataEnvelope(z.object({ receipt: zReceiptSchema }));

/**
 * Getting paid (docs/domain.md#receipts-and-receivables): receipts and their allocation, a bounced
 * cheque, a customer's ledger and statement, the receivables ageing. Sellers only (admins and staff).
 */
export async function receivablesRoutes(
  app: FastifyInstance,
  { db, config, answers }: { db: Db; config: AppConfig; answers: SnapshotCache },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const seller = [app.authenticate, app.requireRole(...SELLER_ROLES)];
  const schema = securedSchema(['receivables']);
  const companyName = config.companyName ?? DEFAULT_COMPANY_NAME;
  const sendStatement = async (reply: FastifyReply, id: string, range: { from?: string; to?: string }) => {
    const document = statementDocument(await customerLedger(db, id, range));
    return sendDownload(
      reply,
      pdfDownload(`${document.fileName}.pdf`, await renderPdf(document, companyName)),
    );
  };

  r.post(
    '/receipts',
    {
      preHandler: seller,
      schema: schema(
        'Money received from a customer, allocated to their invoices (oldest first unless chosen)',
        {
          body: zReceiptCreateSchema,
          response: { 201: zReceiptBody, ...errorResponses },
        },
      ),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: { receipt: await createReceipt(db, request.body, { id: request.currentUser.id }) } }),
  );
  r.get(
    '/receipts',
    {
      preHandler: seller,
      schema: schema('Receipts, latest first; by customer, mode and dates', {
        querystring: zReceiptListQuerySchema,
        response: { 200: dataEnvelope(zReceiptListSchema), ...errorResponses },
      }),
    },
    async (request) => ({ data: await listReceipts(db, request.query) }),
  );
  r.get(
    '/receipts/:id',
    {
      preHandler: seller,
      schema: schema('One receipt with what it settled', {
        params: zIdParamsSchema,
        response: { 200: zReceiptBody, ...errorResponses },
      }),
    },
    async (request) => ({ data: { receipt: await getReceipt(db, request.params.id) } }),
  );
  r.post(
    '/receipts/:id/allocate',
    {
      preHandler: seller,
      schema: schema('Allocate what is on account of a receipt to invoices', {
        params: zIdParamsSchema,
        body: zReceiptAllocateSchema,
        response: { 200: zReceiptBody, ...errorResponses },
      }),
    },
    async (request) => ({
      data: { receipt: await allocateReceipt(db, request.params.id, request.body.allocations) },
    }),
  );
  r.post(
    '/receipts/:id/bounce',
    {
      preHandler: seller,
      schema: schema('A cheque that bounced: its allocations are undone; in the audit log', {
        params: zIdParamsSchema,
        body: zReceiptBounceSchema,
        response: { 200: zReceiptBody, ...errorResponses },
      }),
    },
    async (request) => ({
      data: { receipt: await bounceReceipt(db, request.params.id, request.body.reason, request.currentUser) },
    }),
  );
  r.get(
    '/customers/:id/ledger',
    {
      preHandler: seller,
      schema: schema("A customer's ledger: opening balance, invoices, notes, receipts, running balance", {
        params: zIdParamsSchema,
        querystring: zLedgerQuerySchema,
        response: { 200: dataEnvelope(z.object({ ledger: zLedgerSchema })), ...errorResponses },
      }),
    },
    async (request) => ({ data: { ledger: await customerLedger(db, request.params.id, request.query) } }),
  );
  r.get(
    '/customers/:id/statement.pdf',
    {
      preHandler: seller,
      schema: schema("A customer's statement of account for a date range, as a PDF", {
        params: zIdParamsSchema,
        querystring: zLedgerQuerySchema,
        response: fileResponses(MEDIA.pdf),
      }),
    },
    async (request, reply) => sendStatement(reply, request.params.id, request.query),
  );
  r.get(
    '/receivables/ageing',
    {
      preHandler: seller,
      schema: schema(
        'What customers owe by days past due (not due, 1-30, 31-60, 61-90, over 90), largest first',
        {
          querystring: zAgeingQuerySchema,
          response: { 200: dataEnvelope(zAgeingSchema), ...errorResponses },
        },
      ),
    },
    // Kept while the database does not change (db/snapshot-cache.ts), for the day it is worked out
    // on: it sums every open invoice (docs/performance.md#billing).
    async (request, reply) =>
      sendSnapshotAnswer(request, reply, {
        db,
        answers,
        key: `ageing ${indiaDateFromToday()} ${JSON.stringify(request.query)}`,
        build: async () => JSON.stringify({ data: await receivablesAgeing(db, request.query) }),
      }),
  );
}
