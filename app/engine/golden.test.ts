import { existsSync, readFileSync, writeFileSync } from "node:fs";

import { describe, expect, test } from "vitest";

import { GENERATOR_INDEX } from "./catalogue";
import { runGenerator, type AnyGenerator, type Generation } from "./core/engine";
import { seededRandom } from "./core/random";
import { loadAllGenerators } from "./load-generator";
import { defaultInput, permalinkTraits } from "./core/read-run";

/**
 * Golden outputs: what every generator gives for fixed seeds, at every algorithm version it
 * still supports, one file per generator beside its definition
 * (definitions/<category>/<id>.golden.json). A permalink is (id, input, seed, version, time), so
 * these must never change: a deliberate change bumps the generator's version, keeps the old
 * function in `legacy`, and adds entries with `npm run generators:update` (which writes only
 * missing entries: a new id or a new version, never an existing one). A file may hold more entries than the default input's, for inputs that
 * matter (a wheel's weights): each is checked too.
 */
const SEEDS = ["golden-1", "permalink seed ✓"] as const;
const NOW = 1_750_000_000_000;

interface GoldenEntry {
  input: Record<string, unknown>;
  now: number;
  output: Generation;
}

type GoldenFile = Record<string, GoldenEntry>;

const updating = process.env.UPDATE_GOLDEN === "1" && !process.env.CI;

/** The golden file of a generator, beside its definition. */
export function goldenFile(generator: Pick<AnyGenerator, "id" | "category">): URL {
  return new URL(
    `./definitions/${generator.category}/${generator.id}.golden.json`,
    import.meta.url,
  );
}

function readGolden(generator: AnyGenerator): GoldenFile {
  const file = goldenFile(generator);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as GoldenFile) : {};
}

const keyOf = (id: string, version: number, seed: string) => `${id}@${version} ${seed}`;

/** JSON round trip, so `undefined` fields compare the way they are stored. */
function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

const generators = await loadAllGenerators();

function versionsOf(generator: AnyGenerator): number[] {
  const { version, legacyVersions } = permalinkTraits(generator);
  return [version, ...legacyVersions];
}

describe.each(generators.map((generator) => [generator.id, generator] as const))(
  "seeded output of %s never changes (golden permalinks)",
  (_id, generator) => {
    const stored = readGolden(generator);
    const added: GoldenFile = {};

    for (const version of versionsOf(generator)) {
      for (const seed of SEEDS) {
        const key = keyOf(generator.id, version, seed);
        test(key, async () => {
          const entry = stored[key];
          if (!entry) {
            if (!updating) {
              expect.fail(
                `No golden output for "${key}". Run \`npm run generators:update\` and commit it.`,
              );
            }
            const input = defaultInput(generator);
            const output = await runGenerator(generator, seededRandom(seed), input, {
              now: NOW,
              version,
            });
            added[key] = { input, now: NOW, output: plain(output) };
            return;
          }
          const output = await runGenerator(generator, seededRandom(seed), entry.input, {
            now: entry.now,
            version,
          });
          expect(plain(output)).toEqual(entry.output);
        });
      }
    }

    // Further entries a generator's own tests chose (weights, options…): stored by hand under
    // "<id>@<version> <seed>", checked the same way.
    const fixedKeys = new Set(
      versionsOf(generator).flatMap((version) =>
        SEEDS.map((seed) => keyOf(generator.id, version, seed)),
      ),
    );
    for (const [key, entry] of Object.entries(stored)) {
      if (fixedKeys.has(key)) continue;
      const match = /^([^@]+)@(\d+) (.+)$/.exec(key);
      if (!match) continue;
      const [, , version = "", seed = ""] = match;
      test(key, async () => {
        const output = await runGenerator(generator, seededRandom(seed), entry.input, {
          now: entry.now,
          version: Number(version),
        });
        expect(plain(output)).toEqual(entry.output);
      });
    }

    test("keeps every stored version", () => {
      const versions = versionsOf(generator);
      const missing = Object.keys(stored).filter((key) => {
        const [idVersion = ""] = key.split(" ");
        const [id = "", version = ""] = idVersion.split("@");
        return id !== generator.id || !versions.includes(Number(version));
      });
      expect(missing, "old permalinks would change or break").toEqual([]);
    });

    if (updating) {
      test.sequential("writes new golden entries", () => {
        if (Object.keys(added).length === 0) return;
        writeFileSync(
          goldenFile(generator),
          `${JSON.stringify({ ...stored, ...added }, null, 1)}\n`,
        );
      });
    }
  },
);

test("no golden file is left without its generator", async () => {
  const { readdirSync } = await import("node:fs");
  const known = new Set(GENERATOR_INDEX.map((summary) => `${summary.category}/${summary.id}`));
  const definitions = new URL("./definitions", import.meta.url);
  const orphans = readdirSync(definitions, { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(".golden.json"))
    .map((path) => path.replace(/\\/g, "/").replace(/\.golden\.json$/, ""))
    .filter((path) => !known.has(path));
  expect(orphans, "a generator was removed or moved: its permalinks would break").toEqual([]);
});
