import { defineListGenerator } from "../../core/list-generator";
import { COLOR_FAMILIES, colorFamilyField, loadColorNames } from "../../shared/color-names";

export default defineListGenerator({
  id: "named-color",
  title: "Random Named Colour",
  category: "colors",
  iconText: "🏷️",
  description:
    "Colours with real names — Dusty Rose, Deep Lagoon, Burnt Sienna — from a list of nearly 5,000 hand-picked colour names, with hex codes, by colour family.",
  keywords: ["color name", "named color", "color name generator", "paint color", "hex color"],
  entries: loadColorNames,
  pool: "the 4,961 “best of” names of color-name-list, or those of the chosen colour family",
  filters: [
    {
      name: "family",
      field: colorFamilyField,
      keeps: ([, , family], choice) => choice === "any" || family === choice,
    },
  ],
  plural: (choice) =>
    choice === "any"
      ? "named colours"
      : `${(COLOR_FAMILIES.find((f) => f.value === choice)?.label ?? choice).toLowerCase()}`,
  defaultCount: 5,
  value: ([name, hex, family]) => ({
    text: `${name} ${hex}`,
    swatches: [hex],
    data: { name, hex, family },
  }),
});
