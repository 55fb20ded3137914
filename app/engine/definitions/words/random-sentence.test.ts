import fc from "fast-check";
import { describe, expect, it } from "vitest";

import words from "../../data/sentence-words";
import { generatorHarness } from "../../testing/harness";
import randomSentence, { article } from "./random-sentence";

const { run, problemsOf } = generatorHarness([randomSentence], {
  seed: "sentences",
  now: 0,
});

const PAST = new Set(words.transitive.concat(words.intransitive).map(([, , past]) => past));
const THIRD = new Set(words.transitive.concat(words.intransitive).map(([, third]) => third));

describe("random-sentence", () => {
  it("has word lists without repeats", () => {
    for (const list of [
      words.nouns.map((n) => n[0]),
      words.transitive.map((v) => v[0]),
      words.intransitive.map((v) => v[0]),
      words.adjectives,
      words.adverbs,
      words.places,
    ]) {
      expect(new Set(list).size).toBe(list.length);
    }
  });

  it("writes a/an by the next word", () => {
    expect(article("owl")).toBe("an owl");
    expect(article("bold owl")).toBe("a bold owl");
  });

  it("ends statements with a full stop and questions with a question mark, in the tense asked (property)", async () => {
    const input = fc.record({
      tense: fc.constantFrom("past", "present", "future"),
      kind: fc.constantFrom("statement", "question"),
      count: fc.integer({ min: 1, max: 20 }),
    });
    await fc.assert(
      fc.asyncProperty(input, fc.string({ maxLength: 5 }), async (raw, seed) => {
        const { values } = await run("random-sentence", raw, seed);
        expect(values).toHaveLength(raw.count);
        for (const { text, data } of values) {
          expect(text).toMatch(/^[A-Z]/);
          expect(text).not.toMatch(/\s{2}| a [aeiou]| an [^aeiou]/);
          expect(data).toMatchObject({ tense: raw.tense, kind: raw.kind });
          const tokens = text.slice(0, -1).replace(",", "").split(" ");
          if (raw.kind === "question") {
            expect(text.endsWith("?")).toBe(true);
            const first = { past: ["Did"], present: ["Do", "Does"], future: ["Will"] }[raw.tense];
            expect(first).toContain(tokens[0]);
          } else {
            expect(text.endsWith(".")).toBe(true);
            if (raw.tense === "future") expect(tokens).toContain("will");
            if (raw.tense === "past") expect(tokens.some((t) => PAST.has(t))).toBe(true);
          }
        }
      }),
      { seed: 17_006, numRuns: 40 },
    );
  });

  it("agrees the present verb with its subject", async () => {
    const { values } = await run("random-sentence", { tense: "present", count: 300 });
    for (const { text, data } of values) {
      const tokens = text.slice(0, -1).split(" ");
      const third = tokens.some((t) => THIRD.has(t));
      expect(third, text).toBe(data?.subject === "singular");
    }
  });

  it("refuses an unknown tense or kind, naming the field", () => {
    expect(problemsOf("random-sentence", { tense: "perfect" })[0]?.field).toBe("tense");
    expect(problemsOf("random-sentence", { kind: "poem" })[0]?.field).toBe("kind");
    expect(problemsOf("random-sentence", { count: 10_001 })[0]?.field).toBe("count");
  });
});
