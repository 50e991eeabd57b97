import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, message, zErrorBodySchema } from '@godown/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';

/** GET /health: reports whether the database answers. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: {
          200: dataEnvelope(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })),
          503: zErrorBodySchema,
        },
      },
    },
    async () => {
      try {
        await database.ping();
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', message('health.databaseUnreachable'));
      }
      return { data: { status: 'ok' as const, database: database.kind } };
    },
  );
}
