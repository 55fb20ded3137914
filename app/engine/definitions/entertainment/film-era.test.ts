import { expect, it } from "vitest";

import eras from "../../data/film-eras";
import { describeListGenerator } from "../../testing/list-suite";
import filmEra from "./film-era";

describeListGenerator(filmEra, {
  entries: eras,
  entryOf: (value, all) => all.find((e) => e.era === value.data?.era),
  filters: [
    {
      name: "period",
      keeps: (e, period) =>
        period === "any" ||
        (period === "early"
          ? e.from < 1945
          : period === "middle"
            ? e.from >= 1945 && e.from <= 1979
            : e.from >= 1980),
    },
  ],
});

it("names each era once, with years that run forwards within film history", () => {
  expect(new Set(eras.map((e) => e.era)).size).toBe(eras.length);
  for (const e of eras) {
    expect(e.from, e.era).toBeGreaterThanOrEqual(1895);
    if (e.to !== null) expect(e.to, e.era).toBeGreaterThan(e.from);
  }
});
