import { expect, it } from "vitest";

import syllables from "../../data/fantasy-name-syllables";
import fantasyName from "./fantasy-name";
import { describeNameGenerator, expectCleanLists } from "../../testing/name-generators";

describeNameGenerator(fantasyName, {
  field: "people",
  label: /People/,
  choices: ["elf", "dwarf", "halfling", "orc"],
  seed: 20_261_132,
  matches({ text, data }, people) {
    expect(data?.people).toBe(people);
    const { starts, ends } = syllables[people as keyof typeof syllables];
    expect(starts).toContain(data?.start);
    expect(ends).toContain(data?.ending);
    expect(text).toBe(`${String(data?.start)}${String(data?.ending)}`);
  },
});

it("spells every pair of syllables differently, so No repeats means different names", () => {
  for (const [people, { starts, ends }] of Object.entries(syllables)) {
    expectCleanLists({ starts, ends });
    const names = starts.flatMap((s) => ends.map((e) => `${s}${e}`));
    expect(new Set(names).size, people).toBe(names.length);
  }
});
