import fc from "fast-check";
import { describe, expect, it } from "vitest";

import parts from "../../data/backstory-parts";
import generator from "./character-backstory";
import { expectGoodList } from "../../testing/lists";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "character-backstory";
const { run } = generatorHarness([generator], { seed: "backstory", now: 0 });

describe(ID, () => {
  it("has 30 entries in each list, none twice", () => {
    expectGoodList("origins", parts.origins, 30);
    expectGoodList("events", parts.events, 30);
    expectGoodList("goals", parts.goals, 30);
    expectGoodList("secrets", parts.secrets, 30);
    for (const s of parts.secrets) expect(s).toMatch(/^[A-Z].*\.$/);
  });

  it("writes one entry of each list, with a secret only when asked (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.string(), async (secret, seed) => {
        const { values } = await run(ID, { secret, count: 10 }, seed);
        expect(new Set(values.map((v) => v.text)).size).toBe(10);
        for (const { text, data } of values) {
          expect(parts.origins).toContain(data?.origin);
          expect(parts.events).toContain(data?.event);
          expect(parts.goals).toContain(data?.goal);
          if (secret) expect(parts.secrets).toContain(data?.secret);
          else expect(data?.secret).toBe("");
          expect(
            text.startsWith(`Grew up ${String(data?.origin)}, until ${String(data?.event)}.`),
          ).toBe(true);
        }
      }),
      { seed: 83, numRuns: 30 },
    );
  });

  it("refuses more than 1,000, naming How many", () => {
    expectRefused(generator, { count: 1_001 }, "count");
  });
});
