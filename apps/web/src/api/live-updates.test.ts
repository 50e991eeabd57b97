import { describe, expect, it } from 'vitest';
import { readLiveEvent } from './live-updates';

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
