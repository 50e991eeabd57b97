import { eq } from 'drizzle-orm';
import { englishOf, message, type Role, type TKeyedMessage } from '@godown/shared';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { badRequest } from '../../errors.js';

/** What a refusal says (by key) when the user is missing, has another role, or is deactivated. */
interface RoleProblems {
  missing: TKeyedMessage;
  wrongRole: (name: string) => TKeyedMessage;
  inactive: (name: string) => TKeyedMessage;
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
  if (problem) {
    throw badRequest(problem, [
      {
        path: [field],
        reason: problem.reason,
        ...(problem.params && { params: problem.params }),
        message: englishOf(problem),
      },
    ]);
  }
}

/** A transport's assignee must be an active driver (none assigned passes). */
export async function assertDriver(tx: Tx, userId: string | null | undefined): Promise<void> {
  if (!userId) return;
  await assertActiveUserWithRole(tx, userId, 'driver', 'assignedTo', {
    missing: message('transport.driverMissing'),
    wrongRole: (name) => message('transport.notADriver', { name }),
    inactive: (name) => message('transport.driverInactive', { name }),
  });
}

/** A purchase order's supplier must be an active user with the supplier role. */
export async function assertSupplier(tx: Tx, supplierId: string): Promise<void> {
  await assertActiveUserWithRole(tx, supplierId, 'supplier', 'supplierId', {
    missing: message('supplier.missing'),
    wrongRole: (name) => message('supplier.notASupplier', { name }),
    inactive: (name) => message('supplier.inactive', { name }),
  });
}
