import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { CloudLevel } from "../../data/clouds";

const LEVELS: readonly { value: CloudLevel; label: string }[] = [
  { value: "high", label: "High clouds (cirrus family)" },
  { value: "middle", label: "Middle clouds (alto-, nimbostratus)" },
  { value: "low", label: "Low clouds (stratus, stratocumulus)" },
  { value: "vertical", label: "Towering clouds (cumulus, cumulonimbus)" },
];

export default defineListGenerator({
  id: "cloud-type",
  title: "Random Cloud Type",
  category: "science",
  iconText: "☁️",
  description:
    "Cloud types of the International Cloud Atlas — the ten genera and their species and varieties — with their height and what they look like, for sky-watching or a weather lesson.",
  keywords: ["cloud types", "clouds", "cloud atlas", "weather", "meteorology"],
  entries: () => import("../../data/clouds").then((m) => m.default),
  pool: "the site's list of 53 cloud genera, species and varieties, or those of the chosen level",
  filters: [
    {
      name: "level",
      field: select<"any" | CloudLevel>({
        label: "Level",
        options: [{ value: "any", label: "Any level" }, ...LEVELS],
        default: "any",
      }),
      keeps: (c, choice) => choice === "any" || c[2] === choice,
    },
  ],
  plural: (choice) => (choice === "any" ? "cloud types" : `${choice} cloud types`),
  value: ([name, genus, level, looks]) => ({
    text: `${name}: ${looks}`,
    data: { name, genus, level, looks },
  }),
});
