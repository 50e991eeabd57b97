/** "latitude, longitude" for a GeoJSON point, whose coordinates are [longitude, latitude]. */
export function formatCoordinates(point: { coordinates: [number, number] }): string {
  const [longitude, latitude] = point.coordinates;
  return `${latitude}, ${longitude}`;
}
