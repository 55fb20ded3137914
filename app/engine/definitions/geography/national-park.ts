import { defineListGenerator } from "../../core/list-generator";
import { byContinent, inContinent } from "../../shared/by-continent";
import type { NationalPark, ParkContinent } from "../../data/national-parks";

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
  filters: [byContinent(CONTINENTS, (p: NationalPark) => p[2])],
  plural: inContinent("national parks"),
  value: ([name, country, continent, established]) => ({
    text: `${name} (${country})`,
    data: { name, country, continent, established },
  }),
});
