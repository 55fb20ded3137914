import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";

const KINDS = {
  any: { label: "Any blend", plural: "portmanteau words" },
  everyday: { label: "Everyday life (brunch, smog)", plural: "everyday portmanteau words" },
  media: {
    label: "Technology and media (podcast, pixel)",
    plural: "technology and media portmanteau words",
  },
} as const;

type Kind = keyof typeof KINDS;

export default defineListGenerator({
  id: "portmanteau-words",
  title: "Portmanteau Words",
  category: "words",
  iconText: "🧬",
  description:
    "Blended words and the two words they were made from (brunch = breakfast + lunch; pixel = picture + element): for vocabulary lessons, word quizzes and curious minds.",
  keywords: ["portmanteau", "blend words", "blended words", "word origins", "vocabulary"],
  entries: () => import("../../data/portmanteaus").then((m) => m.default),
  pool: "57 English portmanteau words with their source words, narrowed to everyday or technology and media words",
  filters: [
    {
      name: "kind",
      field: select({
        label: "Kind",
        options: (Object.keys(KINDS) as Kind[]).map((value) => ({
          value,
          label: KINDS[value].label,
        })),
        default: "any",
      }),
      keeps: (p, kind) => kind === "any" || p.kind === kind,
    },
  ],
  plural: (kind) => KINDS[kind].plural,
  value: (p) => ({
    text: `${p.word} = ${p.from[0]} + ${p.from[1]}`,
    data: { word: p.word, from: [...p.from], kind: p.kind },
  }),
});
