import { defineListGenerator } from "../../core/list-generator";

export default defineListGenerator({
  id: "team-challenge",
  title: "Team Challenge",
  category: "party",
  iconText: "🏆",
  description:
    "Quick team challenges for parties, classrooms and team days, written for this site: a minute or two each, with paper, cups, coins and other things found at home.",
  keywords: [
    "minute to win it",
    "team building games",
    "party challenges",
    "office games",
    "kids challenges",
  ],
  entries: () => import("../../data/team-challenges").then((m) => m.default),
  plural: "challenges",
  pool: "the quick team challenges written for this site",
  value: (text) => ({ text, data: { challenge: text } }),
});
