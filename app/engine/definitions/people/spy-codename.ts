import type { Template } from "../../shared/combinations";
import { defineNameGenerator } from "../../shared/name-generator";
import type wordLists from "../../data/spy-codename-words";

type Words = typeof wordLists;

type Style = "agent" | "operation";

function templates(w: Words): Record<Style, Template> {
  return {
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
}

export default defineNameGenerator({
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
  style: {
    label: "Style",
    any: "Either",
    options: [
      { value: "agent", label: "Agent codename (SILENT HERON)" },
      { value: "operation", label: "Operation (Operation Glass Lantern)" },
    ],
    default: "agent",
  },
  load: () => import("../../data/spy-codename-words").then((m) => m.default),
  templates,
  plural: "codenames",
});
