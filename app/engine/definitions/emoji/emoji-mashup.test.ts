import fc from "fast-check";
import { describe, expect, it } from "vitest";

import groups from "../../data/emoji-groups";
import entries from "../../data/emojis";
import emojiMashup from "./emoji-mashup";
import { expectRefused, generatorHarness } from "../../testing/harness";

const { run } = generatorHarness([emojiMashup], { seed: "mashup seed", now: 0 });
const groupKeys = groups.filter(([, s]) => s < 0).map(([g, , key]) => [key, g] as const);
const groupIndex = new Map(groupKeys);
const groupOf = new Map(entries.map((e) => [e[0], e[2]]));

describe("emoji-mashup", () => {
  it("pairs two different emoji of the chosen groups, no pair twice with No repeats (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          first: fc.constantFrom("any", ...groupIndex.keys()),
          second: fc.constantFrom("any", ...groupIndex.keys()),
          count: fc.integer({ min: 1, max: 100 }),
          unique: fc.boolean(),
          seed: fc.string({ maxLength: 6 }),
        }),
        async ({ seed, ...input }) => {
          const { values } = await run("emoji-mashup", input, seed);
          expect(values).toHaveLength(input.count);
          for (const v of values) {
            const { first, second } = v.data as { first: string; second: string };
            expect(v.text).toBe(`${first} + ${second}`);
            expect(first).not.toBe(second);
            if (input.first !== "any") expect(groupOf.get(first)).toBe(groupIndex.get(input.first));
            if (input.second !== "any")
              expect(groupOf.get(second)).toBe(groupIndex.get(input.second));
            expect(groupOf.has(first) && groupOf.has(second)).toBe(true);
          }
          if (input.unique) expect(new Set(values.map((v) => v.text)).size).toBe(values.length);
        },
      ),
      { seed: 5150, numRuns: 40 },
    );
  });

  it("refuses unknown groups and counts over 100, naming the field", () => {
    expectRefused(emojiMashup, { first: "face-smiling" }, "first");
    expectRefused(emojiMashup, { second: "nope" }, "second");
    expectRefused(emojiMashup, { count: 101 }, "count");
  });
});
