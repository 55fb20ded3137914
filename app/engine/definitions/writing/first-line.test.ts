import { expect, it } from "vitest";

import lines from "../../data/first-lines";
import { PROMPT_GENRES } from "../../shared/writing-kinds";
import { describeListGenerator } from "../../testing/list-checks";
import firstLine from "./first-line";

describeListGenerator(firstLine, {
  category: "writing",
  entries: lines,
  entryOf: (value, all) => all.find((l) => l.line === value.text),
  filter: {
    name: "genre",
    choices: ["any", ...PROMPT_GENRES],
    keeps: (l, genre) => genre === "any" || l.genre === genre,
  },
  seed: 17_119,
});

it("holds 9 different opening lines per genre", () => {
  expect(new Set(lines.map((l) => l.line)).size).toBe(lines.length);
  for (const genre of PROMPT_GENRES) expect(lines.filter((l) => l.genre === genre)).toHaveLength(9);
});
