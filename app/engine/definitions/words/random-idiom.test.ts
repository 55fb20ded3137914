import { expect, it } from "vitest";

import idioms from "../../data/idioms";
import { describeListGenerator } from "../../testing/list-checks";
import randomIdiom from "./random-idiom";

describeListGenerator(randomIdiom, {
  category: "words",
  entries: idioms,
  entryOf: (value, all) => all.find((i) => i.idiom === value.data?.idiom),
  filter: {
    name: "length",
    choices: ["any", "short", "long"],
    keeps: (i, length) => {
      const n = i.idiom.split(" ").length;
      return length === "any" || (length === "short" ? n <= 4 : n >= 5);
    },
  },
  seed: 17_011,
});

it("gives every idiom a meaning, each idiom once", () => {
  for (const i of idioms) expect(i.meaning.length, i.idiom).toBeGreaterThan(3);
  expect(new Set(idioms.map((i) => i.idiom)).size).toBe(idioms.length);
});
