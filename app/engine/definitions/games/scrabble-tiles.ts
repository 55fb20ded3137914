import { defineGenerator } from "../../core/engine";
import { count, toggle } from "../../core/fields";

/** The standard English set: [letter, tiles, points]; "?" is the blank. 100 tiles in all. */
export const ENGLISH_TILES: readonly (readonly [string, number, number])[] = [
  ["A", 9, 1],
  ["B", 2, 3],
  ["C", 2, 3],
  ["D", 4, 2],
  ["E", 12, 1],
  ["F", 2, 4],
  ["G", 3, 2],
  ["H", 2, 4],
  ["I", 9, 1],
  ["J", 1, 8],
  ["K", 1, 5],
  ["L", 4, 1],
  ["M", 2, 3],
  ["N", 6, 1],
  ["O", 8, 1],
  ["P", 2, 3],
  ["Q", 1, 10],
  ["R", 6, 1],
  ["S", 4, 1],
  ["T", 6, 1],
  ["U", 4, 1],
  ["V", 2, 4],
  ["W", 2, 4],
  ["X", 1, 8],
  ["Y", 2, 4],
  ["Z", 1, 10],
  ["?", 2, 0],
];

export default defineGenerator({
  id: "scrabble-tiles",
  title: "Scrabble Tiles",
  category: "games",
  iconText: "🔠",
  description:
    "Draw letter tiles from the standard 100-tile English bag with their points: a rack of 7, or any number, for word games and anagram practice.",
  keywords: ["scrabble tiles", "letter tiles", "scrabble rack", "word game", "random letters"],
  algorithm:
    "Fills the bag with the standard English distribution (12 E, 9 A, 9 I, … 1 Z, and 2 blanks unless left out) and draws k tiles at distinct positions in random order (Random.sample, a partial Fisher–Yates shuffle), like drawing from the bag.",
  version: 1,
  inputs: {
    blanks: toggle({ label: "Blank tiles", default: true }),
    count: count(7, { max: 100, reason: "the bag holds 100 tiles" }),
  },
  check({ blanks, count }) {
    if (!blanks && count > 98) {
      return {
        field: "count",
        message: `Can't draw ${count} tiles without the blanks: there are only 98. Lower How many or add the blanks.`,
      };
    }
    return null;
  },
  generate(random, { blanks, count }) {
    const bag = ENGLISH_TILES.flatMap(([letter, tiles, points]) =>
      letter === "?" && !blanks ? [] : Array.from({ length: tiles }, () => ({ letter, points })),
    );
    const drawn = random.sample(bag, count);
    const values = drawn.map(({ letter, points }) => ({
      text: letter === "?" ? "blank (0)" : `${letter} (${points})`,
      data: { letter: letter === "?" ? "blank" : letter, points },
    }));
    const total = drawn.reduce((s, t) => s + t.points, 0);
    return {
      values,
      summary: `${drawn.map((t) => (t.letter === "?" ? "_" : t.letter)).join("")}: ${total} points`,
    };
  },
});
