/**
 * Hotel coordinates without a map library (issue 34's map picker, ADR in the report): the back office
 * must work offline (tests, no tiles from the internet), so staff paste a point copied from any map
 * site, or type it, and open it on a map to check.
 */
export interface Point {
  latitude: number;
  longitude: number;
}

const NUMBER = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;
const inRange = (p: Point): Point | null =>
  p.latitude >= -90 && p.latitude <= 90 && p.longitude >= -180 && p.longitude <= 180 ? p : null;

/**
 * A point from pasted text: "25.1972, 55.2744" (or separated by a space or semicolon), a link of a map
 * site with "@lat,lng" (Google Maps), "mlat=..&mlon=.." or "#map=zoom/lat/lng" (OpenStreetMap), or
 * "q=lat,lng" / "ll=lat,lng". Null when none is found or it is out of range.
 */
export function parseCoordinates(text: string): Point | null {
  const t = text.trim();
  const patterns = [
    new RegExp(String.raw`@(${NUMBER}),\s*(${NUMBER})`),
    new RegExp(String.raw`[?&]mlat=(${NUMBER})&mlon=(${NUMBER})`),
    new RegExp(String.raw`#map=\d+/(${NUMBER})/(${NUMBER})`),
    new RegExp(String.raw`[?&](?:q|ll|query)=(${NUMBER}),\s*(${NUMBER})`),
    new RegExp(String.raw`^(${NUMBER})\s*[,; ]\s*(${NUMBER})$`),
  ];
  for (const pattern of patterns) {
    const m = pattern.exec(t);
    if (m) return inRange({ latitude: Number(m[1]), longitude: Number(m[2]) });
  }
  return null;
}

/** The problem with typed coordinates, or null when both are numbers in range. */
export function coordinatesProblem(latitude: string, longitude: string): string | null {
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (latitude.trim() === '' || !Number.isFinite(lat) || lat < -90 || lat > 90)
    return 'Latitude is a number between -90 and 90';
  if (longitude.trim() === '' || !Number.isFinite(lng) || lng < -180 || lng > 180)
    return 'Longitude is a number between -180 and 180';
  return null;
}

/** The point on OpenStreetMap, marked, at street zoom (opened in a new tab by staff, never fetched). */
export function mapLinkOf(p: Point): string {
  const lat = p.latitude.toFixed(6);
  const lng = p.longitude.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}
