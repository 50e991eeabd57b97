import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  englishOf,
  message,
  messageOfRule,
  type ErrorCode,
  type TErrorBody,
  type TErrorDetail,
  type TMessage,
} from '@godown/shared';
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

/**
 * The envelope of a refusal: its code, its reason and parameters (docs/domain.md#messages) and the
 * same in English. `english` overrides the English of `said` (a framework's own words).
 */
function body(code: string, said: TMessage, details?: TErrorDetail[], english?: string): TErrorBody {
  const error: TErrorBody['error'] = {
    code,
    reason: said.reason,
    ...(said.params ? { params: said.params } : {}),
    message: english ?? englishOf(said),
  };
  if (details?.length) error.details = details;
  return { error };
}

/** A zod issue's message: ours by key (`rule`), else zod's English under a generic reason. */
function issueMessage(text: string | undefined): { said: TMessage; english: string } {
  const keyed = text ? messageOfRule(text) : undefined;
  if (keyed) return { said: keyed, english: englishOf(keyed) };
  const said = message('validation.invalid');
  return { said, english: text ?? englishOf(said) };
}

function zodDetails(error: FastifyError): Array<TErrorDetail & { said: TMessage }> {
  return (error.validation ?? []).map((issue) => {
    const { said, english } = issueMessage(issue.message);
    return {
      // An array's index is a number, as the server's own field problems write it.
      path: issue.instancePath
        .split('/')
        .filter(Boolean)
        .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      reason: said.reason,
      ...(said.params ? { params: said.params } : {}),
      message: english,
      said,
    };
  });
}

/**
 * One place maps every error to the envelope `{ error: { code, reason, params, message, details } }`.
 * A 4xx says what was wrong; a 5xx is logged with its cause and answered with a generic message.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(body(error.code, error.said, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const described = zodDetails(error);
      const details = described.map(({ said: _said, ...detail }) => detail);
      const first = described[0];
      if (!first)
        return reply.status(400).send(body('VALIDATION_FAILED', message('request.invalid'), details));
      const said = first.path.length
        ? message('request.fieldProblem', { field: first.path.join('.'), problem: [first.said] })
        : first.said;
      const english = first.path.length ? `${first.path.join('.')}: ${first.message}` : first.message;
      return reply.status(400).send(body('VALIDATION_FAILED', said, details, english));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).send(body('SERVICE_UNAVAILABLE', message('server.unavailable')));
    }
    if (pgErrorOf(error)?.code?.startsWith('22')) {
      // SQLSTATE class 22, "data exception": a value the database cannot hold. The schemas refuse
      // such values first; this keeps any they miss a 400 rather than a 500.
      request.log.warn({ err: error }, 'data exception');
      return reply.status(400).send(body('BAD_REQUEST', message('request.valueNotStorable')));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      // Fastify's parser refuses both broken JSON and prototype-poisoning keys with this code.
      return reply.status(400).send(body('BAD_REQUEST', message('request.invalidJson')));
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
      const said = message(
        status === 413 ? 'request.tooLarge' : status === 429 ? 'request.tooMany' : 'request.refused',
      );
      return reply.status(status).send(body(code, said, undefined, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', message('server.fault')));
  });
}

/** Says what the API reads (JSON) and what it was sent instead, so a client knows what to change. */
function unsupportedMediaTypeMessage(contentType: string | undefined): TMessage {
  const mediaType = contentType?.split(';')[0]?.trim().slice(0, 100);
  return mediaType ? message('request.mediaType', { mediaType }) : message('request.noMediaType');
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
    const said = message(
      error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'request.pathTooLong' : 'request.badPercentEncoding',
    );
    void reply.status(400).send(body('BAD_REQUEST', said));
    return;
  }
  request.log.error({ err: error }, 'unhandled framework error');
  void reply.status(500).send(body('INTERNAL', message('server.fault')));
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
      ? body('HEADERS_TOO_LARGE', message('request.headersTooLarge'))
      : body('BAD_REQUEST', message('request.notHttp')),
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
  return body('NOT_FOUND', message('request.notFound', { method, path: url.split('?')[0] ?? url }));
}
