import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { drawNames, nameValue, type Template } from "../../shared/combinations";
import type wordLists from "../../data/wizard-name-words";

type Words = typeof wordLists;
type Style = "any" | "epithet" | "home";

function templates(w: Words, style: Style): Template[] {
  const all: Record<Exclude<Style, "any">, Template> = {
    epithet: {
      style: "Name the Epithet",
      lists: [w.starts, w.ends, w.epithets],
      render: ([s, e, t]) => `${s}${e} ${t}`,
    },
    home: {
      style: "Name of the Place",
      lists: [w.starts, w.ends, w.homes],
      render: ([s, e, h]) => `${s}${e} of ${h}`,
    },
  };
  return style === "any" ? Object.values(all) : [all[style]];
}

export default defineGenerator({
  id: "wizard-name",
  title: "Wizard Name Generator",
  category: "people",
  iconText: "🧙",
  description:
    "Names for wizards, witches and mages, like Aldric the Grey or Morwen of the Hollow Hills, for fantasy stories, tabletop games and dressing-up parties.",
  keywords: [
    "wizard name generator",
    "mage name",
    "witch name generator",
    "sorcerer name",
    "fantasy wizard",
  ],
  algorithm:
    "Every name is equally likely: a uniform index (Random.int) into all combinations of first syllable × ending × title (or home), decoded into one entry of each list; with No repeats, distinct indices (Random.distinctInts). No two syllable pairs spell the same name.",
  version: 1,
  inputs: {
    style: select({
      label: "Style",
      options: [
        { value: "any", label: "Either" },
        { value: "epithet", label: "With a title (Aldric the Grey)" },
        { value: "home", label: "With a home (Morwen of the Hollow Hills)" },
      ],
      default: "any",
    }),
    count: count(5),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () => import("../../data/wizard-name-words").then((m) => m.default),
  generate(random, { style, count, unique }, words) {
    const { names, notes } = drawNames(
      random,
      templates(words, style),
      count,
      unique,
      "wizard names",
    );
    return { values: names.map(nameValue), notes };
  },
});
