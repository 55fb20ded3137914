import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { MineralClass } from "../../data/minerals";

const CLASSES: readonly { value: MineralClass; label: string; plural: string }[] = [
  { value: "silicate", label: "Silicates (quartz, feldspars, garnets…)", plural: "silicates" },
  { value: "oxide", label: "Oxides and hydroxides", plural: "oxides and hydroxides" },
  { value: "sulfide", label: "Sulfides", plural: "sulfides" },
  { value: "carbonate", label: "Carbonates", plural: "carbonates" },
  { value: "sulfate", label: "Sulfates", plural: "sulfates" },
  { value: "phosphate", label: "Phosphates", plural: "phosphates" },
  { value: "halide", label: "Halides", plural: "halides" },
  { value: "borate", label: "Borates", plural: "borates" },
  { value: "native-element", label: "Native elements (gold, diamond…)", plural: "native elements" },
];

export default defineListGenerator({
  id: "random-mineral",
  title: "Random Mineral",
  category: "science",
  iconText: "💎",
  description:
    "Minerals picked at random, from quartz and calcite to benitoite, each with its chemical formula, Mohs hardness and mineral class.",
  keywords: ["mineral", "geology", "rocks and minerals", "mohs hardness", "crystal"],
  entries: () => import("../../data/minerals").then((m) => m.default),
  pool: "the list of about 150 minerals, or those of the chosen class",
  filters: [
    {
      name: "mineralClass",
      field: select<"any" | MineralClass>({
        label: "Mineral class",
        options: [
          { value: "any", label: "Any class" },
          ...CLASSES.map(({ value, label }) => ({ value, label })),
        ],
        default: "any",
      }),
      keeps: (m, choice) => choice === "any" || m.class === choice,
    },
  ],
  plural: (choice) => CLASSES.find((c) => c.value === choice)?.plural ?? "minerals",
  value: (m) => ({
    text: `${m.name} (${m.formula})`,
    data: { name: m.name, formula: m.formula, hardness: m.hardness, class: m.class },
  }),
});
