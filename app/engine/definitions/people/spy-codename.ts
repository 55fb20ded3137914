import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { drawNames, nameValue, type Template } from "../../shared/combinations";
import type wordLists from "../../data/spy-codename-words";

type Words = typeof wordLists;
type Style = "any" | "agent" | "operation";

function templates(w: Words, style: Style): Template[] {
  const all: Record<Exclude<Style, "any">, Template> = {
    agent: {
      style: "Agent codename",
      lists: [w.adjectives, w.animals],
      render: ([a, n]) => `${a} ${n}`.toUpperCase(),
    },
    operation: {
      style: "Operation",
      lists: [w.adjectives, w.objects],
      render: ([a, n]) => `Operation ${a} ${n}`,
    },
  };
  return style === "any" ? Object.values(all) : [all[style]];
}

export default defineGenerator({
  id: "spy-codename",
  title: "Spy Codename Generator",
  category: "people",
  iconText: "🕵️",
  description:
    "Secret-agent codenames like SILENT HERON and mission names like Operation Glass Lantern, for games, escape rooms, parties and project code names.",
  keywords: [
    "codename generator",
    "spy name generator",
    "secret agent name",
    "operation name generator",
    "mission name",
  ],
  algorithm:
    "Every name the chosen style can make is equally likely: a uniform index (Random.int) into all pairs of adjective × animal (agents) or adjective × object (operations), decoded into one word of each list; with No repeats, distinct indices (Random.distinctInts).",
  version: 1,
  inputs: {
    style: select({
      label: "Style",
      options: [
        { value: "any", label: "Either" },
        { value: "agent", label: "Agent codename (SILENT HERON)" },
        { value: "operation", label: "Operation (Operation Glass Lantern)" },
      ],
      default: "agent",
    }),
    count: count(5),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () => import("../../data/spy-codename-words").then((m) => m.default),
  generate(random, { style, count, unique }, words) {
    const { names, notes } = drawNames(random, templates(words, style), count, unique, "codenames");
    return { values: names.map(nameValue), notes };
  },
});
