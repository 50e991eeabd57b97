import {
  IconBell,
  IconBuildingWarehouse,
  IconCash,
  IconClipboardList,
  IconLayoutDashboard,
  IconPackage,
  IconStack2,
  IconTruckDelivery,
  IconUserCircle,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

export interface NavItem {
  to: string;
  label: string;
  icon: Icon;
  /** Only listed for a signed-in user: Wages, Users and Profile need one. */
  isSignedInOnly: boolean;
}

/** The header navigation, in its fixed order (docs/domain.md#screens-and-fixed-texts, Header). */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Dashboard', icon: IconLayoutDashboard, isSignedInOnly: false },
  { to: '/products', label: 'Products', icon: IconPackage, isSignedInOnly: false },
  { to: '/inventory', label: 'Inventory', icon: IconBuildingWarehouse, isSignedInOnly: false },
  { to: '/transportation', label: 'Transportation', icon: IconTruckDelivery, isSignedInOnly: false },
  { to: '/storage', label: 'Storage', icon: IconStack2, isSignedInOnly: false },
  { to: '/alerts', label: 'Alerts', icon: IconBell, isSignedInOnly: false },
  { to: '/orders', label: 'Orders', icon: IconClipboardList, isSignedInOnly: false },
  { to: '/wages', label: 'Wages', icon: IconCash, isSignedInOnly: true },
  { to: '/users', label: 'Users', icon: IconUsers, isSignedInOnly: true },
  { to: '/profile', label: 'Profile', icon: IconUserCircle, isSignedInOnly: true },
];

/** The navigation a visitor sees, signed in or not. */
export function visibleNavItems(isSignedIn: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => isSignedIn || !item.isSignedInOnly);
}
