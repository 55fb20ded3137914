import { count, integer, select, text, toggle } from "../core/fields";
import { defineGenerator, type GeneratedValue } from "../core/engine";
import type { Random } from "../core/random";
import { RUN_CHARACTERS_HELP, capitalize, plural, roundBits, runCharactersProblem } from "./shared";

// ---------------------------------------------------------------------------
// Random letter
// ---------------------------------------------------------------------------

export const LETTER_SETS = {
  english: "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
  vowels: "AEIOU",
  consonants: "BCDFGHJKLMNPQRSTVWXYZ",
} as const;

const LETTER_SET_LABELS = {
  english: "English A–Z",
  vowels: "Vowels (A E I O U)",
  consonants: "Consonants",
} as const;

const randomLetter = defineGenerator({
  id: "random-letter",
  title: "Random Letter",
  category: "text",
  iconText: "🔤",
  description: "Random letters of the English alphabet, vowels only or consonants only.",
  keywords: ["letter", "alphabet", "random letter", "vowel", "consonant"],
  algorithm:
    "Each letter is a uniform pick (Random.pick) from the chosen set; with No repeats, k distinct picks (Random.sample, a partial Fisher–Yates shuffle). With Mixed case, one more unbiased draw per letter (Random.int from 0 to 1) chooses lower or upper case.",
  version: 1,
  inputs: {
    alphabet: select({
      label: "Letters",
      options: (["english", "vowels", "consonants"] as const).map((value) => ({
        value,
        label: LETTER_SET_LABELS[value],
      })),
      default: "english",
    }),
    letterCase: select({
      label: "Case",
      options: [
        { value: "upper", label: "Uppercase" },
        { value: "lower", label: "Lowercase" },
        { value: "mixed", label: "Mixed" },
      ],
      default: "upper",
    }),
    count: count(1),
    unique: toggle({
      label: "No repeats",
      help: "Never the same letter twice (in either case).",
      default: false,
    }),
  },
  check({ alphabet, count, unique }) {
    const available = LETTER_SETS[alphabet].length;
    if (unique && count > available) {
      return {
        field: "count",
        message: `Can't pick ${plural(count, "different letter")} from ${LETTER_SET_LABELS[alphabet]}: there are only ${available}. Lower How many or turn off No repeats.`,
      };
    }
    return null;
  },
  generate(random, { alphabet, letterCase, count, unique }) {
    const letters = Array.from(LETTER_SETS[alphabet]);
    const drawn = unique
      ? random.sample(letters, count)
      : Array.from({ length: count }, () => random.pick(letters));
    const values: GeneratedValue[] = drawn.map((letter) => {
      const lower = letterCase === "lower" || (letterCase === "mixed" && random.int(0, 1) === 1);
      return { text: lower ? letter.toLowerCase() : letter };
    });
    return { values };
  },
});

// ---------------------------------------------------------------------------
// Random string
// ---------------------------------------------------------------------------

export const STRING_CHARACTER_SETS = {
  alphanumeric: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
  letters: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
  digits: "0123456789",
  hex: "0123456789abcdef",
} as const;

function uniqueCharacters(characters: string): string[] {
  return [...new Set(Array.from(characters))];
}

const randomString = defineGenerator({
  id: "random-string",
  title: "Random String",
  category: "text",
  iconText: "🧵",
  description:
    "Random strings of letters, digits, hex or your own characters, every character equally likely.",
  keywords: ["random string", "random text", "alphanumeric", "characters", "token"],
  algorithm:
    "Each character is a uniform pick (Random.pick, an unbiased index by rejection sampling) from the chosen characters, each counted once even if typed twice, so none is more likely than another.",
  version: 1,
  inputs: {
    length: integer({ label: "Length", min: 1, max: 1024, default: 16 }),
    characters: select({
      label: "Characters",
      options: [
        { value: "alphanumeric", label: "Letters and digits" },
        { value: "letters", label: "Letters" },
        { value: "digits", label: "Digits" },
        { value: "hex", label: "Hex (0–9, a–f)" },
        { value: "custom", label: "Custom" },
      ],
      default: "alphanumeric",
    }),
    custom: text({
      label: "Custom characters",
      help: "Used when Characters is Custom.",
      maxLength: 256,
      default: "",
      placeholder: "abc123!?",
    }),
    // A value can be 1,024 characters long: the budget keeps a run near 1 MB.
    count: count(1, { help: RUN_CHARACTERS_HELP }),
  },
  check({ length, characters, custom, count }) {
    if (characters === "custom" && uniqueCharacters(custom).length < 2) {
      return {
        field: "custom",
        message:
          "Custom characters needs at least 2 different characters: type the characters to use.",
      };
    }
    return runCharactersProblem(length, count);
  },
  generate(random, { length, characters, custom, count }) {
    const source = characters === "custom" ? custom : STRING_CHARACTER_SETS[characters];
    const pool = uniqueCharacters(source);
    const notes: string[] = [];
    const repeats = Array.from(source).length - pool.length;
    if (repeats > 0) {
      notes.push(
        `Used each character once: ignored ${plural(repeats, "repeated character")} in Custom characters.`,
      );
    }
    const entropyBits = roundBits(length * Math.log2(pool.length));
    const values: GeneratedValue[] = Array.from({ length: count }, () => {
      let value = "";
      for (let i = 0; i < length; i++) value += random.pick(pool);
      return { text: value, data: { entropyBits } };
    });
    return {
      values,
      notes: notes.length > 0 ? notes : undefined,
      summary: `Each string has about ${entropyBits} bits of randomness (${plural(pool.length, "possible character")}).`,
    };
  },
});

