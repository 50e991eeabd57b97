import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope, zAuditListQuerySchema, zAuditListSchema } from '@godown/shared';
import type { Db } from '../../db/client.js';
import { bearerSecurity, errorResponses } from '../../http/route-schemas.js';
import { listAudit } from './audit.service.js';

/** The audit log of admin actions, for admins. */
export async function auditRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/audit',
    {
      preHandler: [app.authenticate, app.requireRole('admin')],
      schema: {
        tags: ['users'],
        summary: 'Admin actions, newest first: who changed whose role or active flag, who deleted what',
        security: bearerSecurity,
        querystring: zAuditListQuerySchema,
        response: { 200: dataEnvelope(zAuditListSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await listAudit(db, request.query) }),
  );
}
