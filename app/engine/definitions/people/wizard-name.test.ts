import { expect, it } from "vitest";

import words from "../../data/wizard-name-words";
import wizardName from "./wizard-name";
import { describeNameGenerator, expectCleanLists } from "../../testing/name-generators";

describeNameGenerator(wizardName, {
  field: "style",
  label: /Style/,
  choices: ["any", "epithet", "home"],
  seed: 20_261_138,
  matches({ text, data }, style) {
    const [start, end, last] = data?.words as string[];
    expect(words.starts).toContain(start);
    expect(words.ends).toContain(end);
    if (data?.style === "Name the Epithet") {
      expect(style).not.toBe("home");
      expect(text).toBe(`${start}${end} ${last}`);
    } else {
      expect(style).not.toBe("epithet");
      expect(text).toBe(`${start}${end} of ${last}`);
    }
  },
});

it("spells every syllable pair differently", () => {
  expectCleanLists(words);
  const names = words.starts.flatMap((s) => words.ends.map((e) => `${s}${e}`));
  expect(new Set(names).size).toBe(names.length);
});
