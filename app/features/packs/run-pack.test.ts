import { describe, expect, it } from "vitest";

import { findGenerator } from "~/engine/testing/all-generators";
import {
  defineGenerator,
  runGenerator,
  validateInput,
  type AnyGenerator,
} from "~/engine/core/engine";
import { integer } from "~/engine/core/fields";
import { seededRandom } from "~/engine/core/random";

import type { GeneratorLookup } from "./check-pack";
import { PACKS, type Pack } from "./packs";
import { itemSeed, packSearchParams, readPackParams, runPack, type PackRun } from "./run-pack";

const NOW = Date.UTC(2025, 2, 3, 12, 0, 0);

function texts(run: PackRun): string[][] {
  return run.items.map((item) => (item.ok ? item.generation.values.map((v) => v.text) : []));
}

/** A generator at version 2 that kept version 1: each version's values say which ran. */
const versioned = defineGenerator({
  id: "test-versioned",
  title: "Test Versioned",
  category: "numbers",
  description: "Used only by these tests.",
  algorithm: "Test only.",
  keywords: [],
  version: 2,
  inputs: { top: integer({ label: "Top", min: 1, max: 100, default: 100 }) },
  generate: (random, { top }) => ({ values: [{ text: `v2:${random.int(1, top)}` }] }),
  legacy: { 1: (random, { top }) => ({ values: [{ text: `v1:${random.int(1, top)}` }] }) },
}) as AnyGenerator;

/** A generator whose value is the clock it was given. */
const clocked = defineGenerator({
  id: "test-clocked",
  title: "Test Clocked",
  category: "identifiers",
  description: "Used only by these tests.",
  algorithm: "Test only.",
  keywords: [],
  version: 1,
  usesClock: true,
  inputs: {},
  generate: (_random, _input, _data, { now }) => ({ values: [{ text: String(now) }] }),
}) as AnyGenerator;

const fakes: GeneratorLookup = (id) =>
  id === versioned.id ? versioned : id === clocked.id ? clocked : findGenerator(id);

const testPack: Pack = {
  id: "test-pack",
  title: "Test Pack",
  description: "Used only by these tests.",
  iconText: "🧪",
  items: [
    { generatorId: "test-versioned", inputs: { top: 100 } },
    { generatorId: "coin-flip", inputs: { count: 3 } },
    { generatorId: "test-clocked", inputs: {} },
  ],
};

describe("runPack", () => {
  it.each(PACKS.map((pack) => [pack.id, pack] as const))(
    "runs every item of %s on its own stream derived from the pack seed",
    async (_id, pack) => {
      const run = await runPack(pack, { seed: "pack-test", now: NOW }, findGenerator);
      expect(run.seed).toBe("pack-test");
      expect(run.items).toHaveLength(pack.items.length);
      for (const [index, item] of pack.items.entries()) {
        const itemRun = run.items[index];
        if (!itemRun?.ok) throw new Error(`${pack.id} item ${index + 1} did not run`);
        const generator = findGenerator(item.generatorId) as AnyGenerator;
        const validation = validateInput(generator, { ...item.inputs });
        if (!validation.ok) throw new Error("checkPack lets no invalid preset through");
        const expected = await runGenerator(
          generator,
          seededRandom(`pack-test/${index}/${item.generatorId}`),
          validation.input,
          { now: NOW },
        );
        expect(itemRun.seed).toBe(itemSeed("pack-test", index, item.generatorId));
        expect(itemRun.version).toBe(generator.version);
        expect(itemRun.generation.values.length).toBeGreaterThan(0);
        expect(itemRun.generation).toEqual(expected);
      }
    },
  );

  it("gives the same results for the same seed and different ones for another seed", async () => {
    for (const pack of PACKS) {
      const first = await runPack(pack, { seed: "same", now: NOW }, findGenerator);
      const again = await runPack(pack, { seed: "same", now: NOW }, findGenerator);
      const other = await runPack(pack, { seed: "other", now: NOW }, findGenerator);
      expect(again, pack.id).toEqual(first);
      expect(texts(other), pack.id).not.toEqual(texts(first));
    }
  });

  it("gives the same generator with the same inputs different values at another position", async () => {
    const twice: Pack = {
      ...testPack,
      items: [
        { generatorId: "random-number", inputs: { min: 1, max: 1e9 } },
        { generatorId: "random-number", inputs: { min: 1, max: 1e9 } },
      ],
    };
    const [first, second] = texts(await runPack(twice, { seed: "twice", now: NOW }, findGenerator));
    expect(first).not.toEqual(second);
  });

  it("runs the algorithm version asked for each item, and the current one otherwise", async () => {
    const current = await runPack(testPack, { seed: "s", now: NOW }, fakes);
    const old = await runPack(testPack, { seed: "s", versions: [1], now: NOW }, fakes);
    const unknown = await runPack(testPack, { seed: "s", versions: [7], now: NOW }, fakes);
    expect(texts(current)[0]?.[0]).toMatch(/^v2:/);
    expect(texts(old)[0]?.[0]).toMatch(/^v1:/);
    expect(texts(unknown)).toEqual(texts(current));
    expect(old.items[0]).toMatchObject({ ok: true, version: 1 });
    expect(current.items[0]).toMatchObject({ ok: true, version: 2 });
    // The other items are not affected by item 1's version.
    expect(texts(old).slice(1)).toEqual(texts(current).slice(1));
  });

  it("keeps the clock when an item reads it, and only then", async () => {
    const run = await runPack(testPack, { seed: "s", now: NOW }, fakes);
    expect(run.at).toBe(NOW);
    expect(texts(run)[2]).toEqual([String(NOW)]);
    const noClock = { ...testPack, items: testPack.items.slice(0, 2) };
    expect((await runPack(noClock, { seed: "s", now: NOW }, fakes)).at).toBeNull();
  });

  it("reports an item it cannot run in its place and runs the others", async () => {
    const broken: Pack = {
      ...testPack,
      items: [
        { generatorId: "gone", inputs: {} },
        { generatorId: "dice-roller", inputs: { notation: "banana" } },
        { generatorId: "coin-flip", inputs: {} },
      ],
    };
    const run = await runPack(broken, { seed: "s", now: NOW }, findGenerator);
    expect(run.items[0]).toEqual({
      ok: false,
      generatorId: "gone",
      problem: "This generator is missing.",
    });
    expect(run.items[1]).toMatchObject({
      ok: false,
      problem: expect.stringContaining('"banana" is not dice notation'),
    });
    expect(run.items[2]?.ok).toBe(true);
  });
});

