import fc from "fast-check";
import { describe, expect, it } from "vitest";

import loremVocabulary from "../data/lorem-words";
import passphraseWords from "../data/passphrase-words";
import {
  fieldSpecs,
  runGenerator,
  validateInput,
  type AnyGenerator,
  type Generation,
  type InputProblem,
} from "../engine";
import { seededRandom } from "../random";
import textGenerators, {
  LETTER_SETS,
  LOREM_OPENING,
  STRING_CHARACTER_SETS,
  WORDS_BY_FIRST_LETTER,
  WORD_LIST_SIZE,
} from "./text";

const NOW = 1_700_000_000_000;
const SEED = "text test seed";

function generator(id: string): AnyGenerator {
  const found = textGenerators.find((g) => g.id === id);
  if (!found) throw new Error(`No generator ${id}`);
  return found;
}

async function run(
  id: string,
  raw: Record<string, unknown> = {},
  seed = SEED,
): Promise<Generation> {
  const g = generator(id);
  const validation = validateInput(g, raw);
  if (!validation.ok) throw new Error(`Invalid input: ${JSON.stringify(validation.problems)}`);
  return runGenerator(g, seededRandom(seed), validation.input, { now: NOW });
}

async function texts(id: string, raw: Record<string, unknown> = {}, seed = SEED) {
  return (await run(id, raw, seed)).values.map((v) => v.text);
}

function problemsOf(id: string, raw: Record<string, unknown>): InputProblem[] {
  const validation = validateInput(generator(id), raw);
  expect(validation.ok).toBe(false);
  return validation.ok ? [] : validation.problems;
}

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
    const ids = textGenerators.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const g of textGenerators) {
      expect(g.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(g.category).toBe("text");
    }
  });

  it("give the same values for the same seed and different values for another seed", async () => {
    for (const g of textGenerators) {
      const input = { count: 3, opening: false };
      const first = await texts(g.id, input);
      expect(await texts(g.id, input), g.id).toEqual(first);
      expect(await texts(g.id, input, "another seed"), g.id).not.toEqual(first);
    }
  });
});

