import type { Template } from "../../shared/combinations";
import { defineNameGenerator } from "../../shared/name-generator";
import type wordLists from "../../data/robot-name-words";

type Words = typeof wordLists;

type Style = "serial" | "friendly" | "model";

function templates(w: Words): Record<Style, Template> {
  return {
    serial: {
      style: "Serial",
      lists: [w.letters, w.letters, w.serials],
      render: ([a, b, n]) => `${a}${b}-${n}`,
    },
    friendly: { style: "Friendly", lists: [w.names, w.marks], render: ([n, m]) => `${n}-${m}` },
    model: { style: "Model", lists: [w.jobs, w.series], render: ([j, s]) => `${j}Bot ${s}` },
  };
}

export default defineNameGenerator({
  id: "robot-name",
  title: "Robot Name Generator",
  category: "people",
  iconText: "🤖",
  description:
    "Names for robots and droids: serial codes like KX-47, friendly names like Sprocket-7, or model names like HelperBot 3000.",
  keywords: ["robot name generator", "droid name", "android name", "bot name", "robot names"],
  algorithm:
    "Every name the chosen styles can make is equally likely: a uniform index (Random.int) into all combinations of the styles' lists (serial letters without I and O, numbers 10 to 99, friendly names and marks, jobs and series), decoded into one entry per list; with No repeats, distinct indices (Random.distinctInts).",
  style: {
    label: "Style",
    any: "Any style",
    options: [
      { value: "serial", label: "Serial code (KX-47)" },
      { value: "friendly", label: "Friendly name (Sprocket-7)" },
      { value: "model", label: "Model (HelperBot 3000)" },
    ],
    default: "any",
  },
  load: () => import("../../data/robot-name-words").then((m) => m.default),
  templates,
  plural: "robot names",
});
