import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import type { Random } from "../../core/random";
import type cities from "../../data/cities";
import type { Continent } from "../../data/countries";
import { CONTINENTS, loadCountries } from "../../shared/countries";
import { cumulativeWeights, distinctByWeight, pickByWeight } from "../../shared/weighted";

type City = (typeof cities)[number];
type ContinentChoice = "any" | Exclude<(typeof CONTINENTS)[number]["value"], "antarctica">;

/** Places the countries list leaves out (no capital of their own) but that have big cities. */
const NOT_IN_COUNTRIES: Record<string, { name: string; continent: Continent }> = {
  HK: { name: "Hong Kong", continent: "Asia" },
  MO: { name: "Macao", continent: "Asia" },
};

const SIZES = [
  { value: "100000", label: "100,000 people or more" },
  { value: "250000", label: "250,000 or more" },
  { value: "500000", label: "500,000 or more" },
  { value: "1000000", label: "1 million or more" },
  { value: "3000000", label: "3 million or more" },
] as const;

function draw(
  random: Random,
  pool: readonly City[],
  n: number,
  unique: boolean,
  byPopulation: boolean,
) {
  if (!byPopulation)
    return unique ? random.sample(pool, n) : Array.from({ length: n }, () => random.pick(pool));
  const weights = pool.map((c) => c[2]);
  if (unique) return distinctByWeight(random, weights, n).map((i) => pool[i] as City);
  const totals = cumulativeWeights(weights);
  return Array.from({ length: n }, () => pool[pickByWeight(random, totals)] as City);
}

export default defineGenerator({
  id: "random-city",
  title: "Random City",
  category: "geography",
  iconText: "🏙️",
  description:
    "Cities of 100,000 people or more from anywhere in the world or one continent, with their country, population and coordinates — picked evenly or in proportion to population.",
  keywords: ["random city", "city generator", "world cities", "travel destination", "geography"],
  algorithm:
    "The cities of the chosen continent and size (4,277 GeoNames cities of 100,000 people or more) are picked evenly (Random.pick, or Random.sample for no repeats), or by population: one unbiased integer below the total population (Random.int) and a binary search of the running totals, so a city's chance is exactly its share of the people. By population with no repeats, each next city is drawn the same way from the cities not yet chosen.",
  version: 1,
  inputs: {
    continent: select<ContinentChoice>({
      label: "Continent",
      options: [
        { value: "any", label: "Anywhere" },
        ...CONTINENTS.filter((c) => c.value !== "antarctica").map(({ value, name }) => ({
          value: value as Exclude<ContinentChoice, "any">,
          label: name,
        })),
      ],
      default: "any",
    }),
    minPopulation: select({ label: "City size", options: SIZES, default: "100000" }),
    weighting: select({
      label: "Chances",
      options: [
        { value: "even", label: "Every city equally likely" },
        { value: "population", label: "In proportion to population" },
      ],
      default: "even",
    }),
    count: count(1, { max: 500, reason: "a list of 500 cities is plenty for one go" }),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () => Promise.all([import("../../data/cities").then((m) => m.default), loadCountries()]),
  generate(random, input, [cities, countries]) {
    const continentName = CONTINENTS.find((c) => c.value === input.continent)?.name;
    const countryOf = new Map<string, { name: string; continent: Continent }>(
      countries.map((c) => [c.code, c]),
    );
    for (const [code, place] of Object.entries(NOT_IN_COUNTRIES)) countryOf.set(code, place);
    const minimum = Number(input.minPopulation);
    const pool = cities.filter(
      (c) =>
        c[2] >= minimum &&
        (continentName === undefined || countryOf.get(c[1])?.continent === continentName),
    );
    const where = continentName === undefined ? "" : ` in ${continentName}`;
    if (pool.length === 0) {
      return { values: [], notes: [`No city${where} in the list is that big.`] };
    }
    const notes: string[] = [];
    let n = input.count;
    if (input.unique && n > pool.length) {
      notes.push(`Only ${pool.length} cities${where} are that big, so you get all ${pool.length}.`);
      n = pool.length;
    }
    const picked = draw(random, pool, n, input.unique, input.weighting === "population");
    return {
      values: picked.map(([name, code, population, lat, lon]) => {
        const country = countryOf.get(code);
        return {
          text: `${name}, ${country?.name ?? code}`,
          data: {
            name,
            country: country?.name ?? code,
            countryCode: code,
            continent: country?.continent ?? "",
            population,
            latitude: lat,
            longitude: lon,
          },
        };
      }),
      notes,
    };
  },
});
