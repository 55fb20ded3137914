import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { drawNames, type Template } from "../../shared/combinations";
import type { FantasyPeople } from "../../data/fantasy-name-syllables";

const PEOPLES: readonly { value: FantasyPeople; label: string }[] = [
  { value: "elf", label: "Elf" },
  { value: "dwarf", label: "Dwarf" },
  { value: "halfling", label: "Halfling" },
  { value: "orc", label: "Orc" },
];

export default defineGenerator({
  id: "fantasy-name",
  title: "Fantasy Name Generator",
  category: "people",
  iconText: "🧝",
  description:
    "Made-up names for elves, dwarves, halflings and orcs, like Thalarion, Durgrim, Pipwick or Grishnak, built from syllables with each people's own sound, for novels, tabletop games and RPG characters.",
  keywords: [
    "fantasy name generator",
    "elf name generator",
    "dwarf name generator",
    "dnd name generator",
    "orc name",
  ],
  algorithm:
    "A name is a start syllable and an ending of the chosen people: a uniform index (Random.int) into all their pairs, so every name is equally likely (no two pairs spell the same name); with No repeats, distinct indices (Random.distinctInts).",
  version: 1,
  inputs: {
    people: select({ label: "People", options: PEOPLES, default: "elf" }),
    count: count(5),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () => import("../../data/fantasy-name-syllables").then((m) => m.default),
  generate(random, { people, count, unique }, syllables) {
    const { starts, ends } = syllables[people];
    const templates: Template[] = [
      { style: people, lists: [starts, ends], render: ([s, e]) => `${s}${e}` },
    ];
    const label = PEOPLES.find((p) => p.value === people)?.label ?? people;
    const { names, notes } = drawNames(
      random,
      templates,
      count,
      unique,
      `${label.toLowerCase()} names`,
    );
    return {
      values: names.map(({ text, words }) => ({
        text,
        data: { people, start: words[0] ?? "", ending: words[1] ?? "", detail: label },
      })),
      notes,
    };
  },
});
