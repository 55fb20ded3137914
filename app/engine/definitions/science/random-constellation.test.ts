import { describe, expect, it } from "vitest";

import constellations from "../../data/constellations";
import randomConstellation from "./random-constellation";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(randomConstellation, {
  entries: constellations,
  filters: [
    {
      name: "sky",
      keeps: (c, choice) =>
        choice === "any" ||
        (choice === "zodiac" && c.zodiac) ||
        (choice === "north" && /^NQ[1-4]$/.test(c.quadrant)) ||
        (choice === "south" && /^SQ[1-4]$/.test(c.quadrant)),
    },
  ],
  entryOf: ({ text, data }) => {
    const c = constellations.find((x) => x.abbreviation === data?.abbreviation);
    return c && text === `${c.name} (${c.meaning})` ? c : undefined;
  },
});

describe("the constellations list", () => {
  it("holds the 88 IAU constellations with unique names and abbreviations", () => {
    expect(constellations).toHaveLength(88);
    expect(new Set(constellations.map((c) => c.name)).size).toBe(88);
    expect(new Set(constellations.map((c) => c.abbreviation)).size).toBe(88);
    for (const c of constellations) expect(c.abbreviation).toMatch(/^[A-Z][A-Za-z]{2}$/);
    expect(
      constellations
        .filter((c) => c.zodiac)
        .map((c) => c.abbreviation)
        .sort(),
    ).toEqual(["Aqr", "Ari", "Cap", "Cnc", "Gem", "Leo", "Lib", "Psc", "Sco", "Sgr", "Tau", "Vir"]);
    // The southern sky, charted later and more finely, holds more of them.
    const north = constellations.filter((c) => c.quadrant.startsWith("N")).length;
    expect(north).toBeGreaterThan(30);
    expect(north).toBeLessThan(44);
  });
});
