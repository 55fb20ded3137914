import fc from "fast-check";
import { describe, expect, it } from "vitest";

import lastNames from "../../data/last-names";
import lastName from "./last-name";
import {
  expectDrawnFrom,
  generatorHarness,
  listCountArbitrary,
  texts,
} from "../../testing/harness";

const FC = { seed: 20_240_602, numRuns: 50 };
const RUN_SEED = fc.string({ maxLength: 8 });

const { run } = generatorHarness([lastName], { seed: "names test seed", now: 0 });

describe("last-name", () => {
  it("draws distinct surnames from the list", async () => {
    const known = new Set(lastNames);
    const result = await run("last-name", { count: 200 });
    for (const name of texts(result)) expect(known.has(name), name).toBe(true);
    expect(new Set(texts(result)).size).toBe(200);
  });

  it("draws only surnames of the list, distinct with No repeats (property)", async () => {
    const known = new Set(lastNames);
    await fc.assert(
      fc.asyncProperty(
        listCountArbitrary(lastNames.length),
        fc.boolean(),
        RUN_SEED,
        async (count, unique, seed) => {
          const generation = await run("last-name", { count, unique }, seed);
          expectDrawnFrom(generation, { count, unique }, lastNames, ({ text, data }) =>
            known.has(text) && data?.name === text ? text : undefined,
          );
        },
      ),
      FC,
    );
  });
});
