import { readFileSync, writeFileSync } from "node:fs";

import { expect, test } from "vitest";

// Test helper: a feature's limits are stated in the README once, as a table generated from the
// feature's module between two markers. `npm run readme:update` writes it; these tests fail when
// it drifts or when the section repeats a limit by hand.

const README_URL = new URL("../../README.md", import.meta.url);
const formatted = (limit: number) => limit.toLocaleString("en-US");

/** Registers the tests of one README limits table, marked `<!-- {marker}:start/end -->`. */
export function testReadmeLimits(
  feature: string,
  marker: string,
  limits: readonly { what: string; limit: number }[],
): void {
  const open = `<!-- ${marker}:start -->`;
  const close = `<!-- ${marker}:end -->`;

  function limitsTable(): string {
    const rows = limits.map(({ what, limit }) => `| ${what} | ${formatted(limit)} |`);
    return ["| limit | at most |", "| --- | ---: |", ...rows].join("\n");
  }

  /** The README, the generated block as it stands, and the block as the module has it. */
  function readmeBlock() {
    const readme = readFileSync(README_URL, "utf8");
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

  test(`the README's ${feature} limits are the module's`, () => {
    const { readme, current, wanted } = readmeBlock();
    if (process.env.UPDATE_README === "1" && !process.env.CI) {
      writeFileSync(README_URL, readme.replace(current, wanted));
      return;
    }
    expect(current, "run `npm run readme:update`").toBe(wanted);
  });

  test(`the README states each ${feature} limit once: nowhere else in the section`, () => {
    const { readme, from, to } = readmeBlock();
    const start = readme.lastIndexOf("\n## ", from);
    const end = readme.indexOf("\n## ", to);
    const rest = readme.slice(start, from) + readme.slice(to, end);
    for (const { limit } of limits) {
      expect(rest, `the section repeats ${formatted(limit)}`).not.toContain(formatted(limit));
    }
  });
}
