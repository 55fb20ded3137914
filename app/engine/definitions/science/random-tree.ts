import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { Tree } from "../../data/trees";

const KINDS: readonly { value: Tree["kind"]; label: string; plural: string }[] = [
  { value: "deciduous", label: "Deciduous (lose their leaves)", plural: "deciduous trees" },
  { value: "evergreen", label: "Evergreen broadleaf", plural: "evergreen broadleaf trees" },
  { value: "conifer", label: "Conifers", plural: "conifers" },
  { value: "palm", label: "Palms", plural: "palms" },
];

export default defineListGenerator({
  id: "random-tree",
  title: "Random Tree",
  category: "science",
  iconText: "🌳",
  description:
    "Tree species from around the world — oaks, maples, conifers, palms and more — with their scientific name and where they grow wild.",
  keywords: ["tree", "tree species", "botany", "forest", "nature"],
  entries: () => import("../../data/trees").then((m) => m.default),
  pool: "the list of about 170 trees, or those of the chosen kind",
  filters: [
    {
      name: "kind",
      field: select<"any" | Tree["kind"]>({
        label: "Kind of tree",
        options: [
          { value: "any", label: "Any tree" },
          ...KINDS.map(({ value, label }) => ({ value, label })),
        ],
        default: "any",
      }),
      keeps: (t, choice) => choice === "any" || t.kind === choice,
    },
  ],
  plural: (choice) => KINDS.find((k) => k.value === choice)?.plural ?? "trees",
  value: (t) => ({
    text: `${t.name} (${t.scientificName})`,
    data: { name: t.name, scientificName: t.scientificName, kind: t.kind, native: t.native },
  }),
});
