import fc from "fast-check";
import { describe, expect, it } from "vitest";

import parts from "../../data/drawing-prompt-parts";
import { generatorHarness } from "../../testing/harness";
import drawingPrompt from "./drawing-prompt";

const { run, problemsOf } = generatorHarness([drawingPrompt], {
  seed: "drawing",
  now: 0,
});

describe("drawing-prompt", () => {
  it("gives more parts for harder prompts, each from its list (property)", async () => {
    const input = fc.record({
      difficulty: fc.constantFrom("easy", "medium", "hard"),
      count: fc.integer({ min: 1, max: 20 }),
    });
    await fc.assert(
      fc.asyncProperty(input, fc.string({ maxLength: 5 }), async (raw, seed) => {
        const { values } = await run("drawing-prompt", raw, seed);
        expect(values).toHaveLength(raw.count);
        for (const { text, data } of values) {
          expect(parts.subjects).toContain(data?.subject);
          expect(text.toLowerCase().startsWith(String(data?.subject))).toBe(true);
          expect(data?.action === undefined).toBe(raw.difficulty === "easy");
          if (raw.difficulty !== "easy") expect(parts.actions).toContain(data?.action);
          expect(data?.challenge === undefined).toBe(raw.difficulty !== "hard");
          if (raw.difficulty === "hard") {
            expect(parts.places).toContain(data?.place);
            expect(parts.challenges).toContain(data?.challenge);
          }
        }
      }),
      { seed: 17_108, numRuns: 30 },
    );
  });

  it("keeps every list free of repeats", () => {
    for (const list of Object.values(parts)) expect(new Set(list).size).toBe(list.length);
  });

  it("refuses an unknown difficulty, naming the field", () => {
    expect(problemsOf("drawing-prompt", { difficulty: "expert" })[0]?.field).toBe("difficulty");
  });
});
