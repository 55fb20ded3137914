import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { VolcanoKind } from "../../data/volcanoes";

type Choice = "any" | VolcanoKind | "recent";

/** Volcanoes that erupted in 2000 or later count as recently active. */
const RECENT = 2000;

/** "2021", "1944", "about AD 550", "about 5350 BC", "about 74,000 BC". */
function when(year: number): string {
  if (year >= 1500) return String(year);
  if (year > 0) return `about AD ${year}`;
  return -year >= 10_000 ? `about ${(-year).toLocaleString("en-US")} BC` : `about ${-year} BC`;
}

export default defineListGenerator({
  id: "random-volcano",
  title: "Random Volcano",
  category: "science",
  iconText: "🌋",
  description:
    "Volcanoes of the world — Etna, Fuji, Kīlauea, Krakatoa and about 90 more — with their kind, height and last eruption, or only those active since 2000.",
  keywords: ["volcano", "active volcanoes", "eruption", "geology", "ring of fire"],
  entries: () => import("../../data/volcanoes").then((m) => m.default),
  pool: "the site's list of 95 volcanoes, or those of the chosen kind",
  filters: [
    {
      name: "kind",
      field: select<Choice>({
        label: "Kind",
        options: [
          { value: "any", label: "Any volcano" },
          { value: "recent", label: "Erupted since 2000" },
          { value: "stratovolcano", label: "Stratovolcanoes (steep cones)" },
          { value: "shield", label: "Shield volcanoes (broad and gentle)" },
          { value: "caldera", label: "Calderas (collapsed craters)" },
          { value: "other", label: "Other (cinder cones, fissures, lava domes)" },
        ],
        default: "any",
      }),
      keeps: (v, choice) =>
        choice === "any" || (choice === "recent" ? v[4] >= RECENT : v[2] === choice),
    },
  ],
  plural: (choice) => (choice === "recent" ? "volcanoes that erupted since 2000" : "volcanoes"),
  value: ([name, country, kind, heightM, lastEruption]) => ({
    text: `${name} (${country})`,
    data: { name, country, kind, heightM, lastEruption: when(lastEruption) },
  }),
});
