import fc from "fast-check";
import { describe, expect, it } from "vitest";

import accessibleColorPair from "./accessible-color-pair";
import { contrastRatio, relativeLuminance } from "../../shared/colors";
import {
  CHI_SQUARE_LIMIT,
  chiSquare,
  expectRefused,
  generatorHarness,
} from "../../testing/harness";

const { run } = generatorHarness([accessibleColorPair], { seed: "contrast seed", now: 0 });
const HEX = /^#[0-9a-f]{6}$/;

describe("accessible-color-pair", () => {
  it("gives pairs that pass the chosen level on the chosen side, with the true ratio (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          level: fc.constantFrom("3", "4.5", "7"),
          background: fc.constantFrom("any", "light", "dark"),
          count: fc.integer({ min: 1, max: 30 }),
          seed: fc.string({ maxLength: 6 }),
        }),
        async ({ seed, ...input }) => {
          const { values } = await run("accessible-color-pair", input, seed);
          expect(values).toHaveLength(input.count);
          for (const v of values) {
            const { foreground, background, contrast } = v.data as {
              foreground: string;
              background: string;
              contrast: number;
            };
            expect(foreground).toMatch(HEX);
            expect(background).toMatch(HEX);
            expect(v.swatches).toEqual([foreground, background]);
            const ratio = contrastRatio(foreground, background);
            expect(ratio).toBeGreaterThanOrEqual(Number(input.level));
            expect(contrast).toBeLessThanOrEqual(ratio);
            expect(contrast).toBeGreaterThan(ratio - 0.01);
            if (input.background !== "any") {
              expect(relativeLuminance(background) > 0.179).toBe(input.background === "light");
            }
          }
        },
      ),
      { seed: 4545, numRuns: 40 },
    );
  });

  it("puts the lighter colour behind as often as in front (chi-square)", async () => {
    // A pair passes exactly when its swap passes, so among qualifying pairs drawn uniformly the
    // background is the lighter colour half the time; a generator that favoured dark text on
    // light backgrounds would fail here.
    const runs = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        run("accessible-color-pair", { level: "4.5", count: 200 }, `sides ${i}`),
      ),
    );
    let lighterBehind = 0;
    for (const v of runs.flatMap((g) => g.values)) {
      const { foreground, background } = v.data as { foreground: string; background: string };
      if (relativeLuminance(background) > relativeLuminance(foreground)) lighterBehind += 1;
    }
    // 1 degree of freedom, 4,000 pairs: a false failure once in a million runs.
    expect(chiSquare([lighterBehind, 4000 - lighterBehind], 2000)).toBeLessThan(
      CHI_SQUARE_LIMIT[1],
    );
  });

  it("refuses unknown levels and counts over 200, naming the field", () => {
    expectRefused(accessibleColorPair, { level: "2" }, "level");
    expectRefused(accessibleColorPair, { background: "grey" }, "background");
    expectRefused(accessibleColorPair, { count: 201 }, "count");
  });
});
