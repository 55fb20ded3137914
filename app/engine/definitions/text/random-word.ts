import { defineGenerator } from "../../core/engine";
import { count, text, toggle } from "../../core/fields";
import { plural } from "../../shared/format";

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
/** How many words the passphrase list holds. */
export const WORD_LIST_SIZE = 2048;

export default defineGenerator({
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
  load: () => import("../../data/passphrase-words").then((m) => m.default),
  generate(random, { count, unique, startsWith }, words) {
    const letter = startsWith.toLowerCase();
    const pool = letter === "" ? words : words.filter((word) => word.startsWith(letter));
    const drawn = unique
      ? random.sample(pool, count)
      : Array.from({ length: count }, () => random.pick(pool));
    return { values: drawn.map((word) => ({ text: word })) };
  },
});
