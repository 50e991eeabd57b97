import { and, asc, count, eq, gt, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  LOGIN_FAILURES_PER_HOUR,
  LOGIN_FAILURES_PER_MINUTE,
  type TDriverOption,
  type TUser,
  type zChangePasswordSchema,
  type zLoginSchema,
  type zProfileUpdateSchema,
  type zRegisterSchema,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { loginFailures, users } from '../../db/schema.js';
import { likePattern, preparedPerDatabase } from '../../db/transaction.js';
import { AppError, badRequest, conflict, forbidden, uniqueViolation, unauthorized } from '../../errors.js';
import { hashPassword, verifyPassword } from './password.js';

export type UserRow = typeof users.$inferSelect;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
// Serialises admin sign-ups so two "first admins" cannot both slip through.
const ADMIN_BOOTSTRAP_LOCK = 4_711_001;
// With a hash of the account, the two-key advisory lock taken while a sign-in attempt is counted
// (two-key locks never collide with the one-key locks above and of the migrations).
const LOGIN_ATTEMPT_LOCK_CLASS = 4_711_002;

/** The user as the API shows it: never the password hash or the token version. */
export function toPublicUser(row: UserRow): TUser {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    shift: row.shift,
    wagePerHour: row.wagePerHour,
    hoursThisMonth: row.hoursThisMonth,
    extraShift: row.extraShift,
    active: row.active,
    mustChangePassword: row.mustChangePassword,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const userById = preparedPerDatabase((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id'),
);

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await userById(db).execute({ id });
  return row;
}

const sessionUserById = preparedPerDatabase((db) =>
  db
    .select({ user: users, snapshot: sql<string>`pg_current_snapshot()::text` })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_user_by_id'),
);

/**
 * The user a token names, and the database's snapshot as it was read: a kept answer still current
 * at that snapshot is sent without another round trip (db/snapshot-cache.ts).
 */
export async function findSessionUser(
  db: Db,
  id: string,
): Promise<{ user: UserRow; snapshot: string } | undefined> {
  const [row] = await sessionUserById(db).execute({ id });
  return row;
}

/** Turns a unique-index violation on users into the 409 a person can act on. */
function contactConflict(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'users_email_unique') throw conflict('An account with this email already exists');
  if (constraint === 'users_phone_unique') throw conflict('An account with this phone number already exists');
  throw error;
}

export interface RegisterOptions {
  openAdminSignup: boolean;
}

/**
 * Creates an account. Any role may be chosen, but admin only while no admin exists (the first
 * admin bootstraps the system) or when open admin sign-up is configured.
 */
export async function registerUser(
  db: Db,
  input: z.output<typeof zRegisterSchema>,
  options: RegisterOptions,
): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      if (input.role === 'admin' && !options.openAdminSignup) {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADMIN_BOOTSTRAP_LOCK})`);
        const [admins] = await tx.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
        if ((admins?.n ?? 0) > 0) {
          throw forbidden(
            'Admin sign-up is closed because an admin already exists. Register with another role and ask an admin for access.',
          );
        }
      }
      const [row] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email ?? null,
          phone: input.phone ?? null,
          passwordHash,
          role: input.role,
        })
        .returning();
      return row!;
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    return contactConflict(error);
  }
}

export interface LoginLimits {
  perMinute?: number;
  perHour?: number;
}

const INVALID_CREDENTIALS = 'Invalid email/phone or password';

/**
 * Checks credentials. Failed attempts are counted in the database, per account and address in a
 * minute and per account in an hour, so the limits hold across server instances. Each attempt is
 * counted before its password is checked, so a burst of guesses sent at once gets no more checks
 * than the limits allow; a successful sign-in then takes its count back.
 */
export async function loginUser(
  db: Db,
  input: z.output<typeof zLoginSchema>,
  address: string,
  limits: LoginLimits = {},
): Promise<UserRow> {
  const account = input.email !== undefined ? `email:${input.email}` : `phone:${input.phone}`;
  const attemptId = await countLoginAttempt(db, account, address, limits);

  const contact = input.email !== undefined ? eq(users.email, input.email) : eq(users.phone, input.phone!);
  const [user] = await db.select().from(users).where(contact).limit(1);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) {
    // A failure keeps its count; failures past the hour are no longer counted, so they go.
    await db
      .delete(loginFailures)
      .where(
        and(eq(loginFailures.account, account), lt(loginFailures.createdAt, new Date(Date.now() - HOUR_MS))),
      );
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
  if (!user.active) throw forbidden('This account is deactivated. Ask an admin to reactivate it.');
  return user;
}

/**
 * Counts a sign-in attempt as a failure until it succeeds, or refuses it with 429 when the
 * account's failures (and attempts in flight) reach a limit. The count and the new row are one
 * transaction under a lock on the account, so attempts racing on any instance are counted in turn.
 */
async function countLoginAttempt(
  db: Db,
  account: string,
  address: string,
  limits: LoginLimits,
): Promise<number> {
  const perMinute = limits.perMinute ?? LOGIN_FAILURES_PER_MINUTE;
  const perHour = limits.perHour ?? LOGIN_FAILURES_PER_HOUR;
  const now = Date.now();
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOGIN_ATTEMPT_LOCK_CLASS}, hashtext(${account}))`);
    const [recent] = await tx
      .select({
        lastMinute:
          sql<number>`count(*) filter (where ${loginFailures.address} = ${address} and ${loginFailures.createdAt} > ${new Date(now - MINUTE_MS)})`.mapWith(
            Number,
          ),
        lastHour: count(),
      })
      .from(loginFailures)
      .where(and(eq(loginFailures.account, account), gt(loginFailures.createdAt, new Date(now - HOUR_MS))));
    if ((recent?.lastHour ?? 0) >= perHour) {
      throw new AppError(
        'RATE_LIMITED',
        'Too many failed login attempts for this account. Try again in an hour.',
      );
    }
    if ((recent?.lastMinute ?? 0) >= perMinute) {
      throw new AppError('RATE_LIMITED', 'Too many failed login attempts. Try again in a minute.');
    }
    const [row] = await tx
      .insert(loginFailures)
      .values({ account, address })
      .returning({ id: loginFailures.id });
    return row!.id;
  });
}

