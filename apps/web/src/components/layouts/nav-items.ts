import {
  IconBell,
  IconBuildingWarehouse,
  IconCash,
  IconClipboardList,
  IconFileImport,
  IconFileInvoice,
  IconHome,
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
import type { AccessRight, TUser } from '@godown/shared';
import { hasAccess } from '../../lib/access';
import { BUYER_ROLES, DRIVER_ROLES, hasRole, SUPPLIER_ROLES } from '../../lib/roles';
import { m } from '../../paraglide/messages.js';
import {
  BATCH_TRACE_PATH,
  COUNTS_PATH,
  DELIVERIES_PATH,
  IMPORT_PATH,
  PROFILE_PATH,
  SUPPLIER_HOME_PATH,
} from '../../lib/paths';

/**
 * Who sees a menu entry: every visitor, anyone signed in, only users with one of the roles, or those
 * a rule picks (a visitor is null).
 */
export type NavAudience =
  'everyone' | 'signedIn' | readonly TUser['role'][] | ((user: TUser | null) => boolean);

/** Visitors, and signed-in users with the right (docs/domain.md#roles). */
const visitorsOr =
  (right: AccessRight) =>
  (user: TUser | null): boolean =>
    user === null || hasAccess(user, right);
/** Signed-in users with the right. */
const withRight =
  (right: AccessRight) =>
  (user: TUser | null): boolean =>
    hasAccess(user, right);

export interface NavItem {
  to: string;
  label: string;
  icon: Icon;
  audience: NavAudience;
}

/**
 * The header navigation, in its fixed order (docs/domain.md#screens-and-fixed-texts, Header). The
 * buyers (admin, staff) also see purchasing and the batch trace; a supplier sees their own page and
 * purchase orders and neither Wages nor Users; a driver sees none of purchasing, and My Deliveries.
 * Under the restricted role policy (the default) suppliers and drivers, outsiders, see neither the
 * dashboard nor alerts, and a driver only their own wages (docs/domain.md#roles). The
 * labels are in the language of the page (a language change reloads it).
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: m.common_nav_dashboard(), icon: IconLayoutDashboard, audience: visitorsOr('dashboard') },
  { to: SUPPLIER_HOME_PATH, label: m.common_nav_supplier_home(), icon: IconHome, audience: SUPPLIER_ROLES },
  { to: '/products', label: m.common_nav_products(), icon: IconPackage, audience: 'everyone' },
  { to: '/inventory', label: m.common_nav_inventory(), icon: IconBuildingWarehouse, audience: 'everyone' },
  {
    to: '/transportation',
    label: m.common_nav_transportation(),
    icon: IconTruckDelivery,
    audience: 'everyone',
  },
  { to: DELIVERIES_PATH, label: m.common_nav_my_deliveries(), icon: IconRoute2, audience: DRIVER_ROLES },
  { to: '/storage', label: m.common_nav_storage(), icon: IconStack2, audience: 'everyone' },
  { to: COUNTS_PATH, label: m.common_nav_counts(), icon: IconListCheck, audience: withRight('warehouse') },
  { to: '/alerts', label: m.common_nav_alerts(), icon: IconBell, audience: visitorsOr('alerts') },
  { to: '/orders', label: m.common_nav_orders(), icon: IconClipboardList, audience: 'everyone' },
  {
    to: '/purchase-orders',
    label: m.common_nav_purchase_orders(),
    icon: IconFileInvoice,
    audience: BUYER_ROLES,
  },
  { to: '/reorder', label: m.common_nav_reorder(), icon: IconRefresh, audience: BUYER_ROLES },
  { to: BATCH_TRACE_PATH, label: m.common_nav_trace(), icon: IconRoute, audience: BUYER_ROLES },
  { to: IMPORT_PATH, label: m.common_nav_import(), icon: IconFileImport, audience: BUYER_ROLES },
  { to: '/reports', label: m.common_nav_reports(), icon: IconReportAnalytics, audience: BUYER_ROLES },
  {
    to: '/my-purchase-orders',
    label: m.common_nav_my_purchase_orders(),
    icon: IconFileInvoice,
    audience: SUPPLIER_ROLES,
  },
  {
    to: '/wages',
    label: m.common_nav_wages(),
    icon: IconCash,
    audience: (user) => hasAccess(user, 'people') || hasAccess(user, 'ownWages'),
  },
  { to: '/users', label: m.common_nav_users(), icon: IconUsers, audience: withRight('people') },
  { to: PROFILE_PATH, label: m.common_nav_profile(), icon: IconUserCircle, audience: 'signedIn' },
];

function isFor(audience: NavAudience, user: TUser | null): boolean {
  if (audience === 'everyone') return true;
  if (audience === 'signedIn') return user !== null;
  if (typeof audience === 'function') return audience(user);
  return hasRole(user, audience);
}

/** The navigation a visitor sees: signed out, or signed in with their role. */
export function visibleNavItems(user: TUser | null): NavItem[] {
  // Signed in with a one-time password, a user may only choose their own (the server refuses the rest).
  // Waiting for an admin's approval, a user sees only their profile too.
  if (user?.mustChangePassword || user?.awaitingApproval) {
    return NAV_ITEMS.filter((item) => item.to === PROFILE_PATH);
  }
  return NAV_ITEMS.filter((item) => isFor(item.audience, user));
}
