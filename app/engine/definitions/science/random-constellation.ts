import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";

type Choice = "any" | "north" | "south" | "zodiac";

const PLURALS: Record<Choice, string> = {
  any: "constellations",
  north: "northern constellations",
  south: "southern constellations",
  zodiac: "constellations of the zodiac",
};

export default defineListGenerator({
  id: "random-constellation",
  title: "Random Constellation",
  category: "science",
  iconText: "✨",
  description:
    "Constellations picked from the 88 the International Astronomical Union recognises, with their abbreviation, meaning and part of the sky.",
  keywords: ["constellation", "stars", "night sky", "astronomy", "zodiac"],
  entries: () => import("../../data/constellations").then((m) => m.default),
  pool: "the 88 IAU constellations, or those of the chosen part of the sky",
  filters: [
    {
      name: "sky",
      field: select<Choice>({
        label: "Part of the sky",
        help: "Northern and southern go by the constellation's centre, north or south of the celestial equator.",
        options: [
          { value: "any", label: "The whole sky (all 88)" },
          { value: "north", label: "Northern sky" },
          { value: "south", label: "Southern sky" },
          { value: "zodiac", label: "The 12 constellations of the zodiac" },
        ],
        default: "any",
      }),
      keeps: (c, choice) =>
        choice === "any" ||
        (choice === "zodiac" ? c.zodiac : c.quadrant.startsWith(choice === "north" ? "N" : "S")),
    },
  ],
  plural: (choice) => PLURALS[choice],
  value: (c) => ({
    text: `${c.name} (${c.meaning})`,
    data: {
      name: c.name,
      abbreviation: c.abbreviation,
      meaning: c.meaning,
      hemisphere: c.quadrant.startsWith("N") ? "northern" : "southern",
      quadrant: c.quadrant,
      zodiac: c.zodiac,
    },
  }),
});
