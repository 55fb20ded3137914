import { expect, it } from "vitest";

import twists from "../../data/plot-twists";
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

it("holds each twist once", () => {
  expect(new Set(twists.map((t) => t.twist)).size).toBe(twists.length);
});
