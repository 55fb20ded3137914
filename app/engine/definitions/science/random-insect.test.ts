import { describe, expect, it } from "vitest";

import entries from "../../data/insect-species";
import randomInsect from "./random-insect";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(randomInsect, {
  entries,
  names: { minimum: 130, of: (e) => e.name },
  filters: [{ name: "order", keeps: (e, choice) => choice === "any" || e.order === choice }],
  entryOf: ({ text, data }) => {
    const entry = entries.find((e) => e.name === data?.name);
    return entry && text === `${entry.name} (${entry.scientificName})` ? entry : undefined;
  },
});

describe("the insect-species list", () => {
  it("writes scientific names as a capitalised genus and a lowercase species (or genus alone)", () => {
    for (const e of entries) expect(e.scientificName, e.name).toMatch(/^[A-Z][a-z]+( [a-z]+)?$/);
    expect(new Set(entries.map((e) => e.scientificName)).size).toBe(entries.length);
  });
});
