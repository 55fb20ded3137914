import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";

const KINDS = {
  any: { label: "Words and phrases", plural: "palindromes" },
  word: { label: "Words (kayak, racecar)", plural: "palindrome words" },
  phrase: { label: "Phrases (Never odd or even)", plural: "palindrome phrases" },
} as const;

type Kind = keyof typeof KINDS;

export default defineListGenerator({
  id: "random-palindrome",
  title: "Random Palindrome",
  category: "words",
  iconText: "🔁",
  description:
    "Words and phrases that read the same backwards and forwards, from kayak to “Was it a car or a cat I saw?”",
  keywords: ["palindrome", "palindrome words", "reads the same backwards", "word play", "racecar"],
  entries: () => import("../../data/palindromes").then((m) => m.default),
  pool: "about 110 English palindromes, words or phrases as chosen",
  filters: [
    {
      name: "kind",
      field: select({
        label: "Kind",
        options: Object.entries(KINDS).map(([value, k]) => ({
          value: value as Kind,
          label: k.label,
        })),
        default: "any",
      }),
      keeps: (p, kind) => kind === "any" || p.kind === kind,
    },
  ],
  plural: (kind) => KINDS[kind].plural,
  value: (p) => ({ text: p.text, data: { text: p.text, kind: p.kind } }),
});
