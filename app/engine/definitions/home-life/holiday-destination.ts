import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { DestinationRegion } from "../../data/destinations";

const REGIONS: Record<DestinationRegion | "any", string> = {
  any: "Anywhere",
  europe: "Europe",
  asia: "Asia",
  "middle-east": "Middle East",
  africa: "Africa",
  "north-america": "North America & Caribbean",
  "south-america": "South America",
  oceania: "Oceania",
};

export default defineListGenerator({
  id: "holiday-destination",
  title: "Holiday Destination Picker",
  category: "home-life",
  iconText: "🏖️",
  description:
    "Where to next? Picks holiday destinations at random (cities, islands, national parks and regions) from every continent or the region you choose.",
  keywords: [
    "travel destination",
    "where to travel",
    "holiday ideas",
    "vacation picker",
    "trip ideas",
  ],
  entries: () => import("../../data/destinations").then((m) => m.default),
  pool: "the destinations in the chosen region",
  filters: [
    {
      name: "region",
      field: select({
        label: "Region",
        options: Object.entries(REGIONS).map(([value, label]) => ({
          value: value as DestinationRegion | "any",
          label,
        })),
        default: "any",
      }),
      keeps: (e, choice) => choice === "any" || e.region === choice,
    },
  ],
  plural: (choice) => (choice === "any" ? "destinations" : `destinations in ${REGIONS[choice]}`),
  value: (d) => ({
    text: `${d.name}, ${d.country}`,
    data: { destination: d.name, country: d.country, region: d.region },
  }),
});
