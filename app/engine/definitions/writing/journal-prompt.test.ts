import { expect, it } from "vitest";

import prompts from "../../data/journal-prompts";
import { JOURNAL_THEMES } from "../../shared/writing-kinds";
import { describeListGenerator } from "../../testing/list-suite";
import journalPrompt from "./journal-prompt";

describeListGenerator(journalPrompt, {
  entries: prompts,
  entryOf: (value, all) => all.find((p) => p.prompt === value.text),
  filters: [
    {
      name: "theme",
      keeps: (p, theme) => theme === "any" || p.theme === theme,
    },
  ],
});

it("holds 20 different prompts per theme", () => {
  expect(new Set(prompts.map((p) => p.prompt)).size).toBe(prompts.length);
  for (const theme of JOURNAL_THEMES)
    expect(prompts.filter((p) => p.theme === theme)).toHaveLength(20);
});
