import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseWalPosition, readFromReplica, withReadRoute, type WalPositions } from '../db/replica.js';

/**
 * Which requests read from the replica (DATABASE_REPLICA_URL, docs/scaling.md#read-replicas).
 *
 * A GET or HEAD reads from the replica unless its client has written something the replica has not
 * replayed yet: then it reads from the primary, so a user always sees their own writes. Every
 * successful write answers the primary's WAL position after it, in the header and an HttpOnly cookie
 * named below; the browser sends the cookie back with its next reads, other clients may send the
 * header, and this process also remembers the position per Authorization header for clients that
 * keep neither. The replica has caught up with a client once it has replayed that position.
 */

/** The header and cookie carrying a client's last write position ("16/B374D848"). */
export const READ_AFTER_HEADER = 'x-godown-read-after';
export const READ_AFTER_COOKIE = 'godown_read_after';
/** How long the browser keeps the cookie: far longer than a healthy replica lags. */
const READ_AFTER_COOKIE_MAX_AGE_S = 600;
/** Tokens whose last write position this process remembers (the oldest are forgotten first). */
const REMEMBERED_TOKENS_MAX = 10_000;

const READ_METHODS = new Set(['GET', 'HEAD']);

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

export function registerReadReplica(app: FastifyInstance, positions: WalPositions): void {
  const lastWriteOfToken = new Map<string, bigint>();

  /** The latest write position the request's client has been told of (null: none). */
  const clientPosition = (request: FastifyRequest): bigint | null => {
    const header = request.headers[READ_AFTER_HEADER];
    const known = [
      parseWalPosition(typeof header === 'string' ? header : undefined),
      parseWalPosition(cookieValue(request, READ_AFTER_COOKIE)),
      request.headers.authorization ? (lastWriteOfToken.get(request.headers.authorization) ?? null) : null,
    ];
    return known.reduce<bigint | null>(
      (latest, p) => (p !== null && (latest === null || p > latest) ? p : latest),
      null,
    );
  };

  // Every request gets its own route, on the primary until the pre-handler below lets it read the replica.
  app.addHook('onRequest', (_request, _reply, done) => withReadRoute(done));

  app.addHook('preHandler', async (request) => {
    if (!READ_METHODS.has(request.method)) return;
    const position = clientPosition(request);
    if (position === null || (await positions.replicaHasReplayed(position))) readFromReplica();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (READ_METHODS.has(request.method) || request.method === 'OPTIONS' || reply.statusCode >= 400) {
      return payload;
    }
    let position: string;
    try {
      position = await positions.primaryPosition();
    } catch {
      // The write is done; its client may read stale data from the replica for a moment.
      return payload;
    }
    reply.header(READ_AFTER_HEADER, position);
    reply.header(
      'set-cookie',
      `${READ_AFTER_COOKIE}=${position}; Path=/api; Max-Age=${READ_AFTER_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Strict`,
    );
    const token = request.headers.authorization;
    const parsed = parseWalPosition(position);
    if (token && parsed !== null) {
      lastWriteOfToken.delete(token);
      lastWriteOfToken.set(token, parsed);
      if (lastWriteOfToken.size > REMEMBERED_TOKENS_MAX) {
        const oldest = lastWriteOfToken.keys().next().value;
        if (oldest !== undefined) lastWriteOfToken.delete(oldest);
      }
    }
    return payload;
  });
}
