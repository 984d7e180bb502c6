/** A branch's place on the map, in decimal degrees. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * 'Cómo llegar': Google Maps' directions to the branch's stored coordinates, a plain link (it opens the
 * Maps app on a phone); the page loads nothing from the map service.
 */
export function directionsUrl({ latitude, longitude }: Coordinates): string {
  const destination = `${latitude.toFixed(6)},${longitude.toFixed(6)}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
