import { describe, expect, it } from "vitest";

import { getGeneratorSummary } from "~/engine/generator-summaries";

import { allGeneratorsData } from "./all-generators.server";
import {
  filterCatalogue,
  packCatalogue,
  packSearchTexts,
  unpackCatalogue,
  unpackSearchTexts,
} from "./catalogue-filter";
import { SEARCH_TEXTS } from "./search-texts";

const { catalogue } = allGeneratorsData(new URL("https://example.test/all"));
const entries = unpackCatalogue(catalogue);
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
  it("packs the whole catalogue into one string and unpacks it unchanged, in order", () => {
    expect(entries).toHaveLength(SEARCH_TEXTS.size);
    expect(packCatalogue(entries)).toBe(catalogue);
    expect(unpackCatalogue(packCatalogue([]))).toEqual([]);
    // A generator without an icon comes back without one.
    const plain = { ...entries[0]!, iconText: undefined };
    expect(unpackCatalogue(packCatalogue([plain]))).toEqual([plain]);
  });

  it("holds no search text unless the page arrives filtered, and then the same texts", () => {
    expect(allGeneratorsData(new URL("https://example.test/all")).searchTexts).toBeNull();
    const filtered = allGeneratorsData(new URL("https://example.test/all?q=dice"));
    expect(filtered.searchTexts).not.toBeNull();
    expect(unpackSearchTexts(entries, filtered.searchTexts!)).toEqual(SEARCH_TEXTS);
    expect(packSearchTexts(entries, SEARCH_TEXTS)).toBe(filtered.searchTexts);
  });
});
