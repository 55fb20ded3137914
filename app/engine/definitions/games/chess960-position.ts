import { defineGenerator } from "../../core/engine";
import { count, integer, select, toggle } from "../../core/fields";

/** The placements of the two knights among five empty squares, by Scharnagl's table. */
const KNIGHTS: readonly (readonly [number, number])[] = [
  [0, 1],
  [0, 2],
  [0, 3],
  [0, 4],
  [1, 2],
  [1, 3],
  [1, 4],
  [2, 3],
  [2, 4],
  [3, 4],
];

const SYMBOLS: Readonly<Record<string, string>> = { K: "♔", Q: "♕", R: "♖", B: "♗", N: "♘" };

/**
 * White's back rank (files a to h) of Chess960 position n (0 to 959) by Scharnagl's numbering:
 * light-square bishop on b/d/f/h by n mod 4, dark-square bishop on a/c/e/g by the next base-4
 * digit, the queen on the (n / 16 mod 6)-th free square, the knights by the table, then rook,
 * king, rook on the last three squares. Position 518 is the classical RNBQKBNR.
 */
export function chess960Rank(n: number): string {
  const rank: (string | undefined)[] = Array<string | undefined>(8).fill(undefined);
  rank[2 * (n % 4) + 1] = "B";
  const n2 = Math.floor(n / 4);
  rank[2 * (n2 % 4)] = "B";
  const n3 = Math.floor(n2 / 4);
  const free = () => rank.flatMap((piece, file) => (piece ? [] : [file]));
  rank[free()[n3 % 6] as number] = "Q";
  const [first, second] = KNIGHTS[Math.floor(n3 / 6)] as readonly [number, number];
  const empty = free();
  rank[empty[first] as number] = "N";
  rank[empty[second] as number] = "N";
  const [a, b, c] = free() as [number, number, number];
  rank[a] = "R";
  rank[b] = "K";
  rank[c] = "R";
  return rank.join("");
}

/** The FEN of the starting position with this back rank (castling rights as KQkq). */
export function chess960Fen(rank: string): string {
  return `${rank.toLowerCase()}/pppppppp/8/8/8/8/PPPPPPPP/${rank} w KQkq - 0 1`;
}

export default defineGenerator({
  id: "chess960-position",
  title: "Chess960 Position",
  category: "games",
  iconText: "♟️",
  description:
    "A Fischer Random (Chess960) starting position with its standard number from 0 to 959, the back rank and the FEN, or the position for a number you give.",
  keywords: ["chess960", "fischer random chess", "chess 960 position", "freestyle chess"],
  algorithm:
    "Draws the position number uniformly from 0 to 959 (Random.int), or distinct numbers with No repeats (Random.distinctInts), and decodes it with Scharnagl's standard numbering: bishops on opposite colours, the queen, the knights, then rook–king–rook in the three squares left, so the king always sits between the rooks. Number 518 is the classical setup.",
  version: 1,
  inputs: {
    mode: select({
      label: "Position",
      options: [
        { value: "random", label: "Random" },
        { value: "number", label: "The number below" },
      ],
      default: "random",
    }),
    number: integer({ label: "Position number", min: 0, max: 959, default: 518 }),
    symbols: toggle({ label: "Chess symbols (♖♘♗♕♔)", default: false }),
    count: count(1, { max: 960, reason: "Chess960 has 960 starting positions" }),
    unique: toggle({ label: "No repeats", default: true }),
  },
  check({ mode, count }) {
    if (mode === "number" && count > 1) {
      return {
        field: "count",
        message:
          "Can't give more than one position for a single number: set How many to 1 or choose Random.",
      };
    }
    return null;
  },
  generate(random, { mode, number, symbols, count, unique }) {
    const numbers =
      mode === "number"
        ? [number]
        : unique
          ? random.distinctInts(0, 959, count)
          : Array.from({ length: count }, () => random.int(0, 959));
    const values = numbers.map((n) => {
      const rank = chess960Rank(n);
      const shown = symbols ? [...rank].map((p) => SYMBOLS[p] ?? p).join("") : rank;
      return { text: `#${n}: ${shown}`, data: { number: n, rank, fen: chess960Fen(rank) } };
    });
    return { values };
  },
});
