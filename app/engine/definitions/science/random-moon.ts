import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { MoonPlanet } from "../../data/moons";

const PLANETS: readonly { value: MoonPlanet; label: string }[] = [
  { value: "Earth", label: "Earth and Mars" },
  { value: "Jupiter", label: "Jupiter" },
  { value: "Saturn", label: "Saturn" },
  { value: "Uranus", label: "Uranus" },
  { value: "Neptune", label: "Neptune" },
  { value: "Dwarf planets", label: "Dwarf planets (Pluto, Eris, Haumea)" },
];

/** Earth's one moon is grouped with Mars's two, so that no choice has a single entry. */
const keeps = (planet: MoonPlanet, choice: string) =>
  choice === "any" || planet === choice || (choice === "Earth" && planet === "Mars");

export default defineListGenerator({
  id: "random-moon",
  title: "Random Moon",
  category: "science",
  iconText: "🌙",
  description:
    "Moons of the Solar System — Europa, Titan, Triton, Charon and about 80 more — with the world they orbit, their size and the year they were found.",
  keywords: ["moon", "moons of jupiter", "saturn moons", "solar system", "astronomy"],
  entries: () => import("../../data/moons").then((m) => m.default),
  pool: "the site's list of about 80 named moons, or those of the chosen planet",
  filters: [
    {
      name: "planet",
      field: select<"any" | MoonPlanet>({
        label: "Moons of",
        options: [{ value: "any", label: "Any planet" }, ...PLANETS],
        default: "any",
      }),
      keeps: (m, choice) => keeps(m[1], choice),
    },
  ],
  plural: (choice) =>
    choice === "any"
      ? "moons"
      : `moons of ${PLANETS.find((p) => p.value === choice)?.label ?? choice}`,
  value: ([name, planet, diameterKm, discovered]) => ({
    text: `${name} (${planet === "Dwarf planets" ? "dwarf planet" : planet})`,
    data: { name, planet, diameterKm, discovered: discovered === 0 ? "prehistory" : discovered },
  }),
});
