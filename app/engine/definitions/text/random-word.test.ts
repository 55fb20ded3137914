import fc from "fast-check";
import { describe, expect, it } from "vitest";

import passphraseWords from "../../data/passphrase-words";
import randomWord, { WORDS_BY_FIRST_LETTER, WORD_LIST_SIZE } from "./random-word";
import {
  assertAcceptedRuns,
  assertFieldsValidate,
  assertIntegerFieldsRefuse,
  generatorHarness,
  invalidNumber,
  validInputArbitrary,
} from "../../testing/harness";

const NOW = 1_700_000_000_000;

const { runTexts, refusedProblems } = generatorHarness([randomWord], {
  seed: "text test seed",
  now: NOW,
});

describe("random-word", () => {
  it("keeps its letter counts in step with the word list", () => {
    expect(passphraseWords).toHaveLength(WORD_LIST_SIZE);
    for (const letter of "abcdefghijklmnopqrstuvwxyz") {
      const actual = passphraseWords.filter((w) => w.startsWith(letter)).length;
      expect(WORDS_BY_FIRST_LETTER[letter], letter).toBe(actual);
    }
  });

  it("draws words from the list, without repeats when asked", async () => {
    for (const word of await runTexts("random-word", { count: 50 })) {
      expect(passphraseWords).toContain(word);
    }
    const all = await runTexts("random-word", { count: WORD_LIST_SIZE, unique: true });
    expect(new Set(all)).toEqual(new Set(passphraseWords));
  });

  it("can start every word with one letter", async () => {
    const q = await runTexts("random-word", { count: 8, unique: true, startsWith: "Q" });
    expect(new Set(q).size).toBe(8);
    for (const word of q) expect(word).toMatch(/^q[a-z]+$/);
    expect(refusedProblems("random-word", { count: 9, unique: true, startsWith: "q" })[0]).toEqual({
      field: "count",
      message:
        'Can\'t pick 9 different words: the list has only 8 starting with "q". Lower How many or turn off No repeats.',
    });
    expect(refusedProblems("random-word", { startsWith: "x" })[0]?.message).toMatch(
      /starts with "x"/,
    );
    expect(refusedProblems("random-word", { startsWith: "1" })[0]?.field).toBe("startsWith");
    expect(refusedProblems("random-word", { startsWith: "ab" })[0]?.field).toBe("startsWith");
    expect(refusedProblems("random-word", { count: 2049, unique: true })[0]?.field).toBe("count");
  });
});

/** Letters with at least 5 words, so five different words can always start with them. */
const START_LETTERS = ["", ..."abcdefghijklmnopqrstuvwxyz"].filter(
  (l) => l === "" || (WORDS_BY_FIRST_LETTER[l] ?? 0) >= 5,
);

describe("random-word properties", () => {
  it("any valid input gives values of the declared shape", async () => {
    const parameters = { seed: 20240611, numRuns: 50 };
    await assertAcceptedRuns(
      [randomWord],
      // Small counts keep the runs quick.
      (g) =>
        validInputArbitrary(g, (spec) => {
          if (spec.kind === "integer") {
            return fc.integer({ min: spec.min, max: Math.min(spec.max, 5) });
          }
          return spec.name === "startsWith" ? fc.constantFrom(...START_LETTERS) : undefined;
        }),
      { now: NOW },
      parameters,
      () =>
        (_raw, input, { values }) => {
          expect(values).toHaveLength(input.count as number);
          for (const { text } of values) {
            expect(passphraseWords).toContain(text);
            expect(text.startsWith((input.startsWith as string).toLowerCase())).toBe(true);
          }
          if (input.unique) expect(new Set(values.map((v) => v.text)).size).toBe(values.length);
        },
    );
  });

  it("any out-of-range number is refused, naming its field, never thrown", () => {
    assertIntegerFieldsRefuse(randomWord, invalidNumber, { seed: 20240611, numRuns: 50 });
  });

  it("any text in the text fields is validated without throwing", () => {
    const parameters = { seed: 20240611, numRuns: 50 };
    assertFieldsValidate(randomWord, fc.string({ maxLength: 300 }), parameters);
  });
});
