import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { drawNames, type Template } from "../../shared/combinations";

const STYLES = [
  { value: "us", label: "United States (Avenue, Boulevard…)" },
  { value: "uk", label: "United Kingdom (Close, Mews…)" },
  { value: "au", label: "Australia (Parade, Esplanade…)" },
] as const;

export default defineGenerator({
  id: "street-name",
  title: "Street Name Generator",
  category: "people",
  iconText: "🛣️",
  description:
    "Believable made-up street names such as Maple Avenue, Rowan Close or Harbour Parade, with the street suffixes of the US, the UK or Australia, for stories, maps and test addresses.",
  keywords: [
    "street name generator",
    "fake street name",
    "random street",
    "road name",
    "fake address",
  ],
  algorithm:
    "Every street name of the chosen country style is equally likely: a uniform index (Random.int) into all pairs of base word × that country's suffixes, decoded into one entry of each list; with No repeats, distinct indices (Random.distinctInts).",
  version: 1,
  inputs: {
    style: select({ label: "Country style", options: STYLES, default: "us" }),
    count: count(5),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () => import("../../data/street-name-words").then((m) => m.default),
  generate(random, { style, count, unique }, { bases, suffixes }) {
    const templates: Template[] = [
      { style, lists: [bases, suffixes[style]], render: ([b, s]) => `${b} ${s}` },
    ];
    const { names, notes } = drawNames(random, templates, count, unique, "street names");
    return {
      values: names.map(({ text, words: [base = "", suffix = ""] }) => ({
        text,
        data: { base, suffix, style },
      })),
      notes,
    };
  },
});
