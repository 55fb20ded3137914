import { expect, it } from "vitest";

import idioms from "../../data/idioms";
import { describeListGenerator } from "../../testing/list-suite";
import randomIdiom from "./random-idiom";

describeListGenerator(randomIdiom, {
  entries: idioms,
  entryOf: (value, all) => all.find((i) => i.idiom === value.data?.idiom),
  filters: [
    {
      name: "length",
      keeps: (i, length) => {
        const n = i.idiom.split(" ").length;
        return length === "any" || (length === "short" ? n <= 4 : n >= 5);
      },
    },
  ],
});

it("gives every idiom a meaning, each idiom once", () => {
  for (const i of idioms) expect(i.meaning.length, i.idiom).toBeGreaterThan(3);
  expect(new Set(idioms.map((i) => i.idiom)).size).toBe(idioms.length);
});
