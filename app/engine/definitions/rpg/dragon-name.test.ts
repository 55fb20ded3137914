import fc from "fast-check";
import { describe, expect, it } from "vitest";

import parts from "../../data/dragon-name-parts";
import generator from "./dragon-name";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "dragon-name";
const { run } = generatorHarness([generator], { seed: "dragon", now: 0 });
const name = new RegExp(
  `^(${parts.starts.join("|")})(${parts.middles.join("|")})?(${parts.ends.join("|")})$`,
);

describe(ID, () => {
  it("builds names from the syllables, with an epithet of the chosen element (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("any", "fire", "frost", "storm", "venom", "shadow", "sea", "earth", "sun"),
        fc.boolean(),
        fc.string(),
        async (element, epithet, seed) => {
          const { values } = await run(ID, { element, epithet, count: 15 }, seed);
          expect(new Set(values.map((v) => v.text)).size).toBe(15);
          for (const { text, data } of values) {
            expect(String(data?.name)).toMatch(name);
            if (element !== "any") expect(data?.element).toBe(element);
            const list = parts.epithets[data?.element as keyof typeof parts.epithets];
            if (epithet) {
              expect(list).toContain(data?.epithet);
              expect(text).toBe(`${String(data?.name)} the ${String(data?.epithet)}`);
            } else expect(text).toBe(data?.name);
          }
        },
      ),
      { seed: 77, numRuns: 30 },
    );
  });

  it("gives 5,000 different names without epithets", async () => {
    const { values } = await run(ID, { epithet: false, count: 5_000 });
    expect(new Set(values.map((v) => v.text)).size).toBe(5_000);
  });

  it("refuses an unknown element, naming it", () => {
    expectRefused(generator, { element: "plasma" }, "element");
  });
});
