import { expect, it } from "vitest";

import twists from "../../data/plot-twists";
import { TWIST_KINDS } from "../../shared/writing-kinds";
import { describeListGenerator } from "../../testing/list-checks";
import plotTwist from "./plot-twist";

describeListGenerator(plotTwist, {
  category: "writing",
  entries: twists,
  entryOf: (value, all) => all.find((t) => t.twist === value.text),
  filter: {
    name: "kind",
    choices: ["any", ...TWIST_KINDS],
    keeps: (t, kind) => kind === "any" || t.kind === kind,
  },
  seed: 17_102,
});

it("holds 25 different twists of each kind", () => {
  expect(new Set(twists.map((t) => t.twist)).size).toBe(twists.length);
  for (const kind of TWIST_KINDS) expect(twists.filter((t) => t.kind === kind)).toHaveLength(25);
});
