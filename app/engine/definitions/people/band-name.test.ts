import { expect, it } from "vitest";

import words from "../../data/band-name-words";
import bandName from "./band-name";
import { describeNameGenerator, expectCleanLists } from "../../testing/name-generators";

const STYLES: Record<string, string> = {
  the: "The Adjective Nouns",
  pair: "Adjective Noun",
  of: "Nouns of the Place",
};

describeNameGenerator(bandName, {
  field: "style",
  label: /Shape/,
  choices: ["any", "the", "pair", "of"],
  seed: 20_261_125,
  matches({ text, data }, choice) {
    if (choice !== "any") expect(data?.style).toBe(STYLES[choice]);
    const [first, second] = data?.words as string[];
    if (data?.style === "The Adjective Nouns") {
      expect(words.adjectives).toContain(first);
      expect(words.plurals).toContain(second);
      expect(text).toBe(`The ${first} ${second}`);
    } else if (data?.style === "Adjective Noun") {
      expect(words.singulars).toContain(second);
    } else {
      expect(words.places).toContain(second);
      expect(text).toBe(`${first} of the ${second}`);
    }
  },
});

it("has clean word lists of useful size", () => {
  expectCleanLists(words);
  expect(words.adjectives.length * words.plurals.length).toBeGreaterThan(5_000);
});
