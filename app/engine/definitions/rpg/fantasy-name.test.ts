import fc from "fast-check";
import { describe, expect, it } from "vitest";

import nameParts from "../../data/fantasy-name-parts";
import fantasyName from "./fantasy-name";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "fantasy-name";
const { run } = generatorHarness([fantasyName], { seed: "names", now: 0 });

/** Every distinct first name a people's tables can give in one style. */
function firstNames(race: string, style: "feminineEnds" | "masculineEnds"): Set<string> {
  const parts = nameParts.find((p) => p.race === race)!;
  const names = new Set<string>();
  for (const start of parts.starts) {
    for (const end of parts[style]) {
      names.add(start + end);
      for (const middle of parts.middles) names.add(start + middle + end);
    }
  }
  return names;
}

describe("fantasy-name", () => {
  it("builds names from the chosen people's tables (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...nameParts.map((p) => p.race)),
        fc.constantFrom("feminine", "masculine"),
        fc.boolean(),
        fc.string({ maxLength: 6 }),
        async (race, gender, family, seed) => {
          const { values } = await run(ID, { race, gender, family, count: 8 }, seed);
          const parts = nameParts.find((p) => p.race === race)!;
          const style = gender === "feminine" ? "feminineEnds" : "masculineEnds";
          const allowed = firstNames(race, style);
          for (const { text, data } of values) {
            expect(data?.race).toBe(parts.singular);
            expect(data?.style).toBe(gender);
            expect(allowed.has(String(data?.firstName))).toBe(true);
            if (family) {
              expect(text).toBe(`${String(data?.firstName)} ${String(data?.familyName)}`);
              const familyName = String(data?.familyName);
              expect(
                parts.familyFirst.some(
                  (a) =>
                    familyName.startsWith(a) &&
                    parts.familySecond.includes(familyName.slice(a.length)),
                ),
              ).toBe(true);
            } else {
              expect(text).toBe(data?.firstName);
            }
          }
        },
      ),
      { seed: 5, numRuns: 30 },
    );
  });

  it("has at least 15,000 first names per people and style, so 10,000 never repeat", async () => {
    for (const { race } of nameParts) {
      for (const style of ["feminineEnds", "masculineEnds"] as const) {
        expect(firstNames(race, style).size, `${race} ${style}`).toBeGreaterThanOrEqual(15_000);
      }
    }
    const { values } = await run(ID, {
      race: "dwarf",
      gender: "feminine",
      family: false,
      count: 10_000,
    });
    expect(new Set(values.map((v) => v.text)).size).toBe(10_000);
  });

  it("mixes the peoples when the race is Any", async () => {
    const { values } = await run(ID, { count: 400 });
    expect(new Set(values.map((v) => v.data?.race)).size).toBe(nameParts.length);
  });

  it("refuses an unknown race or style, naming the field", () => {
    expectRefused(fantasyName, { race: "hobbit" }, "race");
    expectRefused(fantasyName, { gender: "other" }, "gender");
  });
});