describe("pack permalinks", () => {
  it("carry the seed, one version per item and the clock", async () => {
    const run = await runPack(testPack, { seed: "abc", versions: [1], now: NOW }, fakes);
    const coin = findGenerator("coin-flip")!.version;
    expect(packSearchParams(run).toString()).toBe(`seed=abc&v=1.${coin}.1&at=${NOW}`);
    const noClock = { ...testPack, items: testPack.items.slice(0, 2) };
    const plain = await runPack(noClock, { seed: "abc", now: NOW }, fakes);
    expect(packSearchParams(plain).toString()).toBe(`seed=abc&v=2.${coin}`);
  });

  it("reproduce every result, even the older version and the clock they were made with", async () => {
    const original = await runPack(testPack, { seed: "share", versions: [1], now: NOW }, fakes);
    const request = readPackParams(testPack, packSearchParams(original), fakes);
    const coin = findGenerator("coin-flip")!.version;
    expect(request).toEqual({ seed: "share", versions: [1, coin, 1], at: NOW, problems: [] });
    const again = await runPack(
      testPack,
      { seed: request.seed ?? "", versions: request.versions, now: request.at ?? Date.now() },
      fakes,
    );
    expect(again).toEqual(original);
    expect(texts(again)[0]?.[0]).toMatch(/^v1:/);
  });

  it("select the version a link names", async () => {
    const request = readPackParams(testPack, new URLSearchParams("seed=x&v=1.1.1"), fakes);
    const run = await runPack(testPack, { seed: "x", versions: request.versions, now: NOW }, fakes);
    expect(run.items[0]).toMatchObject({ ok: true, version: 1 });
    const legacy = await runGenerator(
      versioned,
      seededRandom(itemSeed("x", 0, versioned.id)),
      {
        top: 100,
      },
      { version: 1 },
    );
    expect(run.items[0]?.ok && run.items[0].generation).toEqual(legacy);
  });

  it("ask for a fresh seed when the seed is missing or bad, ignoring versions and time", () => {
    expect(readPackParams(testPack, new URLSearchParams("v=1.1.1&at=5"), fakes)).toEqual({
      seed: null,
      versions: [],
      at: null,
      problems: [],
    });
    const bad = readPackParams(testPack, new URLSearchParams(`seed=${"x".repeat(65)}`), fakes);
    expect(bad.seed).toBeNull();
    expect(bad.problems).toEqual([
      {
        field: "seed",
        message: "The seed must be at most 64 characters. The results below come from a new seed.",
      },
    ]);
  });

  it("name a version that does not exist and run the current one", () => {
    const request = readPackParams(testPack, new URLSearchParams("seed=x&v=9.one.1"), fakes);
    expect(request.versions).toEqual([undefined, undefined, 1]);
    expect(request.problems).toEqual([
      {
        field: "v",
        message:
          "This link asks for version 9 of Test Versioned, which does not exist; the current version 2 was used.",
      },
      {
        field: "v",
        message:
          "This link asks for version one of Coin Flip, which does not exist; the current version 2 was used.",
      },
    ]);
  });

  it("say when a link was made for a pack with another number of items", () => {
    const request = readPackParams(testPack, new URLSearchParams("seed=x&v=1.1"), fakes);
    expect(request.versions).toEqual([1, 1]);
    expect(request.problems).toEqual([
      {
        field: "v",
        message:
          "This link lists 2 algorithm versions for a pack of 3 generators, so it was made for an earlier edition of the pack; some results may differ from the ones it was shared with.",
      },
    ]);
  });

  it("name a bad time and leave it to the current time", () => {
    for (const at of ["soon", "-1", "1.5", "9000000000000000"]) {
      const request = readPackParams(testPack, new URLSearchParams({ seed: "x", at }), fakes);
      expect(request.at, at).toBeNull();
      expect(request.problems, at).toEqual([
        { field: "at", message: "The time in this link is not valid; the current time was used." },
      ]);
    }
  });

  it("name an empty time as such, never reading it as 1970", () => {
    const request = readPackParams(testPack, new URLSearchParams({ seed: "x", at: "" }), fakes);
    expect(request.at).toBeNull();
    expect(request.problems).toEqual([
      { field: "at", message: "The time in this link is empty; the current time was used." },
    ]);
  });
});
