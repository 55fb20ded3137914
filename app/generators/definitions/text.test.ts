import fc from "fast-check";
import { describe, expect, it } from "vitest";

import loremVocabulary from "../data/lorem-words";
import passphraseWords from "../data/passphrase-words";
import type { AnyGenerator, Generation } from "../core/engine";
import type { FieldSpec } from "../core/field-kinds";
import textGenerators, {
  LETTER_SETS,
  LOREM_OPENING,
  STRING_CHARACTER_SETS,
  WORDS_BY_FIRST_LETTER,
  WORD_LIST_SIZE,
} from "./text";
import {
  CHI_SQUARE_LIMIT,
  assertAcceptedRuns,
  assertFieldsValidate,
  assertIntegerFieldsRefuse,
  expectCategoryIds,
  chiSquare,
  expectProblem,
  generatorHarness,
  invalidNumber,
  validInputArbitrary,
} from "./test-support";

const NOW = 1_700_000_000_000;

const { runTexts, run, problemsOf, refusedProblems, expectSeedDecides } = generatorHarness(
  textGenerators,
  {
    seed: "text test seed",
    now: NOW,
  },
);

const vocabulary = new Set(loremVocabulary);

/** The sentences of lorem ipsum text, each split into its words (commas removed). */
function sentencesOf(text: string): string[][] {
  return (text.match(/[^.]+\./g) ?? []).map((sentence) =>
    sentence.trim().slice(0, -1).replace(/,/g, "").split(" "),
  );
}

/** Whether a sentence is capitalized, ends in a period, and uses only lorem words. */
function isLoremSentence(sentence: string): boolean {
  const words = sentence.slice(0, -1).split(" ");
  return (
    /^[A-Z][a-z]*( [a-z]+,?)* [a-z]+\.$/.test(sentence) &&
    !sentence.includes(",,") &&
    words.length >= 6 &&
    words.length <= 16 &&
    words.every((w) => vocabulary.has(w.replace(",", "").toLowerCase()))
  );
}

describe("text generators", () => {
  it("are in the text category with unique kebab-case ids", () => {
    expectCategoryIds(textGenerators, "text");
  });

  it("give the same values for the same seed and different values for another seed", async () => {
    for (const g of textGenerators) await expectSeedDecides(g.id, { count: 3, opening: false });
  });
});

describe("random-letter", () => {
  it("draws from the chosen letters in the chosen case", async () => {
    for (const letter of await runTexts("random-letter", { count: 200 }))
      expect(letter).toMatch(/^[A-Z]$/);
    for (const letter of await runTexts("random-letter", {
      count: 100,
      alphabet: "vowels",
      letterCase: "lower",
    })) {
      expect(letter).toMatch(/^[aeiou]$/);
    }
    const consonants = await runTexts("random-letter", { count: 300, alphabet: "consonants" });
    expect(new Set(consonants)).toEqual(new Set(LETTER_SETS.consonants));
    const mixed = await runTexts("random-letter", { count: 200, letterCase: "mixed" });
    expect(mixed.some((l) => /[a-z]/.test(l)) && mixed.some((l) => /[A-Z]/.test(l))).toBe(true);
  });

  it("never repeats a letter (in either case) when asked", async () => {
    const all = await runTexts("random-letter", { count: 26, unique: true, letterCase: "mixed" });
    expect(new Set(all.map((l) => l.toUpperCase()))).toEqual(new Set(LETTER_SETS.english));
    expectProblem(
      refusedProblems("random-letter", { count: 6, unique: true, alphabet: "vowels" })[0],
      "count",
      /only 5.*No repeats/,
    );
  });

  it("draws every letter equally often (chi-square)", async () => {
    const letters = await runTexts("random-letter", { count: 10_000 });
    const counts = new Array<number>(26).fill(0);
    for (const l of letters) counts[l.charCodeAt(0) - 65]! += 1;
    // 25 degrees of freedom: p ≤ 1e-6 for uniform letters.
    expect(chiSquare(counts, 10_000 / 26)).toBeLessThan(CHI_SQUARE_LIMIT[25]);
  });
});

