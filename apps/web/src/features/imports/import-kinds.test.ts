import { IMPORT_KINDS, type Role, type TUser } from '@godown/shared';
import { describe, expect, it } from 'vitest';
import { IMPORT_KIND_DESCRIPTIONS, importableKinds, importKindOf } from './import-kinds';

const userWith = (role: Role) => ({ name: 'Asha', role }) as TUser;

describe('importableKinds', () => {
  it('offers admins every kind and staff products, opening stock and customers', () => {
    expect(importableKinds(userWith('admin'))).toEqual([...IMPORT_KINDS]);
    expect(importableKinds(userWith('staff'))).toEqual([
      'products',
      'opening-stock',
      'customers',
      'tally-stock-items',
    ]);
  });

  it('offers suppliers, drivers and visitors nothing', () => {
    expect(importableKinds(userWith('supplier'))).toEqual([]);
    expect(importableKinds(userWith('driver'))).toEqual([]);
    expect(importableKinds(null)).toEqual([]);
  });

  it('says what every kind does', () => {
    for (const kind of IMPORT_KINDS) expect(IMPORT_KIND_DESCRIPTIONS[kind]).toMatch(/\w/);
  });
});

describe('importKindOf', () => {
  it('reads a kind from the URL, and nothing from anything else', () => {
    expect(importKindOf('opening-stock')).toBe('opening-stock');
    expect(importKindOf('transports')).toBeNull();
    expect(importKindOf(undefined)).toBeNull();
  });
});
