import { expect, it } from "vitest";

import nouns from "../../data/collective-nouns";
import { describeListGenerator } from "../../testing/list-suite";
import collectiveNouns from "./collective-nouns";

describeListGenerator(collectiveNouns, {
  entries: nouns,
  entryOf: (value, all) => all.find((n) => `a ${n.term} of ${n.animals}` === value.text),
  filters: [
    {
      name: "kind",
      keeps: (n, kind) => kind === "any" || n.kind === kind,
    },
  ],
});

it("lists each term for each animal once, in lower case", () => {
  const keys = nouns.map((n) => `${n.term} ${n.animals}`);
  expect(new Set(keys).size).toBe(keys.length);
  for (const n of nouns) expect(`${n.term} ${n.animals}`).toMatch(/^[a-z]+ [a-z ]+$/);
});
