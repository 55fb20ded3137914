import { defineGenerator } from "../../core/engine";
import { count, select } from "../../core/fields";
import type { TvFormat } from "../../data/tv-premise-parts";

export const TV_FORMATS: Record<TvFormat, string> = {
  sitcom: "Sitcom",
  drama: "Drama",
  mystery: "Mystery",
  scifi: "Science fiction",
  cartoon: "Children's cartoon",
};

type Choice = "any" | TvFormat;
const FORMATS = Object.keys(TV_FORMATS) as TvFormat[];

export default defineGenerator({
  id: "tv-show-premise",
  title: "TV Show Premise",
  category: "entertainment",
  iconText: "📺",
  description:
    "An original premise for a TV series: who, what, where and the complication that makes it a show (“A retired astronaut opens a café on a remote Scottish island, but their new assistant is a goat”).",
  keywords: ["tv show idea", "tv premise", "show concept", "sitcom idea", "pitch generator"],
  algorithm:
    "Picks the format (Random.pick when Any), then a lead (30), a situation (20), a place (20) and a complication of that format (10 each) by independent uniform picks (Random.pick) from the project's own lists.",
  version: 1,
  inputs: {
    format: select({
      label: "Format",
      options: [
        { value: "any" as Choice, label: "Any format" },
        ...FORMATS.map((f) => ({ value: f as Choice, label: TV_FORMATS[f] })),
      ],
      default: "any",
    }),
    count: count(3, { max: 1000, reason: "more than 1,000 premises at once is not useful" }),
  },
  load: () => import("../../data/tv-premise-parts").then((m) => m.default),
  generate(random, { format, count }, parts) {
    const values = Array.from({ length: count }, () => {
      const f = format === "any" ? random.pick(FORMATS) : format;
      const lead = random.pick(parts.leads);
      const situation = random.pick(parts.situations);
      const place = random.pick(parts.places);
      const complication = random.pick(parts.complications[f]);
      const sentence = `${lead} ${situation} ${place}, ${complication}.`;
      return {
        text: `${TV_FORMATS[f]}: ${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`,
        data: { format: f, lead, situation, place, complication },
      };
    });
    return { values };
  },
});
