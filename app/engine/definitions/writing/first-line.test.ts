import { expect, it } from "vitest";

import lines from "../../data/first-lines";
import { describeListGenerator } from "../../testing/list-suite";
import firstLine from "./first-line";

describeListGenerator(firstLine, {
  entries: lines,
  entryOf: (value, all) => all.find((l) => l.line === value.text),
  filters: [
    {
      name: "genre",
      keeps: (l, genre) => genre === "any" || l.genre === genre,
    },
  ],
});

it("holds each opening line once", () => {
  expect(new Set(lines.map((l) => l.line)).size).toBe(lines.length);
});
