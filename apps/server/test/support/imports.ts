/** Uploading a file to POST /import/{kind} from a test, as a browser's form would send it. */
import type { FastifyInstance } from 'fastify';
import type { ImportKind, TImportMapping, TImportReport } from '@godown/shared';
import { auth } from './http.js';

export interface UploadOptions {
  fileName?: string;
  mapping?: TImportMapping;
  dryRun?: boolean;
  skipBadRows?: boolean;
  passwords?: 'one-time' | 'none';
  accept?: string;
}

/** A multipart/form-data body (the mapping first, then the file) and its content type. */
export async function multipartBody(
  content: string | Uint8Array,
  fileName: string,
  mapping?: TImportMapping,
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  form.append('file', new Blob([content]), fileName);
  const response = new Response(form);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type')!,
  };
}

/** Sends a file to be imported and answers the raw response. */
export async function uploadImport(
  app: FastifyInstance,
  token: string | null,
  kind: ImportKind | string,
  content: string | Uint8Array,
  options: UploadOptions = {},
) {
  const { body, contentType } = await multipartBody(
    content,
    options.fileName ?? `${kind}.csv`,
    options.mapping,
  );
  const query = new URLSearchParams();
  if (options.dryRun !== undefined) query.set('dryRun', String(options.dryRun));
  if (options.skipBadRows !== undefined) query.set('skipBadRows', String(options.skipBadRows));
  if (options.passwords) query.set('passwords', options.passwords);
  const search = query.toString();
  return app.inject({
    method: 'POST',
    url: `/api/v1/import/${kind}${search ? `?${search}` : ''}`,
    headers: {
      ...(token ? auth(token) : {}),
      'content-type': contentType,
      ...(options.accept ? { accept: options.accept } : {}),
    },
    payload: body,
  });
}

/** The report of an import that answered 200. */
export function reportOf(res: { statusCode: number; body: string; json(): unknown }): TImportReport {
  if (res.statusCode !== 200) throw new Error(`import answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: TImportReport }).data;
}

/** CSV text from rows of cells (quoted where needed), lines ending in CRLF as Excel writes them. */
export function csv(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows
    .map((cells) =>
      cells
        .map((cell) => {
          const text = cell === null ? '' : String(cell);
          return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
        })
        .join(','),
    )
    .join('\r\n');
}
