import { describe, expect, it } from "vitest";

import planets from "../../data/planets";
import randomPlanet from "./random-planet";
import { generatorHarness } from "../../testing/harness";
import { describeListGenerator } from "../../testing/list-suite";

const { run } = generatorHarness([randomPlanet], { seed: "planets", now: 0 });

describeListGenerator(randomPlanet, {
  entries: planets,
  filters: [{ name: "kind", keeps: (p, choice) => choice === "any" || p.kind === choice }],
  entryOf: ({ text, data }) => {
    const p = planets.find((x) => x.name === text);
    return p && data?.diameterKm === p.diameterKm && data.kind === p.kind ? p : undefined;
  },
});

describe("the planets list", () => {
  it("holds the 8 planets and 5 dwarf planets in order from the Sun", () => {
    expect(planets.filter((p) => p.kind === "planet").map((p) => p.name)).toEqual([
      "Mercury",
      "Venus",
      "Earth",
      "Mars",
      "Jupiter",
      "Saturn",
      "Uranus",
      "Neptune",
    ]);
    expect(planets.filter((p) => p.kind === "dwarf-planet")).toHaveLength(5);
    const distances = planets.map((p) => p.distanceAu);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const periods = planets.map((p) => p.periodYears);
    expect(periods).toEqual([...periods].sort((a, b) => a - b));
  });

  it("gives one of the eight planets by default, never a dwarf planet", async () => {
    const { values } = await run("random-planet", { count: 8 });
    expect(values.map((v) => v.data?.kind)).toEqual(new Array(8).fill("planet"));
    expect(await run("random-planet", { count: 9 })).toMatchObject({
      notes: ["Only 8 planets exist in the list, so you get all 8."],
    });
  });
});
