import { expect, it } from "vitest";

import prompts from "../../data/journal-prompts";
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

it("holds each prompt once", () => {
  expect(new Set(prompts.map((p) => p.prompt)).size).toBe(prompts.length);
});