describe("random-string", () => {
  it("uses the chosen character set and length", async () => {
    const cases = [
      ["alphanumeric", /^[A-Za-z0-9]{40}$/],
      ["letters", /^[A-Za-z]{40}$/],
      ["digits", /^[0-9]{40}$/],
      ["hex", /^[0-9a-f]{40}$/],
    ] as const;
    for (const [characters, shape] of cases) {
      for (const s of await runTexts("random-string", { characters, length: 40, count: 20 })) {
        expect(s).toMatch(shape);
      }
    }
    const result = await run("random-string", { characters: "hex", length: 10 });
    expect(result.values[0]?.data?.entropyBits).toBe(40);
  });

  it("uses custom characters only when Custom is chosen, each once", async () => {
    const result = await run("random-string", { characters: "custom", custom: "xyzx€", count: 30 });
    for (const { text } of result.values) expect(text).toMatch(/^[xyz€]{16}$/);
    expect(result.notes?.[0]).toMatch(/ignored 1 repeated character/);
    expect(result.values[0]?.data?.entropyBits).toBe(32);
    for (const s of await runTexts("random-string", { custom: "€", count: 10 })) {
      expect(s).toMatch(/^[A-Za-z0-9]{16}$/);
    }
    expect(
      refusedProblems("random-string", { characters: "custom", custom: "aaa" })[0]?.field,
    ).toBe("custom");
  });

  it("refuses lengths and counts out of range", () => {
    expect(refusedProblems("random-string", { length: 0 })[0]?.field).toBe("length");
    expect(refusedProblems("random-string", { length: 1025 })[0]?.field).toBe("length");
    expect(refusedProblems("random-string", { count: 10_001 })[0]?.field).toBe("count");
  });

  it("gives 10,000 short strings but no more than 1 MiB of characters in one run", async () => {
    expect(await runTexts("random-string", { length: 104, count: 10_000 })).toHaveLength(10_000);
    expect(problemsOf("random-string", { length: 1024, count: 1024 })).toEqual([]);
    const [problem] = refusedProblems("random-string", { length: 1000, count: 2000 });
    expect(problem).toEqual({
      field: "count",
      message:
        "2,000 values of 1,000 characters would be 2,000,000 characters; one run gives at most 1,048,576. Lower How many or Length.",
    });
  });
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

describe("lorem ipsum", () => {
  it("writes exactly the asked number of words, opening with Lorem ipsum", async () => {
    const result = await run("lorem-ipsum-words", { count: 500 });
    const [value] = result.values;
    const words = value?.text.split(" ") ?? [];
    expect(result.values).toHaveLength(1);
    expect(words).toHaveLength(500);
    expect(value?.text.startsWith("Lorem ipsum dolor sit amet ")).toBe(true);
    for (const w of words) expect(vocabulary.has(w.toLowerCase()), w).toBe(true);
    expect(value?.data?.words).toBe(500);
    expect(result.summary).toBe("500 words");
    const [short] = await runTexts("lorem-ipsum-words", { count: 2 });
    expect(short).toBe("Lorem ipsum");
    const [plain] = await runTexts("lorem-ipsum-words", { count: 5, opening: false });
    expect(plain).not.toBe("Lorem ipsum dolor sit amet");
  });

  it("writes sentences of 6 to 16 words with occasional commas", async () => {
    const result = await run("lorem-ipsum-sentences", { count: 1000 });
    const text = result.values[0]?.text ?? "";
    expect(text.startsWith("Lorem ipsum dolor sit amet, ")).toBe(true);
    const sentences = text.match(/[^.]+\./g)?.map((s) => s.trim()) ?? [];
    expect(sentences).toHaveLength(1000);
    expect(sentences.filter((s) => !isLoremSentence(s))).toEqual([]);
    const lengths = new Set(sentencesOf(text).map((words) => words.length));
    expect(lengths).toEqual(new Set([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]));
    const commas = (text.match(/,/g) ?? []).length;
    expect(commas).toBeGreaterThan(200);
    expect(commas).toBeLessThan(1500);
    const totalWords = sentencesOf(text).reduce((sum, words) => sum + words.length, 0);
    expect(result.values[0]?.data).toEqual({ sentences: 1000, words: totalWords });
  });

  it("writes paragraphs of 3 to 7 sentences separated by blank lines", async () => {
    const result = await run("lorem-ipsum-paragraphs", { count: 100 });
    const paragraphs = result.values[0]?.text.split("\n\n") ?? [];
    expect(paragraphs).toHaveLength(100);
    const sizes = new Set<number>();
    for (const paragraph of paragraphs) {
      const sentences = paragraph.match(/[^.]+\./g)?.map((s) => s.trim()) ?? [];
      expect(sentences.join(" ")).toBe(paragraph);
      sizes.add(sentences.length);
      expect(sentences.filter((s) => !isLoremSentence(s))).toEqual([]);
    }
    expect(sizes).toEqual(new Set([3, 4, 5, 6, 7]));
    expect(paragraphs[0]?.startsWith("Lorem ipsum dolor sit amet, ")).toBe(true);
    expect(paragraphs.slice(1).some((p) => p.startsWith("Lorem ipsum dolor"))).toBe(false);
  });

  it("refuses counts out of range", () => {
    expect(refusedProblems("lorem-ipsum-words", { count: 10_001 })[0]?.message).toBe(
      "Words must be at most 10000",
    );
    expect(refusedProblems("lorem-ipsum-sentences", { count: 0 })[0]?.field).toBe("count");
    expect(refusedProblems("lorem-ipsum-paragraphs", { count: 101 })[0]?.field).toBe("count");
  });
});

// ---------------------------------------------------------------------------
// Properties over the whole input space
// ---------------------------------------------------------------------------

type Shape = (input: Record<string, unknown>, values: Generation["values"]) => void;

function loremOpeningHolds(input: Record<string, unknown>, text: string): boolean {
  const opening = LOREM_OPENING.slice(0, Number(input.count)).join(" ");
  return !input.opening || text.toLowerCase().startsWith(opening);
}

const SHAPES: Record<string, Shape> = {
  "random-letter": (input, values) => {
    const letters: string = LETTER_SETS[input.alphabet as keyof typeof LETTER_SETS];
    expect(values).toHaveLength(input.count as number);
    for (const { text } of values) {
      expect(letters).toContain(text.toUpperCase());
      if (input.letterCase === "upper") expect(text).toBe(text.toUpperCase());
      if (input.letterCase === "lower") expect(text).toBe(text.toLowerCase());
    }
    if (input.unique) {
      expect(new Set(values.map((v) => v.text.toUpperCase())).size).toBe(values.length);
    }
  },
  "random-string": (input, values) => {
    const pool: string =
      input.characters === "custom"
        ? (input.custom as string)
        : STRING_CHARACTER_SETS[input.characters as keyof typeof STRING_CHARACTER_SETS];
    expect(values).toHaveLength(input.count as number);
    for (const { text } of values) {
      const chars = Array.from(text);
      expect(chars).toHaveLength(input.length as number);
      for (const c of chars) expect(pool).toContain(c);
    }
  },
  "random-word": (input, values) => {
    expect(values).toHaveLength(input.count as number);
    for (const { text } of values) {
      expect(passphraseWords).toContain(text);
      expect(text.startsWith((input.startsWith as string).toLowerCase())).toBe(true);
    }
    if (input.unique) expect(new Set(values.map((v) => v.text)).size).toBe(values.length);
  },
  "lorem-ipsum-words": (input, values) => {
    expect(values).toHaveLength(1);
    const text = values[0]?.text ?? "";
    const words = text.split(" ");
    expect(words).toHaveLength(input.count as number);
    expect(text).toMatch(/^[A-Z][a-z]*( [a-z]+)*$/);
    expect(loremOpeningHolds(input, text)).toBe(true);
  },
  "lorem-ipsum-sentences": (input, values) => {
    expect(values).toHaveLength(1);
    const text = values[0]?.text ?? "";
    const sentences = text.match(/[^.]+\./g)?.map((s) => s.trim()) ?? [];
    expect(sentences).toHaveLength(input.count as number);
    expect(sentences.join(" ")).toBe(text);
    expect(sentences.filter((s) => !isLoremSentence(s))).toEqual([]);
    expect(loremOpeningHolds({ ...input, count: 5 }, text)).toBe(true);
  },
  "lorem-ipsum-paragraphs": (input, values) => {
    expect(values).toHaveLength(1);
    const paragraphs = values[0]?.text.split("\n\n") ?? [];
    expect(paragraphs).toHaveLength(input.count as number);
    for (const paragraph of paragraphs) {
      const sentences = paragraph.match(/[^.]+\./g)?.map((s) => s.trim()) ?? [];
      expect(sentences.length).toBeGreaterThanOrEqual(3);
      expect(sentences.length).toBeLessThanOrEqual(7);
      expect(sentences.filter((s) => !isLoremSentence(s))).toEqual([]);
    }
    expect(loremOpeningHolds({ ...input, count: 5 }, values[0]?.text ?? "")).toBe(true);
  },
};

/** Letters with at least 5 words, so five different words can always start with them. */
const START_LETTERS = ["", ..."abcdefghijklmnopqrstuvwxyz"].filter(
  (l) => l === "" || (WORDS_BY_FIRST_LETTER[l] ?? 0) >= 5,
);

/** Small integers (lorem ipsum also tries its maximum), custom characters, start letters. */
function textFieldArbitrary(g: AnyGenerator, spec: FieldSpec): fc.Arbitrary<unknown> | undefined {
  const lorem = g.id.startsWith("lorem-ipsum");
  if (spec.kind === "integer") {
    // Keep runs small; lorem ipsum (one value however big the count) also tries its maximum.
    const small = fc.integer({ min: spec.min, max: Math.min(spec.max, lorem ? 40 : 5) });
    return lorem
      ? fc.oneof({ arbitrary: small, weight: 9 }, { arbitrary: fc.constant(spec.max), weight: 1 })
      : small;
  }
  if (spec.name === "custom") {
    return fc
      .uniqueArray(fc.constantFrom(..."abcXYZ019!?é€🍎"), { minLength: 2, maxLength: 12 })
      .map((chars) => chars.join(""));
  }
  return spec.name === "startsWith" ? fc.constantFrom(...START_LETTERS) : undefined;
}

function validInput(g: AnyGenerator): fc.Arbitrary<Record<string, unknown>> {
  return validInputArbitrary(g, (spec) => textFieldArbitrary(g, spec));
}

describe("text properties", () => {
  it("any valid input gives values of the declared shape", async () => {
    const parameters = { seed: 20240611, numRuns: 50 };
    await assertAcceptedRuns(textGenerators, validInput, { now: NOW }, parameters, (g) => {
      const shape = SHAPES[g.id];
      if (!shape) throw new Error(`No shape for ${g.id}`);
      return (_raw, input, { values }) => shape(input, values);
    });
  });

  it("any out-of-range number is refused, naming its field, never thrown", () => {
    for (const g of textGenerators) {
      assertIntegerFieldsRefuse(g, invalidNumber, { seed: 20240611, numRuns: 50 });
    }
  });

  it("any text in the text fields is validated without throwing", () => {
    for (const g of textGenerators) {
      const parameters = { seed: 20240611, numRuns: 50 };
      assertFieldsValidate(g, fc.string({ maxLength: 300 }), parameters, { characters: "custom" });
    }
  });
});
