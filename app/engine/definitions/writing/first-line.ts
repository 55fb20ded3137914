import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import { PROMPT_GENRE_LABELS, PROMPT_GENRES, type PromptGenre } from "../../shared/writing-kinds";

type Choice = "any" | PromptGenre;

export default defineListGenerator({
  id: "first-line",
  title: "Story First Line",
  category: "writing",
  iconText: "🪶",
  description:
    "An opening line to start a story from (“My reflection waved before I did.”), in fantasy, science fiction, mystery, adventure, realistic, humour or spooky mood.",
  keywords: ["first line", "story starters", "opening lines", "story opener", "writing prompt"],
  entries: () => import("../../data/first-lines").then((m) => m.default),
  pool: "63 original opening lines, 9 per genre, narrowed to the chosen genre",
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
      keeps: (l, genre) => genre === "any" || l.genre === genre,
    },
  ],
  plural: (genre) =>
    genre === "any" ? "first lines" : `${PROMPT_GENRE_LABELS[genre].toLowerCase()} first lines`,
  value: (l) => ({ text: l.line, data: { line: l.line, genre: l.genre } }),
});
