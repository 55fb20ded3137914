import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";

const LEVELS = {
  any: { label: "Genres and subgenres", plural: "film genres" },
  main: { label: "Broad genres (comedy, western)", plural: "broad film genres" },
  sub: { label: "Subgenres (heist, road movie)", plural: "film subgenres" },
} as const;

type Level = keyof typeof LEVELS;

export default defineListGenerator({
  id: "movie-genre",
  title: "Random Movie Genre",
  category: "entertainment",
  iconText: "🎞️",
  description:
    "A film genre or subgenre with what it means, from westerns and musicals to heists and road movies: to choose tonight's film or to set a filmmaking challenge.",
  keywords: ["movie genre", "film genres", "random genre", "what to watch", "movie night"],
  entries: () => import("../../data/movie-genres").then((m) => m.default),
  pool: "50 film genres and subgenres with descriptions, narrowed to broad genres or subgenres",
  filters: [
    {
      name: "level",
      field: select({
        label: "Kind",
        options: (Object.keys(LEVELS) as Level[]).map((value) => ({
          value,
          label: LEVELS[value].label,
        })),
        default: "any",
      }),
      keeps: (g, level) => level === "any" || g.level === level,
    },
  ],
  plural: (level) => LEVELS[level].plural,
  value: (g) => ({
    text: `${g.genre}: ${g.description}`,
    data: { genre: g.genre, level: g.level, description: g.description },
  }),
});
