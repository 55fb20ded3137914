import { defineGenerator } from "../../core/engine";
import { count, text } from "../../core/fields";

/** The letters a C and a V stand for. */
export const CONSONANTS = [..."bcdfghjklmnprstvwz"];
export const VOWELS = [..."aeiou"];

export default defineGenerator({
  id: "pronounceable-word",
  title: "Pronounceable Made-up Word",
  category: "words",
  iconText: "🗣️",
  description:
    "Made-up words you can say out loud, built from a consonant–vowel pattern such as CVCV (“lomira”, “betuka”): for brand ideas, fantasy names, phonics drills and test data.",
  keywords: [
    "pronounceable words",
    "made up words",
    "fake words",
    "syllable generator",
    "cvc words",
  ],
  algorithm:
    "Reads the pattern letter by letter: each C becomes one of 18 common consonants and each V one of the five vowels, by uniform picks (Random.pick); any other character is kept as written.",
  version: 1,
  inputs: {
    pattern: text({
      label: "Pattern",
      default: "CVCVCV",
      maxLength: 24,
      placeholder: "CVCVCV",
      help: "C for a consonant, V for a vowel; other letters, hyphens and spaces are kept.",
    }),
    count: count(10),
  },
  check({ pattern }) {
    if (!/[CV]/i.test(pattern))
      return {
        field: "pattern",
        message: "The pattern needs at least one C (consonant) or V (vowel), for example CVCV.",
      };
    return null;
  },
  generate(random, { pattern, count }) {
    const values = Array.from({ length: count }, () => {
      const word = [...pattern]
        .map((ch) => {
          if (ch === "C" || ch === "c") return random.pick(CONSONANTS);
          if (ch === "V" || ch === "v") return random.pick(VOWELS);
          return ch;
        })
        .join("");
      return { text: word, data: { word, pattern } };
    });
    return { values };
  },
});
