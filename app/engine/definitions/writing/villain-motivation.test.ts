import { expect, it } from "vitest";

import motivations from "../../data/villain-motivations";
import { VILLAIN_KINDS } from "../../shared/writing-kinds";
import { describeListGenerator } from "../../testing/list-checks";
import villainMotivation from "./villain-motivation";

describeListGenerator(villainMotivation, {
  category: "writing",
  entries: motivations,
  entryOf: (value, all) => all.find((v) => v.motivation === value.text),
  filter: {
    name: "kind",
    choices: ["any", ...VILLAIN_KINDS],
    keeps: (v, kind) => kind === "any" || v.kind === kind,
  },
  seed: 17_112,
});

it("holds 20 different motivations of each kind", () => {
  expect(new Set(motivations.map((v) => v.motivation)).size).toBe(motivations.length);
  for (const kind of VILLAIN_KINDS)
    expect(motivations.filter((v) => v.kind === kind)).toHaveLength(20);
});
