import fc from "fast-check";
import { describe, expect, it } from "vitest";

import portNumber from "./port-number";
import {
  CHI_SQUARE_LIMIT,
  chiSquare,
  expectProblem,
  generatorHarness,
  texts,
} from "../../testing/harness";

const FC = { seed: 20_250_119, numRuns: 40 };
const { run, problemsOf } = generatorHarness([portNumber], {
  seed: "developer test seed",
  now: 0,
});

const BOUNDS: Record<string, [number, number]> = {
  registered: [1024, 49151],
  dynamic: [49152, 65535],
  system: [1, 1023],
  any: [1, 65535],
};

describe("port-number", () => {
  it("stays in the RFC 6335 range, distinct with No repeats (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(BOUNDS)),
        fc.integer({ min: 1, max: 50 }),
        fc.boolean(),
        fc.string({ maxLength: 6 }),
        async (range, count, unique, seed) => {
          const [min, max] = BOUNDS[range]!;
          const result = await run("port-number", { range, count, unique }, seed);
          expect(result.values).toHaveLength(count);
          for (const { text, data } of result.values) {
            expect(data?.value).toBe(Number(text));
            expect(Number(text)).toBeGreaterThanOrEqual(min);
            expect(Number(text)).toBeLessThanOrEqual(max);
          }
          if (unique) expect(new Set(texts(result)).size).toBe(count);
        },
      ),
      FC,
    );
  });

  it("gives every well-known port once, never port 0, and refuses one more", async () => {
    const result = await run("port-number", { range: "system", count: 1023, order: "ascending" });
    expect(texts(result).map(Number)).toEqual(Array.from({ length: 1023 }, (_, i) => i + 1));
    expectProblem(
      problemsOf("port-number", { range: "system", count: 1024 })[0],
      "count",
      "Can't pick 1,024 different ports between 1 and 1023: there are only 1,023. Lower How many or turn off No repeats.",
    );
  });

  // 16,000 dynamic ports in 16 equal buckets of 1,024; chi-square, 15 degrees of freedom, p = 1e-6.
  it("spreads ports evenly over the range", async () => {
    const result = await run("port-number", { range: "dynamic", count: 10_000, unique: false });
    const buckets = Array.from({ length: 16 }, () => 0);
    for (const port of texts(result)) buckets[Math.floor((Number(port) - 49152) / 1024)]! += 1;
    expect(chiSquare(buckets, 10_000 / 16)).toBeLessThan(CHI_SQUARE_LIMIT[15]);
  });

  it("refuses an unknown range, naming the field", () => {
    expectProblem(problemsOf("port-number", { range: "secret" })[0], "range", /Range/);
  });
});
