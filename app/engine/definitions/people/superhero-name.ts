import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { drawNames, nameValue, type Template } from "../../shared/combinations";
import type wordLists from "../../data/superhero-name-words";

type Words = typeof wordLists;
type Side = "hero" | "villain";

function templates(w: Words, side: Side): Template[] {
  const hero = side === "hero";
  return [
    {
      style: "Title Power",
      lists: [hero ? w.heroTitles : w.villainTitles, hero ? w.heroPowers : w.villainPowers],
      render: ([t, p]) => `${t} ${p}`,
    },
    {
      style: "The Adjective Figure",
      lists: [
        hero ? w.heroAdjectives : w.villainAdjectives,
        hero ? w.heroFigures : w.villainFigures,
      ],
      render: ([a, f]) => `The ${a} ${f}`,
    },
    {
      style: "Compound",
      lists: [hero ? w.heroPrefixes : w.villainPrefixes, hero ? w.heroSuffixes : w.villainSuffixes],
      render: ([p, s]) => `${p}${s}`,
    },
  ];
}

export default defineGenerator({
  id: "superhero-name",
  title: "Superhero Name Generator",
  category: "people",
  iconText: "🦸",
  description:
    "Original superhero and supervillain names like Captain Quasar, The Crimson Falcon or Baron Eclipse, for stories, games and costume parties.",
  keywords: [
    "superhero name generator",
    "villain name generator",
    "hero name",
    "supervillain name",
    "comic character name",
  ],
  algorithm:
    "The three shapes (Title Power, The Adjective Figure, a one-word compound) of the chosen side are one pool: a uniform index (Random.int) into all their combinations picks the name, so every name is equally likely; with No repeats, distinct indices (Random.distinctInts).",
  version: 1,
  inputs: {
    side: select({
      label: "Side",
      options: [
        { value: "hero", label: "Hero" },
        { value: "villain", label: "Villain" },
      ],
      default: "hero",
    }),
    count: count(5),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () => import("../../data/superhero-name-words").then((m) => m.default),
  generate(random, { side, count, unique }, words) {
    const { names, notes } = drawNames(
      random,
      templates(words, side),
      count,
      unique,
      `${side} names`,
    );
    return {
      values: names.map((n) => ({ ...nameValue(n), data: { ...nameValue(n).data, side } })),
      notes,
    };
  },
});
