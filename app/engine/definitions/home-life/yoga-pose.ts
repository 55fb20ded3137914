import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { PoseKind } from "../../data/yoga-poses";

const KINDS: Record<PoseKind | "any", string> = {
  any: "Any pose",
  standing: "Standing",
  seated: "Seated",
  balancing: "Balancing & arm balances",
  backbend: "Backbends",
  resting: "Resting & inversions",
};

export default defineListGenerator({
  id: "yoga-pose",
  title: "Random Yoga Pose",
  category: "home-life",
  iconText: "🧘",
  description:
    "Yoga poses picked at random with their Sanskrit names: standing, seated, balancing, backbends and resting poses, for a practice or a sequence to learn.",
  keywords: ["yoga poses", "asana", "yoga sequence", "yoga practice", "sanskrit pose names"],
  entries: () => import("../../data/yoga-poses").then((m) => m.default),
  pool: "the yoga poses of the chosen kind",
  filters: [
    {
      name: "kind",
      field: select({
        label: "Kind of pose",
        options: Object.entries(KINDS).map(([value, label]) => ({
          value: value as PoseKind | "any",
          label,
        })),
        default: "any",
      }),
      keeps: (e, choice) => choice === "any" || e.kind === choice,
    },
  ],
  plural: (choice) => (choice === "any" ? "poses" : `${KINDS[choice].toLowerCase()} poses`),
  value: (p) => ({
    text: `${p.name} (${p.sanskrit})`,
    data: { name: p.name, sanskrit: p.sanskrit, kind: p.kind },
  }),
});
