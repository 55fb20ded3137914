import { readFileSync, writeFileSync } from "node:fs";

import { expect, test } from "vitest";

import { GENERATOR_INDEX } from "./catalogue";
import { generatorsByCategory } from "./listing";

/**
 * The README's count of generators per category is generated from the registry, never typed
 * (counts and a pointer to /all, not every id): `npm run readme:update` rewrites it, and this
 * test fails when it is out of date.
 */
const README = new URL("../../README.md", import.meta.url);
const START = "<!-- generators:start -->";
const END = "<!-- generators:end -->";

function catalogueTable(): string {
  const groups = generatorsByCategory(GENERATOR_INDEX);
  const rows = groups.map(
    ({ category, generators }) => `| ${category.title} | ${generators.length} |`,
  );
  return [
    `${GENERATOR_INDEX.length} generators in ${groups.length} categories. The site lists every one at \`/all\` (each is served at \`/{id}\`, its reference at \`/docs/generators/{id}\`).`,
    "",
    "| category | generators |",
    "| --- | ---: |",
    ...rows,
  ].join("\n");
}

test("the README lists the generators per category as the registry has them", () => {
  const readme = readFileSync(README, "utf8");
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  expect(start, `README.md needs ${START} … ${END} markers`).toBeGreaterThan(-1);
  const expected = `${START}\n${catalogueTable()}\n${END}`;
  const actual = readme.slice(start, end + END.length);
  if (process.env.UPDATE_README === "1" && !process.env.CI) {
    writeFileSync(README, readme.replace(actual, expected));
    return;
  }
  expect(actual, "run `npm run readme:update`").toBe(expected);
});
