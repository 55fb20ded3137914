import { expect, it } from "vitest";

import twists from "../../data/plot-twists";
import { TWIST_KINDS } from "../../shared/writing-kinds";
import { describeListGenerator } from "../../testing/list-suite";
import plotTwist from "./plot-twist";

describeListGenerator(plotTwist, {
  entries: twists,
  entryOf: (value, all) => all.find((t) => t.twist === value.text),
  filters: [
    {
      name: "kind",
      keeps: (t, kind) => kind === "any" || t.kind === kind,
    },
  ],
});

it("holds 25 different twists of each kind", () => {
  expect(new Set(twists.map((t) => t.twist)).size).toBe(twists.length);
  for (const kind of TWIST_KINDS) expect(twists.filter((t) => t.kind === kind)).toHaveLength(25);
});
