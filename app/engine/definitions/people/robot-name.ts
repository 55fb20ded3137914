import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { drawNames, nameValue, type Template } from "../../shared/combinations";
import type wordLists from "../../data/robot-name-words";

type Words = typeof wordLists;
type Style = "any" | "serial" | "friendly" | "model";

function templates(w: Words, style: Style): Template[] {
  const all: Record<Exclude<Style, "any">, Template> = {
    serial: {
      style: "Serial",
      lists: [w.letters, w.letters, w.serials],
      render: ([a, b, n]) => `${a}${b}-${n}`,
    },
    friendly: { style: "Friendly", lists: [w.names, w.marks], render: ([n, m]) => `${n}-${m}` },
    model: { style: "Model", lists: [w.jobs, w.series], render: ([j, s]) => `${j}Bot ${s}` },
  };
  return style === "any" ? Object.values(all) : [all[style]];
}

export default defineGenerator({
  id: "robot-name",
  title: "Robot Name Generator",
  category: "people",
  iconText: "🤖",
  description:
    "Names for robots and droids: serial codes like KX-47, friendly names like Sprocket-7, or model names like HelperBot 3000.",
  keywords: ["robot name generator", "droid name", "android name", "bot name", "robot names"],
  algorithm:
    "Every name the chosen styles can make is equally likely: a uniform index (Random.int) into all combinations of the styles' lists (serial letters without I and O, numbers 10 to 99, friendly names and marks, jobs and series), decoded into one entry per list; with No repeats, distinct indices (Random.distinctInts).",
  version: 1,
  inputs: {
    style: select({
      label: "Style",
      options: [
        { value: "any", label: "Any style" },
        { value: "serial", label: "Serial code (KX-47)" },
        { value: "friendly", label: "Friendly name (Sprocket-7)" },
        { value: "model", label: "Model (HelperBot 3000)" },
      ],
      default: "any",
    }),
    count: count(5),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () => import("../../data/robot-name-words").then((m) => m.default),
  generate(random, { style, count, unique }, words) {
    const { names, notes } = drawNames(
      random,
      templates(words, style),
      count,
      unique,
      "robot names",
    );
    return { values: names.map(nameValue), notes };
  },
});
