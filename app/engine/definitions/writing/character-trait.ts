import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import { TRAIT_KINDS, type TraitKind } from "../../shared/writing-kinds";

type Choice = "any" | TraitKind;

const LABELS: Record<Choice, string> = {
  any: "Any trait",
  positive: "Positive (brave, loyal)",
  negative: "Negative (vain, reckless)",
  neutral: "Neutral (quiet, eccentric)",
};

export default defineListGenerator({
  id: "character-trait",
  title: "Character Trait",
  category: "writing",
  iconText: "🎭",
  description:
    "Personality traits for story characters, positive, negative or neutral: build a hero with a flaw, a villain with a virtue or a side character with a quirk.",
  keywords: [
    "character traits",
    "personality traits",
    "character flaws",
    "character building",
    "writing",
  ],
  entries: () => import("../../data/character-traits").then((m) => m.default),
  pool: "about 280 character traits, narrowed to positive, negative or neutral ones",
  filters: [
    {
      name: "kind",
      field: select({
        label: "Kind",
        options: (["any", ...TRAIT_KINDS] as const).map((k) => ({
          value: k as Choice,
          label: LABELS[k],
        })),
        default: "any",
      }),
      keeps: (t, kind) => kind === "any" || t.kind === kind,
    },
  ],
  plural: (kind) => (kind === "any" ? "traits" : `${kind} traits`),
  value: (t) => ({ text: t.trait, data: { trait: t.trait, kind: t.kind } }),
  defaultCount: 3,
});
