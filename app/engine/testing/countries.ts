// Checks for the tests of the generators that draw countries; only tests import this module.
import fc from "fast-check";

import type { GeneratedValue, Generation } from "../core/engine";
import countries, { type Country } from "../data/countries";
import { CONTINENTS } from "../shared/countries";
import { expectDrawnFrom, listCountArbitrary } from "./harness";

/** A continent choice of the country generators with its countries. */
const continentChoice = fc.constantFrom("any", ...CONTINENTS.map((c) => c.value)).map((value) => {
  const name = CONTINENTS.find((c) => c.value === value)?.name;
  return { value, pool: countries.filter((c) => name === undefined || c.continent === name) };
});

/**
 * Checks that `show` writes each value of a country generator from one country of the chosen
 * continent, distinct with No repeats (property). `run` runs the generator with a seed.
 */
export async function expectCountriesShown(
  run: (input: Record<string, unknown>, seed: string) => Promise<Generation>,
  show: (country: Country, value: GeneratedValue) => boolean,
): Promise<void> {
  const byCode = new Map(countries.map((c) => [c.code, c]));
  await fc.assert(
    fc.asyncProperty(
      continentChoice.chain((choice) =>
        fc.record({
          choice: fc.constant(choice),
          count: listCountArbitrary(choice.pool.length),
          unique: fc.boolean(),
          seed: fc.string({ maxLength: 8 }),
        }),
      ),
      async ({ choice, count, unique, seed }) => {
        const generation = await run({ continent: choice.value, count, unique }, seed);
        expectDrawnFrom(generation, { count, unique }, choice.pool, (value) => {
          const country = byCode.get(String(value.data?.code));
          return country && choice.pool.includes(country) && show(country, value)
            ? country
            : undefined;
        });
      },
    ),
    { seed: 20_240_603, numRuns: 50 },
  );
}
