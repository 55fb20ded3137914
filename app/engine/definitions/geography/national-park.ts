import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { ParkContinent } from "../../data/national-parks";

const CONTINENTS: readonly ParkContinent[] = [
  "Africa",
  "Asia",
  "Europe",
  "North America",
  "Oceania",
  "South America",
];

export default defineListGenerator({
  id: "national-park",
  title: "Random National Park",
  category: "geography",
  iconText: "🌲",
  description:
    "National parks to dream about or plan a trip to — Yellowstone, Banff, Serengeti, Fiordland and over a hundred more — with their country and founding year.",
  keywords: ["national park", "park generator", "hiking destination", "nature trip", "wildlife"],
  entries: () => import("../../data/national-parks").then((m) => m.default),
  pool: "the site's list of 130 well-known national parks, or those of the chosen continent",
  filters: [
    {
      name: "continent",
      field: select<"any" | ParkContinent>({
        label: "Continent",
        options: [
          { value: "any", label: "Anywhere" },
          ...CONTINENTS.map((c) => ({ value: c, label: c })),
        ],
        default: "any",
      }),
      keeps: (p, choice) => choice === "any" || p[2] === choice,
    },
  ],
  plural: (choice) => (choice === "any" ? "national parks" : `national parks in ${choice}`),
  value: ([name, country, continent, established]) => ({
    text: `${name} (${country})`,
    data: { name, country, continent, established },
  }),
});
