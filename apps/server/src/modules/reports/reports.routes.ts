import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BUYER_ROLES,
  dataEnvelope,
  zExpiringQuerySchema,
  zExpiringReportSchema,
  zMovementsQuerySchema,
  zMovementsReportSchema,
  zValuationQuerySchema,
  zValuationReportSchema,
} from '@godown/shared';
import { DEFAULT_COMPANY_NAME, type AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { sendDownload } from '../../http/attachment.js';
import { bearerSecurity, errorResponses } from '../../http/route-schemas.js';
import {
  expiringDocument,
  movementsDocument,
  valuationDocument,
  type ReportDocument,
} from './report-documents.js';
import { reportFile, type ReportFileFormat } from './report-files.js';
import { expiringReport } from './expiring-report.service.js';
import { movementsReport } from './movements-report.service.js';
import { valuationReport } from './valuation-report.service.js';

const tags = ['reports'];
const FORMATS_NOTE = ' `format=xlsx` or `pdf` answers the whole report as a file to download.';

/**
 * Reports for the buyers (admin, staff): stock valuation, stock movements and expiring stock, as
 * JSON for the screen (a page of the detail) or as an .xlsx or PDF file with every row
 * (docs/domain.md#reports).
 */
export async function reportsRoutes(app: FastifyInstance, { db, config }: { db: Db; config: AppConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const buyer = [app.authenticate, app.requireRole(...BUYER_ROLES)];
  const companyName = config.companyName ?? DEFAULT_COMPANY_NAME;

  /** Sends the report as a file to download. */
  const sendFile = async (reply: FastifyReply, document: ReportDocument, format: ReportFileFormat) =>
    sendDownload(reply, await reportFile(document, format, companyName));

  r.get(
    '/reports/valuation',
    {
      preHandler: buyer,
      schema: {
        tags,
        summary:
          'Units and their value per warehouse, category and product, today or as of a past date (admin, staff)',
        description: `Values are at today's prices.${FORMATS_NOTE}`,
        security: bearerSecurity,
        querystring: zValuationQuerySchema,
        response: { 200: dataEnvelope(zValuationReportSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { format = 'json' } = request.query;
      if (format === 'json') return { data: await valuationReport(db, request.query) };
      return sendFile(
        reply,
        valuationDocument(await valuationReport(db, request.query, { all: true })),
        format,
      );
    },
  );

  r.get(
    '/reports/movements',
    {
      preHandler: buyer,
      schema: {
        tags,
        summary: 'Opening, in, out, transfers and closing units per product between two dates (admin, staff)',
        description: `At most 366 days apart; the last 30 days by default.${FORMATS_NOTE}`,
        security: bearerSecurity,
        querystring: zMovementsQuerySchema,
        response: { 200: dataEnvelope(zMovementsReportSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { format = 'json' } = request.query;
      if (format === 'json') return { data: await movementsReport(db, request.query) };
      return sendFile(
        reply,
        movementsDocument(await movementsReport(db, request.query, { all: true })),
        format,
      );
    },
  );

  r.get(
    '/reports/expiring',
    {
      preHandler: buyer,
      schema: {
        tags,
        summary:
          'Batches expiring within 30, 60 or 90 days, and expired ones, with the value at risk (admin, staff)',
        description: `Earliest expiry first.${FORMATS_NOTE}`,
        security: bearerSecurity,
        querystring: zExpiringQuerySchema,
        response: { 200: dataEnvelope(zExpiringReportSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { format = 'json' } = request.query;
      if (format === 'json') return { data: await expiringReport(db, request.query) };
      return sendFile(
        reply,
        expiringDocument(await expiringReport(db, request.query, { all: true })),
        format,
      );
    },
  );
}
