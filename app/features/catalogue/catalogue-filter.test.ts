import { describe, expect, it } from "vitest";

import { GENERATOR_SUMMARIES, getGeneratorSummary } from "~/engine/generator-summaries";
import { generatorsByTitle } from "~/engine/listing";

import { allGeneratorsData } from "./all-generators.server";
import { CATALOGUE as entries, SEARCH_TEXTS } from "./catalogue-data";
import { filterCatalogue } from "./catalogue-filter";

const ids = (query: string) => filterCatalogue(entries, query, SEARCH_TEXTS).map((e) => e.id);

describe("the /all filter", () => {
  it("keeps every generator, in order, for an empty or blank query", () => {
    expect(filterCatalogue(entries, "", SEARCH_TEXTS)).toBe(entries);
    expect(ids("   ")).toEqual(entries.map((entry) => entry.id));
  });

  it("matches title, category, description and keywords, whatever the case and accents", () => {
    const password = getGeneratorSummary("password-generator")!;
    expect(ids("PASSWORD")).toContain("password-generator");
    expect(ids("pässwörd")).toContain("password-generator");
    // Every word must match somewhere: a second word that matches nothing drops it.
    expect(ids("password zzzqqq")).toEqual([]);
    // A keyword alone finds it, and so does a word only in its description.
    expect(ids(password.keywords[0]!)).toContain("password-generator");
    const elsewhere = [password.title, ...password.keywords].join(" ").toLowerCase();
    const descriptionOnly = password.description
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length > 4 && !elsewhere.includes(word));
    expect(descriptionOnly.length).toBeGreaterThan(0);
    expect(ids(descriptionOnly[0]!)).toContain("password-generator");
  });

  it("matches titles alone until the search texts have arrived", () => {
    const byTitle = filterCatalogue(entries, "coin", null).map((e) => e.id);
    expect(byTitle).toContain("coin-flip");
    expect(filterCatalogue(entries, "coin", null).every((e) => /coin/i.test(e.title))).toBe(true);
  });
});

describe("/all's data", () => {
  it("lists every generator by title, each with a search text", () => {
    expect(entries.map((e) => e.id)).toEqual(
      generatorsByTitle(GENERATOR_SUMMARIES).map((g) => g.id),
    );
    expect([...SEARCH_TEXTS.keys()].sort()).toEqual(entries.map((e) => e.id).sort());
  });

  it("holds the filter, the order and the count, not the list or its texts", () => {
    const data = allGeneratorsData(new URL("https://example.test/all?q=dice&view=az"));
    expect(data).toEqual({ query: "dice", view: "az", count: entries.length });
    expect(allGeneratorsData(new URL("https://example.test/all?view=x")).view).toBe("categories");
  });
});
