import { expect, it } from "vitest";

import motivations from "../../data/villain-motivations";
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

it("holds each motivation once", () => {
  expect(new Set(motivations.map((v) => v.motivation)).size).toBe(motivations.length);
});
