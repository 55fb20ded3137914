import { defineGenerator } from "../../core/engine";
import { count, select } from "../../core/fields";
import type { ChallengeKind } from "../../data/reality-show-parts";

export const CHALLENGE_KINDS: Record<ChallengeKind, string> = {
  making: "Making and building",
  food: "Food and growing",
  outdoors: "Outdoors and teamwork",
};

type Choice = "any" | ChallengeKind;
const KINDS = Object.keys(CHALLENGE_KINDS) as ChallengeKind[];

export default defineGenerator({
  id: "reality-show-format",
  title: "Reality Show Format",
  category: "entertainment",
  iconText: "🏆",
  description:
    "An original, family-friendly competition show: who competes, the challenge, the location and the twist (“Twins build a treehouse in a weekend in a castle, and the judges are children”).",
  keywords: ["reality show idea", "game show format", "competition show", "tv pitch", "party game"],
  algorithm:
    "Picks the kind of challenge (Random.pick when Any), then contestants (20), a challenge of that kind (7 or 8), a setting (15) and a twist (15) by independent uniform picks (Random.pick) from the project's own lists.",
  version: 1,
  inputs: {
    kind: select({
      label: "Kind of challenge",
      options: [
        { value: "any" as Choice, label: "Any challenge" },
        ...KINDS.map((k) => ({ value: k as Choice, label: CHALLENGE_KINDS[k] })),
      ],
      default: "any",
    }),
    count: count(3, { max: 1000, reason: "more than 1,000 formats at once is not useful" }),
  },
  load: () => import("../../data/reality-show-parts").then((m) => m.default),
  generate(random, { kind, count }, parts) {
    const values = Array.from({ length: count }, () => {
      const k = kind === "any" ? random.pick(KINDS) : kind;
      const contestants = random.pick(parts.contestants);
      const challenge = random.pick(parts.challenges[k]);
      const setting = random.pick(parts.settings);
      const twist = random.pick(parts.twists);
      const text = `${contestants.charAt(0).toUpperCase()}${contestants.slice(1)} ${challenge} ${setting}, ${twist}.`;
      return { text, data: { kind: k, contestants, challenge, setting, twist } };
    });
    return { values };
  },
});
