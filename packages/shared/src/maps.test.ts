import { describe, expect, it } from 'vitest';
import { distanceKm, etaWarning, formatKm, routeProgress } from './maps.js';

const point = (longitude: number, latitude: number) => ({ coordinates: [longitude, latitude] as const });
const MUMBAI = point(72.8777, 19.076);
const PUNE = point(73.8567, 18.5204);
const KOLKATA = point(88.3639, 22.5726);

describe('distanceKm', () => {
  it('is the great-circle distance: Mumbai to Pune about 120 km, Mumbai to Kolkata about 1,660 km', () => {
    expect(distanceKm(MUMBAI, PUNE)).toBeCloseTo(120, -1);
    expect(distanceKm(MUMBAI, KOLKATA)).toBeGreaterThan(1650);
    expect(distanceKm(MUMBAI, KOLKATA)).toBeLessThan(1670);
    expect(distanceKm(PUNE, PUNE)).toBe(0);
  });
});

describe('routeProgress', () => {
  it('is the share of the way behind the current point, clamped to 0..1', () => {
    expect(routeProgress(MUMBAI, MUMBAI, PUNE)).toBe(0);
    expect(routeProgress(MUMBAI, PUNE, PUNE)).toBe(1);
    expect(routeProgress(MUMBAI, point(73.367, 18.798), PUNE)).toBeCloseTo(0.5, 1);
    // Further from the destination than the start (a detour the other way): 0, not negative.
    expect(routeProgress(MUMBAI, point(72.0, 19.5), PUNE)).toBe(0);
  });

  it('is null without a point, or when start and destination are one place', () => {
    expect(routeProgress(null, MUMBAI, PUNE)).toBeNull();
    expect(routeProgress(MUMBAI, undefined, PUNE)).toBeNull();
    expect(routeProgress(PUNE, PUNE, PUNE)).toBeNull();
  });
});

describe('etaWarning', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();
  const trip = (transportMode: 'land' | 'air' | 'ship', eta: string | null) => ({
    transportMode,
    eta,
    startLocation: MUMBAI,
    currentLocation: null,
    destination: KOLKATA,
  });

  it('warns of a speed over the mode’s plausible maximum, naming distance, time and speed', () => {
    expect(etaWarning(trip('land', inHours(1)), now)).toBe(
      'The ETA needs 1,655 km by land in 1 h (1,655 km/h; at most about 90 km/h is possible)',
    );
    expect(etaWarning(trip('ship', inHours(24)), now)).toMatch(/by ship in 24 h/);
  });

  it('says nothing when the mode can make it, the ETA has passed, or a point is missing', () => {
    expect(etaWarning(trip('air', inHours(3)), now)).toBeNull();
    expect(etaWarning(trip('land', inHours(24)), now)).toBeNull();
    expect(etaWarning(trip('land', inHours(-1)), now)).toBeNull();
    expect(etaWarning(trip('land', null), now)).toBeNull();
    expect(etaWarning({ ...trip('land', inHours(1)), startLocation: null }, now)).toBeNull();
  });

  it('measures from the current point when there is one', () => {
    const nearly = { ...trip('land', inHours(1)), currentLocation: point(88.2, 22.6) };
    expect(etaWarning(nearly, now)).toBeNull();
  });
});

describe('formatKm', () => {
  it('gives one decimal under 10 km and whole km with Indian grouping above', () => {
    expect(formatKm(4.25)).toBe('4.3 km');
    expect(formatKm(123456.7)).toBe('1,23,457 km');
  });
});
