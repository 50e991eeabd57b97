import { describe, expect, it } from 'vitest';
import { formatCoordinates } from './coordinates';

describe('formatCoordinates', () => {
  it('shows latitude first although GeoJSON stores longitude first', () => {
    expect(formatCoordinates({ coordinates: [73.856743, 18.52043] })).toBe('18.52043, 73.856743');
  });
});
