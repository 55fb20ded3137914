import { describe, expect, it } from "vitest";

import elements from "../../data/chemical-elements";
import chemicalElement from "./chemical-element";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(chemicalElement, {
  entries: elements,
  filters: [{ name: "kind", keeps: (e, choice) => choice === "any" || e.category === choice }],
  entryOf: ({ text, data }) => {
    const e = elements.find((x) => x.number === data?.number);
    return e &&
      text === `${e.name} (${e.symbol}), atomic number ${e.number}` &&
      data?.mass === e.mass
      ? e
      : undefined;
  },
});

describe("the chemical elements list", () => {
  it("holds elements 1 to 118 once each, with unique symbols and names", () => {
    expect(elements.map((e) => e.number)).toEqual(Array.from({ length: 118 }, (_, i) => i + 1));
    expect(new Set(elements.map((e) => e.symbol)).size).toBe(118);
    expect(new Set(elements.map((e) => e.name)).size).toBe(118);
    for (const e of elements) {
      expect(e.symbol).toMatch(/^[A-Z][a-z]?$/);
      expect(e.mass, e.name).toMatch(/^(\d+\.\d+|\[\d+\])$/);
      expect(e.period).toBeGreaterThanOrEqual(1);
      expect(e.period).toBeLessThanOrEqual(7);
    }
  });

  it("places well-known elements right", () => {
    const bySymbol = new Map(elements.map((e) => [e.symbol, e]));
    expect(bySymbol.get("Fe")).toMatchObject({ number: 26, group: 8, period: 4, mass: "55.845" });
    expect(bySymbol.get("Au")).toMatchObject({ number: 79, group: 11, period: 6, block: "d" });
    expect(bySymbol.get("Ne")).toMatchObject({ group: 18, category: "noble-gas", phase: "gas" });
    expect(bySymbol.get("Hg")).toMatchObject({ phase: "liquid", category: "transition-metal" });
    expect(bySymbol.get("U")).toMatchObject({ number: 92, block: "f", category: "actinide" });
    expect(bySymbol.get("U")?.group).toBeUndefined();
    expect(elements.filter((e) => e.category === "noble-gas")).toHaveLength(7);
    expect(elements.filter((e) => e.category === "lanthanide")).toHaveLength(15);
    expect(elements.filter((e) => e.category === "actinide")).toHaveLength(15);
  });
});
