import { describe, expect, it } from "vitest";

import { seededRandom } from "~/engine/core/random";

import { reorderedEntries, withoutWinner } from "./wheel-entry-edits";

describe("reorderedEntries", () => {
  it("sorts A to Z as people read names: case and accents aside, numbers by value", () => {
    expect(reorderedEntries("zoe\nÉmile\nAdam\n\nTable 10\nTable 9\nemma", "sort")).toBe(
      "Adam\nÉmile\nemma\nTable 9\nTable 10\nzoe",
    );
  });

  it("keeps each line whole, its weight included", () => {
    expect(reorderedEntries("Pizza, 3\nBurgers\n  Salad, 0.5  ", "sort")).toBe(
      "Burgers\nPizza, 3\n  Salad, 0.5  ",
    );
  });

  it("shuffles into another order of the same lines, blank lines dropped", () => {
    const names = Array.from({ length: 10 }, (_, i) => `Name ${i + 1}`);
    const shuffled = reorderedEntries(`${names.join("\n")}\n\n`, "shuffle", seededRandom("wheel"));
    expect([...shuffled.split("\n")].sort()).toEqual([...names].sort());
    // A fixed seed: the same order every run, and not the one typed.
    expect(shuffled.split("\n")).not.toEqual(names);
    expect(reorderedEntries(names.join("\n"), "shuffle", seededRandom("wheel"))).toBe(shuffled);
  });
});

describe("withoutWinner", () => {
  it("takes the winning slice's own line, or else the first line with its name", () => {
    expect(withoutWinner("Ann\nBo\nAnn", { name: "Ann", slice: 3 })).toBe("Ann\nBo");
    expect(withoutWinner("Ann\nBo", { name: "Bo", slice: 1 })).toBe("Ann");
    expect(withoutWinner("Ann\nBo", { name: "Cy", slice: 1 })).toBeNull();
  });
});
