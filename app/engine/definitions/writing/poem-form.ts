import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { PoemDifficulty } from "../../data/poem-forms";

const LEVELS = {
  any: "Any form",
  easy: "Easy (haiku, acrostic, limerick)",
  medium: "Medium (ballad, ode, pantoum)",
  hard: "Hard (sonnet, villanelle, sestina)",
} as const;

type Choice = keyof typeof LEVELS;

export default defineListGenerator({
  id: "poem-form",
  title: "Poem Form",
  category: "writing",
  iconText: "📜",
  description:
    "A poetic form to try, with its rules in a sentence or two: from haiku and limerick to villanelle and sestina, by how hard they are to write.",
  keywords: ["poem forms", "types of poems", "poetry prompt", "poetic forms", "poetry challenge"],
  entries: () => import("../../data/poem-forms").then((m) => m.default),
  pool: "34 poetic forms with their rules, narrowed to the chosen difficulty",
  filters: [
    {
      name: "difficulty",
      field: select({
        label: "Difficulty",
        options: (Object.keys(LEVELS) as Choice[]).map((value) => ({
          value,
          label: LEVELS[value],
        })),
        default: "any",
      }),
      keeps: (f, level) => level === "any" || f.difficulty === (level as PoemDifficulty),
    },
  ],
  plural: (level) => (level === "any" ? "poem forms" : `${level} poem forms`),
  value: (f) => ({
    text: `${f.form}: ${f.rules}`,
    data: { form: f.form, rules: f.rules, difficulty: f.difficulty },
  }),
});