// ---------------------------------------------------------------------------
// Random word
// ---------------------------------------------------------------------------

/**
 * How many words of the passphrase list start with each letter. `check` runs before the list
 * is loaded, so it reads these counts; a test keeps them in step with the list.
 */
export const WORDS_BY_FIRST_LETTER: Readonly<Record<string, number>> = {
  a: 136,
  b: 117,
  c: 186,
  d: 112,
  e: 100,
  f: 106,
  g: 76,
  h: 64,
  i: 55,
  j: 20,
  k: 20,
  l: 76,
  m: 105,
  n: 41,
  o: 55,
  p: 132,
  q: 8,
  r: 108,
  s: 250,
  t: 121,
  u: 35,
  v: 46,
  w: 69,
  x: 0,
  y: 6,
  z: 4,
};
export const WORD_LIST_SIZE = 2048;

const randomWord = defineGenerator({
  id: "random-word",
  title: "Random Word",
  category: "text",
  iconText: "📖",
  description:
    "Random common English words, optionally all starting with the same letter and without repeats.",
  keywords: ["random word", "word picker", "vocabulary", "pictionary", "word game"],
  algorithm:
    "Uniform picks (Random.pick) from a list of 2,048 common English words (the passphrase list), narrowed to the starting letter when one is given; with No repeats, k distinct picks (Random.sample, a partial Fisher–Yates shuffle).",
  version: 1,
  inputs: {
    count: count(1),
    unique: toggle({ label: "No repeats", default: false }),
    startsWith: text({
      label: "Starting with",
      help: "One letter from a to z, or empty for any word.",
      maxLength: 1,
      default: "",
      placeholder: "a",
    }),
  },
  check({ count, unique, startsWith }) {
    const letter = startsWith.toLowerCase();
    let available = WORD_LIST_SIZE;
    if (letter !== "") {
      if (!/^[a-z]$/.test(letter)) {
        return { field: "startsWith", message: "Starting with must be a letter from a to z." };
      }
      available = WORDS_BY_FIRST_LETTER[letter] ?? 0;
      if (available === 0) {
        return {
          field: "startsWith",
          message: `No word in the list starts with "${letter}": choose another letter.`,
        };
      }
    }
    if (unique && count > available) {
      return {
        field: "count",
        message: `Can't pick ${plural(count, "different word")}: the list has only ${available.toLocaleString("en-US")}${letter === "" ? "" : ` starting with "${letter}"`}. Lower How many or turn off No repeats.`,
      };
    }
    return null;
  },
  load: () => import("../data/passphrase-words").then((m) => m.default),
  generate(random, { count, unique, startsWith }, words) {
    const letter = startsWith.toLowerCase();
    const pool = letter === "" ? words : words.filter((word) => word.startsWith(letter));
    const drawn = unique
      ? random.sample(pool, count)
      : Array.from({ length: count }, () => random.pick(pool));
    return { values: drawn.map((word) => ({ text: word })) };
  },
});

// ---------------------------------------------------------------------------
// Lorem ipsum
// ---------------------------------------------------------------------------

/** The classic opening, "Lorem ipsum dolor sit amet". */
export const LOREM_OPENING = ["lorem", "ipsum", "dolor", "sit", "amet"] as const;

const loremOpening = toggle({
  label: "Start with 'Lorem ipsum dolor sit amet'",
  default: true,
});

const loadLoremWords = () => import("../data/lorem-words").then((m) => m.default);

/** Builds lorem ipsum text, counting what it writes. */
class LoremWriter {
  words = 0;
  sentences = 0;
  private previous = "";
  private opened: boolean;

  constructor(
    private readonly random: Random,
    private readonly vocabulary: readonly string[],
    opening: boolean,
  ) {
    this.opened = !opening;
  }

  /** A uniformly random word, never the same as the one just before it. */
  word(): string {
    let word = this.random.pick(this.vocabulary);
    while (word === this.previous && this.vocabulary.length > 1) {
      word = this.random.pick(this.vocabulary);
    }
    this.previous = word;
    this.words++;
    return word;
  }

  /** The next `n` words: the classic opening first, if it is still due. */
  wordList(n: number): string[] {
    const out: string[] = [];
    if (!this.opened) {
      this.opened = true;
      out.push(...LOREM_OPENING.slice(0, n));
      this.words += out.length;
      this.previous = out.at(-1) ?? "";
    }
    while (out.length < n) out.push(this.word());
    return out;
  }

