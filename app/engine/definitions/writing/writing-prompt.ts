import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import { PROMPT_GENRE_LABELS, PROMPT_GENRES, type PromptGenre } from "../../shared/writing-kinds";

type Choice = "any" | PromptGenre;

export default defineListGenerator({
  id: "writing-prompt",
  title: "Writing Prompt",
  category: "writing",
  iconText: "✍️",
  description:
    "Story ideas to write from, in fantasy, science fiction, mystery, adventure, realistic, humour or spooky settings: original prompts for classes, writing groups and daily practice.",
  keywords: [
    "writing prompts",
    "story ideas",
    "creative writing",
    "story prompts",
    "what to write",
  ],
  entries: () => import("../../data/writing-prompts").then((m) => m.default),
  pool: "over 120 original story prompts, narrowed to the chosen genre",
  filters: [
    {
      name: "genre",
      field: select({
        label: "Genre",
        options: [
          { value: "any" as Choice, label: "Any genre" },
          ...PROMPT_GENRES.map((g) => ({ value: g as Choice, label: PROMPT_GENRE_LABELS[g] })),
        ],
        default: "any",
      }),
      keeps: (p, genre) => genre === "any" || p.genre === genre,
    },
  ],
  plural: (genre) =>
    genre === "any" ? "prompts" : `${PROMPT_GENRE_LABELS[genre].toLowerCase()} prompts`,
  value: (p) => ({ text: p.prompt, data: { prompt: p.prompt, genre: p.genre } }),
});
