import { z } from 'zod';
import { dataEnvelope, zErrorBodySchema } from '@godown/shared';

/** The error answers a resource route documents: bad input, sign-in, role, unknown id, conflict. */
export const errorResponses = {
  400: zErrorBodySchema,
  401: zErrorBodySchema,
  403: zErrorBodySchema,
  404: zErrorBodySchema,
  409: zErrorBodySchema,
};

/** A file's bytes, as the document describes an answer that is a file. */
const zFileSchema = z.string().meta({ format: 'binary', description: 'The file’s bytes' });

/** The answers of a route that sends a file: the file (200, in these media types), and the errors. */
export function fileResponses(...mediaTypes: string[]) {
  return {
    200: {
      description: 'The file',
      content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: zFileSchema }])),
    },
    ...errorResponses,
  };
}

/** A multipart form's part: a file, or a text field. */
type FormPart = { file: true; description: string } | { file?: false; description: string };

/**
 * A route that takes a multipart form (read by the handler, part by part): `consumes` and, for the
 * document only, the form's parts (http/openapi.ts turns `x-multipart` into the request body).
 */
export function multipartBody(parts: Record<string, FormPart>, required: string[]) {
  return {
    consumes: ['multipart/form-data'],
    'x-multipart': {
      type: 'object',
      properties: Object.fromEntries(
        Object.entries(parts).map(([name, part]) => [
          name,
          part.file
            ? { type: 'string', format: 'binary', description: part.description }
            : { type: 'string', description: part.description },
        ]),
      ),
      required,
    },
  };
}

/** Media types of the files the API sends. */
export const MEDIA = {
  pdf: 'application/pdf',
  json: 'application/json',
  xml: 'application/xml',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;

/** `{ data: { message } }`: the answer of a delete or of another action with nothing to return. */
export const zMessageResponseSchema = dataEnvelope(z.object({ message: z.string() }));

/** OpenAPI marker of a route that needs the bearer token. */
export const bearerSecurity = [{ bearerAuth: [] }];

/** A signed-in route's OpenAPI schema: its tags, summary and the bearer token, with the rest given. */
export function securedSchema(tags: string[]) {
  return <T extends object>(summary: string, rest: T) => ({
    tags,
    summary,
    security: bearerSecurity,
    ...rest,
  });
}
