import { expect, it } from "vitest";

import words from "../../data/street-name-words";
import streetName from "./street-name";
import { describeNameGenerator, expectCleanLists } from "../../testing/name-generators";

describeNameGenerator(streetName, {
  field: "style",
  label: /Country style/,
  choices: ["us", "uk", "au"],
  seed: 20_261_140,
  matches({ text, data }, style) {
    expect(data?.style).toBe(style);
    expect(words.bases).toContain(data?.base);
    expect(words.suffixes[style as keyof typeof words.suffixes]).toContain(data?.suffix);
    expect(text).toBe(`${String(data?.base)} ${String(data?.suffix)}`);
  },
});

it("has clean word lists", () => {
  expectCleanLists({ bases: words.bases, ...words.suffixes });
});
