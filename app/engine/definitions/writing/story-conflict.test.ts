import { expect, it } from "vitest";

import conflicts from "../../data/story-conflicts";
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

it("holds each conflict once", () => {
  expect(new Set(conflicts.map((c) => c.conflict)).size).toBe(conflicts.length);
});
