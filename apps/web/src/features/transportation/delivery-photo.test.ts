import { describe, expect, it } from 'vitest';
import { fittedSize } from './delivery-photo';

describe('fittedSize', () => {
  it('brings the longest side down to the limit, keeping the shape', () => {
    expect(fittedSize(4000, 3000, 1280)).toEqual({ width: 1280, height: 960 });
    expect(fittedSize(3000, 4000, 1280)).toEqual({ width: 960, height: 1280 });
  });

  it('never enlarges a small photo', () => {
    expect(fittedSize(800, 600, 1280)).toEqual({ width: 800, height: 600 });
  });
});
