import { existsSync, readFileSync, writeFileSync } from "node:fs";

import { describe, expect, test } from "vitest";

import { GENERATORS, getGenerator } from "./catalogue";
import { defaultInput, runGenerator, type Generation } from "./core/engine";
import { seededRandom } from "./core/random";

/**
 * Golden outputs: what every generator gives for fixed seeds, at every algorithm version it
 * still supports. A permalink is (id, input, seed, version, time), so these must never change:
 * a deliberate change bumps the generator's version, keeps the old function in `legacy`, and
 * adds entries here with `npm run golden:update` (which never rewrites existing entries).
 */
const GOLDEN_FILE = new URL("./__golden__/outputs.json", import.meta.url);
const SEEDS = ["golden-1", "permalink seed ✓"] as const;
const NOW = 1_750_000_000_000;

interface GoldenEntry {
  input: Record<string, unknown>;
  now: number;
  output: Generation;
}

type GoldenFile = Record<string, GoldenEntry>;

const stored: GoldenFile = existsSync(GOLDEN_FILE)
  ? (JSON.parse(readFileSync(GOLDEN_FILE, "utf8")) as GoldenFile)
  : {};
const updating = process.env.UPDATE_GOLDEN === "1" && !process.env.CI;

function keyOf(id: string, version: number, seed: string) {
  return `${id}@${version} ${seed}`;
}

/** JSON round trip, so `undefined` fields compare the way they are stored. */
function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

async function run(
  id: string,
  version: number,
  seed: string,
  input: Record<string, unknown>,
  now: number,
) {
  const generator = getGenerator(id);
  if (!generator) throw new Error(`no generator ${id}`);
  return plain(await runGenerator(generator, seededRandom(seed), input, { now, version }));
}

describe("seeded output never changes (golden permalinks)", () => {
  const added: GoldenFile = {};

  for (const generator of GENERATORS) {
    const versions = [generator.version, ...Object.keys(generator.legacy ?? {}).map(Number)];
    for (const version of versions) {
      for (const seed of SEEDS) {
        const key = keyOf(generator.id, version, seed);
        test(`${key}`, async () => {
          const entry = stored[key];
          if (!entry) {
            if (!updating) {
              expect.fail(
                `No golden output for "${key}". Run \`npm run golden:update\` and commit it.`,
              );
            }
            const input = defaultInput(generator);
            added[key] = {
              input,
              now: NOW,
              output: await run(generator.id, version, seed, input, NOW),
            };
            return;
          }
          expect(await run(generator.id, version, seed, entry.input, entry.now)).toEqual(
            entry.output,
          );
        });
      }
    }
  }

  test("every stored permalink still has its generator and version", () => {
    const missing = Object.keys(stored).filter((key) => {
      const [idVersion = ""] = key.split(" ");
      const [id = "", version = ""] = idVersion.split("@");
      const generator = getGenerator(id);
      return (
        !generator ||
        (Number(version) !== generator.version && !generator.legacy?.[Number(version)])
      );
    });
    expect(missing, "old permalinks would change or break").toEqual([]);
  });

  if (updating) {
    test.sequential("writes new golden entries", () => {
      writeFileSync(GOLDEN_FILE, `${JSON.stringify({ ...stored, ...added }, null, 1)}\n`);
    });
  }
});
