import type { InputProblem } from "../core/field-kinds";
import type { Random } from "../core/random";

// Names built from word lists (band names, ship names, superheroes): each template is a product
// of lists, and the whole set of names is the union of the templates' products. A run draws
// indices into that union, so every possible name is equally likely and No repeats is exact.

/** One way of building a name: its word lists, and how the chosen words become text. */
export interface Template {
  /** A short name for the shape ("The Adjective Nouns"), kept in the value's data. */
  style: string;
  lists: readonly (readonly string[])[];
  render(words: readonly string[]): string;
}

/** One drawn name. */
export interface Combination {
  text: string;
  words: string[];
  style: string;
}

/** How many different names the templates can make. */
export function templateCount(templates: readonly Template[]): number {
  return templates.reduce((sum, t) => sum + t.lists.reduce((p, list) => p * list.length, 1), 0);
}

/** The name at position `index` of the union of the templates' products (mixed radix). */
function decode(templates: readonly Template[], index: number): Combination {
  let rest = index;
  for (const template of templates) {
    const size = template.lists.reduce((p, list) => p * list.length, 1);
    if (rest >= size) {
      rest -= size;
      continue;
    }
    const words = template.lists.map((list) => {
      const word = list[rest % list.length] as string;
      rest = Math.floor(rest / list.length);
      return word;
    });
    return { text: template.render(words), words, style: template.style };
  }
  throw new RangeError(`Index ${index} is past the last name`);
}

/**
 * `count` names, each equally likely among all the templates can make (Random.int over the
 * union's size); with `unique`, distinct positions (Random.distinctInts).
 */
export function drawCombinations(
  random: Random,
  templates: readonly Template[],
  count: number,
  unique: boolean,
): Combination[] {
  const total = templateCount(templates);
  const indices = unique
    ? random.distinctInts(0, total - 1, count)
    : Array.from({ length: count }, () => random.int(0, total - 1));
  return indices.map((index) => decode(templates, index));
}

/** The problem of asking for more different names than the templates make, naming `count`. */
export function combinationsProblem(
  total: number,
  count: number,
  unique: boolean,
  pluralName: string,
): InputProblem | null {
  if (!unique || count <= total) return null;
  return {
    field: "count",
    message: `Can't make ${count.toLocaleString("en-US")} different ${pluralName}: there are only ${total.toLocaleString("en-US")}. Lower How many or turn off No repeats.`,
  };
}

/**
 * Like {@link drawCombinations}, but when No repeats asks for more names than exist (the lists
 * load only at run time, so `check` cannot know), every name comes once, with a note.
 */
export function drawNames(
  random: Random,
  templates: readonly Template[],
  count: number,
  unique: boolean,
  pluralName: string,
): { names: Combination[]; notes: string[] } {
  const total = templateCount(templates);
  if (!unique || count <= total)
    return { names: drawCombinations(random, templates, count, unique), notes: [] };
  return {
    names: drawCombinations(random, templates, total, true),
    notes: [`Only ${total} ${pluralName} exist in the list, so you get all ${total}.`],
  };
}

/** The value of a drawn name: its text, its style and its words, for downloads. */
export function nameValue({ text, words, style }: Combination): {
  text: string;
  data: { style: string; words: string[] };
} {
  return { text, data: { style, words } };
}