  /** A sentence of 6–16 words: capitalized, with an occasional comma, ending in a period. */
  sentence(): string {
    const opening = !this.opened;
    const words = this.wordList(this.random.int(6, 16));
    // The opening is followed by a comma. Elsewhere a comma may follow a word with chance 1 in
    // 8: never the first word, the last two, or the word after a comma.
    const commaAfter = new Set<number>(opening ? [LOREM_OPENING.length - 1] : []);
    for (let i = opening ? LOREM_OPENING.length + 1 : 1; i < words.length - 2; i++) {
      if (!commaAfter.has(i - 1) && this.random.int(1, 8) === 1) commaAfter.add(i);
    }
    this.sentences++;
    const text = words.map((word, i) => (commaAfter.has(i) ? `${word},` : word)).join(" ");
    return `${capitalize(text)}.`;
  }

  /** A paragraph of 3–7 sentences. */
  paragraph(): string {
    const n = this.random.int(3, 7);
    return Array.from({ length: n }, () => this.sentence()).join(" ");
  }
}

const loremWords = defineGenerator({
  id: "lorem-ipsum-words",
  title: "Lorem Ipsum Words",
  category: "text",
  iconText: "🔡",
  description: "Any number of lorem ipsum placeholder words, as one block of text to copy.",
  keywords: ["lorem ipsum", "placeholder text", "dummy text", "filler words"],
  algorithm:
    'Optionally starts with the classic "lorem ipsum dolor sit amet", then each word is a uniform pick (Random.pick) from a lorem ipsum vocabulary, redrawn when it equals the word before; the first word is capitalised.',
  version: 1,
  inputs: {
    count: integer({ label: "Words", min: 1, max: 10_000, default: 50 }),
    opening: loremOpening,
  },
  load: loadLoremWords,
  generate(random, { count, opening }, vocabulary) {
    const writer = new LoremWriter(random, vocabulary, opening);
    const text = capitalize(writer.wordList(count).join(" "));
    return {
      values: [{ text, data: { words: writer.words } }],
      summary: plural(writer.words, "word"),
    };
  },
});

const loremSentences = defineGenerator({
  id: "lorem-ipsum-sentences",
  title: "Lorem Ipsum Sentences",
  category: "text",
  iconText: "📃",
  description:
    "Lorem ipsum placeholder sentences of 6 to 16 words each, as one block of text to copy.",
  keywords: ["lorem ipsum", "placeholder text", "dummy text", "filler sentences"],
  algorithm:
    'Each sentence has an unbiased 6 to 16 words (Random.int), each a uniform pick (Random.pick) from the lorem ipsum vocabulary, redrawn when it equals the word before, the first sentence optionally opening with the classic "lorem ipsum dolor sit amet,". After a word that is not the first or one of the last two, and does not follow a comma, a comma comes with chance 1 in 8 (Random.int from 1 to 8). Sentences start with a capital and end with a period.',
  version: 1,
  inputs: {
    count: integer({ label: "Sentences", min: 1, max: 1000, default: 5 }),
    opening: loremOpening,
  },
  load: loadLoremWords,
  generate(random, { count, opening }, vocabulary) {
    const writer = new LoremWriter(random, vocabulary, opening);
    const text = Array.from({ length: count }, () => writer.sentence()).join(" ");
    return {
      values: [{ text, data: { sentences: writer.sentences, words: writer.words } }],
      summary: `${plural(writer.sentences, "sentence")}, ${plural(writer.words, "word")}`,
    };
  },
});

const loremParagraphs = defineGenerator({
  id: "lorem-ipsum-paragraphs",
  title: "Lorem Ipsum Paragraphs",
  category: "text",
  iconText: "📄",
  description:
    "Paragraphs of lorem ipsum placeholder text for mock-ups and layouts, separated by blank lines.",
  keywords: ["lorem ipsum", "placeholder text", "dummy text", "filler paragraphs", "mockup"],
  algorithm:
    "Each paragraph has an unbiased 3 to 7 sentences (Random.int), each built as in Lorem Ipsum Sentences from uniform word picks (Random.pick) and commas with chance 1 in 8; paragraphs are separated by a blank line.",
  version: 1,
  inputs: {
    count: integer({ label: "Paragraphs", min: 1, max: 100, default: 3 }),
    opening: loremOpening,
  },
  load: loadLoremWords,
  generate(random, { count, opening }, vocabulary) {
    const writer = new LoremWriter(random, vocabulary, opening);
    const text = Array.from({ length: count }, () => writer.paragraph()).join("\n\n");
    return {
      values: [
        {
          text,
          data: { paragraphs: count, sentences: writer.sentences, words: writer.words },
        },
      ],
      summary: `${plural(count, "paragraph")}, ${plural(writer.sentences, "sentence")}, ${plural(writer.words, "word")}`,
    };
  },
});

export default [
  randomLetter,
  randomString,
  randomWord,
  loremWords,
  loremSentences,
  loremParagraphs,
];
