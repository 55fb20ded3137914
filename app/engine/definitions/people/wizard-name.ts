import type { Template } from "../../shared/combinations";
import { defineNameGenerator } from "../../shared/name-generator";
import type wordLists from "../../data/wizard-name-words";

type Words = typeof wordLists;

type Style = "epithet" | "home";

function templates(w: Words): Record<Style, Template> {
  return {
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
}

export default defineNameGenerator({
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
  style: {
    label: "Style",
    any: "Either",
    options: [
      { value: "epithet", label: "With a title (Aldric the Grey)" },
      { value: "home", label: "With a home (Morwen of the Hollow Hills)" },
    ],
    default: "any",
  },
  load: () => import("../../data/wizard-name-words").then((m) => m.default),
  templates,
  plural: "wizard names",
});
