import { drawPool, type ClassList } from "./model";

// The tools that draw from a class list in rotation, and how each one does it through its own
// settings form, so the draw itself stays the tool's own (seeded or not, its permalink intact):
// - Pick From a List draws from the names left in this pass: its Entries become those names.
// - The wheel shows everyone and lets those already picked this pass sit out: its own rotation,
//   with "Already won this round" filled from the list.

/** How a tool draws from a list in rotation. */
export interface RotationTool {
  /** Writes the list, as this pass stands, into the tool's form. */
  show(form: HTMLFormElement, list: ClassList): void;
  /** Whether a draw with these settings was made from the list as it stands now. */
  drewFrom(input: Readonly<Record<string, unknown>>, list: ClassList): boolean;
}

/** Sets a field of the page's form as typing would (the page reads its form on input). */
export function writeField(form: HTMLFormElement, name: string, value: string | boolean) {
  const found = form.elements.namedItem(name);
  // A toggle is a hidden "0" and the checkbox itself under one name.
  const element = (found instanceof RadioNodeList ? [...found] : [found]).find(
    (item): item is HTMLTextAreaElement | HTMLInputElement =>
      item instanceof HTMLTextAreaElement ||
      (item instanceof HTMLInputElement && item.type !== "hidden"),
  );
  if (!element) return;
  if (typeof value !== "boolean") element.value = value;
  else if (element instanceof HTMLInputElement) element.checked = value;
  element.dispatchEvent(new Event("input", { bubbles: true }));
}

const lines = (names: readonly string[]) => names.join("\n");

export const ROTATION_TOOLS: Readonly<Record<string, RotationTool>> = {
  "pick-from-list": {
    show: (form, list) => writeField(form, "entries", lines(drawPool(list))),
    drewFrom: (input, list) => input.entries === lines(drawPool(list)),
  },
  "spin-the-wheel": {
    show(form, list) {
      const left = new Set(list.remaining);
      writeField(form, "entries", lines(list.names));
      writeField(form, "won", lines(list.names.filter((name) => !left.has(name))));
      writeField(form, "rotation", true);
    },
    drewFrom: (input, list) => input.rotation === true && input.entries === lines(list.names),
  },
};
