import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SELLER_ROLES, zTallyVoucherQuerySchema } from '@godown/shared';
import { DEFAULT_COMPANY_NAME, type AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { sendDownload } from '../../http/attachment.js';
import { securedSchema, fileResponses, MEDIA } from '../../http/route-schemas.js';
import { openTallyMasters } from './tally-masters.js';
import { openTallyVouchers } from './tally-vouchers.js';

/**
 * The export to TallyPrime (docs/domain.md#tally): the masters and a range's vouchers as the XML of
 * Tally's Import Data, streamed. Sellers only (admins and staff): the files carry the books.
 */
export async function tallyRoutes(app: FastifyInstance, { db, config }: { db: Db; config: AppConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const seller = [app.authenticate, app.requireRole(...SELLER_ROLES)];
  const schema = securedSchema(['tally']);
  const companyName = config.companyName ?? DEFAULT_COMPANY_NAME;

  r.get(
    '/tally/masters.xml',
    {
      preHandler: seller,
      schema: schema(
        'Ledgers (customers, suppliers, registrations, sales, purchase, GST, round-off, cash, bank), units, godowns and stock items as Tally XML (Import → Masters); no stock quantities',
        // The 200 answer is the XML file itself, not JSON.
        { response: fileResponses(MEDIA.xml) },
      ),
    },
    async (request, reply) => {
      const file = await openTallyMasters(db, companyName, (error) =>
        request.log.error({ err: error }, 'Tally masters failed after the file had begun'),
      );
      return sendDownload(reply, file);
    },
  );
  r.get(
    '/tally/vouchers.xml',
    {
      preHandler: seller,
      schema: schema(
        'Sales, credit and debit notes, receipts and purchases dated from–to (at most a year) as Tally XML (Import → Transactions); `registration` keeps what one GST registration issued and received',
        { querystring: zTallyVoucherQuerySchema, response: fileResponses(MEDIA.xml) },
      ),
    },
    async (request, reply) => {
      const file = await openTallyVouchers(db, request.query, companyName, (error) =>
        request.log.error({ err: error }, 'Tally vouchers failed after the file had begun'),
      );
      return sendDownload(reply, file);
    },
  );
}
