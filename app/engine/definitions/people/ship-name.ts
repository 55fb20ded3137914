import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { drawNames, nameValue, type Template } from "../../shared/combinations";
import type wordLists from "../../data/ship-name-words";

type Words = typeof wordLists;

function templates(w: Words, kind: "sailing" | "starship"): Template[] {
  if (kind === "sailing") {
    return [
      {
        style: "Adjective Noun",
        lists: [w.sailAdjectives, w.sailNouns],
        render: ([a, n]) => `${a} ${n}`,
      },
      { style: "Spirit of", lists: [w.spiritOf], render: ([p]) => `Spirit of ${p}` },
      {
        style: "The Noun",
        lists: [w.sailNouns],
        render: ([n]) => `The ${n}`,
      },
    ];
  }
  return [
    {
      style: "Registry Adjective Noun",
      lists: [w.registries, w.starAdjectives, w.starNouns],
      render: ([r, a, n]) => `${r} ${a} ${n}`,
    },
    { style: "Registry Noun", lists: [w.registries, w.starNouns], render: ([r, n]) => `${r} ${n}` },
  ];
}

export default defineGenerator({
  id: "ship-name",
  title: "Ship Name Generator",
  category: "people",
  iconText: "🚢",
  description:
    "Names for sailing ships and boats (Restless Gull, Spirit of the North) or starships (ESV Distant Meridian), for stories, games and boats of your own.",
  keywords: [
    "ship name generator",
    "boat name",
    "starship name",
    "spaceship name",
    "pirate ship name",
  ],
  algorithm:
    "Every name the chosen kind can make is equally likely: a uniform index (Random.int) into all combinations of its shapes' word lists, decoded into one word per list; with No repeats, distinct indices (Random.distinctInts).",
  version: 1,
  inputs: {
    kind: select({
      label: "Kind of ship",
      options: [
        { value: "sailing", label: "Sailing ship or boat" },
        { value: "starship", label: "Starship" },
      ],
      default: "sailing",
    }),
    count: count(5),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () => import("../../data/ship-name-words").then((m) => m.default),
  generate(random, { kind, count, unique }, words) {
    const { names, notes } = drawNames(random, templates(words, kind), count, unique, "ship names");
    return {
      values: names.map((n) => ({ text: n.text, data: { ...nameValue(n).data, kind } })),
      notes,
    };
  },
});
