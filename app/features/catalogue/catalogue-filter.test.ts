import { describe, expect, it } from "vitest";

import { CATEGORIES } from "~/engine/categories";
import { GENERATOR_SUMMARIES, getGeneratorSummary } from "~/engine/generator-summaries";

import {
  catalogueEntry,
  filterCatalogue,
  packCatalogue,
  unpackCatalogue,
} from "./catalogue-filter";

const titleOf = new Map(CATEGORIES.map((c) => [c.id, c.title]));
const entries = GENERATOR_SUMMARIES.map((g) => catalogueEntry(g, titleOf.get(g.category) ?? ""));
const ids = (query: string) => filterCatalogue(entries, query).map((entry) => entry.id);

describe("the /all filter", () => {
  it("keeps every generator, in order, for an empty or blank query", () => {
    expect(filterCatalogue(entries, "")).toBe(entries);
    expect(ids("   ")).toEqual(entries.map((entry) => entry.id));
  });

  it("matches title, category, description and keywords, whatever the case and accents", () => {
    const password = getGeneratorSummary("password-generator")!;
    expect(ids("PASSWORD")).toContain("password-generator");
    expect(ids("pässwörd")).toContain("password-generator");
    // Every word must match somewhere: a second word that matches nothing drops it.
    expect(ids("password zzzqqq")).toEqual([]);
    // A keyword alone, and the category's title alone, find it too.
    expect(ids(password.keywords[0]!)).toContain("password-generator");
    const category = titleOf.get(password.category)!;
    expect(ids(category)).toContain("password-generator");
    // A word only in the description finds it.
    const elsewhere = [password.title, category, ...password.keywords].join(" ").toLowerCase();
    const descriptionOnly = password.description
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length > 4 && !elsewhere.includes(word));
    expect(descriptionOnly.length).toBeGreaterThan(0);
    expect(ids(descriptionOnly[0]!)).toContain("password-generator");
  });

  it("sends the page each generator's card fields and one folded search text", () => {
    const entry = entries.find((e) => e.id === "coin-flip")!;
    expect(Object.keys(entry).sort()).toEqual([
      "category",
      "iconText",
      "id",
      "searchText",
      "title",
    ]);
    expect(entry.searchText).toBe(entry.searchText.toLowerCase());
    expect(entry.searchText).toContain("coin flip");
  });

  it("packs the whole catalogue into one string and unpacks it unchanged, in order", () => {
    const packed = packCatalogue(entries);
    expect(typeof packed).toBe("string");
    expect(unpackCatalogue(packed)).toEqual(entries);
    expect(unpackCatalogue(packCatalogue([]))).toEqual([]);
    // A generator without an icon comes back without one.
    const plain = { ...entries[0]!, iconText: undefined };
    expect(unpackCatalogue(packCatalogue([plain]))).toEqual([plain]);
  });
});
