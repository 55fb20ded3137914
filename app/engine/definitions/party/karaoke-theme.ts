import { defineListGenerator } from "../../core/list-generator";

export default defineListGenerator({
  id: "karaoke-theme",
  title: "Karaoke Theme",
  category: "party",
  iconText: "🎤",
  description:
    "A theme for the next karaoke round: a decade, a genre, a word in the title or a silly way to sing it.",
  keywords: ["karaoke ideas", "song theme", "karaoke night", "sing along", "music party game"],
  entries: () => import("../../data/karaoke-themes").then((m) => m.default),
  plural: "themes",
  pool: "the karaoke themes written for this site",
  value: (text) => ({ text, data: { theme: text } }),
});
