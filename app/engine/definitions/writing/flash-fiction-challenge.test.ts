import fc from "fast-check";
import { describe, expect, it } from "vitest";

import parts from "../../data/flash-fiction-parts";
import { PROMPT_GENRES } from "../../shared/writing-kinds";
import { generatorHarness } from "../../testing/harness";
import flashFiction, { FLASH_LENGTHS } from "./flash-fiction-challenge";

const { run, problemsOf } = generatorHarness([flashFiction], {
  seed: "flash",
  now: 0,
});

describe("flash-fiction-challenge", () => {
  it("keeps the chosen length and genre and draws the rest from the lists (property)", async () => {
    const input = fc.record({
      length: fc.constantFrom(...Object.keys(FLASH_LENGTHS)),
      genre: fc.constantFrom("any", ...PROMPT_GENRES),
      count: fc.integer({ min: 1, max: 20 }),
    });
    await fc.assert(
      fc.asyncProperty(input, fc.string({ maxLength: 5 }), async (raw, seed) => {
        const { values } = await run("flash-fiction-challenge", raw, seed);
        expect(values).toHaveLength(raw.count);
        for (const { text, data } of values) {
          expect(data?.words).toBe(Number(raw.length));
          if (raw.genre !== "any") expect(data?.genre).toBe(raw.genre);
          else expect(PROMPT_GENRES).toContain(data?.genre);
          expect(parts.objects).toContain(data?.object);
          expect(parts.words).toContain(data?.word);
          expect(parts.rules).toContain(data?.rule);
          expect(text).toContain(`“${String(data?.word)}”`);
        }
      }),
      { seed: 17_110, numRuns: 30 },
    );
  });

  it("keeps every list free of repeats", () => {
    for (const list of Object.values(parts)) expect(new Set(list).size).toBe(list.length);
  });

  it("refuses an unknown length or genre, naming the field", () => {
    expect(problemsOf("flash-fiction-challenge", { length: "75" })[0]?.field).toBe("length");
    expect(problemsOf("flash-fiction-challenge", { genre: "romance" })[0]?.field).toBe("genre");
  });
});
