import { describe, expect, it } from 'vitest';
import { apiTokenBody, EMPTY_API_TOKEN, scopesOf } from './api-token-form';

describe('the New API token form', () => {
  it('names a scope for each area read or written, in the areas’ order', () => {
    expect(scopesOf(EMPTY_API_TOKEN.areas)).toEqual([]);
    expect(scopesOf({ ...EMPTY_API_TOKEN.areas, reports: 'read', stock: 'write', billing: 'none' })).toEqual([
      'stock:write',
      'reports:read',
    ]);
  });

  it('sends the trimmed name, the scopes and the days as a number', () => {
    expect(
      apiTokenBody({
        name: '  Online store ',
        areas: { ...EMPTY_API_TOKEN.areas, sales: 'write' },
        expiresInDays: '180',
      }),
    ).toEqual({ name: 'Online store', scopes: ['sales:write'], expiresInDays: 180 });
  });
});
