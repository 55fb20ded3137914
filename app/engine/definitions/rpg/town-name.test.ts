import fc from "fast-check";
import { describe, expect, it } from "vitest";

import parts from "../../data/town-name-parts";
import generator from "./town-name";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "town-name";
const { run } = generatorHarness([generator], { seed: "town", now: 0 });

describe(ID, () => {
  it("joins a start and an ending without a doubled letter, dressed only in Fancy (property)", async () => {
    const core = new RegExp(`^(${parts.starts.join("|")})(${parts.ends.join("|")})$`);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("plain", "fancy"), fc.string(), async (style, seed) => {
        const { values } = await run(ID, { style, count: 20 }, seed);
        expect(new Set(values.map((v) => v.text)).size).toBe(20);
        for (const { text, data } of values) {
          const name = String(data?.core);
          expect(name).toMatch(core);
          if (style === "plain") expect(text).toBe(name);
          else expect(text).toContain(name);
        }
      }),
      { seed: 76, numRuns: 30 },
    );
  });

  it("gives 5,000 different names", async () => {
    const { values } = await run(ID, { count: 5_000 });
    expect(new Set(values.map((v) => v.text)).size).toBe(5_000);
  });

  it("refuses more than 5,000, naming How many", () => {
    expectRefused(generator, { count: 5_001 }, "count");
  });
});
