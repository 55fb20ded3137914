import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";

const LENGTHS = {
  any: { label: "Any length", plural: "compound words", keeps: () => true },
  short: {
    label: "Short (up to 7 letters: cupcake)",
    plural: "compound words of up to 7 letters",
    keeps: (n: number) => n <= 7,
  },
  long: {
    label: "Long (8 letters or more: sunflower)",
    plural: "compound words of 8 letters or more",
    keeps: (n: number) => n >= 8,
  },
} as const;

type Length = keyof typeof LENGTHS;

export default defineListGenerator({
  id: "compound-words",
  title: "Compound Words",
  category: "words",
  iconText: "🧩",
  description:
    "Compound words made of two words (sunflower = sun + flower), short or long, with their parts: for phonics lessons and word puzzles.",
  keywords: ["compound words", "two words together", "phonics", "word puzzle", "spelling practice"],
  entries: () => import("../../data/compound-words").then((m) => m.default),
  pool: "about 250 closed compound words with their two parts, narrowed to the chosen length",
  filters: [
    {
      name: "length",
      field: select({
        label: "Length",
        options: Object.entries(LENGTHS).map(([value, l]) => ({
          value: value as Length,
          label: l.label,
        })),
        default: "any",
      }),
      keeps: (c, length) => LENGTHS[length].keeps(c.word.length),
    },
  ],
  plural: (length) => LENGTHS[length].plural,
  value: (c) => ({
    text: `${c.word} = ${c.parts[0]} + ${c.parts[1]}`,
    data: { word: c.word, first: c.parts[0], second: c.parts[1] },
  }),
  defaultCount: 5,
});
