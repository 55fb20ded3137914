import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { drawEntries } from "../../core/list-generator";
import type { Random } from "../../core/random";
import { loadNouns } from "../../shared/wordnet";

/** Word lengths per difficulty. */
export const SCRAMBLE_LEVELS = {
  easy: { label: "Easy (4–5 letters)", min: 4, max: 5 },
  medium: { label: "Medium (6–7 letters)", min: 6, max: 7 },
  hard: { label: "Hard (8–12 letters)", min: 8, max: 12 },
} as const;

type Level = keyof typeof SCRAMBLE_LEVELS;

/** The letters of `word` shuffled into another order (a word of one repeated letter stays). */
export function scramble(random: Random, word: string): string {
  if (new Set(word).size < 2) return word;
  for (;;) {
    const shuffled = random.shuffle([...word]).join("");
    if (shuffled !== word) return shuffled;
  }
}

export default defineGenerator({
  id: "word-scramble",
  title: "Word Scramble",
  category: "words",
  iconText: "🔡",
  description:
    "Common nouns with their letters mixed up (“tnaghleep” is elephant), easy, medium or hard, each with its answer: for classroom puzzles, party games and word warm-ups.",
  keywords: ["word scramble", "unscramble words", "jumbled words", "word puzzle", "spelling game"],
  algorithm:
    "Keeps the common nouns cut from WordNet 3.1 whose length fits the difficulty, picks the words (Random.sample without repeats, Random.pick with), then shuffles each word's letters with a Fisher–Yates shuffle (Random.shuffle), shuffling again whenever the result is the word itself.",
  version: 1,
  inputs: {
    difficulty: select({
      label: "Difficulty",
      options: Object.entries(SCRAMBLE_LEVELS).map(([value, l]) => ({
        value: value as Level,
        label: l.label,
      })),
      default: "easy",
    }),
    count: count(10, { max: 500, reason: "a puzzle sheet longer than 500 words is not useful" }),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: loadNouns,
  generate(random, { difficulty, count, unique }, nouns) {
    const level = SCRAMBLE_LEVELS[difficulty];
    const pool = nouns
      .map((n) => n.word)
      .filter((w) => w.length >= level.min && w.length <= level.max);
    const { picked, notes } = drawEntries(
      random,
      pool,
      count,
      unique,
      `nouns of ${level.min} to ${level.max} letters`,
    );
    return {
      values: picked.map((answer) => {
        const scrambled = scramble(random, answer);
        return {
          text: `${scrambled} → ${answer}`,
          data: { scrambled, answer, letters: answer.length },
        };
      }),
      notes,
    };
  },
});
