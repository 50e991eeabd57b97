import { and, asc, count, eq, gt, lt, or, sql } from 'drizzle-orm';
import { message, type TMessage } from '@godown/shared';
import type { Db } from '../../db/client.js';
import { loginFailures } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import {
  LOGIN_ADDRESS_FAILURES_PER_HOUR,
  LOGIN_FAILURES_PER_HOUR,
  LOGIN_FAILURES_PER_MINUTE,
} from './rate-limits.js';

// The limits of failed sign-ins (docs/domain.md#accounts-and-sign-in). They slow a guesser down and
// never lock the owner out: a correct password from an address that has not failed on the account
// in the last hour is always checked, whatever other addresses did to it (OWASP ASVS 2.2.1).

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
// With a hash of the address, then of the account, the two-key advisory locks taken while an
// attempt is counted (two-key locks never collide with one-key ones, such as the admin bootstrap's
// and the migrations'). Every attempt takes them in this one order, so two never deadlock.
const LOGIN_ADDRESS_LOCK_CLASS = 4_711_003;
const LOGIN_ACCOUNT_LOCK_CLASS = 4_711_002;

/** Limits of failed sign-ins; unset ones are the constants of packages/shared. */
export interface LoginLimits {
  /** Per account and address in a minute. */
  perMinute?: number;
  /** Per account in an hour, from all addresses: past it, each address gets one failure an hour. */
  perHour?: number;
  /** Per address in an hour, over all accounts. */
  perAddressPerHour?: number;
}

const rateLimited = (said: TMessage) => new AppError('RATE_LIMITED', said);

/** The wait until `at` in minutes, rounded up, at least a minute. */
function minutesUntil(at: Date, now: number): number {
  return Math.max(1, Math.ceil((at.getTime() - now) / MINUTE_MS));
}

/** The refusal naming a wait: one minute, or `minutes` (the English says "1 minute", "25 minutes"). */
function lockedFor(
  minutes: number,
  keys:
    | { one: 'login.networkLockedMinute'; many: 'login.networkLocked' }
    | {
        one: 'login.accountLockedMinute';
        many: 'login.accountLocked';
      },
): AppError {
  return rateLimited(minutes === 1 ? message(keys.one) : message(keys.many, { minutes }));
}

/**
 * Counts a sign-in attempt as a failure until it succeeds, or refuses it with 429 (its password
 * unchecked) when a limit is reached, counting the attempts still in flight as failures:
 * - an address's failures in the last hour over all accounts reach `perAddressPerHour`
 *   (password spraying): refused from that address, for any account;
 * - the account's failures in the last hour from all addresses reach `perHour`: refused from an
 *   address that has failed on it in that hour; an address that has not is still checked;
 * - the account's failures from this address in the last minute reach `perMinute`.
 * The counts and the new row are one transaction under locks on the address and the account, so
 * attempts racing on any server instance are counted in turn. Returns the attempt's row id.
 */
export async function countLoginAttempt(
  db: Db,
  account: string,
  address: string,
  limits: LoginLimits,
): Promise<number> {
  const perMinute = limits.perMinute ?? LOGIN_FAILURES_PER_MINUTE;
  const perHour = limits.perHour ?? LOGIN_FAILURES_PER_HOUR;
  const perAddressPerHour = limits.perAddressPerHour ?? LOGIN_ADDRESS_FAILURES_PER_HOUR;
  const now = Date.now();
  const hourAgo = new Date(now - HOUR_MS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOGIN_ADDRESS_LOCK_CLASS}, hashtext(${address}))`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOGIN_ACCOUNT_LOCK_CLASS}, hashtext(${account}))`);

    const fromAddress = and(eq(loginFailures.address, address), gt(loginFailures.createdAt, hourAgo));
    const [network] = await tx.select({ failures: count() }).from(loginFailures).where(fromAddress);
    const networkFailures = network?.failures ?? 0;
    if (networkFailures >= perAddressPerHour) {
      // The failure whose hour ends first brings the count back under the limit.
      const [freeing] = await tx
        .select({ at: loginFailures.createdAt })
        .from(loginFailures)
        .where(fromAddress)
        .orderBy(asc(loginFailures.createdAt))
        .offset(networkFailures - perAddressPerHour)
        .limit(1);
      const freedAt = new Date((freeing?.at.getTime() ?? now) + HOUR_MS);
      throw lockedFor(minutesUntil(freedAt, now), {
        one: 'login.networkLockedMinute',
        many: 'login.networkLocked',
      });
    }

    const here = eq(loginFailures.address, address);
    const [recent] = await tx
      .select({
        lastHour: count(),
        hereLastHour: sql<number>`count(*) filter (where ${here})`.mapWith(Number),
        hereLastMinute:
          sql<number>`count(*) filter (where ${here} and ${loginFailures.createdAt} > ${new Date(now - MINUTE_MS)})`.mapWith(
            Number,
          ),
        hereLatest: sql<Date | null>`max(${loginFailures.createdAt}) filter (where ${here})`.mapWith(
          loginFailures.createdAt,
        ),
      })
      .from(loginFailures)
      .where(and(eq(loginFailures.account, account), gt(loginFailures.createdAt, hourAgo)));
    if ((recent?.lastHour ?? 0) >= perHour && (recent?.hereLastHour ?? 0) > 0) {
      // A guarded account: this address has had its one failure of the hour at it.
      const freedAt = new Date((recent?.hereLatest?.getTime() ?? now) + HOUR_MS);
      throw lockedFor(minutesUntil(freedAt, now), {
        one: 'login.accountLockedMinute',
        many: 'login.accountLocked',
      });
    }
    if ((recent?.hereLastMinute ?? 0) >= perMinute) {
      throw rateLimited(message('login.tooManyAttempts'));
    }

    const [row] = await tx
      .insert(loginFailures)
      .values({ account, address })
      .returning({ id: loginFailures.id });
    return row!.id;
  });
}

/** A successful sign-in takes its attempt back: successes never count against a limit. */
export async function forgetLoginAttempt(db: Db, attemptId: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
}

/**
 * A failed attempt keeps its count. Failures past the hour, the longest window, are no longer
 * counted: the account's and the address's go (a sprayed address leaves rows on many accounts).
 */
export async function dropExpiredLoginFailures(db: Db, account: string, address: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(
      and(
        or(eq(loginFailures.account, account), eq(loginFailures.address, address)),
        lt(loginFailures.createdAt, new Date(Date.now() - HOUR_MS)),
      ),
    );
}
