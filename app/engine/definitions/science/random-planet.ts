import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";

type Choice = "any" | "planet" | "dwarf-planet";

export default defineListGenerator({
  id: "random-planet",
  title: "Random Planet",
  category: "science",
  iconText: "🪐",
  description:
    "Planets and dwarf planets of the Solar System, each with its distance from the Sun, year length and size.",
  keywords: ["planet", "solar system", "dwarf planet", "astronomy", "space"],
  entries: () => import("../../data/planets").then((m) => m.default),
  pool: "the 8 planets and 5 dwarf planets of the Solar System, or those of the chosen kind",
  filters: [
    {
      name: "kind",
      field: select<Choice>({
        label: "Kind",
        options: [
          { value: "any", label: "Planets and dwarf planets" },
          { value: "planet", label: "The eight planets" },
          { value: "dwarf-planet", label: "Dwarf planets (Ceres, Pluto, Haumea, Makemake, Eris)" },
        ],
        default: "planet",
      }),
      keeps: (planet, choice) => choice === "any" || planet.kind === choice,
    },
  ],
  plural: (choice) =>
    choice === "planet"
      ? "planets"
      : choice === "dwarf-planet"
        ? "dwarf planets"
        : "planets and dwarf planets",
  value: (p) => ({
    text: p.name,
    data: {
      name: p.name,
      kind: p.kind,
      type: p.type,
      distanceAu: p.distanceAu,
      periodYears: p.periodYears,
      diameterKm: p.diameterKm,
    },
  }),
});
