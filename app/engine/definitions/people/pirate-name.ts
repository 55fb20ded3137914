import { defineGenerator } from "../../core/engine";
import { count, toggle } from "../../core/fields";
import { drawNames, nameValue, type Template } from "../../shared/combinations";
import type wordLists from "../../data/pirate-name-words";

type Words = typeof wordLists;

/** An epithet starting with "the" follows the name; a nickname goes in quotes before the surname. */
function withEpithet(first: string, epithet: string, surname: string): string {
  return epithet.startsWith("the ")
    ? `${first} ${surname} ${epithet}`
    : `${first} "${epithet}" ${surname}`;
}

function templates(w: Words, titled: boolean): Template[] {
  if (titled) {
    return [
      {
        style: "Title First Epithet Surname",
        lists: [w.titles, w.firstNames, w.epithets, w.surnames],
        render: ([t, f, e, s]) => `${t} ${withEpithet(f ?? "", e ?? "", s ?? "")}`,
      },
    ];
  }
  return [
    {
      style: "First Epithet Surname",
      lists: [w.firstNames, w.epithets, w.surnames],
      render: ([f, e, s]) => withEpithet(f ?? "", e ?? "", s ?? ""),
    },
  ];
}

export default defineGenerator({
  id: "pirate-name",
  title: "Pirate Name Generator",
  category: "people",
  iconText: "🏴‍☠️",
  description:
    'Playful, family-safe pirate names like Captain Anne "Salt-Whiskers" Blackwater or Jonah Pike the Seasick, for parties, games and Talk Like a Pirate Day.',
  keywords: [
    "pirate name generator",
    "pirate names",
    "talk like a pirate day",
    "pirate party",
    "buccaneer name",
  ],
  algorithm:
    "A uniform index (Random.int) into all combinations of (title,) first name, epithet and surname picks the name, so every one is equally likely; with No repeats, distinct indices (Random.distinctInts).",
  version: 1,
  inputs: {
    titled: toggle({ label: "Add a rank (Captain, Bosun…)", default: true }),
    count: count(5),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () => import("../../data/pirate-name-words").then((m) => m.default),
  generate(random, { titled, count, unique }, words) {
    const { names, notes } = drawNames(
      random,
      templates(words, titled),
      count,
      unique,
      "pirate names",
    );
    return { values: names.map(nameValue), notes };
  },
});
