import { expect, it } from "vitest";

import words from "../../data/superhero-name-words";
import superheroName from "./superhero-name";
import { describeNameGenerator, expectCleanLists } from "../../testing/name-generators";

describeNameGenerator(superheroName, {
  field: "side",
  label: /Side/,
  choices: ["hero", "villain"],
  seed: 20_261_127,
  matches({ text, data }, side) {
    expect(data?.side).toBe(side);
    const [first, second] = data?.words as string[];
    const hero = side === "hero";
    if (data?.style === "Title Power") {
      expect(hero ? words.heroTitles : words.villainTitles).toContain(first);
      expect(text).toBe(`${first} ${second}`);
    } else if (data?.style === "The Adjective Figure") {
      expect(hero ? words.heroFigures : words.villainFigures).toContain(second);
      expect(text).toBe(`The ${first} ${second}`);
    } else {
      expect(hero ? words.heroSuffixes : words.villainSuffixes).toContain(second);
      expect(text).toBe(`${first}${second}`);
    }
  },
});

it("has clean word lists", () => {
  expectCleanLists(words);
});
