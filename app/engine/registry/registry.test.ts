import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import {
  REGISTRY_DIR,
  existingRegistryFiles,
  findDefinitionFiles,
  readDefinitions,
  renderRegistry,
} from "../../../build-tools/generator-registry";

// The registry is generated from the definition files by `npm run generators:update`; these
// tests fail when it is stale, and show that a new definition file is all a generator needs.

describe("the generated registry", () => {
  it("is what the definition files give (run `npm run generators:update` if not)", async () => {
    const expected = await renderRegistry(await readDefinitions(findDefinitionFiles()));
    const stale = [...expected].filter(
      ([path, contents]) => readFileSync(path, "utf8") !== contents,
    );
    expect(stale.map(([path]) => path)).toEqual([]);
    expect(existingRegistryFiles(REGISTRY_DIR).sort()).toEqual([...expected.keys()].sort());
    // It imports all 300 definitions afresh: about 5 s on a busy 2-core machine, over the default.
  }, 60_000);

  describe("built from a folder of definitions", () => {
    // Inside the project (git-ignored), where the test runner may load TypeScript from.
    mkdirSync(join(process.cwd(), ".cache"), { recursive: true });
    const dir = mkdtempSync(join(process.cwd(), ".cache", "definitions-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const core = join(process.cwd(), "app/engine/core");

    function write(category: string, id: string, overrides = "") {
      mkdirSync(join(dir, category), { recursive: true });
      writeFileSync(
        join(dir, category, `${id}.ts`),
        `import { defineGenerator } from ${JSON.stringify(join(core, "engine"))};
import { count } from ${JSON.stringify(join(core, "fields"))};
export default defineGenerator({
  id: ${JSON.stringify(id)},
  title: "Test ${id}",
  category: ${JSON.stringify(category)},
  description: "A generator written by the registry's test.",
  keywords: ["test", "registry", "new"],
  algorithm: "Unbiased integers (Random.int).",
  version: 1,
  inputs: { count: count(1) },
  generate: (random, { count }) => ({
    values: Array.from({ length: count }, () => ({ text: String(random.int(1, 6)) })),
  }),
  ${overrides}
});
`,
      );
    }

    it("picks up a new definition file in its category's map and the index", async () => {
      write("numbers", "brand-new-dice");
      const found = await readDefinitions(findDefinitionFiles(dir));
      expect(found.map(({ generator }) => generator.id)).toEqual(["brand-new-dice"]);
      const files = await renderRegistry(found, join(dir, "registry"), dir);
      const numbers = files.get(join(dir, "registry", "numbers.generated.ts"));
      expect(numbers).toContain('"brand-new-dice": () => import("../numbers/brand-new-dice")');
      expect(files.get(join(dir, "registry", "metadata.generated.ts"))).toContain(
        '"Test brand-new-dice"',
      );
      expect(files.get(join(dir, "registry", "loaders.generated.ts"))).toContain(
        'numbers: () => import("./numbers.generated")',
      );
    });

    it("refuses a file whose name or folder disagrees with its definition", async () => {
      write("food", "misplaced", "");
      writeFileSync(
        join(dir, "food", "misnamed.ts"),
        readFileSync(join(dir, "food", "misplaced.ts"), "utf8").replace(
          '"misplaced"',
          '"another-name"',
        ),
      );
      await expect(readDefinitions(findDefinitionFiles(dir))).rejects.toThrow(
        /its category is "numbers" but it sits in food\/|name the file another-name\.ts/,
      );
    });
  });
});

describe("the search index's keywords", () => {
  it("leave out a keyword made only of the title's words, which search finds by the title", async () => {
    const { searchKeywords } = await import("../../../build-tools/generator-registry");
    expect(
      searchKeywords("Random Prime Number", ["prime", "number theory", "Prime number", "maths"]),
    ).toEqual(["number theory", "maths"]);
  });
});
