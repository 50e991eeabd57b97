import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, TErrorBody, TErrorDetail } from '@godown/shared';
import { AppError, causeChain, pgErrorOf } from '../errors.js';
import { PRE_ROUTING_SECURITY_HEADERS } from './security.js';

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

// Errors of the driver or the network that mean the database cannot be reached right now.
const UNAVAILABLE_NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3]|53300)/;
const UNAVAILABLE_MESSAGES = /Connection terminated|PGlite is closed|Cannot use a pool after calling end/i;

function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of causeChain(error)) {
    if (typeof code === 'string' && UNAVAILABLE_NETWORK_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  const sqlState = pgErrorOf(error)?.code;
  return sqlState !== undefined && UNAVAILABLE_SQLSTATE.test(sqlState);
}

function body(code: string, message: string, details?: TErrorDetail[]): TErrorBody {
  return { error: details?.length ? { code, message, details } : { code, message } };
}

function zodDetails(error: FastifyError): TErrorDetail[] {
  return (error.validation ?? []).map((issue) => ({
    path: issue.instancePath.split('/').filter(Boolean),
    message: issue.message ?? 'Invalid value',
  }));
}

/**
 * One place maps every error to the envelope `{ error: { code, message, details } }`.
 * A 4xx says what was wrong; a 5xx is logged with its cause and answered with a generic message.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = zodDetails(error);
      const first = details[0];
      const where = first && first.path.length ? `${first.path.join('.')}: ` : '';
      const message = first ? `${where}${first.message}` : 'The request is not valid';
      return reply.status(400).send(body('VALIDATION_FAILED', message, details));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .send(
          body('SERVICE_UNAVAILABLE', 'The database is unavailable right now. Please try again shortly.'),
        );
    }
    if (pgErrorOf(error)?.code?.startsWith('22')) {
      // SQLSTATE class 22, "data exception": a value the database cannot hold. The schemas refuse
      // such values first; this keeps any they miss a 400 rather than a 500.
      request.log.warn({ err: error }, 'data exception');
      return reply
        .status(400)
        .send(body('BAD_REQUEST', 'A value in the request cannot be stored. Check the data and try again.'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      // Fastify's parser refuses both broken JSON and prototype-poisoning keys with this code.
      return reply
        .status(400)
        .send(
          body(
            'BAD_REQUEST',
            'The body is not valid JSON, or it holds a key that is never accepted (__proto__, constructor.prototype)',
          ),
        );
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .status(415)
        .send(body('UNSUPPORTED_MEDIA_TYPE', unsupportedMediaTypeMessage(request.headers['content-type'])));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx errors (bad JSON, body too large, wrong content type) carry safe messages.
      const code = STATUS_CODES[status] ?? 'BAD_REQUEST';
      return reply.status(status).send(body(code, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', 'Something went wrong on our side. Please try again.'));
  });
}

/** Says what the API reads (JSON) and what it was sent instead, so a client knows what to change. */
function unsupportedMediaTypeMessage(contentType: string | undefined): string {
  const mediaType = contentType?.split(';')[0]?.trim().slice(0, 100);
  const sent = mediaType ? `${mediaType} is not accepted` : 'this request names no media type';
  return `Send the request body as JSON, with content-type: application/json; ${sent}`;
}

/**
 * Errors Fastify meets before a route is found (a path with broken percent-encoding, a path
 * parameter over the router's length limit) bypass the error handler; without this they are
 * answered in Fastify's own shape instead of the envelope. Both are bad input: 400.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 500;
  // helmet's hook has not run: these answers carry the headers of a JSON error themselves.
  void reply.headers(PRE_ROUTING_SECURITY_HEADERS);
  if (status >= 400 && status < 500) {
    const message =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'A value in the request path is too long'
        : 'The request path is not valid: it holds a malformed percent-encoding';
    void reply.status(400).send(body('BAD_REQUEST', message));
    return;
  }
  request.log.error({ err: error }, 'unhandled framework error');
  void reply.status(500).send(body('INTERNAL', 'Something went wrong on our side. Please try again.'));
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (an address or headers over 16 KB, a
 * malformed request line): answered in the envelope too, then the connection is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const payload = JSON.stringify(
    tooLarge
      ? body('HEADERS_TOO_LARGE', "The request's address or headers are too long")
      : body('BAD_REQUEST', 'The request is not valid HTTP'),
  );
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(payload)),
    connection: 'close',
    ...PRE_ROUTING_SECURITY_HEADERS,
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head}\r\n${payload}`);
}

/** 404 in the envelope for unknown API routes. */
export function apiNotFound(method: string, url: string): TErrorBody {
  return body('NOT_FOUND', `Route ${method} ${url.split('?')[0]} not found`);
}
