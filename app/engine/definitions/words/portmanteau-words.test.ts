import { expect, it } from "vitest";

import blends from "../../data/portmanteaus";
import { describeListGenerator } from "../../testing/list-suite";
import portmanteauWords from "./portmanteau-words";

describeListGenerator(portmanteauWords, {
  entries: blends,
  entryOf: (value, all) => all.find((p) => p.word === value.data?.word),
  filters: [
    {
      name: "kind",
      keeps: (p, kind) => kind === "any" || p.kind === kind,
    },
  ],
});

it("lists each blend once, made from two words that share its first or last letter", () => {
  expect(new Set(blends.map((p) => p.word)).size).toBe(blends.length);
  for (const { word, from } of blends) {
    const [a, b] = from;
    expect(a.length && b.length, word).toBeTruthy();
    expect(word[0]?.toLowerCase() === a[0]?.toLowerCase() || word.endsWith(b.slice(-1)), word).toBe(
      true,
    );
  }
});
