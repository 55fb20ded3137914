import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";

const SIZES = {
  any: { label: "Pairs and trios", plural: "sets of homophones" },
  pair: { label: "Pairs only (flour, flower)", plural: "pairs of homophones" },
  trio: { label: "Three or more (to, too, two)", plural: "sets of three or more homophones" },
} as const;

type Size = keyof typeof SIZES;

export default defineListGenerator({
  id: "homophones",
  title: "Random Homophones",
  category: "words",
  iconText: "👂",
  description:
    "Sets of homophones, words that sound the same but are spelled differently (flour, flower; to, too, two), each with a hint to its meaning.",
  keywords: ["homophones", "sound alike words", "spelling practice", "there their they're", "esl"],
  entries: () => import("../../data/homophones").then((m) => m.default),
  pool: "about 125 sets of English homophones, narrowed to pairs or larger sets",
  filters: [
    {
      name: "size",
      field: select({
        label: "Set size",
        options: Object.entries(SIZES).map(([value, s]) => ({
          value: value as Size,
          label: s.label,
        })),
        default: "any",
      }),
      keeps: (set, size) => size === "any" || (size === "pair") === (set.words.length === 2),
    },
  ],
  plural: (size) => SIZES[size].plural,
  value: (set) => ({
    text: set.words.map((w) => `${w.word} (${w.hint})`).join(" · "),
    data: { words: set.words.map((w) => w.word), hints: set.words.map((w) => w.hint) },
  }),
});
