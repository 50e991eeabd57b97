import { describe, expect, it } from 'vitest';
import { accessOf, type Role, type TUser } from '@godown/shared';
import { NAV_GROUPS, NAV_ITEMS, navGroupLabel, visibleNavItems, visibleNavSections } from './nav-items';

const userOf = (role: Role | null): TUser | null =>
  role === null ? null : ({ name: 'Asha', role } as TUser);

const labelsFor = (role: Role | null) => visibleNavItems(userOf(role)).map((item) => item.label);

/** The navigation as drawn: each section's label ('' on top) with its entries' labels. */
const sectionsOf = (user: TUser | null) =>
  Object.fromEntries(
    visibleNavSections(user).map((section) => [
      section.group?.label ?? '',
      section.items.map((item) => item.label),
    ]),
  );

describe('visibleNavItems', () => {
  it('shows a visitor the public screens only', () => {
    expect(labelsFor(null)).toEqual([
      'Dashboard',
      'Products',
      'Inventory',
      'Storage',
      'Alerts',
      'Transportation',
      'Orders',
    ]);
  });

  it('adds counts, purchasing, customers, the batch trace, people, reports and imports for admins and staff', () => {
    const buyer = [
      'Dashboard',
      'Products',
      'Inventory',
      'Storage',
      'Counts',
      'Alerts',
      'Trace',
      'Purchase Orders',
      'Reorder',
      'Sales orders',
      'Invoices',
      'Credit & debit notes',
      'e-Invoices',
      'Receipts',
      'Receivables',
      'Customers',
      'Price lists',
      'Schemes',
      'Returns',
      'Transportation',
      'Orders',
      'Users',
      'Wages',
      'Profile',
      'Reports',
      'Import',
      'Settings',
    ];
    expect(labelsFor('admin')).toEqual(buyer);
    expect(labelsFor('staff')).toEqual(buyer);
  });

  it('shows a supplier their own page and purchase orders: no dashboard, alerts, customers or team lists', () => {
    expect(labelsFor('supplier')).toEqual([
      'My Page',
      'Products',
      'Inventory',
      'Storage',
      'My Purchase Orders',
      'Transportation',
      'Orders',
      'Profile',
    ]);
  });

  it('shows a driver My Deliveries and their own wages: no dashboard, counts, alerts or users', () => {
    expect(labelsFor('driver')).toEqual([
      'Products',
      'Inventory',
      'Storage',
      'Transportation',
      'My Deliveries',
      'Orders',
      'Wages',
      'Profile',
    ]);
  });

  it('under ROLE_POLICY=open, gives a driver the team screens and a supplier the dashboard and alerts', () => {
    const driver = { name: 'Asha', role: 'driver', access: accessOf('driver', 'open') } as TUser;
    expect(visibleNavItems(driver).map((item) => item.label)).toEqual([
      'Dashboard',
      'Products',
      'Inventory',
      'Storage',
      'Counts',
      'Alerts',
      'Transportation',
      'My Deliveries',
      'Orders',
      'Users',
      'Wages',
      'Profile',
    ]);
    const supplier = { name: 'Asha', role: 'supplier', access: accessOf('supplier', 'open') } as TUser;
    expect(visibleNavItems(supplier).map((item) => item.label)).toEqual([
      'Dashboard',
      'My Page',
      'Products',
      'Inventory',
      'Storage',
      'Alerts',
      'My Purchase Orders',
      'Transportation',
      'Orders',
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

  it('links Customers at /customers for admins and staff only', () => {
    const customers = NAV_ITEMS.find((item) => item.to === '/customers');
    expect(customers?.label).toBe('Customers');
    for (const role of ['admin', 'staff'] as const) expect(labelsFor(role)).toContain('Customers');
    for (const role of [null, 'supplier', 'driver'] as const)
      expect(labelsFor(role)).not.toContain('Customers');
  });

  it('links Sales orders at /sales-orders, first of Selling, then the billing and getting paid', () => {
    expect(NAV_ITEMS.find((item) => item.to === '/sales-orders')?.label).toBe('Sales orders');
    expect(navGroupLabel(NAV_ITEMS.find((item) => item.to === '/sales-orders')!)).toBe('Selling');
    for (const role of ['admin', 'staff'] as const) {
      const labels = labelsFor(role);
      expect(labels.slice(labels.indexOf('Sales orders'), labels.indexOf('Customers') + 1)).toEqual([
        'Sales orders',
        'Invoices',
        'Credit & debit notes',
        'e-Invoices',
        'Receipts',
        'Receivables',
        'Customers',
      ]);
    }
    for (const role of [null, 'supplier', 'driver'] as const)
      expect(labelsFor(role)).not.toContain('Sales orders');
  });

  it('links Invoices at /invoices, after Sales orders, for admins and staff only', () => {
    const invoices = NAV_ITEMS.find((item) => item.to === '/invoices');
    expect(invoices?.label).toBe('Invoices');
    expect(navGroupLabel(invoices!)).toBe('Selling');
    for (const role of [null, 'supplier', 'driver'] as const)
      expect(labelsFor(role)).not.toContain('Invoices');
  });

  it('links the notes, e-Invoices, Receipts and Receivables under Selling, for admins and staff only', () => {
    for (const [to, label] of [
      ['/invoice-notes', 'Credit & debit notes'],
      ['/einvoices', 'e-Invoices'],
      ['/receipts', 'Receipts'],
      ['/receivables', 'Receivables'],
    ] as const) {
      const item = NAV_ITEMS.find((entry) => entry.to === to);
      expect(item?.label).toBe(label);
      expect(navGroupLabel(item!)).toBe('Selling');
      for (const role of [null, 'supplier', 'driver'] as const) expect(labelsFor(role)).not.toContain(label);
    }
  });

  it('links Price lists and Schemes, after Customers, for admins and staff only', () => {
    expect(NAV_ITEMS.find((item) => item.to === '/price-lists')?.label).toBe('Price lists');
    expect(NAV_ITEMS.find((item) => item.to === '/schemes')?.label).toBe('Schemes');
    for (const role of ['admin', 'staff'] as const) {
      const labels = labelsFor(role);
      expect(labels.slice(labels.indexOf('Customers'), labels.indexOf('Customers') + 3)).toEqual([
        'Customers',
        'Price lists',
        'Schemes',
      ]);
    }
    for (const role of [null, 'supplier', 'driver'] as const) {
      expect(labelsFor(role)).not.toContain('Price lists');
      expect(labelsFor(role)).not.toContain('Schemes');
      expect(labelsFor(role)).not.toContain('Returns');
    }
  });
});

describe('visibleNavSections', () => {
  it('lists every entry but the home screens under one business area, in the areas’ order', () => {
    expect(NAV_GROUPS.map((group) => group.label)).toEqual([
      'Stock',
      'Buying',
      'Selling',
      'Logistics',
      'People',
      'Reports & data',
    ]);
    const top = NAV_ITEMS.filter((item) => item.group === undefined).map((item) => item.label);
    expect(top).toEqual(['Dashboard', 'My Page']);
    // The flat order (the palette's) is the drawn order: the areas' entries follow each other.
    const order = NAV_ITEMS.map((item) => item.group ?? '');
    const areas = order.filter((group, index) => group !== '' && group !== order[index - 1]);
    expect(areas).toEqual(NAV_GROUPS.map((group) => group.id));
    expect(navGroupLabel(NAV_ITEMS.find((item) => item.to === '/customers')!)).toBe('Selling');
    expect(navGroupLabel(NAV_ITEMS[0]!)).toBeNull();
  });

  it('gives admins and staff every area', () => {
    const buyer = {
      '': ['Dashboard'],
      Stock: ['Products', 'Inventory', 'Storage', 'Counts', 'Alerts', 'Trace'],
      Buying: ['Purchase Orders', 'Reorder'],
      Selling: [
        'Sales orders',
        'Invoices',
        'Credit & debit notes',
        'e-Invoices',
        'Receipts',
        'Receivables',
        'Customers',
        'Price lists',
        'Schemes',
        'Returns',
      ],
      Logistics: ['Transportation', 'Orders'],
      People: ['Users', 'Wages', 'Profile'],
      'Reports & data': ['Reports', 'Import', 'Settings'],
    };
    for (const role of ['admin', 'staff'] as const) {
      expect(sectionsOf(userOf(role))).toEqual(buyer);
      expect(Object.keys(sectionsOf(userOf(role)))).toEqual(Object.keys(buyer));
    }
  });

  it('shows a visitor stock and logistics only: the other areas have nothing for them', () => {
    expect(sectionsOf(null)).toEqual({
      '': ['Dashboard'],
      Stock: ['Products', 'Inventory', 'Storage', 'Alerts'],
      Logistics: ['Transportation', 'Orders'],
    });
  });

  it('shows a supplier their page on top and their purchase orders under Buying; no selling or reports', () => {
    expect(sectionsOf(userOf('supplier'))).toEqual({
      '': ['My Page'],
      Stock: ['Products', 'Inventory', 'Storage'],
      Buying: ['My Purchase Orders'],
      Logistics: ['Transportation', 'Orders'],
      People: ['Profile'],
    });
  });

  it('shows a driver no top entry and no buying, selling or reports', () => {
    const sections = visibleNavSections(userOf('driver'));
    expect(sections.map((section) => section.group?.id ?? null)).toEqual(['stock', 'logistics', 'people']);
    expect(sectionsOf(userOf('driver'))).toEqual({
      Stock: ['Products', 'Inventory', 'Storage'],
      Logistics: ['Transportation', 'My Deliveries', 'Orders'],
      People: ['Wages', 'Profile'],
    });
  });

  it('keeps the profile-only rule: one area, People, with the profile alone', () => {
    for (const user of [
      { name: 'Asha', role: 'staff', awaitingApproval: true } as TUser,
      { name: 'Asha', role: 'admin', mustChangePassword: true } as TUser,
    ]) {
      expect(sectionsOf(user)).toEqual({ People: ['Profile'] });
    }
  });

  it('never lists an empty area', () => {
    for (const role of [null, 'admin', 'staff', 'supplier', 'driver'] as const) {
      for (const section of visibleNavSections(userOf(role))) expect(section.items.length).toBeGreaterThan(0);
    }
  });
});
