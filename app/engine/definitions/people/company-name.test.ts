import { expect, it } from "vitest";

import words from "../../data/company-name-words";
import companyName from "./company-name";
import { describeNameGenerator, expectCleanLists } from "../../testing/name-generators";

const FORMS: Record<string, string[]> = {
  none: [""],
  us: ["Inc.", "LLC", "Corp."],
  uk: ["Ltd", "PLC", "LLP"],
  de: ["GmbH", "AG"],
  fr: ["SA", "SARL", "SAS"],
};

describeNameGenerator(companyName, {
  field: "legal",
  label: /Legal form/,
  choices: ["none", "us", "uk", "de", "fr", "any"],
  seed: 20_261_136,
  matches({ text, data }, legal) {
    const form = String(data?.legalForm);
    if (legal !== "any") expect(FORMS[legal]).toContain(form);
    expect(words.industries).toContain(data?.industry);
    expect(text).toBe(`${String(data?.brand)} ${String(data?.industry)}${form ? ` ${form}` : ""}`);
  },
});

it("has clean word lists whose brands never collide", () => {
  expectCleanLists(words);
  const brands = words.prefixes.flatMap((p) => words.suffixes.map((s) => `${p}${s}`));
  expect(new Set(brands).size).toBe(brands.length);
});
