import { expect, it } from "vitest";

import words from "../../data/team-name-words";
import teamName from "./team-name";
import { describeNameGenerator, expectCleanLists } from "../../testing/name-generators";
import { generatorHarness } from "../../testing/harness";

describeNameGenerator(teamName, {
  field: "style",
  label: /Style/,
  choices: ["any", "adjective", "place"],
  seed: 20_261_126,
  matches({ text, data }, choice) {
    const [first, mascot] = data?.words as string[];
    expect(words.mascots).toContain(mascot);
    expect(text).toBe(`${first} ${mascot}`);
    if (choice === "adjective") expect(words.adjectives).toContain(first);
    if (choice === "place") expect(words.places).toContain(first);
  },
});

it("makes alliterative names when asked", async () => {
  const { run } = generatorHarness([teamName], { seed: "alliteration", now: 0 });
  const result = await run("team-name", { alliterate: true, count: 40 });
  for (const { data } of result.values) {
    const [first, mascot] = data?.words as string[];
    expect(first?.[0]).toBe(mascot?.[0]);
  }
});

it("has clean word lists", () => {
  expectCleanLists(words);
});
