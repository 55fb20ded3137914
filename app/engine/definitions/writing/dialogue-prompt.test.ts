import { expect, it } from "vitest";

import lines from "../../data/dialogue-prompts";
import { describeListGenerator } from "../../testing/list-suite";
import dialoguePrompt from "./dialogue-prompt";

describeListGenerator(dialoguePrompt, {
  entries: lines,
  entryOf: (value, all) => all.find((d) => d.line === value.text),
  filters: [
    {
      name: "tone",
      keeps: (d, tone) => tone === "any" || d.tone === tone,
    },
  ],
});

it("holds each line once, in quotation marks", () => {
  expect(new Set(lines.map((d) => d.line)).size).toBe(lines.length);
  for (const d of lines) expect(d.line).toMatch(/^".+"$/);
});
