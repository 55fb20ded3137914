import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { CollectiveNoun } from "../../data/collective-nouns";

const KINDS = {
  any: { label: "Any animal", plural: "collective nouns" },
  mammal: { label: "Mammals", plural: "collective nouns for mammals" },
  bird: { label: "Birds", plural: "collective nouns for birds" },
  sea: { label: "Sea creatures", plural: "collective nouns for sea creatures" },
  insect: { label: "Insects and spiders", plural: "collective nouns for insects and spiders" },
  reptile: {
    label: "Reptiles and amphibians",
    plural: "collective nouns for reptiles and amphibians",
  },
} as const;

export default defineListGenerator({
  id: "collective-nouns",
  title: "Collective Nouns for Animals",
  category: "words",
  iconText: "🦉",
  description:
    "Collective nouns for groups of animals, from a pride of lions to a parliament of owls and a shiver of sharks, by kind of animal.",
  keywords: [
    "collective nouns",
    "group of animals",
    "parliament of owls",
    "animal groups",
    "trivia",
  ],
  entries: () => import("../../data/collective-nouns").then((m) => m.default),
  pool: "about 170 traditional collective nouns for animals, narrowed to the chosen kind",
  filters: [
    {
      name: "kind",
      field: select({
        label: "Kind of animal",
        options: Object.entries(KINDS).map(([value, k]) => ({
          value: value as CollectiveNoun["kind"] | "any",
          label: k.label,
        })),
        default: "any",
      }),
      keeps: (n, kind) => kind === "any" || n.kind === kind,
    },
  ],
  plural: (kind) => KINDS[kind].plural,
  value: (n) => ({
    text: `a ${n.term} of ${n.animals}`,
    data: { term: n.term, animals: n.animals, kind: n.kind },
  }),
});
