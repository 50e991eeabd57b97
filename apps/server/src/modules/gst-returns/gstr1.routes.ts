import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  indiaDateFromToday,
  SELLER_ROLES,
  zGstr1QuerySchema,
  zGstr1SummarySchema,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import type { SnapshotCache } from '../../db/snapshot-cache.js';
import { sendSnapshotAnswer } from '../../http/snapshot-answer.js';
import { sendDownload } from '../../http/attachment.js';
import { errorResponses, securedSchema } from '../../http/route-schemas.js';
import { gstr1 } from './gstr1.service.js';
import { gstr1Workbook } from './gstr1-xlsx.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * GSTR-1 (docs/domain.md#gstr-1): a registration's month or quarter, on screen with its sums beside
 * the sales register's, or as the offline tool's JSON (`format=json`) or workbook (`format=xlsx`).
 * Sellers only (admins and staff).
 */
export async function gstr1Routes(app: FastifyInstance, { db, answers }: { db: Db; answers: SnapshotCache }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const seller = [app.authenticate, app.requireRole(...SELLER_ROLES)];
  const schema = securedSchema(['reports']);
  r.get(
    '/reports/gstr1',
    {
      preHandler: seller,
      schema: schema(
        "GSTR-1 of a registration's month or quarter: its sections' sums and the sales register's; format=json or xlsx downloads the return",
        {
          querystring: zGstr1QuerySchema,
          response: { 200: dataEnvelope(zGstr1SummarySchema), ...errorResponses },
        },
      ),
    },
    async (request, reply) => {
      const { format } = request.query;
      // The summary on screen is kept while the database does not change (db/snapshot-cache.ts).
      if (!format) {
        return sendSnapshotAnswer(request, reply, {
          db,
          answers,
          key: `gstr1 ${indiaDateFromToday()} ${JSON.stringify(request.query)}`,
          build: async () => JSON.stringify({ data: (await gstr1(db, request.query)).summary }),
        });
      }
      const made = await gstr1(db, request.query);
      const name = `gstr1-${made.summary.registration.gstin}-${made.summary.fp}`;
      if (format === 'json') {
        return sendDownload(reply, {
          fileName: `${name}.json`,
          contentType: 'application/json; charset=utf-8',
          body: Buffer.from(JSON.stringify(made.json), 'utf8'),
        });
      }
      return sendDownload(reply, {
        fileName: `${name}.xlsx`,
        contentType: XLSX,
        body: await gstr1Workbook(made.json, made.names),
      });
    },
  );
}
