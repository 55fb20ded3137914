import { expect, it } from "vitest";

import motivations from "../../data/villain-motivations";
import { VILLAIN_KINDS } from "../../shared/writing-kinds";
import { describeListGenerator } from "../../testing/list-suite";
import villainMotivation from "./villain-motivation";

describeListGenerator(villainMotivation, {
  entries: motivations,
  entryOf: (value, all) => all.find((v) => v.motivation === value.text),
  filters: [
    {
      name: "kind",
      keeps: (v, kind) => kind === "any" || v.kind === kind,
    },
  ],
});

it("holds 20 different motivations of each kind", () => {
  expect(new Set(motivations.map((v) => v.motivation)).size).toBe(motivations.length);
  for (const kind of VILLAIN_KINDS)
    expect(motivations.filter((v) => v.kind === kind)).toHaveLength(20);
});
