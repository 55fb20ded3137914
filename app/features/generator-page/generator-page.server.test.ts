import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { ALL_GENERATORS, findGenerator, generatorById } from "~/engine/testing/all-generators";
import { fieldSpecs, runGenerator, type Generation } from "~/engine/core/engine";
import { seededRandom } from "~/engine/core/random";
import { SECRET_GENERATOR_IDS } from "~/engine/registry/metadata.generated";
import { pageRun } from "../../../tests/support/page-run";
import { runSearchParams } from "~/engine/core/permalink";

import { loadGeneratorPage } from "./generator-page.server";
import { defaultInput } from "~/engine/core/read-run";

const ORIGIN = "https://randomly.test";

/** The golden outputs that pin every generator's permalinks (see golden.test.ts). */
const GOLDEN = Object.fromEntries(
  ["numbers/random-decimal", "identifiers/uuid-v7"].flatMap((file) =>
    Object.entries(
      JSON.parse(
        readFileSync(
          new URL(`../../engine/definitions/${file}.golden.json`, import.meta.url),
          "utf8",
        ),
      ) as Record<string, { input: Record<string, unknown>; now: number; output: Generation }>,
    ),
  ),
);

const SECRET_IDS = [...SECRET_GENERATOR_IDS];

/** The page for `/{id}?{query}`, which must exist and be rendered with a run. */
async function page(id: string, query: string) {
  const data = await secretPage(id, query);
  if (!data.run) throw new Error(`the page for ${id} has no run`);
  return { ...data, run: data.run };
}

/** The page for `/{id}?{query}`, which must exist, as the server renders it. */
async function secretPage(id: string, query: string) {
  const data = await loadGeneratorPage(id, new URL(`/${id}?${query}`, ORIGIN));
  if (!data) throw new Error(`no page for ${id}`);
  return data;
}

/** The query of a seeded permalink, written as the page's Share button writes it. */
function permalink(id: string, input: Record<string, unknown>, seed: string, version: number) {
  const generator = findGenerator(id);
  if (!generator) throw new Error(`no generator ${id}`);
  return runSearchParams(fieldSpecs(generator), input, { seed, version, at: null }).toString();
}

