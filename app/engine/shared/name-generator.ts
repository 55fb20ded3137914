import { defineGenerator } from "../core/engine";
import { count, select, toggle } from "../core/fields";
import type { CategoryId } from "../categories";
import { drawNames, nameValue, type Template } from "./combinations";

// A name generator over word lists (band, robot, wizard, spy names): a Style choice among
// templates ("any" takes them all), How many and No repeats; every name the chosen templates
// can make is equally likely (drawNames).

interface NameGeneratorOptions<W, S extends string> {
  id: string;
  title: string;
  category: CategoryId;
  iconText: string;
  description: string;
  keywords: readonly string[];
  algorithm: string;
  /** The Style choice: its label, the label of "any" (first), the templates' labels, the default. */
  style: {
    label: string;
    any: string;
    options: readonly { value: S; label: string }[];
    default: "any" | S;
  };
  /** The word lists, loaded only when the generator runs. */
  load(): Promise<W>;
  /** The templates by style, in the order "any" takes them. */
  templates(words: W): Record<S, Template>;
  /** What the names are called in notes ("band names"). */
  plural: string;
}

/** Declares a name generator whose Style picks one template or all of them. */
export function defineNameGenerator<W, S extends string>(options: NameGeneratorOptions<W, S>) {
  return defineGenerator({
    id: options.id,
    title: options.title,
    category: options.category,
    iconText: options.iconText,
    description: options.description,
    keywords: options.keywords,
    algorithm: options.algorithm,
    version: 1,
    inputs: {
      style: select<"any" | S>({
        label: options.style.label,
        options: [{ value: "any", label: options.style.any }, ...options.style.options],
        default: options.style.default,
      }),
      count: count(5),
      unique: toggle({ label: "No repeats", default: true }),
    },
    load: options.load,
    generate(random, { style, count, unique }, words) {
      const all = options.templates(words);
      const templates: Template[] = style === "any" ? Object.values(all) : [all[style as S]];
      const { names, notes } = drawNames(random, templates, count, unique, options.plural);
      return { values: names.map(nameValue), notes };
    },
  });
}
