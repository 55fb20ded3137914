import { describe, expect, it } from "vitest";

import groups from "../../data/emoji-groups";
import entries from "../../data/emojis";
import randomEmoji from "./random-emoji";
import { describeListGenerator } from "../../testing/list-suite";

const rowOf = new Map(groups.map((row) => [row[2], row]));

describeListGenerator(randomEmoji, {
  entries,
  filters: [
    {
      name: "kind",
      keeps: (e, choice) => {
        if (choice === "any") return true;
        const row = rowOf.get(choice);
        return row !== undefined && (row[1] < 0 ? e[2] === row[0] : e[3] === row[1]);
      },
    },
    { name: "newest", keeps: (e, choice) => e[4] <= Number(choice) },
  ],
  entryOf: ({ text, data }) => {
    const entry = entries.find(([emoji]) => emoji === text);
    return entry && data?.name === entry[1] ? entry : undefined;
  },
});

describe("the emoji list", () => {
  it("has no skin-tone variants, components or regional indicators, and no emoji twice", () => {
    expect(entries.length).toBeGreaterThan(1800);
    expect(new Set(entries.map(([e]) => e)).size).toBe(entries.length);
    for (const [emoji, name] of entries) {
      expect(emoji).not.toMatch(/[\u{1F3FB}-\u{1F3FF}]/u);
      expect(name).not.toMatch(/^regional indicator/);
    }
    // Every group and subgroup has emoji in the oldest version offered, so no choice is empty.
    for (const row of groups) expect(row[4]).toBeLessThanOrEqual(5);
  });
});
