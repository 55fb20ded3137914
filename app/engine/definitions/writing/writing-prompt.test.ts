import { expect, it } from "vitest";

import prompts from "../../data/writing-prompts";
import { PROMPT_GENRES } from "../../shared/writing-kinds";
import { describeListGenerator } from "../../testing/list-suite";
import writingPrompt from "./writing-prompt";

describeListGenerator(writingPrompt, {
  entries: prompts,
  entryOf: (value, all) => all.find((p) => p.prompt === value.text),
  filters: [
    {
      name: "genre",
      keeps: (p, genre) => genre === "any" || p.genre === genre,
    },
  ],
});

it("holds at least 15 different prompts per genre, each a full sentence", () => {
  expect(new Set(prompts.map((p) => p.prompt)).size).toBe(prompts.length);
  for (const genre of PROMPT_GENRES)
    expect(prompts.filter((p) => p.genre === genre).length, genre).toBeGreaterThanOrEqual(15);
  for (const p of prompts) expect(p.prompt, p.prompt).toMatch(/^[A-Z].*[.?!"]$/);
});
