import { describe, expect, it } from 'vitest';
import { matchQuery, QueryClient } from '@tanstack/react-query';
import { invoiceKeys, noteKeys, receiptKeys, receivableKeys } from './invoice-keys';
import { refreshedByLiveEvent } from './live-refresh';
import { readLiveEvent } from './live-updates';
import { productKeys } from './query-keys';

describe('readLiveEvent', () => {
  it('reads the change messages the server sends', () => {
    expect(readLiveEvent('{"k":"alert","ids":["a1"]}')).toEqual({ k: 'alert', ids: ['a1'] });
    expect(readLiveEvent('{"k":"stock","ids":null,"inventories":[]}')).toEqual({
      k: 'stock',
      ids: null,
      inventories: [],
    });
  });

  it('refuses anything else (a kind it does not know, ids that are not strings, not JSON)', () => {
    expect(readLiveEvent('{"k":"weather","ids":[]}')).toBeNull();
    expect(readLiveEvent('{"k":"alert","ids":[1]}')).toBeNull();
    expect(readLiveEvent('{"k":"stock","ids":[],"inventories":"x"}')).toBeNull();
    expect(readLiveEvent('not json')).toBeNull();
    expect(readLiveEvent('null')).toBeNull();
  });
});

describe('refreshedByLiveEvent', () => {
  const client = new QueryClient();
  const refreshes = (event: Parameters<typeof refreshedByLiveEvent>[0], key: readonly unknown[]) => {
    const query = client.getQueryCache().build(client, { queryKey: key });
    return refreshedByLiveEvent(event).some((filters) => matchQuery(filters, query));
  };

  it('refreshes every invoice, note, receipt and receivables query on a change of billing, and no product', () => {
    const billing = { k: 'billing' as const, ids: ['i1'] };
    for (const key of [
      invoiceKeys.list({}),
      invoiceKeys.detail('i1'),
      noteKeys.list({}),
      receiptKeys.detail('r1'),
      receivableKeys.ageing({}),
    ])
      expect(refreshes(billing, key), JSON.stringify(key)).toBe(true);
    expect(refreshes(billing, productKeys.list({}))).toBe(false);
  });
});
