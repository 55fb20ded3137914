import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import { loadAdjectives } from "../../shared/wordnet";

const KINDS = {
  any: { label: "Any adjective", plural: "adjectives" },
  describing: {
    label: "Describing words (happy, tall, bright)",
    plural: "describing adjectives",
  },
  relating: {
    label: "Relating to a thing (solar, musical, coastal)",
    plural: "adjectives relating to a thing",
  },
} as const;

type Kind = keyof typeof KINDS;

export default defineListGenerator({
  id: "random-adjective",
  title: "Random Adjective",
  category: "words",
  iconText: "🌈",
  description:
    "Common English adjectives picked at random from about 1,750: describing words (bright, gentle) or words relating to a thing (solar, musical).",
  keywords: [
    "random adjective",
    "adjective generator",
    "describing words",
    "vocabulary",
    "creative writing",
  ],
  entries: loadAdjectives,
  pool: "about 1,750 common adjectives cut from WordNet 3.1 (those its corpus tagged at least 3 times), narrowed to the chosen kind",
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
      // WordNet's "pert" adjectives relate to a noun; "all" and participles ("ppl") describe.
      keeps: (adjective, kind) =>
        kind === "any" || (kind === "relating") === (adjective.kind === "pert"),
    },
  ],
  plural: (kind) => KINDS[kind].plural,
  value: (a) => ({
    text: a.word,
    data: { word: a.word, kind: a.kind === "pert" ? "relating" : "describing" },
  }),
});
