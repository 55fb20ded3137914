import fc from "fast-check";
import { describe, expect, it } from "vitest";

import parts, { type ChallengeKind } from "../../data/reality-show-parts";
import { generatorHarness } from "../../testing/harness";
import realityShowFormat, { CHALLENGE_KINDS } from "./reality-show-format";

const { run, problemsOf } = generatorHarness([realityShowFormat], {
  seed: "reality",
  now: 0,
});

describe("reality-show-format", () => {
  it("uses a challenge of the chosen kind and parts from the lists (property)", async () => {
    const input = fc.record({
      kind: fc.constantFrom("any", ...Object.keys(CHALLENGE_KINDS)),
      count: fc.integer({ min: 1, max: 20 }),
    });
    await fc.assert(
      fc.asyncProperty(input, fc.string({ maxLength: 5 }), async (raw, seed) => {
        const { values } = await run("reality-show-format", raw, seed);
        expect(values).toHaveLength(raw.count);
        for (const { data } of values) {
          const kind = data?.kind as ChallengeKind;
          if (raw.kind !== "any") expect(kind).toBe(raw.kind);
          expect(parts.challenges[kind]).toContain(data?.challenge);
          expect(parts.contestants).toContain(data?.contestants);
          expect(parts.settings).toContain(data?.setting);
          expect(parts.twists).toContain(data?.twist);
        }
      }),
      { seed: 17_205, numRuns: 30 },
    );
  });

  it("keeps every list free of repeats", () => {
    const lists = [
      parts.contestants,
      parts.settings,
      parts.twists,
      ...Object.values(parts.challenges),
    ];
    for (const list of lists) expect(new Set(list).size).toBe(list.length);
  });

  it("refuses an unknown kind, naming the field", () => {
    expect(problemsOf("reality-show-format", { kind: "dating" })[0]?.field).toBe("kind");
  });
});
