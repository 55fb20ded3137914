import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";

const KINDS = {
  any: { label: "Any style", plural: "art styles" },
  movement: { label: "Art movements (Impressionism, Pop Art)", plural: "art movements" },
  technique: {
    label: "Styles and techniques (pixel art, collage)",
    plural: "styles and techniques",
  },
} as const;

type Kind = keyof typeof KINDS;

export default defineListGenerator({
  id: "art-style",
  title: "Art Style",
  category: "writing",
  iconText: "🖼️",
  description:
    "An art movement or technique to try, with what marks it: from Impressionism and Cubism to pixel art and stippling. For art challenges, classes and redrawing your own work.",
  keywords: ["art style", "art movements", "art challenge", "drawing style", "art techniques"],
  entries: () => import("../../data/art-styles").then((m) => m.default),
  pool: "40 art movements and techniques with descriptions, narrowed to movements or techniques",
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
      keeps: (s, kind) => kind === "any" || s.kind === kind,
    },
  ],
  plural: (kind) => KINDS[kind].plural,
  value: (s) => ({
    text: `${s.style}: ${s.description}`,
    data: { style: s.style, kind: s.kind, description: s.description },
  }),
});
