import { defineGenerator, type GeneratedValue, type Generation } from "../../core/engine";
import { count, decimal, integer } from "../../core/fields";
import type { Random } from "../../core/random";

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

/** The input, named so both algorithm versions can be declared apart from the definition. */
type CoordinatesInput = {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
  decimals: number;
  count: number;
};

/** The points of one run, with `latitude` drawing each latitude before its longitude. */
function points(
  random: Random,
  { minLat, maxLat, minLon, maxLon, decimals, count }: CoordinatesInput,
  latitude: () => number,
): Generation {
  const latGrid = gridRange(minLat, maxLat, decimals);
  const lonGrid = gridRange(minLon, maxLon, decimals);
  const values = Array.from({ length: count }, (): GeneratedValue => {
    const lat = roundInto(latitude(), latGrid, decimals);
    const lon = roundInto(minLon + random.float() * (maxLon - minLon), lonGrid, decimals);
    return {
      text: `${lat.toFixed(decimals)}, ${lon.toFixed(decimals)}`,
      data: { latitude: lat, longitude: lon },
    };
  });
  return { values };
}

/**
 * Version 1: sin(latitude) drawn uniformly between the sines of the bounds. Near ±1 the sine is
 * rounded to a multiple of 2^-53, so within about 0.00004° of a pole latitudes fall on a grid
 * coarser than 8 decimal places and the values closest to the pole are too likely.
 */
function generateBySine(random: Random, input: CoordinatesInput): Generation {
  // Uniform by area: sin(latitude) is uniform on the sphere, so draw it uniformly between the
  // sines of the bounds (asin(2u − 1) on the whole globe); longitude is uniform. Drawing the
  // latitude itself uniformly would crowd the poles.
  const sinLow = Math.sin(input.minLat * DEGREE);
  const sinHigh = Math.sin(input.maxLat * DEGREE);
  return points(
    random,
    input,
    () => Math.asin(sinLow + random.float() * (sinHigh - sinLow)) / DEGREE,
  );
}

/**
 * The part of a latitude band on one side of the equator, measured from that side's pole:
 * `near` and `far` are sin(c/2) for the colatitudes c (degrees from the pole) of its edges.
 * The cap within c of a pole holds sin²(c/2) of the sphere, so the part's area is
 * proportional to `weight` = far² − near² (0 when the band lies on the other side).
 */
interface PolarPart {
  pole: 1 | -1;
  near: number;
  far: number;
  weight: number;
}

function polarPart(pole: 1 | -1, nearColatitude: number, farColatitude: number): PolarPart {
  const near = Math.sin((nearColatitude * DEGREE) / 2);
  const far = Math.sin((farColatitude * DEGREE) / 2);
  return { pole, near, far, weight: far * far - near * near };
}

/**
 * Version 2: uniform by area with full precision up to the poles. The band is split at the
 * equator and a part chosen by its area; from that part's pole, s = sin(c/2) has density
 * proportional to s, drawn on [near, far] as a mix of a uniform float (weight 2·near/(near +
 * far)) and the larger of two uniform floats (density 2x). Working from the pole keeps tiny
 * colatitudes exact where the sine of the latitude would round them away.
 */
function generateFromPoles(random: Random, input: CoordinatesInput): Generation {
  const { minLat, maxLat } = input;
  const north = polarPart(1, 90 - Math.max(maxLat, 0), 90 - Math.max(minLat, 0));
  const south = polarPart(-1, 90 + Math.min(minLat, 0), 90 + Math.min(maxLat, 0));
  const area = north.weight + south.weight;
  // A band thinner than a colatitude can resolve (about 1e-14° at the equator) has no area to
  // share out: it is drawn from the side it lies on, where it gives its one latitude.
  const northShare = area > 0 ? north.weight / area : maxLat > 0 ? 1 : 0;
  return points(random, input, () => {
    const { pole, near, far } = random.bool(northShare) ? north : south;
    const x = random.bool((2 * near) / (near + far))
      ? random.float()
      : Math.max(random.float(), random.float());
    const colatitude = (2 * Math.asin(near + (far - near) * x)) / DEGREE;
    return pole * (90 - colatitude);
  });
}

export default defineGenerator<CoordinatesInput>({
  id: "random-coordinates",
  title: "Random Coordinates",
  category: "places",
  iconText: "📍",
  description:
    "Latitude and longitude points spread evenly over the Earth's surface, or over an area you choose.",
  keywords: ["gps", "latitude longitude", "random location", "map point", "geolocation"],
  algorithm:
    "Uniform by area, exact up to the poles: one side of the equator is chosen in proportion to its area (Random.bool), then s = sin(c/2), c the colatitude from that side's pole, is drawn with a density proportional to s (Random.float), and the latitude is 90° − 2·asin(s), so latitudes next to a pole keep every decimal place. The longitude is uniform between its bounds (Random.float); both are rounded to the chosen decimal places inside the area. Version 1 drew the sine of the latitude, which loses detail within about 0.00004° of a pole.",
  version: 2,
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
  generate: generateFromPoles,
  legacy: { 1: generateBySine },
});
