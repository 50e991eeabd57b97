import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  englishOf,
  IMPORT_FILE_KINDS,
  IMPORT_LIMITS,
  message,
  IMPORT_ROLES,
  zImportKindParamsSchema,
  zImportMappingSchema,
  zImportQuerySchema,
  zImportReportSchema,
  zErrorBodySchema,
  zTemplateQuerySchema,
  type ImportKind,
  type TImportMapping,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, forbidden } from '../../errors.js';
import { attachment } from '../../http/attachment.js';
import {
  bearerSecurity,
  errorResponses,
  fileResponses,
  MEDIA,
  multipartBody,
} from '../../http/route-schemas.js';
import { importTemplate } from './import-template.js';
import { runImport } from './imports.service.js';
import { openSheetFile } from './spreadsheet-reader.js';
import { openTallyFile } from './tally-xml-reader.js';

const MEGABYTES = IMPORT_LIMITS.maxFileBytes / (1024 * 1024);

/** Refuses a role that may not import this kind (IMPORT_ROLES): they name one role or two. */
function assertMayImport(request: FastifyRequest, kind: ImportKind) {
  const roles = IMPORT_ROLES[kind];
  if (!roles.includes(request.currentUser.role)) {
    const [first = 'admin', second] = roles;
    throw second
      ? forbidden('import.onlyTwoRoles', { first, second, kind })
      : forbidden('import.onlyRole', { role: first, kind });
  }
}

/**
 * The upload: the file saved to a temporary file as it arrives (never whole in memory; cut off past
 * the size limit) and the mapping field, in either order.
 */
async function receiveUpload(request: FastifyRequest, dir: string) {
  let file: { path: string; name: string } | undefined;
  let mapping: TImportMapping | undefined;
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', message('import.sendMultipart'));
  }
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        throw badRequest('import.sendOneFile');
      }
      const target = path.join(dir, 'upload');
      await pipeline(part.file, fs.createWriteStream(target));
      if (part.file.truncated) {
        throw new AppError('PAYLOAD_TOO_LARGE', message('import.fileTooLarge', { size: MEGABYTES }));
      }
      file = { path: target, name: part.filename || 'upload' };
    } else if (part.fieldname === 'mapping') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(part.value));
      } catch {
        throw badRequest('import.mappingNotJson');
      }
      const result = zImportMappingSchema.safeParse(parsed);
      if (!result.success) throw badRequest('import.mappingNotObject');
      mapping = result.data;
    } else {
      throw badRequest(message('import.unknownField', { field: part.fieldname }));
    }
  }
  if (!file) throw badRequest('import.chooseFile');
  return { file, mapping };
}

/**
 * Imports (admin, staff; some kinds admins only): POST /import/{kind} with a CSV or .xlsx file and
 * the mapping; GET /import/{kind}/template for an empty file with the columns.
 */
export async function importsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: IMPORT_LIMITS.maxFileBytes, files: 1, fields: 4, fieldSize: 64 * 1024, parts: 6 },
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/import/:kind',
      {
        preHandler: [app.authenticate],
        bodyLimit: IMPORT_LIMITS.maxFileBytes + 1024 * 1024,
        schema: {
          tags: ['imports'],
          summary: `Import a CSV or .xlsx file, or TallyPrime's XML masters for tally-stock-items (multipart: "file", up to ${MEGABYTES} MB and ${IMPORT_LIMITS.maxRows.toLocaleString('en-IN')} rows, and "mapping"); dryRun=true writes nothing`,
          security: bearerSecurity,
          ...multipartBody(
            {
              file: { file: true, description: 'The CSV, .xlsx or TallyPrime XML file' },
              mapping: {
                description:
                  'Optional JSON: the file’s column for each field, and, for tally-stock-items, the inventory of each godown',
              },
            },
            ['file'],
          ),
          params: zImportKindParamsSchema,
          querystring: zImportQuerySchema,
          response: {
            200: dataEnvelope(zImportReportSchema),
            ...errorResponses,
            413: zErrorBodySchema,
            415: zErrorBodySchema,
            422: zErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const { kind } = request.params;
        assertMayImport(request, kind);
        const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'godown-import-'));
        const cleanup = () => fs.promises.rm(dir, { recursive: true, force: true });
        try {
          const upload = await receiveUpload(request, dir);
          // A Tally import reads TallyPrime's XML; every other kind a spreadsheet.
          const file =
            IMPORT_FILE_KINDS[kind] === 'tally-xml'
              ? await openTallyFile(upload.file.path)
              : await openSheetFile(upload.file.path);
          const run = (onProgress?: (done: number, total: number) => void) =>
            runImport(db, {
              kind,
              file,
              fileName: upload.file.name,
              mapping: upload.mapping,
              dryRun: request.query.dryRun ?? false,
              skipBadRows: request.query.skipBadRows ?? false,
              passwords: request.query.passwords ?? 'one-time',
              userId: request.currentUser.id,
              onProgress,
            });
          if (!request.headers.accept?.includes('application/x-ndjson')) {
            const report = await run();
            await cleanup();
            return { data: report };
          }
          // Progress as it happens: a line per chunk, then the answer (or the error) as the last line.
          const stream = new PassThrough();
          const line = (value: unknown) => stream.write(`${JSON.stringify(value)}\n`);
          run((done, total) => line({ progress: { done, total } }))
            .then((report) => line({ data: report }))
            .catch((error: unknown) => {
              if (error instanceof AppError) {
                line({
                  error: {
                    code: error.code,
                    reason: error.said.reason,
                    params: error.said.params,
                    message: error.message,
                    details: error.details,
                  },
                  status: error.status,
                });
              } else {
                request.log.error({ err: error }, 'import failed');
                const failed = message('import.failed');
                line({
                  error: { code: 'INTERNAL', reason: failed.reason, message: englishOf(failed) },
                  status: 500,
                });
              }
            })
            .finally(() => {
              stream.end();
              void cleanup();
            });
          return reply
            .type('application/x-ndjson')
            .header('cache-control', 'no-store')
            .send(stream as never);
        } catch (error) {
          await cleanup();
          throw error;
        }
      },
    );

    r.get(
      '/import/:kind/template',
      {
        preHandler: [app.authenticate],
        schema: {
          tags: ['imports'],
          summary: 'An empty file with the columns of an import (CSV or .xlsx with notes)',
          security: bearerSecurity,
          params: zImportKindParamsSchema,
          querystring: zTemplateQuerySchema,
          response: fileResponses(MEDIA.csv, MEDIA.xlsx),
        },
      },
      async (request, reply) => {
        const { kind } = request.params;
        assertMayImport(request, kind);
        if (IMPORT_FILE_KINDS[kind] !== 'sheet') throw badRequest('import.tally.noTemplate');
        const format = request.query.format ?? 'xlsx';
        const body = await importTemplate(kind, format);
        return reply
          .type(
            format === 'csv'
              ? 'text/csv; charset=utf-8'
              : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          )
          .header('content-disposition', attachment(`godown-${kind}-template.${format}`))
          .send(body as never);
      },
    );
  });
}
