import { expect, it } from "vitest";

import lines from "../../data/dialogue-prompts";
import { DIALOGUE_TONES } from "../../shared/writing-kinds";
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

it("holds 20 different quoted lines per tone", () => {
  expect(new Set(lines.map((d) => d.line)).size).toBe(lines.length);
  for (const tone of DIALOGUE_TONES) expect(lines.filter((d) => d.tone === tone)).toHaveLength(20);
  for (const d of lines) expect(d.line).toMatch(/^".+"$/);
});
