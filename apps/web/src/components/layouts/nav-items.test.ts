import { describe, expect, it } from 'vitest';
import type { Role, TUser } from '@godown/shared';
import { visibleNavItems } from './nav-items';

const labelsFor = (role: Role | null) =>
  visibleNavItems(role === null ? null : ({ name: 'Asha', role } as TUser)).map((item) => item.label);

const EVERYONE = ['Dashboard', 'Products', 'Inventory', 'Transportation', 'Storage', 'Alerts', 'Orders'];

describe('visibleNavItems', () => {
  it('shows a visitor the public screens only', () => {
    expect(labelsFor(null)).toEqual(EVERYONE);
  });

  it('adds purchasing and the batch trace for admins and staff', () => {
    const buyer = [...EVERYONE, 'Purchase Orders', 'Reorder', 'Trace', 'Wages', 'Users', 'Profile'];
    expect(labelsFor('admin')).toEqual(buyer);
    expect(labelsFor('staff')).toEqual(buyer);
  });

  it('shows a supplier their own purchase orders, and not the team lists', () => {
    expect(labelsFor('supplier')).toEqual([...EVERYONE, 'My Purchase Orders', 'Profile']);
  });

  it('shows a driver none of purchasing', () => {
    expect(labelsFor('driver')).toEqual([...EVERYONE, 'Wages', 'Users', 'Profile']);
  });
});
