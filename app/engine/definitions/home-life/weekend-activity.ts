import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { ActivityPlace } from "../../data/weekend-activities";

const PLACES: Record<ActivityPlace | "any", string> = {
  any: "Anywhere",
  outdoors: "Outdoors",
  indoors: "At home",
  town: "Out in town",
};

export default defineListGenerator({
  id: "weekend-activity",
  title: "Weekend Activity Ideas",
  category: "home-life",
  iconText: "🚲",
  description:
    "Bored at the weekend? Ideas for things to do outdoors, at home, or out and about in town.",
  keywords: ["things to do", "weekend ideas", "bored ideas", "activities", "day out ideas"],
  entries: () => import("../../data/weekend-activities").then((m) => m.default),
  pool: "the weekend activities of the chosen kind",
  filters: [
    {
      name: "place",
      field: select({
        label: "Where",
        options: Object.entries(PLACES).map(([value, label]) => ({
          value: value as ActivityPlace | "any",
          label,
        })),
        default: "any",
      }),
      keeps: (e, choice) => choice === "any" || e.place === choice,
    },
  ],
  plural: (choice) =>
    choice === "any" ? "activities" : `activities (${PLACES[choice].toLowerCase()})`,
  value: (a) => ({ text: a.text, data: { activity: a.text, place: a.place } }),
});
