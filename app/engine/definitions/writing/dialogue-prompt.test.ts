import { expect, it } from "vitest";

import lines from "../../data/dialogue-prompts";
import { DIALOGUE_TONES } from "../../shared/writing-kinds";
import { describeListGenerator } from "../../testing/list-checks";
import dialoguePrompt from "./dialogue-prompt";

describeListGenerator(dialoguePrompt, {
  category: "writing",
  entries: lines,
  entryOf: (value, all) => all.find((d) => d.line === value.text),
  filter: {
    name: "tone",
    choices: ["any", ...DIALOGUE_TONES],
    keeps: (d, tone) => tone === "any" || d.tone === tone,
  },
  seed: 17_114,
});

it("holds 20 different quoted lines per tone", () => {
  expect(new Set(lines.map((d) => d.line)).size).toBe(lines.length);
  for (const tone of DIALOGUE_TONES) expect(lines.filter((d) => d.tone === tone)).toHaveLength(20);
  for (const d of lines) expect(d.line).toMatch(/^".+"$/);
});
