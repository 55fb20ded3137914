import { describe, expect, it } from "vitest";

import {
  DOCS_EXAMPLE_NOW,
  DOCS_EXAMPLE_SEED,
  docsExample,
  generatorReference,
} from "./generator-reference.server";
import { ALL_GENERATORS, findGenerator } from "~/engine/testing/all-generators";
import { runGenerator, type AnyGenerator } from "~/engine/core/engine";
import { Random, createSeededSource, seededRandom } from "~/engine/core/random";
import { pageRun } from "../../../tests/support/page-run";
import { loadGeneratorPage } from "~/features/generator-page/index.server";
import { defaultInput } from "~/engine/core/read-run";

const CASES = ALL_GENERATORS.map((generator) => [generator.id, generator] as const);

describe("the docs example of every generator", () => {
  it.each(CASES)(
    "%s: shows exactly what the engine gives for the seed, the defaults and the fixed clock",
    async (_id, generator) => {
      const example = await docsExample(generator);
      // An independent run straight through the engine, not through the docs module.
      const expected = await runGenerator(
        generator,
        seededRandom("docs-example"),
        defaultInput(generator),
        { now: DOCS_EXAMPLE_NOW, version: generator.version },
      );
      expect(example.seed).toBe(DOCS_EXAMPLE_SEED);
      expect(example.version).toBe(generator.version);
      expect(example.at).toBe(generator.usesClock ? DOCS_EXAMPLE_NOW : null);
      expect(example.values.map((value) => value.text)).toEqual(
        expected.values.map((value) => value.text),
      );
      expect(example.values.map((value) => value.swatches)).toEqual(
        expected.values.map((value) => value.swatches),
      );
      expect(example.summary).toEqual(expected.summary);
      expect(example.notes).toEqual(expected.notes);
      expect(example.values.length).toBeGreaterThan(0);
    },
  );

  it.each(CASES)(
    "%s: its permalink opens the generator page with the same values and no problems",
    async (id, generator) => {
      const example = await docsExample(generator);
      const page = await loadGeneratorPage(id, new URL(example.permalink, "https://example.test"));
      expect(page?.problems).toEqual([]);
      const run = await pageRun(page);
      expect(run.seed).toBe(DOCS_EXAMPLE_SEED);
      expect(run.at).toBe(example.at);
      expect(run.generation.values.map((value) => value.text)).toEqual(
        example.values.map((value) => value.text),
      );
    },
  );

  it("uses a clock far from the real one, so a clock-reading example is visibly fixed", async () => {
    const uuidV7 = findGenerator("uuid-v7") as AnyGenerator;
    const example = await docsExample(uuidV7);
    expect(new Date(DOCS_EXAMPLE_NOW).toISOString()).toBe("2025-01-01T12:00:00.000Z");
    expect(example.permalink).toContain(`at=${DOCS_EXAMPLE_NOW}`);
    // A UUID v7 starts with its time: 2025-01-01T12:00:00Z is 0x019421bcaa00 ms.
    expect(example.values[0]?.text).toMatch(/^019421bc-aa00-7/);
  });
});

/** The Random helpers a generator may name in its algorithm text. */
const HELPERS = [
  "uint32",
  "int",
  "float",
  "bool",
  "pick",
  "weightedPick",
  "sample",
  "shuffle",
  "normal",
  "bytes",
  "bytesInto",
  "indicesInto",
  "distinctInts",
] as const;

/** A Random that records the helpers a generator calls itself (not those they call inside). */
function recordingRandom(seed: string) {
  const called = new Set<string>();
  const random = new Random(createSeededSource(seed));
  let depth = 0;
  for (const name of HELPERS) {
    const original = (random[name] as (...args: unknown[]) => unknown).bind(random);
    Object.defineProperty(random, name, {
      value: (...args: unknown[]) => {
        if (depth === 0) called.add(name);
        depth++;
        try {
          return original(...args);
        } finally {
          depth--;
        }
      },
    });
  }
  return { random, called };
}

describe("the algorithm text of every generator", () => {
  it.each(CASES)("%s: names every Random helper its run calls", async (_id, generator) => {
    const { random, called } = recordingRandom(DOCS_EXAMPLE_SEED);
    await runGenerator(generator, random, defaultInput(generator), { now: DOCS_EXAMPLE_NOW });
    expect(called.size).toBeGreaterThan(0);
    for (const helper of called) {
      expect(generator.algorithm, `algorithm text of ${generator.id}`).toMatch(
        new RegExp(`Random\\.${helper}\\b`),
      );
    }
  });

  it.each(CASES)("%s: is one to four full sentences", (_id, generator) => {
    expect(generator.algorithm.length).toBeGreaterThan(60);
    expect(generator.algorithm.length).toBeLessThan(600);
    expect(generator.algorithm).toMatch(/^[A-Z0-9].*\.$/s);
  });
});

describe("generatorReference", () => {
  it("describes a generator's inputs, algorithm, version and example", async () => {
    const reference = await generatorReference("random-decimal");
    expect(reference).toMatchObject({
      id: "random-decimal",
      title: "Random Decimal Number",
      category: { id: "numbers", title: "Numbers" },
      version: 3,
      legacyVersions: [1, 2],
      usesClock: false,
      secret: false,
    });
    expect((await generatorReference("passphrase"))?.secret).toBe(true);
    expect(reference?.algorithm).toContain("Random.int");
    expect(reference?.fields.map((field) => field.name)).toEqual(["min", "max", "places", "count"]);
    expect(reference?.fields[2]).toEqual({
      name: "places",
      label: "Decimal places",
      kind: "Whole number",
      defaultText: "2",
      limits: "A whole number from 0 to 10.",
    });
    expect(reference?.example.permalink).toBe(
      "/random-decimal?min=0&max=1&places=2&count=1&seed=docs-example&v=3",
    );
  });

  it("returns null for an unknown generator", async () => {
    expect(await generatorReference("no-such-generator")).toBeNull();
  });
});
