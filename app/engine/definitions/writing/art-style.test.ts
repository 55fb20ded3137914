import { expect, it } from "vitest";

import styles from "../../data/art-styles";
import { describeListGenerator } from "../../testing/list-checks";
import artStyle from "./art-style";

describeListGenerator(artStyle, {
  category: "writing",
  entries: styles,
  entryOf: (value, all) => all.find((s) => s.style === value.data?.style),
  filter: {
    name: "kind",
    choices: ["any", "movement", "technique"],
    keeps: (s, kind) => kind === "any" || s.kind === kind,
  },
  seed: 17_117,
});

it("names each style once, with a description", () => {
  expect(new Set(styles.map((s) => s.style)).size).toBe(styles.length);
  for (const s of styles) expect(s.description.length, s.style).toBeGreaterThan(20);
});
