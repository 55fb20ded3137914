import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { DesertType } from "../../data/deserts";

const TYPES: readonly { value: DesertType; label: string; plural: string }[] = [
  { value: "hot", label: "Hot (subtropical)", plural: "hot deserts" },
  { value: "cold", label: "Cold winter", plural: "cold winter deserts" },
  { value: "coastal", label: "Coastal (fog deserts)", plural: "coastal deserts" },
  { value: "polar", label: "Polar", plural: "polar deserts" },
];

export default defineListGenerator({
  id: "random-desert",
  title: "Random Desert",
  category: "geography",
  iconText: "🏜️",
  description:
    "Deserts of the world — the Sahara, the Atacama, the Gobi and dozens more — with their type, approximate area and the countries they cover.",
  keywords: ["desert", "deserts of the world", "sahara", "arid", "geography"],
  entries: () => import("../../data/deserts").then((m) => m.default),
  pool: "the site's list of 60 deserts, or those of the chosen type",
  filters: [
    {
      name: "type",
      field: select<"any" | DesertType>({
        label: "Type",
        options: [
          { value: "any", label: "Any desert" },
          ...TYPES.map(({ value, label }) => ({ value, label })),
        ],
        default: "any",
      }),
      keeps: (d, choice) => choice === "any" || d[1] === choice,
    },
  ],
  plural: (choice) => TYPES.find((t) => t.value === choice)?.plural ?? "deserts",
  value: ([name, type, areaKm2, countries]) => ({
    text: name,
    data: { name, type, areaKm2, countries },
  }),
});
