import { MAP_DEFAULT_VIEW } from '@godown/shared';
import { describe, expect, it } from 'vitest';
import {
  isSamePoint,
  pickedPoint,
  pointOfFields,
  pointsKey,
  pointsOfKey,
  roundCoordinate,
  SINGLE_POINT_ZOOM,
  toLatLng,
  viewOf,
} from './map-points';

describe('toLatLng', () => {
  it('turns GeoJSON [longitude, latitude] into Leaflet [latitude, longitude]', () => {
    expect(toLatLng({ coordinates: [73.856743, 18.52043] })).toEqual([18.52043, 73.856743]);
  });
});

describe('pickedPoint', () => {
  it('rounds a click to 6 decimals', () => {
    expect(pickedPoint(18.520430123, 73.8567439)).toEqual({ latitude: 18.52043, longitude: 73.856744 });
    expect(roundCoordinate(-0.0000001)).toBe(0);
  });

  it('brings a longitude from a world copy back into -180..180', () => {
    expect(pickedPoint(10, 433.5).longitude).toBe(73.5);
    expect(pickedPoint(10, -200).longitude).toBe(160);
    expect(pickedPoint(10, 180).longitude).toBe(180);
    expect(pickedPoint(95, 0).latitude).toBe(90);
  });
});

describe('pointOfFields', () => {
  it('reads two filled, in-range inputs as [latitude, longitude]', () => {
    expect(pointOfFields(18.5, '73.8')).toEqual([18.5, 73.8]);
  });

  it('has no point while an input is empty, unparsable or out of range', () => {
    expect(pointOfFields('', 73.8)).toBeNull();
    expect(pointOfFields(18.5, ' ')).toBeNull();
    expect(pointOfFields('-', 73.8)).toBeNull();
    expect(pointOfFields(91, 73.8)).toBeNull();
    expect(pointOfFields(18.5, -181)).toBeNull();
  });
});

describe('isSamePoint', () => {
  it('compares to the decimals the forms keep', () => {
    expect(isSamePoint([18.52043, 73.856743], [18.5204300004, 73.856743])).toBe(true);
    expect(isSamePoint([18.52043, 73.856743], [18.52044, 73.856743])).toBe(false);
    expect(isSamePoint(null, [18.52043, 73.856743])).toBe(false);
  });
});

describe('viewOf', () => {
  it('shows India when there is nothing to show', () => {
    expect(viewOf([])).toEqual({ center: MAP_DEFAULT_VIEW.center, zoom: MAP_DEFAULT_VIEW.zoom });
  });

  it('centres on a lone point, or several at the same place', () => {
    expect(viewOf([[18.5, 73.8]])).toEqual({ center: [18.5, 73.8], zoom: SINGLE_POINT_ZOOM });
    expect(
      viewOf([
        [18.5, 73.8],
        [18.5, 73.8],
      ]),
    ).toEqual({ center: [18.5, 73.8], zoom: SINGLE_POINT_ZOOM });
  });

  it('fits the box from the south-west to the north-east corner of all points', () => {
    expect(
      viewOf([
        [18.5, 73.8],
        [28.6, 77.2],
        [12.9, 80.2],
      ]),
    ).toEqual({
      bounds: [
        [12.9, 73.8],
        [28.6, 80.2],
      ],
    });
  });
});

describe('pointsKey', () => {
  it('round-trips the points', () => {
    const points: [number, number][] = [
      [18.52043, 73.856743],
      [-33.9, 151.2],
    ];
    expect(pointsOfKey(pointsKey(points))).toEqual(points);
    expect(pointsOfKey(pointsKey([]))).toEqual([]);
  });
});
