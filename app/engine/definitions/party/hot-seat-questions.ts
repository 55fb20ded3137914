import { defineListGenerator } from "../../core/list-generator";

export default defineListGenerator({
  id: "hot-seat-questions",
  title: "Hot Seat Questions",
  category: "party",
  iconText: "🔥",
  description:
    "Quick-fire questions for whoever sits in the hot seat: favourites, memories and dreams, fine for all ages, families and teams.",
  keywords: [
    "hot seat game",
    "get to know you questions",
    "quick fire questions",
    "party questions",
    "team building",
  ],
  entries: () => import("../../data/hot-seat-questions").then((m) => m.default),
  plural: "questions",
  pool: "the hot-seat questions written for this site",
  value: (text) => ({ text, data: { question: text } }),
});
