import { describe, expect, it } from "vitest";

import { splitList } from "./fields";

describe("splitList", () => {
  it("splits on newlines when there are several lines, keeping commas inside entries", () => {
    expect(splitList("Smith, Ann\nJones, Bob\r\nLee")).toEqual({
      items: ["Smith, Ann", "Jones, Bob", "Lee"],
      notes: [],
    });
  });

  it("splits a single line on commas and trims every entry", () => {
    expect(splitList(" red,green ,  blue ")).toEqual({
      items: ["red", "green", "blue"],
      notes: [],
    });
  });

  it("drops blank entries and says how many", () => {
    expect(splitList("a\n\nb\n   \n")).toEqual({
      items: ["a", "b"],
      notes: ["Ignored 3 blank entries."],
    });
    expect(splitList("a,,b")).toEqual({ items: ["a", "b"], notes: ["Ignored 1 blank entry."] });
  });

  it("keeps repeated entries once and says how many it removed", () => {
    expect(splitList("Ana\nBen\nAna\n Ben \nAna")).toEqual({
      items: ["Ana", "Ben"],
      notes: ["Removed 3 duplicate entries."],
    });
    expect(splitList("x,y,x")).toEqual({
      items: ["x", "y"],
      notes: ["Removed 1 duplicate entry."],
    });
  });

  it("keeps repeats when asked to", () => {
    expect(splitList("x,y,x", { keepDuplicates: true })).toEqual({
      items: ["x", "y", "x"],
      notes: [],
    });
  });

  it("reports blanks before duplicates", () => {
    expect(splitList("a\n\na").notes).toEqual([
      "Ignored 1 blank entry.",
      "Removed 1 duplicate entry.",
    ]);
  });

  it("gives no entries and no notes for an empty or blank list", () => {
    expect(splitList("")).toEqual({ items: [], notes: [] });
    expect(splitList("\n  \n")).toEqual({ items: [], notes: [] });
  });

  it("cuts a list longer than maxItems and says so", () => {
    expect(splitList("1,2,3,4,5", { maxItems: 3 })).toEqual({
      items: ["1", "2", "3"],
      notes: ["Used the first 3 of 5 entries: that is the most a list can hold."],
    });
    const long = Array.from({ length: 12_345 }, (_, i) => `n${i}`).join("\n");
    const cut = splitList(long);
    expect(cut.items).toHaveLength(10_000);
    expect(cut.items.at(-1)).toBe("n9999");
    expect(cut.notes).toEqual([
      "Used the first 10,000 of 12,345 entries: that is the most a list can hold.",
    ]);
  });

  it("counts the cap after removing duplicates", () => {
    expect(splitList("a,a,b,c", { maxItems: 3 })).toEqual({
      items: ["a", "b", "c"],
      notes: ["Removed 1 duplicate entry."],
    });
  });
});
