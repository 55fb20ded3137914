import { describe, expect, it } from "vitest";

import { seededRandom } from "../core/random";
import { drawValues, fillTemplate, templateFillings, templateSlots } from "./templates";

const TABLES = { colour: ["red", "green", "blue"], animal: ["fox", "owl"] };

describe("fillTemplate", () => {
  it("fills each slot from its table, capitalising {^slot}", () => {
    const random = seededRandom("templates");
    for (let i = 0; i < 50; i++) {
      const text = fillTemplate(random, "{^colour} {animal}!", TABLES);
      expect(text).toMatch(/^(Red|Green|Blue) (fox|owl)!$/);
    }
  });

  it("never repeats an entry within one template", () => {
    const random = seededRandom("pairs");
    for (let i = 0; i < 50; i++) {
      const [a, b] = fillTemplate(random, "{animal} and {animal}", TABLES).split(" and ");
      expect(a).not.toBe(b);
    }
  });

  it("picks every filling with the same chance", () => {
    const random = seededRandom("uniform fillings");
    const counts = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const text = fillTemplate(random, "{colour} {animal}", TABLES);
      counts.set(text, (counts.get(text) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    // Chi-square with 5 degrees of freedom against 1,000 each, false-failure rate 1e-6.
    const chi = [...counts.values()].reduce((s, c) => s + (c - 1000) ** 2 / 1000, 0);
    expect(chi).toBeLessThan(35.89);
  });

  it("throws on a table it does not have", () => {
    expect(() => fillTemplate(seededRandom("x"), "{plant}", TABLES)).toThrow(
      'No word table "plant"',
    );
  });
});

describe("templateSlots and templateFillings", () => {
  it("lists the slots and counts the fillings with distinct entries per table", () => {
    expect(templateSlots("{a} and {^b} or {a}")).toEqual(["a", "b", "a"]);
    expect(templateFillings("{colour} {animal}", TABLES)).toBe(6);
    expect(templateFillings("{colour} {colour} {colour}", TABLES)).toBe(6);
    expect(templateFillings("{animal} {animal} {animal}", TABLES)).toBe(0);
  });
});

describe("drawValues", () => {
  it("redraws repeated texts with unique, and keeps them without", () => {
    const random = seededRandom("draw values");
    const draw = () => ({ text: String(random.int(1, 5)) });
    const distinct = drawValues(5, true, draw).map((v) => v.text);
    expect([...distinct].sort()).toEqual(["1", "2", "3", "4", "5"]);
    expect(drawValues(40, false, draw)).toHaveLength(40);
  });

  it("throws instead of looping forever when too few texts exist", () => {
    expect(() => drawValues(3, true, () => ({ text: "same" }))).toThrow(
      "Could not draw 3 different values",
    );
  });
});
