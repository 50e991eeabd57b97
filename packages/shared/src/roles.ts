// The roles (docs/domain.md#roles) and their named groups. Free of zod: the screens' first load and
// the zod-free modules (exports.ts, data-io.ts) read them.

/** User roles (docs/domain.md#roles). */
export const ROLES = ['admin', 'staff', 'supplier', 'driver'] as const;
export type Role = (typeof ROLES)[number];
/** Readable names of the roles. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  admin: 'Admin',
  staff: 'Staff',
  supplier: 'Supplier',
  driver: 'Driver',
};

/**
 * The buyers: admins and staff order from suppliers, see the reorder suggestions and trace batches
 * (docs/domain.md#roles).
 */
export const BUYER_ROLES = ['admin', 'staff'] as const satisfies readonly Role[];

/**
 * The sellers: admins and staff keep the customers and take their orders. Suppliers and drivers see
 * nothing of customers or sales under any role policy (docs/domain.md#roles).
 */
export const SELLER_ROLES = ['admin', 'staff'] as const satisfies readonly Role[];

/**
 * The company's own people: they see the team's users and wages. A supplier is outside the company.
 */
export const TEAM_ROLES = ['admin', 'staff', 'driver'] as const satisfies readonly Role[];
