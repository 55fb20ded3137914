import fc from "fast-check";
import { describe, expect, it } from "vitest";

import parts from "../../data/story-settings";
import { PLACE_KINDS } from "../../shared/writing-kinds";
import { generatorHarness } from "../../testing/harness";
import storySetting from "./story-setting";

const { run, problemsOf } = generatorHarness([storySetting], {
  seed: "settings",
  now: 0,
});

describe("story-setting", () => {
  it("builds each setting from a place of the chosen kind, a time and a detail (property)", async () => {
    const input = fc.record({
      kind: fc.constantFrom("any", ...PLACE_KINDS),
      count: fc.integer({ min: 1, max: 20 }),
    });
    await fc.assert(
      fc.asyncProperty(input, fc.string({ maxLength: 5 }), async (raw, seed) => {
        const { values } = await run("story-setting", raw, seed);
        expect(values).toHaveLength(raw.count);
        for (const { data } of values) {
          const kind = data?.kind as (typeof PLACE_KINDS)[number];
          if (raw.kind !== "any") expect(kind).toBe(raw.kind);
          expect(parts.places[kind]).toContain(data?.place);
          expect(parts.times).toContain(data?.time);
          expect(parts.details).toContain(data?.detail);
        }
      }),
      { seed: 17_105, numRuns: 30 },
    );
  });

  it("offers at least 20 places of each kind, none twice", () => {
    const all = PLACE_KINDS.flatMap((k) => parts.places[k]);
    expect(new Set(all).size).toBe(all.length);
    for (const k of PLACE_KINDS) expect(parts.places[k].length).toBeGreaterThanOrEqual(20);
  });

  it("refuses an unknown kind, naming the field", () => {
    expect(problemsOf("story-setting", { kind: "moon" })[0]?.field).toBe("kind");
  });
});
