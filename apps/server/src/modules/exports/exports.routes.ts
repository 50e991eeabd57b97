import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EXPORT_ACCESS,
  EXPORT_KIND_LABELS,
  EXPORT_KINDS,
  EXPORT_QUERY_SCHEMAS,
  EXPORT_RIGHTS,
  type ExportAccess,
  type ExportKind,
} from '@godown/shared';
import type { UserRow } from '../users/users.service.js';
import type { Db } from '../../db/client.js';
import { sendDownload } from '../../http/attachment.js';
import { bearerSecurity, fileResponses, MEDIA } from '../../http/route-schemas.js';
import { openExport, type ExportRequest } from './exports.service.js';

/**
 * Exports: `GET /export/{kind}?format=csv|xlsx&<the list's filters>` streams every row of a list
 * screen as a file (docs/domain.md#exports). One route per kind, so each declares its own filters
 * and is open to exactly the roles that may read its list.
 */
export async function exportsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const preHandlerOf = (kind: ExportKind, access: ExportAccess): preHandlerAsyncHookHandler[] => {
    // A visitor exports the public lists; a token sent along is still checked.
    if (access === 'anyone') return [app.authenticateIfSignedIn];
    // The role policy's right to the list, where it has one (docs/domain.md#roles).
    const right = EXPORT_RIGHTS[kind];
    const byPolicy = right === undefined ? [] : [app.requireAccess(right)];
    if (access === 'signedIn') return [app.authenticate, ...byPolicy];
    return [app.authenticate, app.requireRole(...access), ...byPolicy];
  };

  for (const kind of EXPORT_KINDS) {
    const access = EXPORT_ACCESS[kind];
    r.get(
      `/export/${kind}`,
      {
        preHandler: preHandlerOf(kind, access),
        schema: {
          tags: ['exports'],
          summary: `${EXPORT_KIND_LABELS[kind]} as a CSV or .xlsx file, with the list's filters; every row, streamed`,
          ...(access === 'anyone' ? {} : { security: bearerSecurity }),
          querystring: EXPORT_QUERY_SCHEMAS[kind],
          // The 200 answer is the file itself (text/csv or .xlsx), not JSON.
          response: fileResponses(MEDIA.csv, MEDIA.xlsx),
        },
      },
      async (request, reply) => {
        const user = request.currentUser as UserRow | null;
        const viewer = user ? { id: user.id, role: user.role, people: app.accessOf(user).people } : null;
        // The route's schema is this kind's, so the query it read is this kind's query.
        const exportRequest = { kind, query: request.query } as ExportRequest;
        const file = await openExport(db, exportRequest, viewer, (error) =>
          request.log.error({ err: error, kind }, 'export failed after the file had begun'),
        );
        // The answer is a stream, which no response schema describes: sent as a plain reply.
        return sendDownload(reply, { ...file, body: file.stream });
      },
    );
  }
}
