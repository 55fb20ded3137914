import { defineGenerator } from "../../core/engine";
import { count, select } from "../../core/fields";
import type { MovieMood } from "../../data/movie-night-parts";

export const MOVIE_MOODS: Record<MovieMood, string> = {
  cosy: "Cosy",
  thrilling: "Thrilling",
  funny: "Funny",
  thoughtful: "Thoughtful",
  family: "Family night",
  spooky: "Spooky (not too scary)",
};

type Choice = "any" | MovieMood;
const MOODS = Object.keys(MOVIE_MOODS) as MovieMood[];

export default defineGenerator({
  id: "movie-night-plan",
  title: "Movie Night Plan",
  category: "entertainment",
  iconText: "🍿",
  description:
    "Plan tonight's movie night by mood: a kind of film to look for, a snack and a small activity that makes it an event. Cosy, thrilling, funny, thoughtful, family or spooky.",
  keywords: [
    "movie night",
    "what to watch",
    "movie night ideas",
    "family movie night",
    "film picker",
  ],
  algorithm:
    "Picks the mood (Random.pick when Any), then a kind of film that suits it (6 per mood), a snack (20) and an activity (15) by independent uniform picks (Random.pick) from the project's own lists.",
  version: 1,
  inputs: {
    mood: select({
      label: "Mood",
      options: [
        { value: "any" as Choice, label: "Any mood" },
        ...MOODS.map((m) => ({ value: m as Choice, label: MOVIE_MOODS[m] })),
      ],
      default: "any",
    }),
    count: count(1, { max: 100, reason: "more than 100 plans at once is not useful" }),
  },
  load: () => import("../../data/movie-night-parts").then((m) => m.default),
  generate(random, { mood, count }, parts) {
    const values = Array.from({ length: count }, () => {
      const m = mood === "any" ? random.pick(MOODS) : mood;
      const genre = random.pick(parts.genres[m]);
      const snack = random.pick(parts.snacks);
      const activity = random.pick(parts.activities);
      return {
        text: `${MOVIE_MOODS[m]} night: watch ${/^[aeiou]/.test(genre) ? "an" : "a"} ${genre} with ${snack}. ${activity}`,
        data: { mood: m, genre, snack, activity },
      };
    });
    return { values };
  },
});
