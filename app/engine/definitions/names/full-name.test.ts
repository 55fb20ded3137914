import fc from "fast-check";
import { describe, expect, it } from "vitest";

import firstNames from "../../data/first-names";
import lastNames from "../../data/last-names";
import fullName from "./full-name";
import { generatorHarness } from "../../testing/harness";

const FC = { seed: 20_240_602, numRuns: 50 };
const RUN_SEED = fc.string({ maxLength: 8 });
const GENDERS = ["any", "female", "male", "neutral"] as const;

const { run } = generatorHarness([fullName], { seed: "names test seed", now: 0 });

const namesOf = (gender: string) =>
  new Set(firstNames.filter((n) => gender === "any" || n.gender === gender).map((n) => n.name));

describe("full-name", () => {
  it("pairs a first name of the gender with a surname, as many as asked (property)", async () => {
    const surnames = new Set(lastNames);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...GENDERS),
        fc.integer({ min: 1, max: 60 }),
        RUN_SEED,
        async (gender, count, seed) => {
          const allowed = namesOf(gender);
          const generation = await run("full-name", { gender, count }, seed);
          expect(generation.values).toHaveLength(count);
          expect(generation.notes ?? []).toEqual([]);
          for (const { text, data } of generation.values) {
            const first = String(data?.first);
            expect(allowed.has(first), text).toBe(true);
            if (gender !== "any") expect(data?.gender).toBe(gender);
            expect(surnames.has(String(data?.last)), text).toBe(true);
            expect(text).toBe(`${first} ${String(data?.last)}`);
          }
        },
      ),
      FC,
    );
  });

  it.each(["female", "male"])("pairs a %s first name with a surname", async (gender) => {
    const allowed = namesOf(gender);
    const surnames = new Set(lastNames);
    const result = await run("full-name", { gender, count: 50 });
    expect(result.values).toHaveLength(50);
    for (const { text, data } of result.values) {
      expect(allowed.has(String(data?.first)), text).toBe(true);
      expect(surnames.has(String(data?.last)), text).toBe(true);
      expect(text).toBe(`${String(data?.first)} ${String(data?.last)}`);
    }
  });
});
