import { test } from "vitest";

import { expectReadmeBlock } from "../../tests/support/readme-block";

import { GENERATOR_INDEX } from "./catalogue";
import { generatorsByCategory } from "./listing";

/**
 * The README's count of generators per category is generated from the registry, never typed
 * (counts and a pointer to /all, not every id): `npm run generators:update` rewrites it, and this
 * test fails when it is out of date.
 */
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
  expectReadmeBlock("generators", catalogueTable(), "npm run generators:update");
});
