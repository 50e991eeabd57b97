import { z } from 'zod';

/** Longitude in degrees, -180 to 180. */
export const zLongitudeSchema = z
  .number('Longitude must be a number')
  .min(-180, 'Longitude must be between -180 and 180')
  .max(180, 'Longitude must be between -180 and 180');

/** Latitude in degrees, -90 to 90. */
export const zLatitudeSchema = z
  .number('Latitude must be a number')
  .min(-90, 'Latitude must be between -90 and 90')
  .max(90, 'Latitude must be between -90 and 90');

const pointShape = {
  type: z.literal('Point', 'A location must be a GeoJSON Point'),
  coordinates: z.tuple([zLongitudeSchema, zLatitudeSchema], {
    error: 'Coordinates must be [longitude, latitude]',
  }),
};

/** A GeoJSON point: `{ type: "Point", coordinates: [longitude, latitude] }`. */
export const zGeoPointSchema = z.strictObject(pointShape);

/** A GeoJSON point that must be present; `missing` is the message when it is not. */
export function zRequiredGeoPointSchema(missing: string) {
  return z.strictObject(pointShape, {
    error: (issue) => (issue.input === undefined ? missing : 'A location must be a GeoJSON Point'),
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
