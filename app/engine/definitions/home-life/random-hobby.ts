import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { HobbyKind } from "../../data/hobbies";

const KINDS: Record<HobbyKind | "any", string> = {
  any: "Any hobby",
  creative: "Creative & music",
  active: "Sport & fitness",
  outdoors: "Outdoors & nature",
  learning: "Learning",
  making: "Making & crafts",
  games: "Games & puzzles",
};

export default defineListGenerator({
  id: "random-hobby",
  title: "Random Hobby",
  category: "home-life",
  iconText: "🧶",
  description:
    "Looking for something new to try? Picks a hobby at random: creative, active, outdoors, learning, making things or games.",
  keywords: ["hobby ideas", "new hobby", "things to learn", "pastime", "what to do when bored"],
  entries: () => import("../../data/hobbies").then((m) => m.default),
  pool: "the hobbies of the chosen kind",
  filters: [
    {
      name: "kind",
      field: select({
        label: "Kind of hobby",
        options: Object.entries(KINDS).map(([value, label]) => ({
          value: value as HobbyKind | "any",
          label,
        })),
        default: "any",
      }),
      keeps: (e, choice) => choice === "any" || e.kind === choice,
    },
  ],
  plural: (choice) => (choice === "any" ? "hobbies" : `hobbies (${KINDS[choice].toLowerCase()})`),
  value: (h) => ({ text: h.name, data: { hobby: h.name, kind: h.kind } }),
});
