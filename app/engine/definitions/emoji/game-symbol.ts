import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { GameSet } from "../../data/game-symbols";

const SETS: readonly { value: GameSet; label: string; plural: string }[] = [
  { value: "chess", label: "Chess pieces ♔", plural: "chess pieces" },
  { value: "suits", label: "Card suits ♠", plural: "card suits" },
  { value: "dice", label: "Die faces ⚄", plural: "die faces" },
  { value: "draughts", label: "Draughts pieces ⛀", plural: "draughts pieces" },
  { value: "cards", label: "Playing cards 🂡", plural: "playing cards" },
];

export default defineListGenerator({
  id: "game-symbol",
  title: "Random Game Symbol",
  category: "emoji",
  iconText: "♟️",
  description:
    "Unicode symbols of games — chess pieces, card suits, die faces, draughts pieces and the 52 playing cards — with their names, to paste into a puzzle, a post or a design.",
  keywords: [
    "chess symbols",
    "card suit symbols",
    "dice symbols",
    "playing card unicode",
    "game symbols",
  ],
  entries: () => import("../../data/game-symbols").then((m) => m.default),
  pool: "the 82 game symbols (12 chess pieces, 8 suits, 6 die faces, 4 draughts pieces, 52 cards), or those of the chosen set",
  filters: [
    {
      name: "set",
      field: select<"any" | GameSet>({
        label: "Symbols",
        options: [
          { value: "any", label: "Any game symbol" },
          ...SETS.map(({ value, label }) => ({ value, label })),
        ],
        default: "any",
      }),
      keeps: (g, choice) => choice === "any" || g.set === choice,
    },
  ],
  plural: (choice) => SETS.find((s) => s.value === choice)?.plural ?? "game symbols",
  value: (g) => ({
    text: g.symbol,
    data: {
      symbol: g.symbol,
      name: g.name,
      set: g.set,
      codePoint: `U+${(g.symbol.codePointAt(0) ?? 0).toString(16).toUpperCase()}`,
    },
  }),
});
