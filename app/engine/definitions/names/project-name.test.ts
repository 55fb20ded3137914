import fc from "fast-check";
import { describe, expect, it } from "vitest";

import adjectives from "../../data/adjectives";
import nouns from "../../data/nouns";
import projectName from "./project-name";
import { generatorHarness, texts } from "../../testing/harness";

const FC = { seed: 20_240_602, numRuns: 50 };
const RUN_SEED = fc.string({ maxLength: 8 });

const { run } = generatorHarness([projectName], { seed: "names test seed", now: 0 });

describe("project-name", () => {
  it("joins a listed adjective and noun with a hyphen, as many as asked (property)", async () => {
    const adjectiveSet = new Set(adjectives);
    const nounSet = new Set(nouns);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 60 }), RUN_SEED, async (count, seed) => {
        const { values } = await run("project-name", { count }, seed);
        expect(values).toHaveLength(count);
        for (const { text, data } of values) {
          expect(adjectiveSet.has(String(data?.adjective)), text).toBe(true);
          expect(nounSet.has(String(data?.noun)), text).toBe(true);
          expect(text).toBe(`${String(data?.adjective)}-${String(data?.noun)}`);
        }
      }),
      FC,
    );
  });

  it("makes lowercase adjective-noun names", async () => {
    const adjectiveSet = new Set(adjectives);
    const nounSet = new Set(nouns);
    const result = await run("project-name", { count: 100 });
    for (const name of texts(result)) {
      const [adjective, noun, ...rest] = name.split("-");
      expect(rest).toEqual([]);
      expect(adjectiveSet.has(adjective ?? ""), name).toBe(true);
      expect(nounSet.has(noun ?? ""), name).toBe(true);
    }
  });
});
