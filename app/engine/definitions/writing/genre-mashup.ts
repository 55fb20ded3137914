import { defineGenerator } from "../../core/engine";
import { count, integer } from "../../core/fields";

export default defineGenerator({
  id: "genre-mashup",
  title: "Genre Mash-up",
  category: "writing",
  iconText: "🧪",
  description:
    "Two or three story genres to blend into one (a cooking competition meets a samurai epic): a quick spark for stories, films, games and improv.",
  keywords: [
    "genre mashup",
    "story genre generator",
    "genre mix",
    "story idea",
    "writing challenge",
  ],
  algorithm:
    "For each mash-up, k different genres from 40 (Random.sample, a partial Fisher–Yates shuffle), so a genre never meets itself.",
  version: 1,
  inputs: {
    genres: integer({ label: "Genres to blend", min: 2, max: 3, default: 2, help: "2 or 3." }),
    count: count(3, { max: 1000, reason: "more than 1,000 mash-ups at once is not useful" }),
  },
  load: () => import("../../data/story-genres").then((m) => m.default),
  generate(random, { genres: k, count }, genres) {
    const values = Array.from({ length: count }, () => {
      const picked = random.sample(genres, k);
      return { text: picked.join(" meets "), data: { genres: picked } };
    });
    return { values };
  },
});
