import type { Template } from "../../shared/combinations";
import { defineNameGenerator } from "../../shared/name-generator";
import type wordLists from "../../data/band-name-words";

type Words = typeof wordLists;

type Style = "the" | "pair" | "of";

function templates({ adjectives, plurals, singulars, places }: Words): Record<Style, Template> {
  return {
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
}

export default defineNameGenerator({
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
  style: {
    label: "Shape",
    any: "Any shape",
    options: [
      { value: "the", label: "The Adjective Nouns" },
      { value: "pair", label: "Adjective Noun" },
      { value: "of", label: "Nouns of the Place" },
    ],
    default: "any",
  },
  load: () => import("../../data/band-name-words").then((m) => m.default),
  templates,
  plural: "band names",
});
