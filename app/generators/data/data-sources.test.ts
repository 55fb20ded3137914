import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { DATA_DIR, dataSources, renderDataModule } from "../../../build-tools/data-sources";

// Each list cut from a package is what its source gives today: run `npm run data:update` when
// this fails (a package update, a changed trim), and check the diff.
const sources = await dataSources();

describe.each(sources.map((source) => [source.name, source] as const))(
  "the %s list",
  (name, source) => {
    // Formatting a list of thousands of entries takes seconds, more on a busy machine.
    it("is the one its package gives", { timeout: 30_000 }, async () => {
      const written = readFileSync(join(DATA_DIR, `${name}.ts`), "utf8");
      expect(written).toBe(await renderDataModule(source));
    });

    it("is recorded in SOURCES.md with its package and licence", () => {
      const sourcesMd = readFileSync(join(DATA_DIR, "SOURCES.md"), "utf8");
      expect(sourcesMd).toContain(source.package);
      expect(sourcesMd).toContain(source.licence);
    });
  },
);
