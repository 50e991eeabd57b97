import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  SELLER_ROLES,
  zAgeingSchema,
  zHsnReportSchema,
  zInputTaxRegisterSchema,
  zOutputTaxSchema,
  zReportFormatQuerySchema,
  zSalesRegisterSchema,
  zSalesReportQuerySchema,
} from '@godown/shared';
import { DEFAULT_COMPANY_NAME, type AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { sendDownload } from '../../http/attachment.js';
import { errorResponses, securedSchema } from '../../http/route-schemas.js';
import type { ReportDocument } from '../reports/report-documents.js';
import { reportFile, type ReportFileFormat } from '../reports/report-files.js';
import { receivablesAgeing } from './ageing.service.js';
import {
  ageingDocument,
  hsnReportDocument,
  inputTaxRegisterDocument,
  outputTaxDocument,
  salesRegisterDocument,
} from './sales-report-documents.js';
import { hsnReport, inputTaxRegister, outputTax, salesRegister } from './sales-reports.service.js';

const FILES = ' `format=xlsx` or `pdf` answers the whole report as a file to download.';

/**
 * The sales reports (docs/domain.md#sales-reports) for a range or a financial year, as JSON for the
 * screen or as .xlsx and PDF files. Sellers only (admins and staff).
 */
export async function salesReportsRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: AppConfig },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const seller = [app.authenticate, app.requireRole(...SELLER_ROLES)];
  const schema = securedSchema(['reports']);
  const companyName = config.companyName ?? DEFAULT_COMPANY_NAME;
  const sendFile = async (reply: FastifyReply, document: ReportDocument, format: ReportFileFormat) =>
    sendDownload(reply, await reportFile(document, format, companyName));

  r.get(
    '/reports/sales-register',
    {
      preHandler: seller,
      schema: schema(`Every invoice and note of a range or financial year, with its taxes.${FILES}`, {
        querystring: zSalesReportQuerySchema,
        response: { 200: dataEnvelope(zSalesRegisterSchema), ...errorResponses },
      }),
    },
    async (request, reply) => {
      const { format = 'json' } = request.query;
      if (format === 'json') return { data: await salesRegister(db, request.query) };
      return sendFile(
        reply,
        salesRegisterDocument(await salesRegister(db, request.query, { all: true })),
        format,
      );
    },
  );
  r.get(
    '/reports/output-tax',
    {
      preHandler: seller,
      schema: schema(`CGST, SGST, IGST and cess by GST rate, notes counted.${FILES}`, {
        querystring: zSalesReportQuerySchema,
        response: { 200: dataEnvelope(zOutputTaxSchema), ...errorResponses },
      }),
    },
    async (request, reply) => {
      const { format = 'json' } = request.query;
      const report = await outputTax(db, request.query);
      return format === 'json' ? { data: report } : sendFile(reply, outputTaxDocument(report), format);
    },
  );
  r.get(
    '/reports/hsn-summary',
    {
      preHandler: seller,
      schema: schema(`Quantities, values and taxes by HSN code and rate, notes counted.${FILES}`, {
        querystring: zSalesReportQuerySchema,
        response: { 200: dataEnvelope(zHsnReportSchema), ...errorResponses },
      }),
    },
    async (request, reply) => {
      const { format = 'json' } = request.query;
      const report = await hsnReport(db, request.query);
      return format === 'json' ? { data: report } : sendFile(reply, hsnReportDocument(report), format);
    },
  );
  r.get(
    '/reports/input-tax',
    {
      preHandler: seller,
      schema: schema(
        `The transfers' tax invoices each GST registration of the company received (\`registration\`: the receiving one), whose tax it claims as input tax credit.${FILES}`,
        {
          querystring: zSalesReportQuerySchema,
          response: { 200: dataEnvelope(zInputTaxRegisterSchema), ...errorResponses },
        },
      ),
    },
    async (request, reply) => {
      const { format = 'json' } = request.query;
      if (format === 'json') return { data: await inputTaxRegister(db, request.query) };
      return sendFile(
        reply,
        inputTaxRegisterDocument(await inputTaxRegister(db, request.query, { all: true })),
        format,
      );
    },
  );
  r.get(
    '/reports/receivables-ageing',
    {
      preHandler: seller,
      schema: schema(`The receivables ageing as of today, every customer.${FILES}`, {
        querystring: zReportFormatQuerySchema,
        response: { 200: dataEnvelope(zAgeingSchema), ...errorResponses },
      }),
    },
    async (request, reply) => {
      const { format = 'json' } = request.query;
      const report = await receivablesAgeing(db, { limit: format === 'json' ? 50 : Number.MAX_SAFE_INTEGER });
      return format === 'json' ? { data: report } : sendFile(reply, ageingDocument(report), format);
    },
  );
}
