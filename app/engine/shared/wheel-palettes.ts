// The wheel's colour sets: one list, read by the generator's "Colours" field, the wheel's drawing
// and the contrast test. Every slice's label is drawn in whichever of LABEL_DARK or LABEL_LIGHT
// contrasts more with it, and each set is chosen so that is at least 4.5:1 for every colour;
// the slices look the same in the light and dark themes, so the labels read in both.

import { moreReadableOn } from "./colour-maths";

export const WHEEL_PALETTES = [
  {
    id: "bright",
    label: "Bright",
    colours: [
      "#d62839",
      "#f4a261",
      "#e9c46a",
      "#2a9d8f",
      "#1d4e89",
      "#7b2cbf",
      "#ff70a6",
      "#70d6ff",
    ],
  },
  {
    id: "pastel",
    label: "Pastel",
    colours: [
      "#ffadad",
      "#ffd6a5",
      "#fdffb6",
      "#caffbf",
      "#9bf6ff",
      "#a0c4ff",
      "#bdb2ff",
      "#ffc6ff",
    ],
  },
  {
    id: "ocean",
    label: "Ocean",
    colours: [
      "#03045e",
      "#0077b6",
      "#00b4d8",
      "#90e0ef",
      "#1b4332",
      "#40916c",
      "#95d5b2",
      "#caf0f8",
    ],
  },
  {
    id: "sunset",
    label: "Sunset",
    colours: [
      "#7f1d1d",
      "#c2410c",
      "#f59e0b",
      "#fcd34d",
      "#fb7185",
      "#9d174d",
      "#5b21b6",
      "#fdba74",
    ],
  },
  {
    id: "greys",
    label: "Greys",
    colours: ["#111827", "#4b5563", "#9ca3af", "#e5e7eb", "#1f2937", "#d1d5db"],
  },
] as const;

export type WheelPaletteId = (typeof WHEEL_PALETTES)[number]["id"];

export const LABEL_DARK = "#111111";
export const LABEL_LIGHT = "#ffffff";
/** A slice that sits out this round (rotation mode): grey, its label still readable. */
export const RESTING_SLICE = { fill: "#d4d4d8", label: "#3f3f46" } as const;

/** The label colour for a slice: dark or light, whichever contrasts more. */
export function labelColour(fill: string): string {
  return moreReadableOn(fill, LABEL_DARK, LABEL_LIGHT);
}

/**
 * The colour of slice `index` of `count`: the set in turn, except that the last slice never
 * takes the first one's colour, which it touches.
 */
export function sliceColour(palette: readonly string[], index: number, count: number): string {
  const size = palette.length;
  const last = count > 1 && index === count - 1 && index % size === 0;
  return palette[(last ? index + 1 : index) % size] as string;
}

export function paletteOf(id: string): readonly string[] {
  return (WHEEL_PALETTES.find((palette) => palette.id === id) ?? WHEEL_PALETTES[0]).colours;
}

/** The fill of slice `index` of `names`: its entry's own colour when it has one, else the set's. */
export function sliceFill(
  palette: readonly string[],
  own: ReadonlyMap<string, string>,
  names: readonly string[],
  index: number,
): string {
  return own.get(names[index] ?? "") ?? sliceColour(palette, index, names.length);
}

/**
 * Every slice's fill and label colour, in order: a resting entry's grey, else its own colour or
 * the set's. The one reading of them for the canvas, the server's picture and the gradient.
 */
export function slicePaint(
  names: readonly string[],
  colours: string,
  own: ReadonlyMap<string, string>,
  resting: ReadonlySet<string>,
): { fill: string; label: string }[] {
  const palette = paletteOf(colours);
  return names.map((name, index) => {
    if (resting.has(name)) return { ...RESTING_SLICE };
    const fill = sliceFill(palette, own, names, index);
    return { fill, label: labelColour(fill) };
  });
}
