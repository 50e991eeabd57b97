import { z } from 'zod';
import { rule } from './messages/rule.js';

/** Longitude in degrees, -180 to 180. */
export const zLongitudeSchema = z
  .number(rule('stock.longitudeNotANumber'))
  .min(-180, rule('stock.longitudeRange'))
  .max(180, rule('stock.longitudeRange'));

/** Latitude in degrees, -90 to 90. */
export const zLatitudeSchema = z
  .number(rule('stock.latitudeNotANumber'))
  .min(-90, rule('stock.latitudeRange'))
  .max(90, rule('stock.latitudeRange'));

const pointShape = {
  type: z.literal('Point', rule('stock.notAPoint')),
  coordinates: z.tuple([zLongitudeSchema, zLatitudeSchema], {
    error: rule('stock.coordinates'),
  }),
};

/** A GeoJSON point: `{ type: "Point", coordinates: [longitude, latitude] }`. */
export const zGeoPointSchema = z.strictObject(pointShape);

/** A GeoJSON point that must be present; `missing` is the message when it is not. */
export function zRequiredGeoPointSchema(missing: string) {
  return z.strictObject(pointShape, {
    error: (issue) => (issue.input === undefined ? missing : rule('stock.notAPoint')),
  });
}
export type TGeoPoint = z.infer<typeof zGeoPointSchema>;

/**
 * A GeoJSON point as the API answers it: `{ type: "Point", coordinates: [longitude, latitude] }`,
 * read without the checks of a body's point.
 */
export const zPointSchema = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number(), z.number()]),
});

/** Builds a GeoJSON point from a longitude and a latitude. */
export function geoPoint(longitude: number, latitude: number): TGeoPoint {
  return { type: 'Point', coordinates: [longitude, latitude] };
}

/** A GeoJSON point from stored columns, or null when either is missing. */
export function geoPointOrNull(longitude: number | null, latitude: number | null): TGeoPoint | null {
  return longitude === null || latitude === null ? null : geoPoint(longitude, latitude);
}
