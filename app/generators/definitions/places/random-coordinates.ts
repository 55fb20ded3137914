import { defineGenerator, type GeneratedValue } from "../../core/engine";
import { count, decimal, integer } from "../../core/fields";

const DEGREE = Math.PI / 180;

/**
 * The whole numbers of steps (1 step = 10^-decimals degrees) that lie inside [min, max] once
 * divided back to degrees, as [low, high]; low > high when no rounded value fits.
 */
function gridRange(min: number, max: number, decimals: number): [number, number] {
  const scale = 10 ** decimals;
  let low = Math.ceil(min * scale);
  if (low / scale < min) low += 1;
  let high = Math.floor(max * scale);
  if (high / scale > max) high -= 1;
  return [low, high];
}

/**
 * `value` rounded to whole steps, kept inside the grid range so the text stays in bounds
 * (`+ 0` turns a rounded −0 into 0 for the JSON and CSV data).
 */
function roundInto(value: number, [low, high]: [number, number], decimals: number): number {
  const scale = 10 ** decimals;
  return Math.min(high, Math.max(low, Math.round(value * scale))) / scale + 0;
}

export default defineGenerator({
  id: "random-coordinates",
  title: "Random Coordinates",
  category: "places",
  iconText: "📍",
  description:
    "Latitude and longitude points spread evenly over the Earth's surface, or over an area you choose.",
  keywords: ["gps", "latitude longitude", "random location", "map point", "geolocation"],
  algorithm:
    "Uniform by area: the sine of the latitude is drawn uniformly between the sines of the bounds from a 53-bit float (Random.float) and turned back with the arcsine, so points do not crowd the poles; the longitude is uniform between its bounds (Random.float). Both are rounded to the chosen decimal places and kept inside the area.",
  version: 1,
  inputs: {
    minLat: decimal({ label: "Minimum latitude", min: -90, max: 90, default: -90, step: 0.000001 }),
    maxLat: decimal({ label: "Maximum latitude", min: -90, max: 90, default: 90, step: 0.000001 }),
    minLon: decimal({
      label: "Minimum longitude",
      min: -180,
      max: 180,
      default: -180,
      step: 0.000001,
    }),
    maxLon: decimal({
      label: "Maximum longitude",
      min: -180,
      max: 180,
      default: 180,
      step: 0.000001,
    }),
    decimals: integer({ label: "Decimal places", min: 0, max: 8, default: 5 }),
    count: count(1),
  },
  check({ minLat, maxLat, minLon, maxLon, decimals }) {
    if (minLat >= maxLat) {
      return {
        field: "maxLat",
        message: "Maximum latitude must be greater than Minimum latitude.",
      };
    }
    if (minLon >= maxLon) {
      return {
        field: "maxLon",
        message: "Maximum longitude must be greater than Minimum longitude.",
      };
    }
    const [latLow, latHigh] = gridRange(minLat, maxLat, decimals);
    const [lonLow, lonHigh] = gridRange(minLon, maxLon, decimals);
    if (latLow > latHigh || lonLow > lonHigh) {
      return {
        field: "decimals",
        message: `No ${latLow > latHigh ? "latitude" : "longitude"} with ${decimals} decimal places lies inside the area: raise Decimal places or widen the area.`,
      };
    }
    return null;
  },
  generate(random, { minLat, maxLat, minLon, maxLon, decimals, count }) {
    // Uniform by area: sin(latitude) is uniform on the sphere, so draw it uniformly between the
    // sines of the bounds (asin(2u − 1) on the whole globe); longitude is uniform. Drawing the
    // latitude itself uniformly would crowd the poles.
    const sinLow = Math.sin(minLat * DEGREE);
    const sinHigh = Math.sin(maxLat * DEGREE);
    const latGrid = gridRange(minLat, maxLat, decimals);
    const lonGrid = gridRange(minLon, maxLon, decimals);
    const values = Array.from({ length: count }, (): GeneratedValue => {
      const lat = Math.asin(sinLow + random.float() * (sinHigh - sinLow)) / DEGREE;
      const lon = minLon + random.float() * (maxLon - minLon);
      const latitude = roundInto(lat, latGrid, decimals);
      const longitude = roundInto(lon, lonGrid, decimals);
      return {
        text: `${latitude.toFixed(decimals)}, ${longitude.toFixed(decimals)}`,
        data: { latitude, longitude },
      };
    });
    return { values };
  },
});
