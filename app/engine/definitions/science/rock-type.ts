import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { RockClass } from "../../data/rocks";

const CLASSES: readonly { value: RockClass; label: string; plural: string }[] = [
  {
    value: "igneous-intrusive",
    label: "Igneous, cooled underground",
    plural: "intrusive igneous rocks",
  },
  { value: "igneous-extrusive", label: "Igneous, volcanic", plural: "volcanic rocks" },
  { value: "sedimentary", label: "Sedimentary", plural: "sedimentary rocks" },
  { value: "metamorphic", label: "Metamorphic", plural: "metamorphic rocks" },
];

export default defineListGenerator({
  id: "rock-type",
  title: "Random Rock Type",
  category: "science",
  iconText: "🪨",
  description:
    "Rocks for a geology lesson or a collection — granite, basalt, sandstone, marble and about 70 more — with how they formed and what they are made of.",
  keywords: ["rock types", "geology", "igneous", "sedimentary", "metamorphic"],
  entries: () => import("../../data/rocks").then((m) => m.default),
  pool: "the site's list of 70 rock types, or those of the chosen class",
  filters: [
    {
      name: "class",
      field: select<"any" | RockClass>({
        label: "How it formed",
        options: [
          { value: "any", label: "Any rock" },
          ...CLASSES.map(({ value, label }) => ({ value, label })),
        ],
        default: "any",
      }),
      keeps: (r, choice) => choice === "any" || r[1] === choice,
    },
  ],
  plural: (choice) => CLASSES.find((c) => c.value === choice)?.plural ?? "rocks",
  value: ([name, rockClass, madeOf]) => ({
    text: `${name}: ${madeOf}`,
    data: { name, class: rockClass, madeOf },
  }),
});
