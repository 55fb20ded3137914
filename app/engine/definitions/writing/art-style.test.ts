import { expect, it } from "vitest";

import styles from "../../data/art-styles";
import { describeListGenerator } from "../../testing/list-suite";
import artStyle from "./art-style";

describeListGenerator(artStyle, {
  entries: styles,
  entryOf: (value, all) => all.find((s) => s.style === value.data?.style),
  filters: [
    {
      name: "kind",
      keeps: (s, kind) => kind === "any" || s.kind === kind,
    },
  ],
});

it("names each style once, with a description", () => {
  expect(new Set(styles.map((s) => s.style)).size).toBe(styles.length);
  for (const s of styles) expect(s.description.length, s.style).toBeGreaterThan(20);
});
