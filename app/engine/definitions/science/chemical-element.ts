import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { ElementCategory } from "../../data/chemical-elements";

const CATEGORIES: readonly { value: ElementCategory; label: string; plural: string }[] = [
  { value: "alkali-metal", label: "Alkali metals", plural: "alkali metals" },
  {
    value: "alkaline-earth-metal",
    label: "Alkaline earth metals",
    plural: "alkaline earth metals",
  },
  { value: "transition-metal", label: "Transition metals", plural: "transition metals" },
  {
    value: "post-transition-metal",
    label: "Post-transition metals",
    plural: "post-transition metals",
  },
  { value: "metalloid", label: "Metalloids", plural: "metalloids" },
  { value: "nonmetal", label: "Other nonmetals (H, C, N, O, P, S, Se)", plural: "other nonmetals" },
  { value: "halogen", label: "Halogens", plural: "halogens" },
  { value: "noble-gas", label: "Noble gases", plural: "noble gases" },
  { value: "lanthanide", label: "Lanthanides", plural: "lanthanides" },
  { value: "actinide", label: "Actinides", plural: "actinides" },
];

type Choice = "any" | ElementCategory;

export default defineListGenerator({
  id: "chemical-element",
  title: "Random Chemical Element",
  category: "science",
  iconText: "⚛️",
  description:
    "Chemical elements picked from all 118 of the periodic table, with symbol, atomic number, atomic weight, group, period and kind.",
  keywords: ["periodic table", "element", "chemistry", "atomic number", "element symbol"],
  entries: () => import("../../data/chemical-elements").then((m) => m.default),
  pool: "the 118 elements of the periodic table, or those of the chosen kind",
  filters: [
    {
      name: "kind",
      field: select<Choice>({
        label: "Kind of element",
        options: [
          { value: "any", label: "Any element" },
          ...CATEGORIES.map(({ value, label }) => ({ value, label })),
        ],
        default: "any",
      }),
      keeps: (element, choice) => choice === "any" || element.category === choice,
    },
  ],
  plural: (choice) => CATEGORIES.find((c) => c.value === choice)?.plural ?? "elements",
  value: (e) => ({
    text: `${e.name} (${e.symbol}), atomic number ${e.number}`,
    data: {
      name: e.name,
      symbol: e.symbol,
      number: e.number,
      mass: e.mass,
      group: e.group ?? "none (f-block)",
      period: e.period,
      block: e.block,
      category: e.category,
      phase: e.phase,
    },
  }),
});