/** Ends every session of the user by bumping the token version. */
export async function logoutUser(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Updates name, email or phone; the user must keep an email or a phone to sign in with. */
export async function updateProfile(
  db: Db,
  user: UserRow,
  input: z.output<typeof zProfileUpdateSchema>,
): Promise<UserRow> {
  const email = input.email === undefined ? user.email : input.email;
  const phone = input.phone === undefined ? user.phone : input.phone;
  if (email === null && phone === null) {
    throw badRequest('Keep an email address or a phone number to sign in with');
  }
  try {
    const [row] = await db
      .update(users)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.email !== undefined && { email: input.email }),
        ...(input.phone !== undefined && { phone: input.phone }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning();
    return row!;
  } catch (error) {
    return contactConflict(error);
  }
}

/** Changes the password after checking the current one; every earlier token stops working. */
export async function changePassword(
  db: Db,
  user: UserRow,
  input: z.output<typeof zChangePasswordSchema>,
): Promise<UserRow> {
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    // 400, not 401: a wrong current password must not sign the user out.
    throw badRequest('Current password is incorrect', [
      { path: ['currentPassword'], message: 'Current password is incorrect' },
    ]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const [row] = await db
    .update(users)
    .set({
      passwordHash,
      mustChangePassword: false,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  return row!;
}

/** Users whose name, email or phone contains the term (none: every user). */
export function userSearch(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const pattern = likePattern(term);
  return or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern));
}

/** Active drivers by name, searched over name, email and phone: the transport form's picker. */
export async function listDrivers(
  db: Db,
  query: { search?: string; limit?: number; offset?: number },
): Promise<{ drivers: TDriverOption[]; total: number }> {
  const where = and(eq(users.role, 'driver'), eq(users.active, true), userSearch(query.search));
  let rowsQuery = db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .$dynamic();
  if (query.limit !== undefined) rowsQuery = rowsQuery.limit(query.limit);
  if (query.offset) rowsQuery = rowsQuery.offset(query.offset);
  const [rows, [totals]] = await Promise.all([rowsQuery, db.select({ n: count() }).from(users).where(where)]);
  return { drivers: rows.map((r) => ({ _id: r.id, ...r })), total: totals?.n ?? 0 };
}
