import { defineListGenerator } from "../../core/list-generator";

export default defineListGenerator({
  id: "dance-move",
  title: "Dance Move Generator",
  category: "party",
  iconText: "🕺",
  description:
    "A dance move to do right now, from the robot to the penguin waddle: for freeze dance, dance-offs and copy-the-leader games.",
  keywords: ["dance moves", "freeze dance", "dance game", "dance party ideas", "kids dance"],
  entries: () => import("../../data/dance-moves").then((m) => m.default),
  plural: "dance moves",
  pool: "the dance moves of the list",
  value: (move) => ({ text: move, data: { move } }),
});
