import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope, zScanAnswerSchema, zScanParamsSchema } from '@godown/shared';
import type { Db } from '../../db/client.js';
import { bearerSecurity, errorResponses } from '../../http/route-schemas.js';
import { scanCode } from './scan.service.js';

/** What a scanned code names (any signed-in user; a supplier finds only their own transports). */
export async function scanRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/scan/:code',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['barcodes'],
        summary:
          'What a scanned code names: a product (GTIN, SKU or GS1 carton code), a batch, an inventory, a storage unit or a transport; 404 when nothing matches',
        security: bearerSecurity,
        params: zScanParamsSchema,
        response: { 200: dataEnvelope(zScanAnswerSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await scanCode(db, request.params.code, request.currentUser) }),
  );
}
