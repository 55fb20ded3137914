import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import { VILLAIN_KINDS, type VillainKind } from "../../shared/writing-kinds";

const LABELS: Record<VillainKind, string> = {
  sympathetic: "Sympathetic (a wound or loss)",
  misguided: "Misguided (good aims, bad means)",
  selfish: "Selfish (power, pride, greed)",
};

type Choice = "any" | VillainKind;

export default defineListGenerator({
  id: "villain-motivation",
  title: "Villain Motivation",
  category: "writing",
  iconText: "🦹",
  description:
    "Why your villain does what they do: sympathetic wounds, misguided ideals or plain selfishness. Original motivations for stories, games and role-play.",
  keywords: [
    "villain motivation",
    "villain ideas",
    "antagonist",
    "villain backstory",
    "character motivation",
  ],
  entries: () => import("../../data/villain-motivations").then((m) => m.default),
  pool: "60 original villain motivations, 20 of each kind, narrowed to the chosen kind",
  filters: [
    {
      name: "kind",
      field: select({
        label: "Kind of villain",
        options: [
          { value: "any" as Choice, label: "Any kind" },
          ...VILLAIN_KINDS.map((k) => ({ value: k as Choice, label: LABELS[k] })),
        ],
        default: "any",
      }),
      keeps: (v, kind) => kind === "any" || v.kind === kind,
    },
  ],
  plural: (kind) => (kind === "any" ? "motivations" : `${kind} motivations`),
  value: (v) => ({ text: v.motivation, data: { motivation: v.motivation, kind: v.kind } }),
});
