import { defineGenerator } from "../../core/engine";
import { count, integer, select } from "../../core/fields";
import type { Season } from "../../data/haiku-seasons";

const SEASONS: Record<"any" | Season, string> = {
  any: "Any season",
  spring: "Spring",
  summer: "Summer",
  autumn: "Autumn",
  winter: "Winter",
};

type Choice = keyof typeof SEASONS;
const ALL_SEASONS: Season[] = ["spring", "summer", "autumn", "winter"];

export default defineGenerator({
  id: "haiku-seed-words",
  title: "Haiku Seed Words",
  category: "writing",
  iconText: "🍂",
  description:
    "A season and a few of its images to write a haiku from (“autumn: chimney smoke, conkers, early dusk”): season words in the spirit of the haiku tradition, for classes and daily poems.",
  keywords: ["haiku prompt", "haiku words", "season words", "kigo", "poetry prompt"],
  algorithm:
    "Picks the season (Random.pick when Any), then k different images of that season from the project's list of 20 per season (Random.sample, a partial Fisher–Yates shuffle).",
  version: 1,
  inputs: {
    season: select({
      label: "Season",
      options: (Object.keys(SEASONS) as Choice[]).map((value) => ({
        value,
        label: SEASONS[value],
      })),
      default: "any",
    }),
    words: integer({ label: "Words per haiku", min: 1, max: 5, default: 3, help: "From 1 to 5." }),
    count: count(1, { max: 1000, reason: "more than 1,000 sets at once is not useful" }),
  },
  load: () => import("../../data/haiku-seasons").then((m) => m.default),
  generate(random, { season, words: k, count }, all) {
    const values = Array.from({ length: count }, () => {
      const s = season === "any" ? random.pick(ALL_SEASONS) : season;
      const picked = random.sample(
        all.filter((w) => w.season === s).map((w) => w.word),
        k,
      );
      return { text: `${s}: ${picked.join(", ")}`, data: { season: s, words: picked } };
    });
    return { values };
  },
});
