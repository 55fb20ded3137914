import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { HuntPlace } from "../../data/scavenger-hunt";

const PLACES: Record<HuntPlace | "any", string> = {
  any: "Indoors or outdoors",
  indoors: "Indoors",
  outdoors: "Outdoors",
};

export default defineListGenerator({
  id: "scavenger-hunt-list",
  title: "Scavenger Hunt List",
  category: "party",
  iconText: "🔍",
  description:
    "A random scavenger-hunt list for a party, a classroom or a walk: things to find indoors or outdoors, safe to look for (look, don't pick).",
  keywords: [
    "scavenger hunt ideas",
    "treasure hunt list",
    "nature hunt",
    "kids games",
    "indoor scavenger hunt",
  ],
  entries: () => import("../../data/scavenger-hunt").then((m) => m.default),
  pool: "the things to find in the chosen place",
  defaultCount: 10,
  filters: [
    {
      name: "place",
      field: select({
        label: "Where",
        options: Object.entries(PLACES).map(([value, label]) => ({
          value: value as HuntPlace | "any",
          label,
        })),
        default: "any",
      }),
      keeps: (e, choice) => choice === "any" || e.place === choice,
    },
  ],
  plural: (choice) => (choice === "any" ? "things to find" : `things to find ${choice}`),
  value: (i) => ({ text: i.text, data: { item: i.text, place: i.place } }),
});
