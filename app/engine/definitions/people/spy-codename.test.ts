import { expect, it } from "vitest";

import words from "../../data/spy-codename-words";
import spyCodename from "./spy-codename";
import { describeNameGenerator, expectCleanLists } from "../../testing/name-generators";

describeNameGenerator(spyCodename, {
  field: "style",
  label: /Style/,
  choices: ["any", "agent", "operation"],
  seed: 20_261_137,
  matches({ text, data }, style) {
    const [adjective, noun] = data?.words as string[];
    expect(words.adjectives).toContain(adjective);
    if (data?.style === "Operation") {
      expect(style).not.toBe("agent");
      expect(text).toBe(`Operation ${adjective} ${noun}`);
    } else {
      expect(style).not.toBe("operation");
      expect(words.animals).toContain(noun);
      expect(text).toBe(text.toUpperCase());
    }
  },
});

it("has clean word lists", () => {
  expectCleanLists(words);
});
