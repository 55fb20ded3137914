import { defineGenerator } from "../../core/engine";
import { count, integer, select, toggle } from "../../core/fields";
import { drawEntries } from "../../core/list-generator";
import wordCounts from "../../data/word-finder-counts";
import { plural } from "../../shared/format";
import { loadAllWords, type WordClass } from "../../shared/wordnet";

const LETTERS = [..."abcdefghijklmnopqrstuvwxyz"];
const CLASS_NAMES: Record<WordClass | "any", string> = {
  any: "words",
  noun: "nouns",
  verb: "verbs",
  adjective: "adjectives",
  adverb: "adverbs",
};

interface Choice {
  wordClass: WordClass | "any";
  letter: string;
  minLength: number;
  maxLength: number;
}

/** How many words of the lists match a choice, from the counts cut with them. */
export function matchingCount({ wordClass, letter, minLength, maxLength }: Choice): number {
  let total = 0;
  for (const [cls, first, length, n] of wordCounts) {
    if (wordClass !== "any" && cls !== wordClass) continue;
    if (letter !== "any" && first !== letter) continue;
    if (length >= minLength && length <= maxLength) total += n;
  }
  return total;
}

/** "adjectives of 5 letters starting with k", as notes and messages say it. */
function describe({ wordClass, letter, minLength, maxLength }: Choice): string {
  const lengths =
    minLength === maxLength ? plural(minLength, "letter") : `${minLength} to ${maxLength} letters`;
  return `${CLASS_NAMES[wordClass]} of ${lengths}${letter === "any" ? "" : ` starting with "${letter}"`}`;
}

const lengthField = (label: string, value: number) =>
  integer({ label, min: 3, max: 12, default: value, help: "From 3 to 12 letters." });

export default defineGenerator({
  id: "word-finder",
  title: "Word Finder",
  category: "words",
  iconText: "🔎",
  description:
    "Random common English words of a chosen length and starting letter, as nouns, verbs, adjectives or adverbs: five-letter words, words starting with Q and more.",
  keywords: [
    "words by length",
    "5 letter words",
    "words starting with",
    "word game helper",
    "hangman words",
  ],
  algorithm:
    "Keeps the common words (about 5,800 cut from WordNet 3.1) of the chosen word class, first letter and length, then makes uniform picks (Random.pick); with No repeats, k distinct picks (Random.sample, a partial Fisher–Yates shuffle), or all of them in random order when fewer match.",
  version: 1,
  inputs: {
    wordClass: select({
      label: "Word class",
      options: [
        { value: "any", label: "Any word" },
        { value: "noun", label: "Nouns" },
        { value: "verb", label: "Verbs" },
        { value: "adjective", label: "Adjectives" },
        { value: "adverb", label: "Adverbs" },
      ],
      default: "any",
    }),
    letter: select({
      label: "Starting with",
      options: [
        { value: "any", label: "Any letter" },
        ...LETTERS.map((l) => ({ value: l, label: l.toUpperCase() })),
      ],
      default: "any",
    }),
    minLength: lengthField("Shortest", 5),
    maxLength: lengthField("Longest", 5),
    count: count(10),
    unique: toggle({ label: "No repeats", default: true }),
  },
  check(input) {
    if (input.minLength > input.maxLength) {
      return {
        field: "maxLength",
        message: "Longest must be at least Shortest: swap them or widen the range.",
      };
    }
    if (matchingCount(input) === 0) {
      return {
        field: "letter",
        message: `No ${describe(input)} are in the list: choose another letter, length or word class.`,
      };
    }
    return null;
  },
  load: loadAllWords,
  generate(random, input, words) {
    const seen = new Set<string>();
    const pool: { word: string; wordClass: WordClass }[] = [];
    for (const entry of words) {
      const { word, wordClass } = entry;
      if (input.wordClass !== "any" && wordClass !== input.wordClass) continue;
      if (input.letter !== "any" && !word.startsWith(input.letter)) continue;
      if (word.length < input.minLength || word.length > input.maxLength) continue;
      // A word of two classes (a noun and a verb) counts once when any class will do.
      if (input.wordClass === "any" && seen.has(word)) continue;
      seen.add(word);
      pool.push(entry);
    }
    const { picked, notes } = drawEntries(random, pool, input.count, input.unique, describe(input));
    return {
      values: picked.map(({ word, wordClass }) => ({
        text: word,
        data: {
          word,
          length: word.length,
          wordClass: input.wordClass === "any" ? "any" : wordClass,
        },
      })),
      notes,
    };
  },
});
