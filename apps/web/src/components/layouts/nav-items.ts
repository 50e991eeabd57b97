import {
  IconBell,
  IconBuildingWarehouse,
  IconCash,
  IconClipboardList,
  IconFileImport,
  IconFileInvoice,
  IconLayoutDashboard,
  IconListCheck,
  IconPackage,
  IconRefresh,
  IconReportAnalytics,
  IconRoute,
  IconRoute2,
  IconStack2,
  IconTruckDelivery,
  IconUserCircle,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { TUser } from '@godown/shared';
import { BUYER_ROLES, DRIVER_ROLES, hasRole, SUPPLIER_ROLES, TEAM_ROLES } from '../../lib/roles';
import { BATCH_TRACE_PATH, COUNTS_PATH, DELIVERIES_PATH, IMPORT_PATH, PROFILE_PATH } from '../../lib/paths';

/** Who sees a menu entry: every visitor, anyone signed in, or only users with one of the roles. */
export type NavAudience = 'everyone' | 'signedIn' | readonly TUser['role'][];

export interface NavItem {
  to: string;
  label: string;
  icon: Icon;
  audience: NavAudience;
}

/**
 * The header navigation, in its fixed order (docs/domain.md#screens-and-fixed-texts, Header). The
 * buyers (admin, staff) also see purchasing and the batch trace; a supplier sees their own purchase
 * orders and neither Wages nor Users; a driver sees none of purchasing, and My Deliveries.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Dashboard', icon: IconLayoutDashboard, audience: 'everyone' },
  { to: '/products', label: 'Products', icon: IconPackage, audience: 'everyone' },
  { to: '/inventory', label: 'Inventory', icon: IconBuildingWarehouse, audience: 'everyone' },
  { to: '/transportation', label: 'Transportation', icon: IconTruckDelivery, audience: 'everyone' },
  { to: DELIVERIES_PATH, label: 'My Deliveries', icon: IconRoute2, audience: DRIVER_ROLES },
  { to: '/storage', label: 'Storage', icon: IconStack2, audience: 'everyone' },
  { to: COUNTS_PATH, label: 'Counts', icon: IconListCheck, audience: TEAM_ROLES },
  { to: '/alerts', label: 'Alerts', icon: IconBell, audience: 'everyone' },
  { to: '/orders', label: 'Orders', icon: IconClipboardList, audience: 'everyone' },
  { to: '/purchase-orders', label: 'Purchase Orders', icon: IconFileInvoice, audience: BUYER_ROLES },
  { to: '/reorder', label: 'Reorder', icon: IconRefresh, audience: BUYER_ROLES },
  { to: BATCH_TRACE_PATH, label: 'Trace', icon: IconRoute, audience: BUYER_ROLES },
  { to: IMPORT_PATH, label: 'Import', icon: IconFileImport, audience: BUYER_ROLES },
  { to: '/reports', label: 'Reports', icon: IconReportAnalytics, audience: BUYER_ROLES },
  { to: '/my-purchase-orders', label: 'My Purchase Orders', icon: IconFileInvoice, audience: SUPPLIER_ROLES },
  { to: '/wages', label: 'Wages', icon: IconCash, audience: TEAM_ROLES },
  { to: '/users', label: 'Users', icon: IconUsers, audience: TEAM_ROLES },
  { to: PROFILE_PATH, label: 'Profile', icon: IconUserCircle, audience: 'signedIn' },
];

function isFor(audience: NavAudience, user: TUser | null): boolean {
  if (audience === 'everyone') return true;
  if (audience === 'signedIn') return user !== null;
  return hasRole(user, audience);
}

/** The navigation a visitor sees: signed out, or signed in with their role. */
export function visibleNavItems(user: TUser | null): NavItem[] {
  // Signed in with a one-time password, a user may only choose their own (the server refuses the rest).
  if (user?.mustChangePassword) return NAV_ITEMS.filter((item) => item.to === PROFILE_PATH);
  return NAV_ITEMS.filter((item) => isFor(item.audience, user));
}
