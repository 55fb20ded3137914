import { defineGenerator, type GeneratedValue } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { plural } from "../../shared/format";

/** The letters of each choice of Letters. */
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

export default defineGenerator({
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
