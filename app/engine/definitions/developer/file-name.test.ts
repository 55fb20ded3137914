import fc from "fast-check";
import { describe, expect, it } from "vitest";

import adjectives from "../../data/adjectives";
import mediaTypes from "../../data/mime-types";
import nouns from "../../data/nouns";
import fileName from "./file-name";
import { expectProblem, generatorHarness } from "../../testing/harness";

const FC = { seed: 20_250_124, numRuns: 40 };
const { run, problemsOf } = generatorHarness([fileName], {
  seed: "developer test seed",
  now: 0,
});

const SHAPES: Record<string, RegExp> = {
  kebab: /^[a-z]+-[a-z]+(-\d\d)?$/,
  snake: /^[a-z]+_[a-z]+(_\d\d)?$/,
  camel: /^[a-z]+[A-Z][a-z]+(\d\d)?$/,
  spaces: /^[A-Z][a-z]* [a-z]+( \(\d{1,2}\))?$/,
};

describe("file-name", () => {
  it("joins listed words in the style with an extension of the type (property)", async () => {
    const words = new Set([...adjectives, ...nouns]);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("any", "audio", "font", "image", "text", "video"),
        fc.constantFrom(...Object.keys(SHAPES)),
        fc.boolean(),
        fc.string({ maxLength: 6 }),
        async (top, style, numbered, seed) => {
          const result = await run("file-name", { top, style, numbered, count: 10 }, seed);
          for (const { text, data } of result.values) {
            const media = mediaTypes.find((m) => m.type === data?.mimeType);
            expect(media?.extensions).toContain(data?.extension);
            if (top !== "any") expect(String(data?.mimeType).startsWith(`${top}/`)).toBe(true);
            expect(text).toBe(`${String(data?.base)}.${String(data?.extension)}`);
            expect(String(data?.base)).toMatch(SHAPES[style]!);
            expect(/\d/.test(String(data?.base))).toBe(numbered);
            const parts = String(data?.base)
              .replace(/[\d()]/g, "")
              .split(/[-_ ]|(?=[A-Z])/)
              .filter(Boolean)
              .map((w) => w.toLowerCase());
            for (const part of parts) expect(words.has(part), part).toBe(true);
          }
        },
      ),
      FC,
    );
  });

  it("refuses an unknown style, naming the field", () => {
    expectProblem(problemsOf("file-name", { style: "shout" })[0], "style", /Style/);
  });
});
