import { defineListGenerator } from "../../core/list-generator";
import { byContinent, inContinent } from "../../shared/by-continent";
import type { Mountain, MountainContinent } from "../../data/mountains";

const CONTINENTS: readonly MountainContinent[] = [
  "Africa",
  "Antarctica",
  "Asia",
  "Europe",
  "North America",
  "Oceania",
  "South America",
];

export default defineListGenerator({
  id: "random-mountain",
  title: "Random Mountain",
  category: "geography",
  iconText: "🏔️",
  description:
    "Famous mountains from every continent — the eight-thousanders, the Seven Summits, volcanoes and national icons — with height, range and country.",
  keywords: ["mountain", "mountain peak", "highest mountains", "seven summits", "hiking"],
  entries: () => import("../../data/mountains").then((m) => m.default),
  pool: "the site's list of about 120 famous mountains, or those of the chosen continent",
  filters: [byContinent(CONTINENTS, (m: Mountain) => m[4])],
  plural: inContinent("mountains"),
  value: ([name, heightM, range, country, continent]) => ({
    text: `${name} (${heightM.toLocaleString("en-US")} m)`,
    data: { name, heightM, range, country, continent },
  }),
});
