import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import { TWIST_KINDS, type TwistKind } from "../../shared/writing-kinds";

const KIND_LABELS: Record<TwistKind, string> = {
  identity: "Someone is not who they seem",
  reversal: "The situation turns around",
  secret: "A secret comes out",
  world: "The world is not what it seemed",
};

type Choice = "any" | TwistKind;

export default defineListGenerator({
  id: "plot-twist",
  title: "Plot Twist",
  category: "writing",
  iconText: "🌀",
  description:
    "Original plot twists for stories, games and role-play: hidden identities, reversals, secrets and worlds that are not what they seem.",
  keywords: ["plot twist", "plot twist ideas", "story twist", "writing ideas", "twist ending"],
  entries: () => import("../../data/plot-twists").then((m) => m.default),
  pool: "100 original plot twists, narrowed to the chosen kind",
  filters: [
    {
      name: "kind",
      field: select({
        label: "Kind of twist",
        options: [
          { value: "any" as Choice, label: "Any kind" },
          ...TWIST_KINDS.map((k) => ({ value: k as Choice, label: KIND_LABELS[k] })),
        ],
        default: "any",
      }),
      keeps: (t, kind) => kind === "any" || t.kind === kind,
    },
  ],
  plural: (kind) => (kind === "any" ? "plot twists" : `twists of the kind “${KIND_LABELS[kind]}”`),
  value: (t) => ({ text: t.twist, data: { twist: t.twist, kind: t.kind } }),
});
