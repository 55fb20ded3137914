import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import { loadAdverbs } from "../../shared/wordnet";

const ENDINGS = {
  any: { label: "Any adverb", plural: "adverbs" },
  ly: { label: "Ending in -ly (quickly, gently)", plural: "adverbs ending in -ly" },
  other: { label: "Other adverbs (soon, often, almost)", plural: "adverbs not ending in -ly" },
} as const;

type Ending = keyof typeof ENDINGS;

export default defineListGenerator({
  id: "random-adverb",
  title: "Random Adverb",
  category: "words",
  iconText: "💨",
  description:
    "Common English adverbs picked at random from over 500, those ending in -ly (quickly, gently) or others (soon, often, almost).",
  keywords: ["random adverb", "adverb generator", "ly words", "vocabulary", "grammar practice"],
  entries: loadAdverbs,
  pool: "over 500 common adverbs cut from WordNet 3.1 (those its corpus tagged at least 3 times), narrowed to the chosen ending",
  filters: [
    {
      name: "ending",
      field: select({
        label: "Ending",
        options: Object.entries(ENDINGS).map(([value, e]) => ({
          value: value as Ending,
          label: e.label,
        })),
        default: "any",
      }),
      keeps: (adverb, ending) => ending === "any" || (ending === "ly") === adverb.endsWith("ly"),
    },
  ],
  plural: (ending) => ENDINGS[ending].plural,
  value: (word) => ({ text: word, data: { word, ending: word.endsWith("ly") ? "ly" : "other" } }),
});
