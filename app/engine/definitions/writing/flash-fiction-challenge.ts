import { defineGenerator } from "../../core/engine";
import { count, select } from "../../core/fields";
import { formatNumber } from "../../core/format-number";
import { PROMPT_GENRE_LABELS, PROMPT_GENRES, type PromptGenre } from "../../shared/writing-kinds";

/** Story lengths offered, in words, with their usual names. */
export const FLASH_LENGTHS = {
  "50": "50 words (mini saga)",
  "100": "100 words (drabble)",
  "250": "250 words",
  "500": "500 words",
  "1000": "1,000 words (flash fiction)",
} as const;

type Length = keyof typeof FLASH_LENGTHS;
type Genre = "any" | PromptGenre;

export default defineGenerator({
  id: "flash-fiction-challenge",
  title: "Flash Fiction Challenge",
  category: "writing",
  iconText: "⚡",
  description:
    "A short-story challenge: an exact word count, a genre, an object and a word the story must include, and one rule to follow. For writing groups, classes and timed practice.",
  keywords: [
    "flash fiction",
    "writing challenge",
    "drabble",
    "100 word story",
    "short story prompt",
  ],
  algorithm:
    "Picks the genre (Random.pick when Any), then an object (40), a word (30) and a rule (20) by independent uniform picks (Random.pick) from the project's own lists; the word count is the one chosen.",
  version: 1,
  inputs: {
    length: select({
      label: "Length",
      options: (Object.keys(FLASH_LENGTHS) as Length[]).map((value) => ({
        value,
        label: FLASH_LENGTHS[value],
      })),
      default: "100",
    }),
    genre: select({
      label: "Genre",
      options: [
        { value: "any" as Genre, label: "Any genre" },
        ...PROMPT_GENRES.map((g) => ({ value: g as Genre, label: PROMPT_GENRE_LABELS[g] })),
      ],
      default: "any",
    }),
    count: count(1, { max: 1000, reason: "more than 1,000 challenges at once is not useful" }),
  },
  load: () => import("../../data/flash-fiction-parts").then((m) => m.default),
  generate(random, { length, genre, count }, parts) {
    const words = Number(length);
    const shown = formatNumber(words);
    const values = Array.from({ length: count }, () => {
      const g = genre === "any" ? random.pick(PROMPT_GENRES) : genre;
      const object = random.pick(parts.objects);
      const word = random.pick(parts.words);
      const rule = random.pick(parts.rules);
      const genreName = PROMPT_GENRE_LABELS[g].replace(/ \(.*\)$/, "").toLowerCase();
      return {
        text: `Write a ${shown}-word ${genreName} story that includes ${object} and the word “${word}”. ${rule}`,
        data: { words, genre: g, object, word, rule },
      };
    });
    return { values };
  },
});
