import { accessOf, type AccessRight, type TAccess, type TProduct, type TUser } from '@godown/shared';

/**
 * What the signed-in user may do (docs/domain.md#roles), as the server said on `/users/me`; a user
 * stored before the server sent it is read under the default, restricted policy until the answer
 * comes.
 */
export function accessOfUser(user: TUser | null): TAccess | null {
  if (user === null) return null;
  return user.access ?? accessOf(user.role, 'restricted');
}

/** True when the signed-in user has the right (never for a visitor). */
export function hasAccess(user: TUser | null, right: AccessRight): boolean {
  return accessOfUser(user)?.[right] ?? false;
}

/** True when the user may edit the product: every one, or (a supplier) one they supply. */
export function mayEditProduct(user: TUser | null, product: Pick<TProduct, 'supplierId'>): boolean {
  const scope = accessOfUser(user)?.editProducts ?? 'none';
  return scope === 'all' || (scope === 'own' && user !== null && product.supplierId === user.id);
}
