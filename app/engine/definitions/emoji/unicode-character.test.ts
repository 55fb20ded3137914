import { describe, expect, it } from "vitest";

import sets from "../../data/unicode-sets";
import unicodeCharacter from "./unicode-character";
import { describeListGenerator } from "../../testing/list-suite";

const entries = sets.flatMap(({ key, ranges }) =>
  ranges.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, i) => ({ codePoint: first + i, set: key })),
  ),
);

describeListGenerator(unicodeCharacter, {
  entries,
  filters: [{ name: "set", keeps: (c, choice) => choice === "any" || c.set === choice }],
  entryOf: ({ text, data }) => {
    const codePoint = text.codePointAt(0);
    return data?.decimal === codePoint &&
      data?.codePoint === `U+${codePoint?.toString(16).toUpperCase().padStart(4, "0")}`
      ? entries.find((e) => e.codePoint === codePoint)
      : undefined;
  },
});

describe("the Unicode sets", () => {
  it("hold assigned, visible characters only, each once", () => {
    const codePoints = entries.map((e) => e.codePoint);
    expect(new Set(codePoints).size).toBe(codePoints.length);
    expect(codePoints.length).toBeGreaterThan(2000);
    for (const c of codePoints) {
      const char = String.fromCodePoint(c);
      expect(char, c.toString(16)).toMatch(/^\p{Assigned}$/u);
      expect(char, c.toString(16)).not.toMatch(/^[\p{M}\p{Z}\p{C}]$/u);
    }
  });
});
