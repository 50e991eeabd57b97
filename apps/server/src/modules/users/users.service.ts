import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  accessOf,
  type RegistrationMode,
  type RolePolicy,
  type TDriverOption,
  type TUser,
  type zChangePasswordSchema,
  type zLoginSchema,
  type zProfileUpdateSchema,
  type zRegisterSchema,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { likePattern, preparedPerDatabase } from '../../db/transaction.js';
import {
  AppError,
  badRequest,
  conflict,
  fieldProblem,
  forbidden,
  uniqueViolation,
  unauthorized,
} from '../../errors.js';
import {
  countLoginAttempt,
  dropExpiredLoginFailures,
  forgetLoginAttempt,
  type LoginLimits,
} from './login-limits.js';
import { hashPassword, verifyPassword } from './password.js';

export type UserRow = typeof users.$inferSelect;

// Serialises admin sign-ups so two "first admins" cannot both slip through.
const ADMIN_BOOTSTRAP_LOCK = 4_711_001;

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
    awaitingApproval: row.awaitingApproval,
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
  if (constraint === 'users_email_unique') throw conflict('user.emailTaken');
  if (constraint === 'users_phone_unique') throw conflict('user.phoneTaken');
  throw error;
}

/** The signed-in user's own account, with what their role may do under the policy. */
export function toOwnUser(row: UserRow, policy: RolePolicy): TUser {
  return { ...toPublicUser(row), access: accessOf(row.role, policy) };
}

export interface RegisterOptions {
  openAdminSignup: boolean;
  /** `approval`: every account but the first admin waits for an admin to approve it. */
  registration: RegistrationMode;
}

/**
 * Creates an account. Any role may be chosen, but admin only while no admin exists (the first
 * admin bootstraps the system) or when open admin sign-up is configured. Under approval, every
 * account but that first admin waits until an admin approves it.
 */
export async function registerUser(
  db: Db,
  input: z.output<typeof zRegisterSchema>,
  options: RegisterOptions,
): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      let firstAdmin = false;
      if (input.role === 'admin') {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADMIN_BOOTSTRAP_LOCK})`);
        const [admins] = await tx
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.role, 'admin'), eq(users.awaitingApproval, false)));
        firstAdmin = (admins?.n ?? 0) === 0;
        if (!firstAdmin && !options.openAdminSignup) {
          throw forbidden('user.adminSignupClosed');
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
          awaitingApproval: options.registration === 'approval' && !firstAdmin,
        })
        .returning();
      return row!;
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    return contactConflict(error);
  }
}

/**
 * Checks credentials. Failed attempts are counted in the database (login-limits.ts), so the limits
 * hold across server instances. Each attempt is counted before its password is checked, so a burst
 * of guesses sent at once gets no more checks than the limits allow; a successful sign-in then
 * takes its count back.
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
    await dropExpiredLoginFailures(db, account, address);
    throw unauthorized('login.invalidCredentials');
  }
  await forgetLoginAttempt(db, attemptId);
  if (!user.active) throw forbidden('login.deactivated');
  return user;
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
    throw badRequest('user.keepContact');
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
    throw badRequest('user.currentPasswordIncorrect', [
      fieldProblem(['currentPassword'], 'user.currentPasswordIncorrect'),
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
