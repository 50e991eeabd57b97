import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  API_TOKEN_LIMITS,
  API_TOKEN_PREFIX,
  API_TOKEN_SECRET_PATTERN,
  type ApiTokenScope,
  type TApiToken,
  type TApiTokenCreate,
  type TApiTokenCreated,
  type TApiTokenList,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { inTransaction, queryRows } from '../../db/transaction.js';
import { conflict, notFound, unauthorized } from '../../errors.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { findSessionUser, type UserRow } from '../users/users.service.js';

// Personal access tokens (docs/domain.md#api-tokens). A secret is `gdn_pat_` and 40 base64url
// characters (30 random bytes); only its SHA-256 is kept, so a stolen table signs nobody in. A
// 240-bit secret needs no slow hash: nothing can be guessed from its digest.

interface TokenRow {
  id: string;
  name: string;
  hint: string;
  scopes: string[];
  created_at: Date | string;
  expires_at: Date | string;
  last_used_at: Date | string | null;
  last_used_from: string | null;
  revoked_at: Date | string | null;
}

const COLUMNS = sql`id, name, hint, scopes, created_at, expires_at, last_used_at, last_used_from, revoked_at`;
const DAY_MS = 86_400_000;
const iso = (value: Date | string) => new Date(value).toISOString();

export const secretHashOf = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex');

/** A token as its owner sees it (never its secret). */
function tokenAnswer(row: TokenRow, now = Date.now()): TApiToken {
  const expires = new Date(row.expires_at).getTime();
  const state = row.revoked_at ? 'revoked' : expires <= now ? 'expired' : 'live';
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    scopes: row.scopes as ApiTokenScope[],
    state,
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    daysLeft: state === 'live' ? Math.floor((expires - now) / DAY_MS) : null,
    lastUsedAt: row.last_used_at ? iso(row.last_used_at) : null,
    lastUsedFrom: row.last_used_from,
    revokedAt: row.revoked_at ? iso(row.revoked_at) : null,
  };
}

/** GET /users/me/tokens: the user's tokens, newest first (revoked and expired ones too). */
export async function listApiTokens(db: Db, userId: string): Promise<TApiTokenList> {
  const rows = await queryRows<TokenRow>(
    db,
    sql`SELECT ${COLUMNS} FROM api_tokens WHERE user_id = ${userId} ORDER BY created_at DESC, id LIMIT 200`,
  );
  return { tokens: rows.map((row) => tokenAnswer(row)) };
}

/**
 * POST /users/me/tokens: a new token of the signed-in user, its secret answered this once. At most
 * API_TOKEN_LIMITS.livePerUserMax live tokens a user (counted under the user's row lock).
 */
export async function createApiToken(
  db: Db,
  actor: AuditActor,
  input: TApiTokenCreate,
): Promise<TApiTokenCreated> {
  const random = crypto.randomBytes(30).toString('base64url');
  const secret = `${API_TOKEN_PREFIX}${random}`;
  const days = input.expiresInDays ?? API_TOKEN_LIMITS.expiryDaysDefault;
  const row = await inTransaction(db, async (tx) => {
    await tx.execute(sql`SELECT id FROM users WHERE id = ${actor.id} FOR UPDATE`);
    const [{ live } = { live: 0 }] = await queryRows<{ live: number }>(
      tx,
      sql`SELECT count(*)::int AS live FROM api_tokens
          WHERE user_id = ${actor.id} AND revoked_at IS NULL AND expires_at > now()`,
    );
    if (live >= API_TOKEN_LIMITS.livePerUserMax) {
      throw conflict('apiToken.tooMany', { max: API_TOKEN_LIMITS.livePerUserMax });
    }
    const [created] = await queryRows<TokenRow>(
      tx,
      sql`INSERT INTO api_tokens (user_id, name, secret_hash, hint, scopes, expires_at)
          VALUES (${actor.id}, ${input.name}, ${secretHashOf(secret)}, ${secret.slice(0, API_TOKEN_PREFIX.length + 4)},
                  ${sql`ARRAY[${sql.join(
                    input.scopes.map((scope) => sql`${scope}`),
                    sql`, `,
                  )}]::text[]`}, now() + ${days} * interval '1 day')
          RETURNING ${COLUMNS}`,
    );
    await recordAudit(
      tx,
      actor,
      'apiToken.created',
      { type: 'user', id: actor.id, name: input.name },
      { scopes: input.scopes.join(', '), days },
    );
    return created!;
  });
  return { token: tokenAnswer(row), secret };
}

/** DELETE /users/me/tokens/{id}: the token stops working at once (a second revoke changes nothing). */
export async function revokeApiToken(db: Db, actor: AuditActor, tokenId: string): Promise<TApiToken> {
  return inTransaction(db, async (tx) => {
    const [row] = await queryRows<TokenRow>(
      tx,
      sql`SELECT ${COLUMNS} FROM api_tokens WHERE id = ${tokenId} AND user_id = ${actor.id} FOR UPDATE`,
    );
    if (!row) throw notFound('notFound.apiToken');
    if (row.revoked_at) return tokenAnswer(row);
    const [revoked] = await queryRows<TokenRow>(
      tx,
      sql`UPDATE api_tokens SET revoked_at = now() WHERE id = ${tokenId} RETURNING ${COLUMNS}`,
    );
    await recordAudit(tx, actor, 'apiToken.revoked', { type: 'user', id: actor.id, name: row.name }, {});
    return tokenAnswer(revoked!);
  });
}

/** What signing a call in reads of its token. */
interface SigningRow {
  id: string;
  user_id: string;
  scopes: string[];
  expires_at: Date | string;
  revoked_at: Date | string | null;
}
const SIGNING_COLUMNS = sql`id, user_id, scopes, expires_at, revoked_at`;

/** What a call made with a token runs as: its user, and the token's scopes and expiry. */
export interface TokenSession {
  user: UserRow;
  snapshot: string;
  token: { id: string; scopes: string[]; expiresAt: Date };
}

/**
 * The user a token's secret signs in, or a 401 naming why not (unknown, revoked, expired). Its last
 * use (time and address) is written at most once a minute per address.
 */
export async function sessionOfApiToken(db: Db, secret: string, address: string): Promise<TokenSession> {
  if (!API_TOKEN_SECRET_PATTERN.test(secret)) throw unauthorized('apiToken.invalid');
  const hash = secretHashOf(secret);
  const [used] = await queryRows<SigningRow>(
    db,
    sql`UPDATE api_tokens SET last_used_at = now(), last_used_from = ${address}
        WHERE secret_hash = ${hash}
          AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute'
               OR last_used_from IS DISTINCT FROM ${address})
          AND revoked_at IS NULL AND expires_at > now()
        RETURNING ${SIGNING_COLUMNS}`,
  );
  // Used within the minute from this address, or refused: read as it stands.
  const [token] = used
    ? [used]
    : await queryRows<SigningRow>(
        db,
        sql`SELECT ${SIGNING_COLUMNS} FROM api_tokens WHERE secret_hash = ${hash}`,
      );
  if (!token) throw unauthorized('apiToken.invalid');
  if (token.revoked_at) throw unauthorized('apiToken.revoked');
  const expiresAt = new Date(token.expires_at);
  if (expiresAt.getTime() <= Date.now()) {
    throw unauthorized('apiToken.expired', { date: expiresAt.toISOString().slice(0, 10) });
  }
  const session = await findSessionUser(db, token.user_id);
  if (!session) throw unauthorized('apiToken.invalid');
  return { ...session, token: { id: token.id, scopes: token.scopes, expiresAt } };
}
