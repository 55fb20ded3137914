import { defineGenerator, type GeneratedValue, type Generation } from "../../core/engine";
import { count } from "../../core/fields";
import type { Random } from "../../core/random";
import { BINGO_LETTERS } from "../../shared/bingo";

const FREE = "FREE";

/**
 * `count` cards. Version 2's text starts with the B I N G O header, so a copied or downloaded
 * card reads as a card; version 1's text was the 5×5 numbers alone.
 */
function cards(random: Random, count: number, { header }: { header: boolean }): Generation {
  const values = Array.from({ length: count }, (): GeneratedValue => {
    // Column c holds 5 distinct numbers from 15c+1 … 15c+15; N has 4 around the free square.
    const columns = BINGO_LETTERS.map((_, c) => {
      const low = 15 * c + 1;
      if (c !== 2) return random.distinctInts(low, low + 14, 5) as (number | string)[];
      const numbers: (number | string)[] = random.distinctInts(low, low + 14, 4);
      numbers.splice(2, 0, FREE);
      return numbers;
    });
    const rows = [0, 1, 2, 3, 4].map((r) => columns.map((column) => column[r] ?? FREE));
    const lines = [...(header ? [BINGO_LETTERS] : []), ...rows].map((row) => row.join("\t"));
    return {
      // Tab-separated: pastes into a spreadsheet as a grid.
      text: lines.join("\n"),
      // The grid as its five columns, top to bottom (data values cannot nest arrays).
      data: Object.fromEntries(BINGO_LETTERS.map((letter, c) => [letter, columns[c] ?? []])),
    };
  });
  return { values };
}

export default defineGenerator({
  id: "bingo-card",
  title: "Bingo Card",
  category: "games",
  iconText: "🔢",
  description:
    "US 75-ball bingo cards: B 1–15, I 16–30, N 31–45, G 46–60, O 61–75, no number twice and a free centre square.",
  keywords: ["bingo", "75-ball", "bingo sheet", "printable bingo", "party game"],
  algorithm:
    "Column by column, B to O, distinct numbers from the column's 15 (Random.distinctInts, a partial Fisher–Yates shuffle): five per column, four in N around the free centre square. The text is tab-separated under a B I N G O header (version 1 had no header).",
  version: 2,
  inputs: { count: count(1) },
  generate: (random, { count }) => cards(random, count, { header: true }),
  legacy: {
    1: (random, { count }) => cards(random, count, { header: false }),
  },
});
