import { describe, expect, it } from "vitest";

import { seededRandom } from "../core/random";
import {
  combinationsProblem,
  drawCombinations,
  drawNames,
  templateCount,
  type Template,
} from "./combinations";
import { CHI_SQUARE_LIMIT, chiSquare } from "../testing/harness";

const TEMPLATES: Template[] = [
  {
    style: "pair",
    lists: [
      ["a", "b"],
      ["x", "y", "z"],
    ],
    render: ([p, q]) => `${p}${q}`,
  },
  { style: "single", lists: [["solo"]], render: ([w]) => String(w) },
];

describe("combinations", () => {
  it("counts the union of the templates' products", () => {
    expect(templateCount(TEMPLATES)).toBe(7);
  });

  it("draws every name exactly once when asked for all of them", () => {
    const names = drawCombinations(seededRandom("all"), TEMPLATES, 7, true).map((c) => c.text);
    expect([...names].sort()).toEqual(["ax", "ay", "az", "bx", "by", "bz", "solo"]);
  });

  it("draws each name equally often (chi-square, 1-in-a-million false failure)", () => {
    const random = seededRandom("uniform");
    const counts = new Map<string, number>();
    const runs = 7_000;
    for (const c of drawCombinations(random, TEMPLATES, runs, false)) {
      counts.set(c.text, (counts.get(c.text) ?? 0) + 1);
    }
    expect(counts.size).toBe(7);
    expect(chiSquare([...counts.values()], runs / 7)).toBeLessThan(CHI_SQUARE_LIMIT[6]);
  });

  it("refuses more different names than exist, naming How many", () => {
    expect(combinationsProblem(7, 8, true, "names")).toEqual({
      field: "count",
      message:
        "Can't make 8 different names: there are only 7. Lower How many or turn off No repeats.",
    });
    expect(combinationsProblem(7, 8, false, "names")).toBeNull();
    expect(combinationsProblem(7, 7, true, "names")).toBeNull();
  });
});

describe("drawNames", () => {
  it("gives every name once, with a note, when asked for more than exist", () => {
    const { names, notes } = drawNames(seededRandom("cap"), TEMPLATES, 10, true, "names");
    expect(names).toHaveLength(7);
    expect(notes).toEqual(["Only 7 names exist in the list, so you get all 7."]);
    expect(drawNames(seededRandom("cap"), TEMPLATES, 10, false, "names").names).toHaveLength(10);
  });
});
