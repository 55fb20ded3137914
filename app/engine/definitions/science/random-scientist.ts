import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { ScienceField } from "../../data/scientists";

const FIELDS: readonly { value: ScienceField; label: string }[] = [
  { value: "physics", label: "Physics" },
  { value: "chemistry", label: "Chemistry" },
  { value: "biology", label: "Biology" },
  { value: "medicine", label: "Medicine" },
  { value: "mathematics", label: "Mathematics" },
  { value: "astronomy", label: "Astronomy" },
  { value: "earth-science", label: "Earth science" },
  { value: "computing", label: "Computing" },
];

/** "1643–1727", "born 1955", "325–265 BC", "355 BC–AD 12". */
function lifespan(born: number, died: number): string {
  if (died === 0) return `born ${born}`;
  if (born < 0) return died < 0 ? `${-born}–${-died} BC` : `${-born} BC–AD ${died}`;
  return `${born}–${died}`;
}

export default defineListGenerator({
  id: "random-scientist",
  title: "Random Scientist",
  category: "science",
  iconText: "🔬",
  description:
    "Scientists who changed their field — from Archimedes and Hypatia to Marie Curie and Katalin Karikó — with their field, lifetime and country, for a report or a quiz.",
  keywords: ["scientist", "famous scientists", "science history", "school report", "inventor"],
  entries: () => import("../../data/scientists").then((m) => m.default),
  pool: "the site's list of about 125 scientists, or those of the chosen field",
  filters: [
    {
      name: "field",
      field: select<"any" | ScienceField>({
        label: "Field",
        options: [{ value: "any", label: "Any field" }, ...FIELDS],
        default: "any",
      }),
      keeps: (s, choice) => choice === "any" || s[1] === choice,
    },
  ],
  plural: (choice) =>
    choice === "any"
      ? "scientists"
      : `scientists in ${FIELDS.find((f) => f.value === choice)?.label.toLowerCase() ?? choice}`,
  value: ([name, field, born, died, country]) => ({
    text: `${name} (${lifespan(born, died)})`,
    data: {
      name,
      field,
      born,
      died: died === 0 ? "" : died,
      lifespan: lifespan(born, died),
      country,
    },
  }),
});
