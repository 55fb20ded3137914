import { expect, it } from "vitest";

import words from "../../data/ship-name-words";
import shipName from "./ship-name";
import { describeNameGenerator, expectCleanLists } from "../../testing/name-generators";

describeNameGenerator(shipName, {
  field: "kind",
  label: /Kind of ship/,
  choices: ["sailing", "starship"],
  seed: 20_261_129,
  matches({ text, data }, kind) {
    expect(data?.kind).toBe(kind);
    const [first] = data?.words as string[];
    if (kind === "starship") expect(words.registries).toContain(first);
    else expect(text).not.toMatch(/^[A-Z]{3} /);
  },
});

it("has clean word lists", () => {
  expectCleanLists(words);
});
