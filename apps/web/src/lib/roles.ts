import type { Role, TUser } from '@godown/shared';

export { BUYER_ROLES, SELLER_ROLES, TEAM_ROLES } from '@godown/shared';

/** Suppliers answer the purchase orders addressed to them, on their own screens. */
export const SUPPLIER_ROLES: readonly Role[] = ['supplier'];

/** Drivers have their deliveries (docs/domain.md#the-drivers-phone). */
export const DRIVER_ROLES: readonly Role[] = ['driver'];

/** True when a user is signed in with one of `roles`. */
export function hasRole(user: TUser | null, roles: readonly Role[]): boolean {
  return user !== null && roles.includes(user.role);
}
