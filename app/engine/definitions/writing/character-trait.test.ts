import { expect, it } from "vitest";

import traits from "../../data/character-traits";
import { TRAIT_KINDS } from "../../shared/writing-kinds";
import { describeListGenerator } from "../../testing/list-suite";
import characterTrait from "./character-trait";

describeListGenerator(characterTrait, {
  entries: traits,
  entryOf: (value, all) => all.find((t) => t.trait === value.text),
  filters: [
    {
      name: "kind",
      keeps: (t, kind) => kind === "any" || t.kind === kind,
    },
  ],
});

it("sorts each trait into one kind only, with at least 80 of each", () => {
  expect(new Set(traits.map((t) => t.trait)).size).toBe(traits.length);
  for (const kind of TRAIT_KINDS)
    expect(traits.filter((t) => t.kind === kind).length).toBeGreaterThanOrEqual(80);
  for (const t of traits) expect(t.trait).toMatch(/^[a-z]+(-[a-z]+)*$/);
});
