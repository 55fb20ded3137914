import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { GameFamily } from "../../data/video-game-genres";

const FAMILIES: Record<"any" | GameFamily, { label: string; plural: string }> = {
  any: { label: "Any kind of game", plural: "video game genres" },
  action: { label: "Action", plural: "action genres" },
  adventure: { label: "Adventure and role-playing", plural: "adventure and role-playing genres" },
  strategy: { label: "Strategy and simulation", plural: "strategy and simulation genres" },
  puzzle: { label: "Puzzle and party", plural: "puzzle and party genres" },
  sports: { label: "Sports and racing", plural: "sports and racing genres" },
};

type Choice = keyof typeof FAMILIES;

export default defineListGenerator({
  id: "video-game-genre",
  title: "Video Game Genre",
  category: "entertainment",
  iconText: "🎮",
  description:
    "A video game genre with what you do in it, from platformers and roguelikes to city builders: for game jams, picking what to play and design practice.",
  keywords: [
    "video game genre",
    "game jam idea",
    "game genres",
    "what game to play",
    "game design",
  ],
  entries: () => import("../../data/video-game-genres").then((m) => m.default),
  pool: "44 video game genres with descriptions, narrowed to the chosen family",
  filters: [
    {
      name: "family",
      field: select({
        label: "Family",
        options: (Object.keys(FAMILIES) as Choice[]).map((value) => ({
          value,
          label: FAMILIES[value].label,
        })),
        default: "any",
      }),
      keeps: (g, family) => family === "any" || g.family === family,
    },
  ],
  plural: (family) => FAMILIES[family].plural,
  value: (g) => ({
    text: `${g.genre}: ${g.description}`,
    data: { genre: g.genre, family: g.family, description: g.description },
  }),
});
