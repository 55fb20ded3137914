import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator from "./number-sequence";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "number-sequence";
const { run } = generatorHarness([generator], { seed: "sequence", now: 0 });

describe(ID, () => {
  it("gives a next term that follows the pattern of the terms shown (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "any",
          "arithmetic",
          "geometric",
          "square",
          "fibonacci-like",
          "alternating",
        ),
        fc.integer({ min: 3, max: 10 }),
        fc.string(),
        async (kind, shown, seed) => {
          const { values } = await run(ID, { kind, shown, count: 10 }, seed);
          for (const { data } of values) {
            const t = [...(data?.terms as number[]), Number(data?.next)];
            expect(t).toHaveLength(shown + 1);
            if (kind !== "any") expect(data?.kind).toBe(kind);
            const d = t.slice(1).map((x, i) => x - t[i]!);
            switch (data?.kind) {
              case "arithmetic":
                expect(new Set(d).size).toBe(1);
                expect(d[0]).not.toBe(0);
                break;
              case "geometric":
                expect(new Set(t.slice(1).map((x, i) => x / t[i]!)).size).toBe(1);
                break;
              case "square":
                expect(new Set(d.slice(1).map((x, i) => x - d[i]!))).toEqual(new Set([2]));
                break;
              case "fibonacci-like":
                t.slice(2).forEach((x, i) => expect(x).toBe(t[i]! + t[i + 1]!));
                break;
              default:
                d.slice(2).forEach((x, i) => expect(x).toBe(d[i]));
            }
          }
        },
      ),
      { seed: 72, numRuns: 40 },
    );
  });

  it("refuses fewer than 3 terms, naming them", () => {
    expectRefused(generator, { shown: 2 }, "shown");
  });
});
