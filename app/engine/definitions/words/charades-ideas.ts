import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { CharadesIdea } from "../../data/charades-ideas";

export const CHARADES_CHOICES = {
  any: "Anything",
  "any-easy": "Anything, easy",
  "any-medium": "Anything, medium",
  "any-hard": "Anything, hard",
  action: "Actions (brushing your teeth)",
  animal: "Animals",
  job: "Jobs",
  sport: "Sports",
  object: "Objects",
  situation: "Situations (a surprise party)",
} as const;

export type CharadesChoice = keyof typeof CHARADES_CHOICES;

/** Whether an idea fits a choice: a kind, a difficulty of any kind, or anything. */
export function fitsChoice(idea: CharadesIdea, choice: CharadesChoice): boolean {
  if (choice === "any") return true;
  if (choice.startsWith("any-")) return idea.difficulty === choice.slice(4);
  return idea.kind === choice;
}

export default defineListGenerator({
  id: "charades-ideas",
  title: "Charades Ideas",
  category: "words",
  iconText: "🎭",
  description:
    "Things to act out in charades: actions, animals, jobs, sports, objects and situations, easy to hard, all family-friendly.",
  keywords: ["charades ideas", "charades words", "acting game", "party game", "family game night"],
  entries: () => import("../../data/charades-ideas").then((m) => m.default),
  pool: "360 charades ideas in six kinds and three difficulties, narrowed to the chosen kind or difficulty",
  filters: [
    {
      name: "choice",
      field: select({
        label: "Kind or difficulty",
        options: Object.entries(CHARADES_CHOICES).map(([value, label]) => ({
          value: value as CharadesChoice,
          label,
        })),
        default: "any",
      }),
      keeps: fitsChoice,
    },
  ],
  plural: (choice) =>
    choice === "any"
      ? "charades ideas"
      : `charades ideas (${CHARADES_CHOICES[choice].toLowerCase()})`,
  value: (e) => ({ text: e.idea, data: { idea: e.idea, kind: e.kind, difficulty: e.difficulty } }),
  defaultCount: 5,
});
