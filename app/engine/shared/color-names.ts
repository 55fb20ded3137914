import { select } from "../core/fields";

// The colour families of the named-colour list, as a choice, for the generators that draw from it.

export const COLOR_FAMILIES = [
  { value: "red", label: "Reds" },
  { value: "orange", label: "Oranges" },
  { value: "brown", label: "Browns" },
  { value: "yellow", label: "Yellows" },
  { value: "green", label: "Greens" },
  { value: "cyan", label: "Teals and cyans" },
  { value: "blue", label: "Blues" },
  { value: "purple", label: "Purples" },
  { value: "pink", label: "Pinks and magentas" },
  { value: "neutral", label: "Greys, blacks and whites" },
] as const;

export type ColorFamilyChoice = "any" | (typeof COLOR_FAMILIES)[number]["value"];

/** The Colour family choice. */
export const colorFamilyField = select<ColorFamilyChoice>({
  label: "Colour family",
  options: [{ value: "any", label: "Any colour" }, ...COLOR_FAMILIES],
  default: "any",
});

/** Loads the named colours: [name, hex, family]. */
export const loadColorNames = () => import("../data/color-names").then((m) => m.default);
