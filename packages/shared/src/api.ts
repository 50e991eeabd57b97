import { z } from 'zod';
import { rule } from './messages/rule.js';

/** Error codes of the error envelope, with the HTTP status each one answers. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** An import with bad rows, run all-or-nothing: nothing was written; the details list the rows. */
  IMPORT_REFUSED: 422,
  RATE_LIMITED: 429,
  /** The request's address or headers are longer than the server reads (Node's 16 KB). */
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** A message's parameters as the API sends them (names, numbers, dates, labels' values, messages). */
export const zMessageParamsSchema = z.record(z.string(), z.unknown());

/**
 * One problem with a request field: where, its `reason` (a message key, docs/domain.md#messages) with
 * its `params`, and the same in English (`message`).
 */
export const zErrorDetailSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  reason: z.string().optional(),
  params: zMessageParamsSchema.optional(),
  message: z.string(),
});
export type TErrorDetail = z.infer<typeof zErrorDetailSchema>;

/**
 * The error envelope: `{ error: { code, reason, params, message, details } }`. `reason` is a stable
 * message key (`stock.notEnoughUnits`) with its typed `params`; `message` says it in English for logs
 * and API users; screens say the reason in the reader's language.
 */
export const zErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    reason: z.string().optional(),
    params: zMessageParamsSchema.optional(),
    message: z.string(),
    details: z.array(zErrorDetailSchema).optional(),
  }),
});
export type TErrorBody = z.infer<typeof zErrorBodySchema>;

/** Wraps a response data schema in the success envelope `{ data: ... }`. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** A UUID path parameter named id. */
export const zIdParamsSchema = z.object({ id: z.uuid(rule('validation.notAnId')) });
