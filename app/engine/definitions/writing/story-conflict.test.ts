import { expect, it } from "vitest";

import conflicts from "../../data/story-conflicts";
import { CONFLICT_TYPES } from "../../shared/writing-kinds";
import { describeListGenerator } from "../../testing/list-checks";
import storyConflict from "./story-conflict";

describeListGenerator(storyConflict, {
  category: "writing",
  entries: conflicts,
  entryOf: (value, all) => all.find((c) => c.conflict === value.text),
  filter: {
    name: "type",
    choices: ["any", ...CONFLICT_TYPES],
    keeps: (c, type) => type === "any" || c.type === type,
  },
  seed: 17_106,
});

it("holds 20 different conflicts of each type", () => {
  expect(new Set(conflicts.map((c) => c.conflict)).size).toBe(conflicts.length);
  for (const type of CONFLICT_TYPES)
    expect(conflicts.filter((c) => c.type === type)).toHaveLength(20);
});
