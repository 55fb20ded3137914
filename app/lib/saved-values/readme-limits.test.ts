import { readFileSync, writeFileSync } from "node:fs";

import { expect, test } from "vitest";

import { NOTE_LIMITS } from "./note";

// The README's "Saved values" section states the limits once, as a table made from the note
// module: `npm run readme:update` writes it, and these tests fail when it drifts.

const README_URL = new URL("../../../README.md", import.meta.url);
const MARKERS = ["<!-- saved-values-limits:start -->", "<!-- saved-values-limits:end -->"] as const;
const formatted = (limit: number) => limit.toLocaleString("en-US");

function limitsTable(): string {
  const rows = NOTE_LIMITS.map(({ what, limit }) => `| ${what} | ${formatted(limit)} |`);
  return ["| limit | at most |", "| --- | ---: |", ...rows].join("\n");
}

/** The README, the generated block as it stands, and the block as the note module has it. */
function readmeBlock() {
  const readme = readFileSync(README_URL, "utf8");
  const [open, close] = MARKERS;
  const from = readme.indexOf(open);
  const to = readme.indexOf(close) + close.length;
  expect(from, `README.md needs ${open} … ${close}`).toBeGreaterThan(-1);
  return {
    readme,
    from,
    to,
    current: readme.slice(from, to),
    wanted: `${open}\n${limitsTable()}\n${close}`,
  };
}

test("the README's saved-values limits are the note module's", () => {
  const { readme, current, wanted } = readmeBlock();
  if (process.env.UPDATE_README === "1" && !process.env.CI) {
    writeFileSync(README_URL, readme.replace(current, wanted));
    return;
  }
  expect(current, "run `npm run readme:update`").toBe(wanted);
});

test("the README states each saved-values limit once: nowhere else in the section", () => {
  const { readme, from, to } = readmeBlock();
  const start = readme.lastIndexOf("\n## ", from);
  const end = readme.indexOf("\n## ", to);
  const rest = readme.slice(start, from) + readme.slice(to, end);
  for (const { limit } of NOTE_LIMITS) {
    expect(rest, `the section repeats ${formatted(limit)}`).not.toContain(formatted(limit));
  }
});
