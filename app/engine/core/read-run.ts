import { decodeParam, urlForm, type FieldSpec, type InputProblem } from "./field-kinds";
import { fieldSchema, fieldSpecs, type AnyGenerator, type CheckContext } from "./engine";
import type { RunRequest } from "./execute-run";
import type { Versions } from "./permalink";
import { parseSeed } from "./seed";

// Reading a run from a generator page's URL query, leniently: the server's pages, and the
// browser when a kept copy of a page was made for another query (offline). A module apart from
// permalink.ts (the writer) and engine.ts: those are in the generator page's first load and its
// first Generate, and a module's used exports go wherever the module is, so readers kept there
// would weigh on every page for a case only offline meets.

type Inputs = Record<string, unknown>;

/** Latest time (`at`) a permalink may carry: the largest valid JavaScript date. */
export const MAX_PERMALINK_TIME = 8_640_000_000_000_000;

/** The algorithm versions a generator runs (current and legacy) and whether it reads the clock. */
export function permalinkTraits(generator: AnyGenerator): Versions & { usesClock: boolean } {
  return {
    version: generator.version,
    legacyVersions: Object.keys(generator.legacy ?? {})
      .map(Number)
      .sort((a, b) => a - b),
    usesClock: Boolean(generator.usesClock),
  };
}

/** The default input: every field at its declared default. */
export function defaultInput(generator: AnyGenerator): Inputs {
  return Object.fromEntries(fieldSpecs(generator).map((spec) => [spec.name, spec.default]));
}

/** A field's default as a visitor would say it ("on", "Any animal", "the default list"). */
function defaultInWords(spec: FieldSpec): string {
  return urlForm(spec).defaultInWords(spec);
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

export interface ResolvedInput {
  /** A valid input: what was asked for, with each bad field replaced by its default. */
  input: Inputs;
  /** One message per parameter that could not be used. */
  problems: InputProblem[];
}

/**
 * Reads a generator's input from URL parameters (permalinks and no-JavaScript forms). It always
 * returns a usable input: a bad or out-of-range parameter falls back to its default and is
 * named in `problems`, so the page renders with a message instead of failing.
 */
export function inputFromParams(
  generator: AnyGenerator,
  params: URLSearchParams,
  { version = generator.version }: Partial<CheckContext> = {},
): ResolvedInput {
  const specs = fieldSpecs(generator);
  const problems: InputProblem[] = [];
  const input: Inputs = {};
  for (const spec of specs) {
    // A checkbox form sends a hidden "0" before the box's "1": the last value wins.
    const raw = params.getAll(spec.name).at(-1);
    if (raw === undefined) {
      input[spec.name] = spec.default;
      continue;
    }
    const decoded = decodeParam(spec, raw);
    const checked = decoded.ok
      ? fieldSchema(generator, spec.name)?.safeParse(decoded.value)
      : undefined;
    if (!decoded.ok) {
      problems.push({
        field: spec.name,
        message: `${decoded.message}; using ${defaultInWords(spec)} instead.`,
      });
      input[spec.name] = spec.default;
    } else if (checked && !checked.success) {
      const message = checked.error.issues[0]?.message ?? `${spec.label} is not valid`;
      problems.push({
        field: spec.name,
        message: `${message}; using ${defaultInWords(spec)} instead.`,
      });
      input[spec.name] = spec.default;
    } else {
      input[spec.name] = checked ? checked.data : decoded.value;
    }
  }
  const crossField = generator.check?.(input, { version }) ?? null;
  if (crossField) {
    problems.push({
      ...crossField,
      message: `${crossField.message} Using the default settings instead.`,
    });
    return { input: defaultInput(generator), problems };
  }
  return { input, problems };
}

/**
 * Reads a run from a generator page's URL as the page does: every bad parameter falls back to
 * its default (or the current version, time or a fresh seed) and is named in `problems`.
 */
export function readRunLeniently(
  generator: AnyGenerator,
  params: URLSearchParams,
  now: number,
): { request: RunRequest; problems: InputProblem[] } {
  const link = readPermalink(params, permalinkTraits(generator), now);
  const { input, problems } = inputFromParams(generator, params, { version: link.version });
  return {
    request: { input, seed: link.seed, version: link.version, at: link.at },
    problems: [...problems, ...link.problems],
  };
}
