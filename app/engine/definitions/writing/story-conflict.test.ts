import { expect, it } from "vitest";

import conflicts from "../../data/story-conflicts";
import { CONFLICT_TYPES } from "../../shared/writing-kinds";
import { describeListGenerator } from "../../testing/list-suite";
import storyConflict from "./story-conflict";

describeListGenerator(storyConflict, {
  entries: conflicts,
  entryOf: (value, all) => all.find((c) => c.conflict === value.text),
  filters: [
    {
      name: "type",
      keeps: (c, type) => type === "any" || c.type === type,
    },
  ],
});

it("holds 20 different conflicts of each type", () => {
  expect(new Set(conflicts.map((c) => c.conflict)).size).toBe(conflicts.length);
  for (const type of CONFLICT_TYPES)
    expect(conflicts.filter((c) => c.type === type)).toHaveLength(20);
});
