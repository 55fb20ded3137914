import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import { capitalize } from "../../shared/format";
import type { TraitTone } from "../../data/personality-traits";

export default defineListGenerator({
  id: "personality-trait",
  title: "Random Personality Trait",
  category: "people",
  iconText: "🎭",
  description:
    "Personality traits for characters, from brave and witty to stubborn and moody, as strengths, quirks or flaws: for writing, role-play and acting exercises.",
  keywords: [
    "personality trait generator",
    "character traits",
    "character flaws",
    "random personality",
    "writing prompt character",
  ],
  entries: () => import("../../data/personality-traits").then((m) => m.default),
  pool: "the traits of the chosen kind",
  filters: [
    {
      name: "tone",
      field: select({
        label: "Kind of trait",
        options: [
          { value: "any", label: "Any" },
          { value: "positive", label: "Strengths" },
          { value: "neutral", label: "Quirks (neither good nor bad)" },
          { value: "negative", label: "Flaws" },
        ] as const satisfies readonly { value: TraitTone | "any"; label: string }[],
        default: "any",
      }),
      keeps: (entry, tone) => tone === "any" || entry.tone === tone,
    },
  ],
  plural: (tone) =>
    tone === "positive"
      ? "strengths"
      : tone === "neutral"
        ? "quirks"
        : tone === "negative"
          ? "flaws"
          : "traits",
  value: ({ trait, tone }) => ({
    text: capitalize(trait),
    data: {
      trait,
      tone,
      detail: tone === "positive" ? "strength" : tone === "neutral" ? "quirk" : "flaw",
    },
  }),
  defaultCount: 3,
});
