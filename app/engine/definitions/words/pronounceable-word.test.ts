import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { CHI_SQUARE_LIMIT, chiSquare, generatorHarness } from "../../testing/harness";
import pronounceableWord, { CONSONANTS, VOWELS } from "./pronounceable-word";

const { run, problemsOf } = generatorHarness([pronounceableWord], {
  seed: "pronounce",
  now: 0,
});

describe("pronounceable-word", () => {
  it("puts a consonant for each C, a vowel for each V and keeps the rest (property)", async () => {
    const pattern = fc.stringMatching(/^[CVcv -]{1,12}$/).filter((p) => /[CVcv]/.test(p));
    await fc.assert(
      fc.asyncProperty(pattern, fc.string({ maxLength: 5 }), async (p, seed) => {
        const { values } = await run("pronounceable-word", { pattern: p, count: 3 }, seed);
        for (const { text } of values) {
          expect(text).toHaveLength(p.length);
          [...p].forEach((ch, i) => {
            const got = text[i] ?? "";
            if (/[Cc]/.test(ch)) expect(CONSONANTS).toContain(got);
            else if (/[Vv]/.test(ch)) expect(VOWELS).toContain(got);
            else expect(got).toBe(ch);
          });
        }
      }),
      { seed: 17_023, numRuns: 40 },
    );
  });

  it("picks each vowel equally often (chi-square)", async () => {
    const { values } = await run("pronounceable-word", { pattern: "VVVVVVVVVV", count: 500 });
    const counts = VOWELS.map(() => 0);
    for (const { text } of values)
      for (const ch of text) {
        const i = VOWELS.indexOf(ch);
        counts[i] = (counts[i] ?? 0) + 1;
      }
    // 4 degrees of freedom.
    expect(chiSquare(counts, 1000)).toBeLessThan(CHI_SQUARE_LIMIT[4]);
  });

  it("refuses a pattern without C or V, naming the field", () => {
    expect(problemsOf("pronounceable-word", { pattern: "xyz" })[0]?.field).toBe("pattern");
    expect(problemsOf("pronounceable-word", { pattern: "C".repeat(25) })[0]?.field).toBe("pattern");
  });
});