describe("random-letter", () => {
  it("draws from the chosen letters in the chosen case", async () => {
    for (const letter of await texts("random-letter", { count: 200 }))
      expect(letter).toMatch(/^[A-Z]$/);
    for (const letter of await texts("random-letter", {
      count: 100,
      alphabet: "vowels",
      letterCase: "lower",
    })) {
      expect(letter).toMatch(/^[aeiou]$/);
    }
    const consonants = await texts("random-letter", { count: 300, alphabet: "consonants" });
    expect(new Set(consonants)).toEqual(new Set(LETTER_SETS.consonants));
    const mixed = await texts("random-letter", { count: 200, letterCase: "mixed" });
    expect(mixed.some((l) => /[a-z]/.test(l)) && mixed.some((l) => /[A-Z]/.test(l))).toBe(true);
  });

  it("never repeats a letter (in either case) when asked", async () => {
    const all = await texts("random-letter", { count: 26, unique: true, letterCase: "mixed" });
    expect(new Set(all.map((l) => l.toUpperCase()))).toEqual(new Set(LETTER_SETS.english));
    const [tooMany] = problemsOf("random-letter", { count: 6, unique: true, alphabet: "vowels" });
    expect(tooMany?.field).toBe("count");
    expect(tooMany?.message).toMatch(/only 5.*No repeats/);
  });

  it("draws every letter equally often (chi-square)", async () => {
    const letters = await texts("random-letter", { count: 10_000 });
    const counts = new Array<number>(26).fill(0);
    for (const l of letters) counts[l.charCodeAt(0) - 65]! += 1;
    const expected = 10_000 / 26;
    const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 25 degrees of freedom: P(χ² > 73.89) = 1e-6 for uniform letters.
    expect(chiSquare).toBeLessThan(73.89);
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
      for (const s of await texts("random-string", { characters, length: 40, count: 20 })) {
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
    for (const s of await texts("random-string", { custom: "€", count: 10 })) {
      expect(s).toMatch(/^[A-Za-z0-9]{16}$/);
    }
    expect(problemsOf("random-string", { characters: "custom", custom: "aaa" })[0]?.field).toBe(
      "custom",
    );
  });

  it("refuses lengths and counts out of range", () => {
    expect(problemsOf("random-string", { length: 0 })[0]?.field).toBe("length");
    expect(problemsOf("random-string", { length: 1025 })[0]?.field).toBe("length");
    expect(problemsOf("random-string", { count: 1001 })[0]?.field).toBe("count");
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
    for (const word of await texts("random-word", { count: 50 })) {
      expect(passphraseWords).toContain(word);
    }
    const all = await texts("random-word", { count: WORD_LIST_SIZE, unique: true });
    expect(new Set(all)).toEqual(new Set(passphraseWords));
  });

  it("can start every word with one letter", async () => {
    const q = await texts("random-word", { count: 8, unique: true, startsWith: "Q" });
    expect(new Set(q).size).toBe(8);
    for (const word of q) expect(word).toMatch(/^q[a-z]+$/);
    expect(problemsOf("random-word", { count: 9, unique: true, startsWith: "q" })[0]).toEqual({
      field: "count",
      message:
        'Can\'t pick 9 different words: the list has only 8 starting with "q". Lower How many or turn off No repeats.',
    });
    expect(problemsOf("random-word", { startsWith: "x" })[0]?.message).toMatch(/starts with "x"/);
    expect(problemsOf("random-word", { startsWith: "1" })[0]?.field).toBe("startsWith");
    expect(problemsOf("random-word", { startsWith: "ab" })[0]?.field).toBe("startsWith");
    expect(problemsOf("random-word", { count: 2049, unique: true })[0]?.field).toBe("count");
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
    const [short] = await texts("lorem-ipsum-words", { count: 2 });
    expect(short).toBe("Lorem ipsum");
    const [plain] = await texts("lorem-ipsum-words", { count: 5, opening: false });
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
    expect(problemsOf("lorem-ipsum-words", { count: 10_001 })[0]?.message).toBe(
      "Words must be at most 10000",
    );
    expect(problemsOf("lorem-ipsum-sentences", { count: 0 })[0]?.field).toBe("count");
    expect(problemsOf("lorem-ipsum-paragraphs", { count: 101 })[0]?.field).toBe("count");
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

function validInput(g: AnyGenerator): fc.Arbitrary<Record<string, unknown>> {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  const lorem = g.id.startsWith("lorem-ipsum");
  for (const spec of fieldSpecs(g)) {
    if (spec.kind === "integer") {
      // Keep runs small; lorem ipsum (one value however big the count) also tries its maximum.
      const small = fc.integer({ min: spec.min, max: Math.min(spec.max, lorem ? 40 : 5) });
      fields[spec.name] = lorem
        ? fc.oneof({ arbitrary: small, weight: 9 }, { arbitrary: fc.constant(spec.max), weight: 1 })
        : small;
    } else if (spec.kind === "toggle") {
      fields[spec.name] = fc.boolean();
    } else if (spec.kind === "select") {
      fields[spec.name] = fc.constantFrom(...spec.options.map((o) => o.value));
    } else if (spec.name === "custom") {
      fields[spec.name] = fc
        .uniqueArray(fc.constantFrom(..."abcXYZ019!?é€🍎"), { minLength: 2, maxLength: 12 })
        .map((chars) => chars.join(""));
    } else if (spec.name === "startsWith") {
      fields[spec.name] = fc.constantFrom(...START_LETTERS);
    } else {
      fields[spec.name] = fc.constant(spec.default);
    }
  }
  return fc.record(fields);
}

function invalidNumber(min: number, max: number): fc.Arbitrary<number> {
  return fc.oneof(
    fc.integer({ min: min - 1_000_000, max: min - 1 }),
    fc.integer({ min: max + 1, max: max + 1_000_000 }),
    fc.double({ min, max, noNaN: true }).filter((x) => !Number.isInteger(x)),
    fc.constantFrom(Number.NaN, Infinity, -Infinity),
  );
}

describe("text properties", () => {
  it("any valid input gives values of the declared shape", async () => {
    for (const g of textGenerators) {
      const shape = SHAPES[g.id];
      if (!shape) throw new Error(`No shape for ${g.id}`);
      await fc.assert(
        fc.asyncProperty(validInput(g), fc.string(), async (raw, seed) => {
          const validation = validateInput(g, raw);
          expect(validation.ok, JSON.stringify(raw)).toBe(true);
          if (!validation.ok) return;
          const result = await runGenerator(g, seededRandom(seed), validation.input, { now: NOW });
          shape(validation.input, result.values);
        }),
        { seed: 20240611, numRuns: 50 },
      );
    }
  });

  it("any out-of-range number is refused, naming its field, never thrown", () => {
    for (const g of textGenerators) {
      for (const spec of fieldSpecs(g)) {
        if (spec.kind !== "integer") continue;
        fc.assert(
          fc.property(invalidNumber(spec.min, spec.max), (bad) => {
            const validation = validateInput(g, { [spec.name]: bad });
            expect(validation.ok).toBe(false);
            if (!validation.ok) expect(validation.problems[0]?.field).toBe(spec.name);
          }),
          { seed: 20240611, numRuns: 50 },
        );
      }
    }
  });

  it("any text in the text fields is validated without throwing", () => {
    for (const g of textGenerators) {
      const names = fieldSpecs(g).map((spec) => spec.name);
      fc.assert(
        fc.property(fc.constantFrom(...names), fc.string({ maxLength: 300 }), (name, value) => {
          const validation = validateInput(g, { [name]: value, characters: "custom" });
          if (!validation.ok) expect(names).toContain(validation.problems[0]?.field);
        }),
        { seed: 20240611, numRuns: 50 },
      );
    }
  });
});