/** JSON round trip, so `undefined` fields compare the way the golden file stores them. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const texts = (data: Awaited<ReturnType<typeof page>>) =>
  data.run.generation.values.map((value) => value.text);

describe("loadGeneratorPage", () => {
  it("names an empty or over-long version readably", async () => {
    const empty = await page("random-decimal", "seed=abc&count=3&v=");
    expect(empty.problems[0]?.message).toMatch(/^This link asks for an empty version of /);
    const long = await page("random-decimal", `seed=abc&count=3&v=${"9".repeat(500)}`);
    expect(long.problems[0]?.message).toMatch(/^This link asks for version 9{40}… of /);
    expect(long.run.version).toBe(3);
  });

  it("is null for an unknown generator (a 404)", async () => {
    expect(await loadGeneratorPage("no-such-generator", new URL(ORIGIN))).toBeNull();
  });

  it.each(["99", "abc", "1.5", "-1"])(
    "renders a seeded link asking for version %j with the current one and says so",
    async (v) => {
      const data = await page("random-decimal", `seed=abc&count=3&v=${v}`);
      expect(data.problems).toEqual([
        {
          field: "v",
          message: `This link asks for version ${v} of the generator, which does not exist; the current version 3 was used.`,
        },
      ]);
      expect(data.run.version).toBe(3);
      expect(texts(data)).toEqual(texts(await page("random-decimal", "seed=abc&count=3&v=3")));
    },
  );

  it.each(["abc", "-1", "1.5", "9e99"])(
    "renders a link whose time `at` is %j with the current time and says so",
    async (at) => {
      const before = Date.now();
      const data = await page("uuid-v7", `seed=clock&at=${at}`);
      expect(data.problems).toEqual([
        { field: "at", message: "The time in this link is not valid; the current time was used." },
      ]);
      expect(data.run.at).toBeGreaterThanOrEqual(before);
      expect(data.run.at).toBeLessThanOrEqual(Date.now());
      expect(data.run.generation.values[0]?.data?.timestamp).toBe(data.run.at);
    },
  );

  it.each(["", " "])(
    "reads an empty time `at` (%j) as the current time, never as 1970, and says so",
    async (at) => {
      const before = Date.now();
      const data = await page("uuid-v7", `seed=abc&at=${encodeURIComponent(at)}`);
      expect(data.problems).toEqual([
        { field: "at", message: "The time in this link is empty; the current time was used." },
      ]);
      expect(data.run.at).toBeGreaterThanOrEqual(before);
      const stamp = data.run.generation.values[0]?.data?.timestamp;
      expect(stamp).toBe(data.run.at);
      expect(new Date(Number(stamp)).getUTCFullYear()).toBeGreaterThan(2000);
    },
  );

  it("names a seed it cannot use and runs from a fresh one", async () => {
    const data = await page("coin-flip", `seed=${"s".repeat(65)}`);
    expect(data.problems).toEqual([
      {
        field: "seed",
        message: "The seed must be at most 64 characters. The values below come from a new seed.",
      },
    ]);
    expect(data.run.seedOrigin).toBe("fresh");
    expect(data.run.seed).not.toBe("s".repeat(65));
  });

  it.each([1, 2, 3])(
    "reproduces the golden output of random-decimal version %i from its seeded permalink",
    async (version) => {
      for (const seed of ["golden-1", "permalink seed ✓"]) {
        const golden = GOLDEN[`random-decimal@${version} ${seed}`];
        if (!golden) throw new Error(`no golden output for random-decimal@${version} ${seed}`);
        const data = await page(
          "random-decimal",
          permalink("random-decimal", golden.input, seed, version),
        );
        expect(data.problems).toEqual([]);
        expect(data.run).toMatchObject({ seed, version, input: golden.input });
        expect(plain(data.run.generation)).toEqual(golden.output);
      }
    },
  );

  it("keeps an old version's values: version 1 never drew the minimum 0.07, version 2 does", async () => {
    const input = { min: 0.07, max: 0.08, places: 2, count: 200 };
    const v1 = await page("random-decimal", permalink("random-decimal", input, "old link", 1));
    const v2 = await page("random-decimal", permalink("random-decimal", input, "old link", 2));
    expect([v1.problems, v2.problems]).toEqual([[], []]);
    expect(new Set(texts(v1))).toEqual(new Set(["0.08"]));
    expect(new Set(texts(v2))).toEqual(new Set(["0.07", "0.08"]));
  });

  it("reproduces a clock-reading generator's golden output from a permalink with its time", async () => {
    const golden = GOLDEN["uuid-v7@1 golden-1"];
    if (!golden) throw new Error("no golden output for uuid-v7@1 golden-1");
    const query = `${permalink("uuid-v7", golden.input, "golden-1", 1)}&at=${golden.now}`;
    const data = await page("uuid-v7", query);
    expect(data.problems).toEqual([]);
    expect(data.run.at).toBe(golden.now);
    expect(plain(data.run.generation)).toEqual(golden.output);
  });

  it("without a seed, gives new values on every load and ignores a version", async () => {
    // Five integers in 1..10^15 on two loads: the same by chance with probability 10^-75.
    const query = "min=1&max=1000000000000000&count=5&v=99";
    const [first, second] = [
      await page("random-number", query),
      await page("random-number", query),
    ];
    for (const data of [first, second]) {
      expect(data.problems).toEqual([]);
      expect(data.run).toMatchObject({ seedOrigin: "fresh", version: 1, at: null });
      // A fresh seed of 25 characters of 0-9a-z (about 129 bits) for every load.
      expect(data.run.seed).toMatch(/^[0-9a-z]{25}$/);
      expect(texts(data)).toHaveLength(5);
    }
    expect(first.run.seed).not.toBe(second.run.seed);
    expect(texts(first)).not.toEqual(texts(second));
    // The fresh seed reproduces the values, so the page can share exactly what it shows.
    const again = await page("random-number", `${query}&seed=${first.run.seed}&v=1`);
    expect(texts(again)).toEqual(texts(first));
    expect(again.run.seedOrigin).toBe("link");
  });

  describe("a secret generator's page", () => {
    it.each(SECRET_IDS)("%s is rendered with its settings and no value at all", async (id) => {
      const data = await secretPage(id, "");
      expect(data.generator.secret).toBe(true);
      expect(data.run).toBeNull();
      expect(data.sharedSecretLink).toBeNull();
      expect(data.input).toEqual(defaultInput(generatorById(id)));
      // Nothing in the page's data differs between two loads: no seed, no value, no time.
      expect(await secretPage(id, "")).toEqual(data);
    });

    it("keeps the link's settings and ignores a version or time without a seed", async () => {
      const data = await secretPage("password-generator", "length=31&v=99&at=5");
      expect(data.input.length).toBe(31);
      expect(data.problems).toEqual([]);
      expect(data.sharedSecretLink).toBeNull();
    });

    it("sets aside an old link's seed for the page to warn about, and never runs it", async () => {
      const data = await secretPage("pin", "length=6&seed=old-link&v=1");
      expect(data.run).toBeNull();
      expect(data.sharedSecretLink).toEqual({ seed: "old-link", version: 1, at: null });
      // What the page shows once the visitor asks is what that seed always gave.
      const golden = await runGenerator(
        generatorById("pin"),
        seededRandom("old-link"),
        data.input,
        { version: 1 },
      );
      expect((await pageRun(data)).generation).toEqual(golden);
    });

    it("says nothing about a seed, version or time it does not use", async () => {
      const data = await secretPage("api-key", `seed=${"s".repeat(65)}&v=abc`);
      expect(data.problems).toEqual([]);
    });

    it("still names a setting it cannot use", async () => {
      const data = await secretPage("password-generator", "length=-3");
      expect(data.problems.map((problem) => problem.field)).toEqual(["length"]);
    });
  });

  it("renders every other generator with a seeded run, as before", async () => {
    for (const generator of ALL_GENERATORS.filter((candidate) => !candidate.secret).slice(0, 40)) {
      const data = await secretPage(generator.id, "");
      expect(data.run?.seed, generator.id).toMatch(/^[0-9a-z]{25}$/);
      expect(data.generator.secret).toBe(false);
    }
  });
});
