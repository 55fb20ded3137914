import {
  runGenerator,
  validateInput,
  type AnyGenerator,
  type Generation,
  type InputProblem,
} from "~/engine/core/engine";

import { parseSeed } from "~/engine/core/seed";
import { seededRandom } from "~/engine/core/random";
import { loadGenerator } from "~/engine/load-generator";

import type { GeneratorLookup } from "./check-pack";
import type { Pack } from "./packs";
import { permalinkTraits, readTime, readVersion } from "~/engine/core/read-run";

/**
 * The seed text of one item's own random stream. Every item draws from a stream derived from
 * the one pack seed, so the pack seed reproduces every result, and adding an item at the end
 * leaves the others' values as they were.
 */
export function itemSeed(packSeed: string, index: number, generatorId: string): string {
  return `${packSeed}/${index}/${generatorId}`;
}

/** One item of a pack run: its values, or why it could not run. */
export type PackItemRun =
  | {
      ok: true;
      generatorId: string;
      /** The seed text of this item's stream (see itemSeed). */
      seed: string;
      input: Record<string, unknown>;
      /** The algorithm version that ran. */
      version: number;
      generation: Generation;
    }
  | { ok: false; generatorId: string; problem: string };

/** What one run of a pack gives: enough to show every result and to reproduce them all. */
export interface PackRun {
  seed: string;
  /** The clock of the run when an item's generator reads it; null when none does. */
  at: number | null;
  items: PackItemRun[];
}

export interface PackRunOptions {
  seed: string;
  /** Algorithm version by item index; a missing one runs the generator's current version. */
  versions?: readonly (number | undefined)[];
  /** Milliseconds since 1970 to treat as now, for generators that read the clock. */
  now: number;
}

/**
 * Runs every item of a pack, each on its own seeded stream. Pure: the same pack, seed, versions
 * and time give the same results. An item whose generator is missing or whose preset does not
 * validate is reported in its place (checkPack keeps such packs from shipping).
 */
export async function runPack(
  pack: Pack,
  { seed, versions = [], now }: PackRunOptions,
  lookup: GeneratorLookup,
): Promise<PackRun> {
  const items = await Promise.all(
    pack.items.map(async (item, index): Promise<PackItemRun> => {
      const generator = lookup(item.generatorId);
      if (!generator) {
        return { ok: false, generatorId: item.generatorId, problem: "This generator is missing." };
      }
      const validation = validateInput(generator, { ...item.inputs });
      if (!validation.ok) {
        return {
          ok: false,
          generatorId: item.generatorId,
          problem: validation.problems.map((problem) => problem.message).join(" "),
        };
      }
      const asked = versions[index];
      const version = asked !== undefined && isKnownVersion(generator, asked) ? asked : undefined;
      const streamSeed = itemSeed(seed, index, item.generatorId);
      const generation = await runGenerator(generator, seededRandom(streamSeed), validation.input, {
        now,
        version,
      });
      return {
        ok: true,
        generatorId: item.generatorId,
        seed: streamSeed,
        input: validation.input,
        version: version ?? generator.version,
        generation,
      };
    }),
  );
  const usesClock = pack.items.some((item) => lookup(item.generatorId)?.usesClock);
  return { seed, at: usesClock ? now : null, items };
}

/** Loads the generators of a pack's items, for the synchronous lookups of the functions here. */
export async function loadPackGenerators(pack: Pack): Promise<GeneratorLookup> {
  const ids = [...new Set(pack.items.map((item) => item.generatorId))];
  const loaded = await Promise.all(ids.map(async (id) => [id, await loadGenerator(id)] as const));
  const byId = new Map(loaded);
  return (id) => byId.get(id);
}

/** Whether a generator can still run `version` of its algorithm (current or kept in legacy). */
function isKnownVersion(generator: AnyGenerator, version: number): boolean {
  return version === generator.version || Boolean(generator.legacy?.[version]);
}

/** Separates the item versions in a permalink's `v`: `v=1.2.1` is one version per item. */
const VERSION_SEPARATOR = ".";

/**
 * The query string of a pack's permalink: the seed, every item's algorithm version in pack order
 * (so a later version bump keeps old links' values) and the clock when an item reads it.
 */
export function packSearchParams(run: PackRun): URLSearchParams {
  const params = new URLSearchParams();
  params.set("seed", run.seed);
  // A broken item has no version; 0 is never a real one, so such a link says so when read.
  params.set("v", run.items.map((item) => (item.ok ? item.version : 0)).join(VERSION_SEPARATOR));
  if (run.at !== null) params.set("at", String(run.at));
  return params;
}

/** A pack run as a URL asks for it; each bad parameter is named in `problems`. */
export interface PackRunRequest {
  /** Null when the URL has no usable seed: the page then runs with a fresh one. */
  seed: string | null;
  versions: (number | undefined)[];
  /** Null when the URL gives no usable time: the page then uses the current time. */
  at: number | null;
  problems: InputProblem[];
}

/**
 * Reads `seed`, `v` and `at` of a pack permalink. It never throws: a bad seed asks for a fresh
 * one, a bad version runs the current one and a bad time the current time, each with a message
 * for the page. Versions and time only count with a seed, as on generator pages.
 */
export function readPackParams(
  pack: Pack,
  params: URLSearchParams,
  lookup: GeneratorLookup,
): PackRunRequest {
  const problems: InputProblem[] = [];
  const seedResult = parseSeed(params.get("seed"));
  if (seedResult.error) {
    problems.push({
      field: "seed",
      message: `${seedResult.error} The results below come from a new seed.`,
    });
  }
  const seed = seedResult.seed;
  if (seed === null) return { seed, versions: [], at: null, problems };

  const versions: (number | undefined)[] = [];
  const versionParam = params.get("v");
  if (versionParam !== null) {
    const parts = versionParam.split(VERSION_SEPARATOR);
    if (parts.length !== pack.items.length) {
      problems.push({
        field: "v",
        message: `This link lists ${parts.length} algorithm ${parts.length === 1 ? "version" : "versions"} for a pack of ${pack.items.length} generators, so it was made for an earlier edition of the pack; some results may differ from the ones it was shared with.`,
      });
    }
    pack.items.forEach((item, index) => {
      const part = parts[index];
      const generator = lookup(item.generatorId);
      if (part === undefined || !generator) return;
      const read = readVersion(part, permalinkTraits(generator), generator.title);
      if (read.version === null) problems.push({ field: "v", message: read.message });
      else versions[index] = read.version;
    });
  }

  let at: number | null = null;
  const atParam = params.get("at");
  if (atParam !== null && pack.items.some((item) => lookup(item.generatorId)?.usesClock)) {
    const read = readTime(atParam);
    if (read.at === null) problems.push({ field: "at", message: read.message });
    at = read.at;
  }
  return { seed, versions, at, problems };
}
