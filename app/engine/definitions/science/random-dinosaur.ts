import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";

const PERIODS = [
  { value: "triassic", label: "Triassic (252–201 million years ago)", name: "Triassic" },
  { value: "jurassic", label: "Jurassic (201–145 million years ago)", name: "Jurassic" },
  { value: "cretaceous", label: "Cretaceous (145–66 million years ago)", name: "Cretaceous" },
] as const;

const DIETS = [
  { value: "herbivore", label: "Plant-eaters", plural: "plant-eaters" },
  { value: "carnivore", label: "Meat-eaters", plural: "meat-eaters" },
  { value: "omnivore", label: "Omnivores", plural: "omnivores" },
] as const;

export default defineListGenerator({
  id: "random-dinosaur",
  title: "Random Dinosaur",
  category: "science",
  iconText: "🦖",
  description:
    "Dinosaurs of the Triassic, Jurassic and Cretaceous, from Tyrannosaurus to tiny Microraptor, with their diet and where their fossils were found.",
  keywords: ["dinosaur", "jurassic", "paleontology", "fossil", "prehistoric"],
  entries: () => import("../../data/dinosaurs").then((m) => m.default),
  pool: "the list of about 170 dinosaurs, narrowed to the chosen period and diet",
  filters: [
    {
      name: "period",
      field: select({
        label: "Period",
        options: [
          { value: "any", label: "Any period" },
          ...PERIODS.map(({ value, label }) => ({ value, label })),
        ],
        default: "any",
      }),
      keeps: (d, choice) => choice === "any" || d.period === choice,
    },
    {
      name: "diet",
      field: select({
        label: "Diet",
        options: [
          { value: "any", label: "Any diet" },
          ...DIETS.map(({ value, label }) => ({ value, label })),
        ],
        default: "any",
      }),
      keeps: (d, choice) => choice === "any" || d.diet === choice,
    },
  ],
  plural: (period, diet) => {
    const eaters = DIETS.find((d) => d.value === diet)?.plural ?? "dinosaurs";
    const era = PERIODS.find((p) => p.value === period)?.name;
    return era ? `${era} ${eaters}` : eaters;
  },
  value: (d) => ({
    text: d.name,
    data: { name: d.name, period: d.period, diet: d.diet, foundIn: d.foundIn },
  }),
});
