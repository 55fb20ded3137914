import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import type { Random } from "../../core/random";
import type { TitleMood, TitleWords } from "../../data/story-title-words";

const MOODS: Record<"any" | TitleMood, string> = {
  any: "Any mood",
  adventure: "Adventure",
  mystery: "Mystery",
  whimsical: "Whimsical",
};

type Choice = keyof typeof MOODS;
const ALL_MOODS: TitleMood[] = ["adventure", "mystery", "whimsical"];

/** The title patterns: each fills its blanks from one mood's words. */
export const TITLE_PATTERNS: readonly ((w: TitleWords, random: Random) => string)[] = [
  (w, r) => `The ${r.pick(w.adjectives)} ${r.pick(w.nouns)}`,
  (w, r) => `The ${r.pick(w.nouns)} of the ${r.pick(w.adjectives)} ${r.pick(w.nouns)}`,
  (w, r) => `${r.pick(w.plurals)} of the ${r.pick(w.adjectives)} ${r.pick(w.nouns)}`,
  (w, r) => `The ${r.pick(w.plurals)} and the ${r.pick(w.nouns)}`,
  (w, r) => `Beyond the ${r.pick(w.adjectives)} ${r.pick(w.nouns)}`,
  (w, r) => `The Secret of the ${r.pick(w.nouns)}`,
];

export default defineGenerator({
  id: "story-title",
  title: "Story Title",
  category: "writing",
  iconText: "🏷️",
  description:
    "Invented titles for stories, books and games (“The Whispering Staircase”, “Keepers of the Silver Orchard”), in an adventurous, mysterious or whimsical mood.",
  keywords: [
    "story title generator",
    "book title ideas",
    "title generator",
    "novel title",
    "story name",
  ],
  algorithm:
    "For each title, picks the mood (Random.pick when Any) and one of six patterns (Random.pick), then fills each blank with a uniform pick (Random.pick) from that mood's 20 adjectives, 20 nouns or 10 plural nouns. With No repeats, a title already given is drawn again, up to 100 tries.",
  version: 1,
  inputs: {
    mood: select({
      label: "Mood",
      options: (Object.keys(MOODS) as Choice[]).map((value) => ({ value, label: MOODS[value] })),
      default: "any",
    }),
    count: count(5, { max: 500, reason: "more than 500 titles at once is not useful" }),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () => import("../../data/story-title-words").then((m) => m.default),
  generate(random, { mood, count, unique }, words) {
    const seen = new Set<string>();
    const values = [];
    for (let i = 0; i < count; i++) {
      let title = "";
      let m: TitleMood = "adventure";
      for (let attempt = 0; attempt < 100; attempt++) {
        m = mood === "any" ? random.pick(ALL_MOODS) : mood;
        title = random.pick(TITLE_PATTERNS)(words[m], random);
        if (!unique || !seen.has(title)) break;
      }
      seen.add(title);
      values.push({ text: title, data: { title, mood: m } });
    }
    return { values };
  },
});
