import fc from "fast-check";
import { describe, expect, it } from "vitest";

import parts from "../../data/design-brief-parts";
import { DESIGN_DISCIPLINES } from "../../shared/writing-kinds";
import { generatorHarness } from "../../testing/harness";
import designBrief from "./design-brief";

const { run, problemsOf } = generatorHarness([designBrief], {
  seed: "briefs",
  now: 0,
});

describe("design-brief", () => {
  it("builds each brief from a deliverable of the chosen discipline and the lists (property)", async () => {
    const input = fc.record({
      discipline: fc.constantFrom("any", ...DESIGN_DISCIPLINES),
      count: fc.integer({ min: 1, max: 20 }),
    });
    await fc.assert(
      fc.asyncProperty(input, fc.string({ maxLength: 5 }), async (raw, seed) => {
        const { values } = await run("design-brief", raw, seed);
        expect(values).toHaveLength(raw.count);
        for (const { data } of values) {
          const kind = data?.discipline as (typeof DESIGN_DISCIPLINES)[number];
          if (raw.discipline !== "any") expect(kind).toBe(raw.discipline);
          expect(parts.deliverables[kind]).toContain(data?.deliverable);
          expect(parts.clients).toContain(data?.client);
          expect(parts.audiences).toContain(data?.audience);
          expect(parts.constraints).toContain(data?.constraint);
        }
      }),
      { seed: 17_109, numRuns: 30 },
    );
  });

  it("keeps every list free of repeats", () => {
    for (const list of [
      parts.clients,
      parts.audiences,
      parts.constraints,
      ...Object.values(parts.deliverables),
    ])
      expect(new Set(list).size).toBe(list.length);
  });

  it("refuses an unknown discipline, naming the field", () => {
    expect(problemsOf("design-brief", { discipline: "fashion" })[0]?.field).toBe("discipline");
  });
});
