import { runGenerator, runPath, type AnyGenerator, type Generation } from "./engine";
import { cryptoRandom, newSeed, seededRandom } from "./random";
import { FRESH_SEED_LENGTH } from "./seed";

// One run of a generator on the server, shared by its page and its API: both read the request
// their own way (the page leniently, the API strictly) into a RunRequest, then call executeRun,
// so the same inputs, seed, version and time give the same values by construction.

/** What a run is asked for: a valid input, and the seed, version and time of its permalink. */
export interface RunRequest {
  input: Record<string, unknown>;
  /** Null when nobody chose a seed: the run then draws a fresh one. */
  seed: string | null;
  version: number;
  /** The clock for generators that read it (null for the others). */
  at: number | null;
}

/**
 * A run as it happened: seeded, so its permalink gives the same values again, except a secret
 * generator's run without a seed (null), which nothing can make again.
 */
export interface ExecutedRun {
  input: Record<string, unknown>;
  generation: Generation;
  seed: string | null;
  version: number;
  at: number | null;
  /** The generator page's address (path and query) that shows exactly these values. */
  path: string;
}

/**
 * Runs a generator as asked, drawing a fresh seed when none was given; a secret generator
 * without a seed draws straight from the cryptographic source, with no seed at all.
 */
export async function executeRun(
  generator: AnyGenerator,
  { input, seed: askedSeed, version, at }: RunRequest,
  now: number,
): Promise<ExecutedRun> {
  if (generator.secret && askedSeed === null) {
    const generation = await runGenerator(generator, cryptoRandom(), input, { now: at ?? now });
    return {
      input,
      generation,
      seed: null,
      version: generator.version,
      at,
      path: runPath(generator, { input, seed: null, version: generator.version, at: null }),
    };
  }
  // A run without a seed still draws from a fresh one, so its values can be shared.
  const seed = askedSeed ?? newSeed(undefined, FRESH_SEED_LENGTH);
  const generation = await runGenerator(generator, seededRandom(seed), input, {
    now: at ?? now,
    version,
  });
  return {
    input,
    generation,
    seed,
    version,
    at,
    path: runPath(generator, { input, seed, version, at }),
  };
}
