import { expect, it } from "vitest";

import groups from "../../data/anagram-groups";
import { describeListGenerator } from "../../testing/list-suite";
import anagramWords from "./anagram-words";

const keeps = (g: readonly string[], length: string) => {
  const n = g[0]?.length ?? 0;
  if (length === "short") return n <= 4;
  if (length === "medium") return n >= 5 && n <= 6;
  if (length === "long") return n >= 7;
  return true;
};

describeListGenerator(anagramWords, {
  entries: groups,
  entryOf: (value, all) => all.find((g) => g.join() === String(value.data?.words)),
  filters: [{ name: "length", keeps }],
});

it("holds only sets of different words with exactly the same letters", () => {
  const sorted = (w: string) => [...w].sort().join("");
  for (const g of groups) {
    expect(g.length).toBeGreaterThanOrEqual(2);
    expect(new Set(g).size).toBe(g.length);
    for (const w of g) expect(sorted(w), g.join()).toBe(sorted(g[0] ?? ""));
  }
});
