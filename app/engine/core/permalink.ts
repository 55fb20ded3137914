import { encodeParam, type FieldSpec, type InputProblem } from "./field-kinds";
import { parseSeed } from "./seed";

/** Latest time (`at`) a permalink may carry: the largest valid JavaScript date. */
export const MAX_PERMALINK_TIME = 8_640_000_000_000_000;

// A permalink is (generator, inputs, seed, algorithm version, time): the one reader and writer of
// `seed`, `v` and `at`, shared by generator pages, pack pages, the API and the browser. No zod
// here: the generator page builds permalinks with it before the engine is loaded.

/** The algorithm versions a generator can run: its current one and those kept for old links. */
export interface Versions {
  version: number;
  legacyVersions: readonly number[];
}

/** How a message names the version a link asked for: short, and never an empty gap. */
function describeVersion(param: string): string {
  const asked = param.trim();
  if (!asked) return "an empty version";
  return `version ${asked.length > 40 ? `${asked.slice(0, 40)}…` : asked}`;
}

/**
 * The version a link's `v` asks for, when the generator still has it; otherwise null and a
 * message naming the version used instead (`of` names the generator, for pack pages).
 */
export function readVersion(
  param: string,
  { version, legacyVersions }: Versions,
  of = "the generator",
): { version: number } | { version: null; message: string } {
  const asked = Number(param);
  if (param.trim() !== "" && (asked === version || legacyVersions.includes(asked))) {
    return { version: asked };
  }
  return {
    version: null,
    message: `This link asks for ${describeVersion(param)} of ${of}, which does not exist; the current version ${version} was used.`,
  };
}

/**
 * A link's `at` (milliseconds since 1970) when it is a valid time; otherwise null and why. An
 * empty `at` is not 0: it would stamp values 1970-01-01.
 */
export function readTime(param: string): { at: number } | { at: null; message: string } {
  if (param.trim() === "") {
    return { at: null, message: "The time in this link is empty; the current time was used." };
  }
  const asked = Number(param);
  if (!Number.isInteger(asked) || asked < 0 || asked > MAX_PERMALINK_TIME) {
    return { at: null, message: "The time in this link is not valid; the current time was used." };
  }
  return { at: asked };
}

/** What a generator page's link asks for besides the inputs. */
export interface PermalinkReading {
  /** Null when the link has no usable seed: the run then draws a fresh one. */
  seed: string | null;
  version: number;
  /** The clock for generators that read it: the link's time, or `now`. Null for the others. */
  at: number | null;
  problems: InputProblem[];
}

/**
 * Reads `seed`, `v` and `at` of a generator page's link. It never throws: a bad seed gives
 * values from a fresh seed, a bad version runs the current one and a bad or empty time the current time,
 * each with a message. Like every permalink, a version counts only with a seed.
 */
export function readPermalink(
  params: URLSearchParams,
  generator: Versions & { usesClock: boolean },
  now: number,
): PermalinkReading {
  const problems: InputProblem[] = [];
  const seedResult = parseSeed(params.get("seed"));
  if (seedResult.error) {
    problems.push({
      field: "seed",
      message: `${seedResult.error} The values below come from a new seed.`,
    });
  }
  const seed = seedResult.seed;

  let version = generator.version;
  const versionParam = params.get("v");
  if (seed !== null && versionParam !== null) {
    const read = readVersion(versionParam, generator);
    if (read.version === null) problems.push({ field: "v", message: read.message });
    else version = read.version;
  }

  let at: number | null = null;
  if (generator.usesClock) {
    const atParam = params.get("at");
    const read = atParam === null ? { at: null } : readTime(atParam);
    if ("message" in read) problems.push({ field: "at", message: read.message });
    at = read.at ?? now;
  }
  return { seed, version, at, problems };
}

export interface PermalinkOptions {
  seed: string | null;
  version: number;
  /** The run's clock, for generators whose values depend on the time. */
  at: number | null;
}

/** The query string that reproduces a run: every input, then the seed, version and time. */
export function runSearchParams(
  fields: readonly FieldSpec[],
  input: Readonly<Record<string, unknown>>,
  { seed, version, at }: PermalinkOptions,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const spec of fields) {
    params.set(spec.name, encodeParam(spec, input[spec.name] ?? spec.default));
  }
  if (seed !== null) {
    params.set("seed", seed);
    params.set("v", String(version));
    if (at !== null) params.set("at", String(at));
  }
  return params;
}
