import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { CuisineRegion } from "../../data/cuisines";

const REGIONS: Record<CuisineRegion | "any", string> = {
  any: "Anywhere",
  europe: "Europe",
  asia: "Asia",
  americas: "The Americas",
  "africa-middle-east": "Africa & the Middle East",
  oceania: "Oceania",
};

export default defineListGenerator({
  id: "random-cuisine",
  title: "Random Cuisine",
  category: "food",
  iconText: "🌍",
  description:
    "Can't pick where to eat or what to cook? Picks a cuisine of the world at random, from everywhere or one region.",
  keywords: ["cuisine picker", "type of food", "restaurant picker", "world food", "food culture"],
  entries: () => import("../../data/cuisines").then((m) => m.default),
  pool: "the cuisines of the chosen region",
  filters: [
    {
      name: "region",
      field: select({
        label: "Region",
        options: Object.entries(REGIONS).map(([value, label]) => ({
          value: value as CuisineRegion | "any",
          label,
        })),
        default: "any",
      }),
      keeps: (e, choice) => choice === "any" || e.region === choice,
    },
  ],
  plural: (choice) =>
    choice === "any" ? "cuisines" : `cuisines from ${REGIONS[choice].replace(/^The /, "the ")}`,
  value: (c) => ({ text: c.name, data: { cuisine: c.name, region: c.region } }),
});
