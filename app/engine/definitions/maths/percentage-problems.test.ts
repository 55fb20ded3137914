import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator from "./percentage-problems";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "percentage-problems";
const { run } = generatorHarness([generator], { seed: "percent", now: 0 });

describe(ID, () => {
  it("gives whole answers that are right for the question (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("any", "of", "what-percent", "whole", "change"),
        fc.constantFrom("easy", "medium", "hard"),
        fc.string(),
        async (kind, level, seed) => {
          const { values } = await run(ID, { kind, level, count: 20 }, seed);
          for (const { data } of values) {
            const [percent, whole, part, answer] = [
              data?.percent,
              data?.whole,
              data?.part,
              data?.answer,
            ].map(Number) as [number, number, number, number];
            const question = String(data?.question);
            expect(Number.isInteger(part) && Number.isInteger(answer)).toBe(true);
            expect(part * 100).toBe(percent * whole);
            if (kind !== "any") expect(data?.kind).toBe(kind);
            if (data?.kind === "of") expect(answer).toBe(part);
            if (data?.kind === "what-percent") expect(answer).toBe(percent);
            if (data?.kind === "whole") expect(answer).toBe(whole);
            if (data?.kind === "change")
              expect(answer).toBe(question.startsWith("Increase") ? whole + part : whole - part);
            if (level === "easy") expect(whole).toBeLessThanOrEqual(200);
          }
        },
      ),
      { seed: 53, numRuns: 40 },
    );
  });

  it("refuses an unknown kind, naming it", () => {
    expectRefused(generator, { kind: "interest" }, "kind");
  });
});
