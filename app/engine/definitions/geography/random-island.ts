import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { IslandOcean } from "../../data/islands";

const WATERS: readonly { value: IslandOcean; label: string }[] = [
  { value: "Pacific", label: "Pacific Ocean" },
  { value: "Atlantic", label: "Atlantic Ocean" },
  { value: "Indian", label: "Indian Ocean" },
  { value: "Arctic", label: "Arctic Ocean" },
  { value: "Mediterranean", label: "Mediterranean Sea" },
  { value: "Caribbean", label: "Caribbean Sea" },
];

export default defineListGenerator({
  id: "random-island",
  title: "Random Island",
  category: "geography",
  iconText: "🏝️",
  description:
    "Islands of the world, from Greenland and Borneo to Bora Bora and Capri, with their area, country and the waters around them.",
  keywords: ["island", "islands of the world", "island getaway", "largest islands", "travel"],
  entries: () => import("../../data/islands").then((m) => m.default),
  pool: "the site's list of about 115 islands, or those of the chosen ocean or sea",
  filters: [
    {
      name: "waters",
      field: select<"any" | IslandOcean>({
        label: "Ocean or sea",
        options: [{ value: "any", label: "Anywhere" }, ...WATERS],
        default: "any",
      }),
      keeps: (i, choice) => choice === "any" || i[3] === choice,
    },
  ],
  plural: (choice) =>
    choice === "any"
      ? "islands"
      : `islands in the ${WATERS.find((w) => w.value === choice)?.label ?? choice}`,
  value: ([name, areaKm2, country, ocean]) => ({
    text: `${name} (${country})`,
    data: { name, areaKm2, country, ocean },
  }),
});
