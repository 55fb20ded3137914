import {
  inputFromForm,
  runGenerator,
  runPath,
  validateInput,
  type InputProblem,
} from "~/engine/core/engine";
import { FRESH_SEED_LENGTH, parseSeed } from "~/engine/core/seed";
import { cryptoRandom, newSeed, seededRandom } from "~/engine/core/random";
import type { GeneratorRun, SharedSecretLink } from "~/engine/core/page-data";
import { loadDefinition } from "~/engine/load-definition";
import { clockTime } from "~/utils/clock-time";

import type { HistoryEntry } from "./run-history";

// Loaded on demand by the generator page (a separate chunk with the engine and its schemas),
// so the first page load carries none of it.

const GONE = "This generator no longer exists.";

/** Which generator: its id and category (the definitions are loaded by category). */
type GeneratorKey = { id: string; category: string };

/**
 * A generator's definition, or null when it no longer exists. The page's other lazy parts load
 * it through here: their code then shares this chunk's loader instead of splitting it off into
 * a chunk of its own, which every first Generate would download as an extra file.
 */
export const definitionOf = ({ id, category }: GeneratorKey) => loadDefinition(category, id);

export type BrowserGeneration =
  { ok: true; run: GeneratorRun } | { ok: false; problems: InputProblem[] };

/** Validates the submitted form and generates in the browser, from the visitor's seed or a fresh one. */
export async function generateInBrowser(
  which: GeneratorKey,
  params: URLSearchParams,
  { seed: forcedSeed }: { seed?: string } = {},
): Promise<BrowserGeneration> {
  const generator = await definitionOf(which);
  if (!generator) return { ok: false, problems: [{ message: GONE }] };
  const validation = inputFromForm(generator, params);
  if (generator.secret) {
    if (!validation.ok) return { ok: false, problems: validation.problems };
    // A secret is drawn from the cryptographic source itself: there is no seed to keep, share or
    // leak, and the address keeps the settings only.
    const version = generator.version;
    const generation = await runGenerator(generator, cryptoRandom(), validation.input, {
      now: Date.now(),
    });
    return {
      ok: true,
      run: {
        input: validation.input,
        generation,
        seed: null,
        seedOrigin: "fresh",
        version,
        at: null,
        path: runPath(generator, { input: validation.input, seed: null, version, at: null }),
      },
    };
  }
  const seedResult = parseSeed(forcedSeed ?? params.get("seed"));
  const problems = validation.ok ? [] : [...validation.problems];
  if (seedResult.error) problems.push({ field: "seed", message: seedResult.error });
  if (!validation.ok || problems.length > 0) return { ok: false, problems };

  // Every run draws from a seed: the visitor's, or a fresh 129-bit one from the cryptographic
  // source, so whatever is on screen can be shared exactly as it is.
  const seed = seedResult.seed ?? newSeed(undefined, FRESH_SEED_LENGTH);
  const at = generator.usesClock ? Date.now() : null;
  const generation = await runGenerator(generator, seededRandom(seed), validation.input, {
    now: at ?? Date.now(),
  });
  return {
    ok: true,
    run: {
      input: validation.input,
      generation,
      seed,
      seedOrigin: seedResult.seed === null ? "fresh" : "typed",
      version: generator.version,
      at,
      path: runPath(generator, { input: validation.input, seed, version: generator.version, at }),
    },
  };
}

/** A run to reproduce: its inputs, seed, algorithm version and clock. */
export interface RunToReproduce {
  input: Record<string, unknown>;
  seed: string;
  seedOrigin: GeneratorRun["seedOrigin"];
  version: number;
  at: number | null;
}

/** Runs the engine again on a run of this tab's history: the same values, exactly. */
export async function rerunInBrowser(
  which: GeneratorKey,
  earlier: RunToReproduce,
): Promise<BrowserGeneration> {
  const generator = await definitionOf(which);
  if (!generator) return { ok: false, problems: [{ message: GONE }] };
  const validation = validateInput(generator, earlier.input, { version: earlier.version });
  if (!validation.ok) return { ok: false, problems: validation.problems };
  const generation = await runGenerator(generator, seededRandom(earlier.seed), validation.input, {
    now: earlier.at ?? Date.now(),
    version: earlier.version,
  });
  return {
    ok: true,
    run: {
      input: validation.input,
      generation,
      seed: earlier.seed,
      seedOrigin: earlier.seedOrigin,
      version: earlier.version,
      at: earlier.at,
      // A secret's values never go back into the address, whatever seed made them.
      path: runPath(generator, {
        ...earlier,
        ...(generator.secret ? { seed: null, at: null } : {}),
        input: validation.input,
      }),
    },
  };
}

/**
 * A run of this tab's history, to put back on screen: a secret's run as it was kept in memory
 * (shown again, not made again), any other made again from its seed.
 */
export async function restoreInBrowser(
  which: GeneratorKey,
  entry: HistoryEntry,
): Promise<BrowserGeneration & { status?: string }> {
  const status = `Restored the run of ${clockTime(entry.time)}.`;
  if (entry.run) return { ok: true, run: entry.run, status };
  if (entry.seed === null) return { ok: false, problems: [] };
  const outcome = await rerunInBrowser(which, { ...entry, seed: entry.seed });
  return outcome.ok ? { ...outcome, status } : outcome;
}

/**
 * Shows what an old link to a secret generator gives (the visitor asked to see it): the link's
 * seed, kept in memory only, run again with the link's settings.
 */
export function revealSharedSecret(
  generator: GeneratorKey,
  input: Record<string, unknown>,
  link: SharedSecretLink,
): Promise<BrowserGeneration> {
  return rerunInBrowser(generator, { input, ...link, seedOrigin: "link" });
}
