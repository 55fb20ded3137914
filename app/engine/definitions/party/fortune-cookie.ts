import { defineListGenerator } from "../../core/list-generator";

export default defineListGenerator({
  id: "fortune-cookie",
  title: "Fortune Cookie Message",
  category: "party",
  iconText: "🥠",
  description:
    "Cheerful fortune-cookie messages, all written for this site, for party favours, lunchbox notes or a daily smile.",
  keywords: ["fortune cookie", "fortune teller", "lucky message", "daily fortune", "party favour"],
  entries: () => import("../../data/fortune-cookies").then((m) => m.default),
  plural: "fortunes",
  pool: "the cheerful fortune-cookie messages written for this site",
  value: (text) => ({ text, data: { fortune: text } }),
});
