import { describe, expect, it } from "vitest";

import entries from "../../data/emoticons";
import textEmoticon from "./text-emoticon";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(textEmoticon, {
  entries,
  filters: [{ name: "mood", keeps: (e, choice) => choice === "any" || e[2] === choice }],
  entryOf: ({ text, data }) => entries.find((e) => e[0] === text && e[1] === data?.meaning),
});

describe("the emoticon list", () => {
  it("holds 60 or more faces in plain printable ASCII, each once", () => {
    expect(entries.length).toBeGreaterThanOrEqual(60);
    expect(new Set(entries.map(([face]) => face)).size).toBe(entries.length);
    for (const [face] of entries) expect(face).toMatch(/^[\x21-\x7e]+$/);
  });
});
