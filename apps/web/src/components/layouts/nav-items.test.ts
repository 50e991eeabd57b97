import { describe, expect, it } from 'vitest';
import type { Role, TUser } from '@godown/shared';
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

  it('shows a supplier their own purchase orders, and not the team lists', () => {
    expect(labelsFor('supplier')).toEqual([...EVERYONE, 'My Purchase Orders', 'Profile']);
  });

  it('shows a driver none of purchasing, and My Deliveries after Transportation', () => {
    const driver = [...TEAM.slice(0, 4), 'My Deliveries', ...TEAM.slice(4), 'Wages', 'Users', 'Profile'];
    expect(labelsFor('driver')).toEqual(driver);
  });

  it('shows a user who signed in with a one-time password only the profile, where they choose their own', () => {
    const user = { name: 'Asha', role: 'admin', mustChangePassword: true } as TUser;
    expect(visibleNavItems(user).map((item) => item.label)).toEqual(['Profile']);
  });
});
