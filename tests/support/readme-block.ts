import { readFileSync, writeFileSync } from "node:fs";

import { expect, test } from "vitest";

// Test helper: what the README states of a module (its limits, the generators of a kind) is a
// block generated from that module between two markers. `npm run readme:update` writes it; these
// tests fail when it drifts.

const README_URL = new URL("../../README.md", import.meta.url);
const formatted = (limit: number) => limit.toLocaleString("en-US");

/** The README, where the block `<!-- {marker}:start/end -->` stands, and its text now. */
function readmeBlock(marker: string) {
  const open = `<!-- ${marker}:start -->`;
  const close = `<!-- ${marker}:end -->`;
  const readme = readFileSync(README_URL, "utf8");
  const from = readme.indexOf(open);
  const to = readme.indexOf(close) + close.length;
  expect(from, `README.md needs ${open} … ${close}`).toBeGreaterThan(-1);
  return { readme, from, to, current: readme.slice(from, to), open, close };
}

/**
 * Checks the README's generated block `marker` holds `content` (and writes it under `command`,
 * which sets UPDATE_README). Call it inside a test.
 */
export function expectReadmeBlock(
  marker: string,
  content: string,
  command = "npm run readme:update",
): void {
  const { readme, current, open, close } = readmeBlock(marker);
  const wanted = `${open}\n${content}\n${close}`;
  if (process.env.UPDATE_README === "1" && !process.env.CI) {
    writeFileSync(README_URL, readme.replace(current, wanted));
    return;
  }
  expect(current, `run \`${command}\``).toBe(wanted);
}

/** Registers the tests of one README limits table, marked `<!-- {marker}:start/end -->`. */
export function testReadmeLimits(
  feature: string,
  marker: string,
  limits: readonly { what: string; limit: number }[],
): void {
  function limitsTable(): string {
    const rows = limits.map(({ what, limit }) => `| ${what} | ${formatted(limit)} |`);
    return ["| limit | at most |", "| --- | ---: |", ...rows].join("\n");
  }

  test(`the README's ${feature} limits are the module's`, () => {
    expectReadmeBlock(marker, limitsTable());
  });

  test(`the README states each ${feature} limit once: nowhere else in the section`, () => {
    const { readme, from, to } = readmeBlock(marker);
    const start = readme.lastIndexOf("\n## ", from);
    const end = readme.indexOf("\n## ", to);
    const rest = readme.slice(start, from) + readme.slice(to, end);
    for (const { limit } of limits) {
      expect(rest, `the section repeats ${formatted(limit)}`).not.toContain(formatted(limit));
    }
  });
}
