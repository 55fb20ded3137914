import { defineListGenerator } from "../../core/list-generator";
import { byContinent, inContinent } from "../../shared/by-continent";
import type { River, RiverContinent } from "../../data/rivers";

const CONTINENTS: readonly RiverContinent[] = [
  "Africa",
  "Asia",
  "Europe",
  "North America",
  "Oceania",
  "South America",
];

export default defineListGenerator({
  id: "random-river",
  title: "Random River",
  category: "geography",
  iconText: "🏞️",
  description:
    "Great rivers of the world — the Nile, the Amazon, the Danube and over a hundred more — with their length, the countries they cross and where they end.",
  keywords: ["river", "rivers of the world", "longest rivers", "geography quiz", "river facts"],
  entries: () => import("../../data/rivers").then((m) => m.default),
  pool: "the site's list of about 110 major rivers, or those of the chosen continent",
  filters: [byContinent(CONTINENTS, (r: River) => r[4])],
  plural: inContinent("rivers"),
  value: ([name, lengthKm, countries, mouth, continent]) => ({
    text: `${name} (${lengthKm.toLocaleString("en-US")} km)`,
    data: { name, lengthKm, countries, mouth, continent },
  }),
});
