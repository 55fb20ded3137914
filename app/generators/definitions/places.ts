import { count, decimal, integer, select, toggle } from "../core/fields";
import { defineGenerator, type GeneratedValue, type Generation } from "../core/engine";
import type { Random } from "../core/random";
import type { Country } from "../data/countries";
import { drawEntries, drawEntriesAlgorithm } from "./shared";

/** The seven continents, as the countries list names them, with their URL values. */
export const CONTINENTS = [
  { value: "africa", name: "Africa" },
  { value: "antarctica", name: "Antarctica" },
  { value: "asia", name: "Asia" },
  { value: "europe", name: "Europe" },
  { value: "north-america", name: "North America" },
  { value: "oceania", name: "Oceania" },
  { value: "south-america", name: "South America" },
] as const;

type ContinentChoice = "any" | (typeof CONTINENTS)[number]["value"];

const continent = select({
  label: "Continent",
  options: [
    { value: "any", label: "Any continent" },
    ...CONTINENTS.map(({ value, name }) => ({ value, label: name })),
  ],
  default: "any",
});

function continentName(choice: ContinentChoice): string | undefined {
  return CONTINENTS.find((c) => c.value === choice)?.name;
}

function inContinent<T extends { continent: string }>(
  items: readonly T[],
  choice: ContinentChoice,
): T[] {
  const name = continentName(choice);
  return name === undefined ? [...items] : items.filter((item) => item.continent === name);
}

function countriesIn(choice: ContinentChoice): string {
  const name = continentName(choice);
  return name === undefined ? "countries" : `countries in ${name}`;
}

/** Countries of one continent (or all), drawn by `drawEntries`, each shown by `show`. */
function drawCountries(
  random: Random,
  countries: readonly Country[],
  { continent, count, unique }: { continent: ContinentChoice; count: number; unique: boolean },
  show: (country: Country) => GeneratedValue,
): Generation {
  const { picked, notes } = drawEntries(
    random,
    inContinent(countries, continent),
    count,
    unique,
    countriesIn(continent),
  );
  return { values: picked.map(show), notes };
}

/** The inputs of the country and capital generators: continent, how many, no repeats. */
const countryInputs = () => ({
  continent,
  count: count(1),
  unique: toggle({ label: "No repeats", default: true }),
});

const loadCountries = () => import("../data/countries").then((m) => m.default);

const randomCountry = defineGenerator({
  id: "random-country",
  title: "Random Country",
  category: "places",
  iconText: "🌍",
  description:
    "Countries and territories picked at random, worldwide or from one continent, with their flag and capital.",
  keywords: ["country picker", "flag", "world", "geography", "travel"],
  algorithm: drawEntriesAlgorithm("the countries and territories of the chosen continent"),
  version: 1,
  inputs: countryInputs(),
  load: loadCountries,
  generate(random, input, countries) {
    return drawCountries(random, countries, input, (c) => ({
      text: `${c.flag} ${c.name}`,
      data: { name: c.name, code: c.code, capital: c.capital, continent: c.continent },
    }));
  },
});

const randomCapital = defineGenerator({
  id: "random-capital",
  title: "Random Capital City",
  category: "places",
  iconText: "🏛️",
  description:
    "Capital cities of countries and territories around the world, each with the country it belongs to.",
  keywords: ["capital city", "geography quiz", "world capitals", "city"],
  algorithm: drawEntriesAlgorithm(
    "the countries and territories of the chosen continent, each shown by its capital",
  ),
  version: 1,
  inputs: countryInputs(),
  load: loadCountries,
  generate(random, input, countries) {
    return drawCountries(random, countries, input, (c) => ({
      text: `${c.capital}, ${c.name}`,
      data: { capital: c.capital, country: c.name, code: c.code, continent: c.continent },
    }));
  },
});

const usState = defineGenerator({
  id: "us-state",
  title: "Random US State",
  category: "places",
  iconText: "🇺🇸",
  description: "States of the USA picked at random, with their postal code and capital.",
  keywords: ["united states", "state picker", "usa", "geography", "state capital"],
  algorithm: drawEntriesAlgorithm("the 50 US states"),
  version: 1,
  inputs: {
    count: count(1),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () => import("../data/us-states").then((m) => m.default),
  generate(random, { count, unique }, states) {
    const { picked, notes } = drawEntries(random, states, count, unique, "states");
    return {
      values: picked.map((s) => ({
        text: `${s.name} (${s.code})`,
        data: { name: s.name, code: s.code, capital: s.capital },
      })),
      notes,
    };
  },
});

// ---------------------------------------------------------------------------
// Coordinates
// ---------------------------------------------------------------------------

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

const randomCoordinates = defineGenerator({
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

const randomContinent = defineGenerator({
  id: "random-continent",
  title: "Random Continent",
  category: "places",
  iconText: "🗺️",
  description: "One of the seven continents, from Africa to South America, picked at random.",
  keywords: ["continent picker", "geography", "world", "seven continents"],
  algorithm:
    "A uniform pick (Random.pick, an unbiased index by rejection sampling) from the seven continents; with No repeats, k distinct picks (Random.sample, a partial Fisher–Yates shuffle).",
  version: 1,
  inputs: {
    count: count(1),
    unique: toggle({ label: "No repeats", default: true }),
  },
  check({ count, unique }) {
    if (unique && count > CONTINENTS.length) {
      return {
        field: "count",
        message: `Can't pick ${count} different continents: there are only ${CONTINENTS.length}. Lower How many or turn off No repeats.`,
      };
    }
    return null;
  },
  generate(random, { count, unique }) {
    const picked = unique
      ? random.sample(CONTINENTS, count)
      : Array.from({ length: count }, () => random.pick(CONTINENTS));
    return { values: picked.map(({ name }) => ({ text: name, data: { continent: name } })) };
  },
});

export default [randomCountry, randomCapital, usState, randomCoordinates, randomContinent];
