import { expect, it } from "vitest";

import lines from "../../data/first-lines";
import { PROMPT_GENRES } from "../../shared/writing-kinds";
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

it("holds 9 different opening lines per genre", () => {
  expect(new Set(lines.map((l) => l.line)).size).toBe(lines.length);
  for (const genre of PROMPT_GENRES) expect(lines.filter((l) => l.genre === genre)).toHaveLength(9);
});
