import {
  IconAddressBook,
  IconBell,
  IconBuildingWarehouse,
  IconCash,
  IconCoinRupee,
  IconClipboardList,
  IconFileCertificate,
  IconFileDollar,
  IconFileImport,
  IconFileInvoice,
  IconArrowBackUp,
  IconGift,
  IconHome,
  IconHourglassHigh,
  IconLayoutDashboard,
  IconListCheck,
  IconPackage,
  IconReceiptRupee,
  IconReceiptTax,
  IconRefresh,
  IconReportAnalytics,
  IconRoute,
  IconRoute2,
  IconSettings,
  IconStack2,
  IconTags,
  IconTruckDelivery,
  IconUserCircle,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { AccessRight, TUser } from '@godown/shared';
import { hasAccess } from '../../lib/access';
import { BUYER_ROLES, DRIVER_ROLES, hasRole, SELLER_ROLES, SUPPLIER_ROLES } from '../../lib/roles';
import { m } from '../../paraglide/messages.js';
import {
  BATCH_TRACE_PATH,
  COUNTS_PATH,
  DELIVERIES_PATH,
  IMPORT_PATH,
  EINVOICES_PATH,
  INVOICE_NOTES_PATH,
  INVOICES_PATH,
  PROFILE_PATH,
  RECEIPTS_PATH,
  RECEIVABLES_PATH,
  RETURNS_PATH,
  SALES_ORDERS_PATH,
  SETTINGS_PATH,
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
  /** The business area the entry is listed under; none: on top, above the areas. */
  group?: NavGroupId;
}

export type NavGroupId = 'stock' | 'buying' | 'selling' | 'logistics' | 'people' | 'reports';

export interface NavGroup {
  id: NavGroupId;
  label: string;
}

/**
 * The business areas, in the order a distributor works through the day: what is in the godowns, what
 * comes in, what goes out, how it moves, the people, and the figures. Named in the page's language.
 */
export const NAV_GROUPS: readonly NavGroup[] = [
  { id: 'stock', label: m.common_nav_group_stock() },
  { id: 'buying', label: m.common_nav_group_buying() },
  { id: 'selling', label: m.common_nav_group_selling() },
  { id: 'logistics', label: m.common_nav_group_logistics() },
  { id: 'people', label: m.common_nav_group_people() },
  // "Reports & data": the import brings data in, so a group called "Reports" alone would hide it.
  { id: 'reports', label: m.common_nav_group_reports() },
];

/**
 * The navigation, in its fixed order (docs/domain.md#screens-and-fixed-texts, Header): the home
 * screens on top (the dashboard, a supplier's own page), then each business area's screens
 * (NAV_GROUPS). The buyers (admin, staff) also see purchasing and the batch trace, and as sellers the
 * sales orders, invoices with their credit and debit notes, receipts, receivables, customers, price
 * lists and schemes; a supplier sees their own page and purchase orders and neither
 * Wages nor Users; a driver sees none of purchasing, and My Deliveries. Under the restricted role policy (the default) suppliers and
 * drivers, outsiders, see neither the dashboard nor alerts, and a driver only their own wages
 * (docs/domain.md#roles). The labels are in the language of the page (a language change reloads it).
 *
 * Placements that could go either way: Alerts are under Stock, as most of them are about stock (low,
 * out, expiring, a mismatch; the bell in the header reaches them from anywhere); Orders are under
 * Logistics, as an order is a transport (docs/decisions.md#8-orders-are-transports); Trace, where a
 * batch came from and went, under Stock; Profile, the user's own account, under People; Import under
 * the figures, as the data that comes in beside the reports that go out; Settings (the company as its
 * invoices name it, its GST registrations) last of all, where a settings page is looked for.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: m.common_nav_dashboard(), icon: IconLayoutDashboard, audience: visitorsOr('dashboard') },
  { to: SUPPLIER_HOME_PATH, label: m.common_nav_supplier_home(), icon: IconHome, audience: SUPPLIER_ROLES },

  {
    to: '/products',
    label: m.common_nav_products(),
    icon: IconPackage,
    audience: 'everyone',
    group: 'stock',
  },
  {
    to: '/inventory',
    label: m.common_nav_inventory(),
    icon: IconBuildingWarehouse,
    audience: 'everyone',
    group: 'stock',
  },
  { to: '/storage', label: m.common_nav_storage(), icon: IconStack2, audience: 'everyone', group: 'stock' },
  {
    to: COUNTS_PATH,
    label: m.common_nav_counts(),
    icon: IconListCheck,
    audience: withRight('warehouse'),
    group: 'stock',
  },
  {
    to: '/alerts',
    label: m.common_nav_alerts(),
    icon: IconBell,
    audience: visitorsOr('alerts'),
    group: 'stock',
  },
  {
    to: BATCH_TRACE_PATH,
    label: m.common_nav_trace(),
    icon: IconRoute,
    audience: BUYER_ROLES,
    group: 'stock',
  },

  {
    to: '/purchase-orders',
    label: m.common_nav_purchase_orders(),
    icon: IconFileInvoice,
    audience: BUYER_ROLES,
    group: 'buying',
  },
  {
    to: '/reorder',
    label: m.common_nav_reorder(),
    icon: IconRefresh,
    audience: BUYER_ROLES,
    group: 'buying',
  },
  {
    to: '/my-purchase-orders',
    label: m.common_nav_my_purchase_orders(),
    icon: IconFileInvoice,
    audience: SUPPLIER_ROLES,
    group: 'buying',
  },

  {
    to: SALES_ORDERS_PATH,
    label: m.common_nav_sales_orders(),
    icon: IconReceiptRupee,
    audience: SELLER_ROLES,
    group: 'selling',
  },
  {
    to: INVOICES_PATH,
    label: m.common_nav_invoices(),
    icon: IconReceiptTax,
    audience: SELLER_ROLES,
    group: 'selling',
  },
  {
    to: INVOICE_NOTES_PATH,
    label: m.common_nav_invoice_notes(),
    icon: IconFileDollar,
    audience: SELLER_ROLES,
    group: 'selling',
  },
  {
    to: EINVOICES_PATH,
    label: m.common_nav_einvoices(),
    icon: IconFileCertificate,
    audience: SELLER_ROLES,
    group: 'selling',
  },
  {
    to: RECEIPTS_PATH,
    label: m.common_nav_receipts(),
    icon: IconCoinRupee,
    audience: SELLER_ROLES,
    group: 'selling',
  },
  {
    to: RECEIVABLES_PATH,
    label: m.common_nav_receivables(),
    icon: IconHourglassHigh,
    audience: SELLER_ROLES,
    group: 'selling',
  },
  {
    to: '/customers',
    label: m.common_nav_customers(),
    icon: IconAddressBook,
    audience: SELLER_ROLES,
    group: 'selling',
  },
  {
    to: '/price-lists',
    label: m.common_nav_price_lists(),
    icon: IconTags,
    audience: SELLER_ROLES,
    group: 'selling',
  },
  { to: '/schemes', label: m.common_nav_schemes(), icon: IconGift, audience: SELLER_ROLES, group: 'selling' },
  {
    to: RETURNS_PATH,
    label: m.common_nav_returns(),
    icon: IconArrowBackUp,
    audience: SELLER_ROLES,
    group: 'selling',
  },

  {
    to: '/transportation',
    label: m.common_nav_transportation(),
    icon: IconTruckDelivery,
    audience: 'everyone',
    group: 'logistics',
  },
  {
    to: DELIVERIES_PATH,
    label: m.common_nav_my_deliveries(),
    icon: IconRoute2,
    audience: DRIVER_ROLES,
    group: 'logistics',
  },
  {
    to: '/orders',
    label: m.common_nav_orders(),
    icon: IconClipboardList,
    audience: 'everyone',
    group: 'logistics',
  },

  {
    to: '/users',
    label: m.common_nav_users(),
    icon: IconUsers,
    audience: withRight('people'),
    group: 'people',
  },
  {
    to: '/wages',
    label: m.common_nav_wages(),
    icon: IconCash,
    audience: (user) => hasAccess(user, 'people') || hasAccess(user, 'ownWages'),
    group: 'people',
  },
  {
    to: PROFILE_PATH,
    label: m.common_nav_profile(),
    icon: IconUserCircle,
    audience: 'signedIn',
    group: 'people',
  },

  {
    to: '/reports',
    label: m.common_nav_reports(),
    icon: IconReportAnalytics,
    audience: BUYER_ROLES,
    group: 'reports',
  },
  {
    to: IMPORT_PATH,
    label: m.common_nav_import(),
    icon: IconFileImport,
    audience: BUYER_ROLES,
    group: 'reports',
  },
  {
    to: SETTINGS_PATH,
    label: m.common_nav_settings(),
    icon: IconSettings,
    audience: SELLER_ROLES,
    group: 'reports',
  },
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

/** A part of the navigation as shown: the top entries (no label), or a business area's. */
export interface NavSection {
  /** The business area; null for the entries on top. */
  group: NavGroup | null;
  items: NavItem[];
}

/**
 * The navigation a visitor sees, by business area: the top entries first, then each area with an
 * entry for them, in NAV_GROUPS' order. An area with nothing for them is left out.
 */
export function visibleNavSections(user: TUser | null): NavSection[] {
  const items = visibleNavItems(user);
  const sections: NavSection[] = [{ group: null, items: items.filter((item) => item.group === undefined) }];
  for (const group of NAV_GROUPS) {
    sections.push({ group, items: items.filter((item) => item.group === group.id) });
  }
  return sections.filter((section) => section.items.length > 0);
}

/** The name of the business area an entry is listed under, or null for the top entries. */
export function navGroupLabel(item: NavItem): string | null {
  return NAV_GROUPS.find((group) => group.id === item.group)?.label ?? null;
}
