import { describe, expect, it } from 'vitest';
import { accessOf, type Role, type TUser } from '@godown/shared';
import { visibleNavItems } from './nav-items';

const labelsFor = (role: Role | null) =>
  visibleNavItems(role === null ? null : ({ name: 'Asha', role } as TUser)).map((item) => item.label);

const EVERYONE = ['Dashboard', 'Products', 'Inventory', 'Transportation', 'Storage', 'Alerts', 'Orders'];
/** The public screens with Counts after Storage, for the company's people. */
const TEAM = [
  'Dashboard',
  'Products',
  'Inventory',
  'Transportation',
  'Storage',
  'Counts',
  'Alerts',
  'Orders',
];

describe('visibleNavItems', () => {
  it('shows a visitor the public screens only', () => {
    expect(labelsFor(null)).toEqual(EVERYONE);
  });

  it('adds purchasing, the batch trace, imports and reports for admins and staff', () => {
    const buyer = [
      ...TEAM,
      'Purchase Orders',
      'Reorder',
      'Trace',
      'Import',
      'Reports',
      'Wages',
      'Users',
      'Profile',
    ];
    expect(labelsFor('admin')).toEqual(buyer);
    expect(labelsFor('staff')).toEqual(buyer);
  });

  it('shows a supplier their own page and purchase orders: no dashboard, alerts or team lists', () => {
    expect(labelsFor('supplier')).toEqual([
      'My Page',
      'Products',
      'Inventory',
      'Transportation',
      'Storage',
      'Orders',
      'My Purchase Orders',
      'Profile',
    ]);
  });

  it('shows a driver My Deliveries and their own wages: no dashboard, counts, alerts or users', () => {
    expect(labelsFor('driver')).toEqual([
      'Products',
      'Inventory',
      'Transportation',
      'My Deliveries',
      'Storage',
      'Orders',
      'Wages',
      'Profile',
    ]);
  });

  it('under ROLE_POLICY=open, gives a driver the team screens and a supplier the dashboard and alerts', () => {
    const driver = {
      name: 'Asha',
      role: 'driver',
      access: accessOf('driver', 'open'),
    } as TUser;
    expect(visibleNavItems(driver).map((item) => item.label)).toEqual([
      ...TEAM.slice(0, 4),
      'My Deliveries',
      ...TEAM.slice(4),
      'Wages',
      'Users',
      'Profile',
    ]);
    const supplier = { name: 'Asha', role: 'supplier', access: accessOf('supplier', 'open') } as TUser;
    expect(visibleNavItems(supplier).map((item) => item.label)).toEqual([
      'Dashboard',
      'My Page',
      'Products',
      'Inventory',
      'Transportation',
      'Storage',
      'Alerts',
      'Orders',
      'My Purchase Orders',
      'Profile',
    ]);
  });

  it('shows an account waiting for approval only the profile', () => {
    const user = { name: 'Asha', role: 'staff', awaitingApproval: true } as TUser;
    expect(visibleNavItems(user).map((item) => item.label)).toEqual(['Profile']);
  });

  it('shows a user who signed in with a one-time password only the profile, where they choose their own', () => {
    const user = { name: 'Asha', role: 'admin', mustChangePassword: true } as TUser;
    expect(visibleNavItems(user).map((item) => item.label)).toEqual(['Profile']);
  });
});
