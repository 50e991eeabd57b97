import { eq } from 'drizzle-orm';
import type { Role } from '@godown/shared';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { badRequest } from '../../errors.js';

/** What a refusal says when the user is missing, has another role, or is deactivated. */
interface RoleProblems {
  missing: string;
  wrongRole: (name: string) => string;
  inactive: (name: string) => string;
}

/**
 * The user a body names in `field` must exist, have `role` and be active: anyone else is a 400 at
 * that field, saying which of the three failed (in that order).
 */
export async function assertActiveUserWithRole(
  tx: Tx,
  userId: string,
  role: Role,
  field: string,
  problems: RoleProblems,
): Promise<void> {
  const [user] = await tx
    .select({ role: users.role, active: users.active, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  const problem = !user
    ? problems.missing
    : user.role !== role
      ? problems.wrongRole(user.name)
      : !user.active
        ? problems.inactive(user.name)
        : null;
  if (problem) throw badRequest(problem, [{ path: [field], message: problem }]);
}

/** A transport's assignee must be an active driver (none assigned passes). */
export async function assertDriver(tx: Tx, userId: string | null | undefined): Promise<void> {
  if (!userId) return;
  await assertActiveUserWithRole(tx, userId, 'driver', 'assignedTo', {
    missing: 'Assigned driver must be an existing user',
    wrongRole: (name) => `${name} is not a driver: only users with the driver role can be assigned`,
    inactive: (name) => `${name} is not active and cannot be assigned`,
  });
}

/** A purchase order's supplier must be an active user with the supplier role. */
export async function assertSupplier(tx: Tx, supplierId: string): Promise<void> {
  await assertActiveUserWithRole(tx, supplierId, 'supplier', 'supplierId', {
    missing: 'Supplier must be an existing user',
    wrongRole: (name) =>
      `${name} is not a supplier: only users with the supplier role receive purchase orders`,
    inactive: (name) => `${name} is not active`,
  });
}
