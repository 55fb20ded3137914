import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { drawNames, nameValue, type Template } from "../../shared/combinations";
import type wordLists from "../../data/band-name-words";

type Words = typeof wordLists;
type Style = "any" | "the" | "pair" | "of";

function templates({ adjectives, plurals, singulars, places }: Words, style: Style): Template[] {
  const all: Record<Exclude<Style, "any">, Template> = {
    the: {
      style: "The Adjective Nouns",
      lists: [adjectives, plurals],
      render: ([a, n]) => `The ${a} ${n}`,
    },
    pair: {
      style: "Adjective Noun",
      lists: [adjectives, singulars],
      render: ([a, n]) => `${a} ${n}`,
    },
    of: {
      style: "Nouns of the Place",
      lists: [plurals, places],
      render: ([n, p]) => `${n} of the ${p}`,
    },
  };
  return style === "any" ? Object.values(all) : [all[style]];
}

export default defineGenerator({
  id: "band-name",
  title: "Band Name Generator",
  category: "people",
  iconText: "🎸",
  description:
    "Original band names like The Velvet Lanterns, Paper Comet or Foxes of the Far Shore, from word lists written for this site, in three shapes you can choose.",
  keywords: [
    "band name generator",
    "band names",
    "music group name",
    "random band name",
    "rock band name",
  ],
  algorithm:
    "Every name the chosen shapes can make is equally likely: a uniform index (Random.int) into all combinations of the shapes' word lists, decoded into one word per list; with No repeats, distinct indices (Random.distinctInts).",
  version: 1,
  inputs: {
    style: select({
      label: "Shape",
      options: [
        { value: "any", label: "Any shape" },
        { value: "the", label: "The Adjective Nouns" },
        { value: "pair", label: "Adjective Noun" },
        { value: "of", label: "Nouns of the Place" },
      ],
      default: "any",
    }),
    count: count(5),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () => import("../../data/band-name-words").then((m) => m.default),
  generate(random, { style, count, unique }, words) {
    const { names, notes } = drawNames(
      random,
      templates(words, style),
      count,
      unique,
      "band names",
    );
    return { values: names.map(nameValue), notes };
  },
});
