import {
  fieldSpecs,
  inputFromForm,
  permalinkTraits,
  type AnyGenerator,
  type InputProblem,
} from "~/engine/core/engine";
import { MAX_PERMALINK_TIME, readTime, readVersion } from "~/engine/core/permalink";
import { parseSeed } from "~/engine/core/seed";
import type { RunRequest } from "~/engine/core/execute-run";

// How the API reads a run: the page's permalink parameters (`count`, the inputs, `seed`, `v`,
// `at`), from a query string or a JSON body, strictly. Where the page replaces a bad parameter
// with its default and says so, the API refuses the request and names every bad field, with
// the messages the page's form shows.

/** Parameters of a run besides the generator's inputs. */
export const RUN_PARAMETERS = ["seed", "v", "at"] as const;

/** The query parameter that chooses the output format, unless a generator has an input of that name. */
export const FORMAT_PARAMETER = "format";

/** One parameter as received: URL text from a query, or a JSON value from a body. */
export type RawParameters = ReadonlyMap<string, unknown>;

export type StrictReading =
  | {
      ok: true;
      request: RunRequest;
      /**
       * Whether the request fixes everything its values depend on (a seed, and the time for
       * generators that read the clock): then its answer never changes and may be cached.
       */
      reproducible: boolean;
    }
  | { ok: false; problems: InputProblem[] };

/** A query string's parameters; as on the page, the last of a repeated parameter counts. */
export function queryParameters(params: URLSearchParams): RawParameters {
  return new Map([...params.keys()].map((name) => [name, params.getAll(name).at(-1)]));
}

/** Whether `format` is this generator's own input (then only Accept chooses the output format). */
export function formatIsInput(generator: AnyGenerator): boolean {
  return Object.hasOwn(generator.inputs, FORMAT_PARAMETER);
}

const shorten = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** A JSON value as the URL text the page would read, or null when it has no such form. */
function asParameterText(value: unknown, list: boolean): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  // A list may also come as an array of entries: the same as its entries one per line.
  if (list && Array.isArray(value) && value.every((item) => typeof item === "string")) {
    return value.join("\n");
  }
  return null;
}

function readSeed(raw: unknown, problems: InputProblem[]): string | null {
  if (raw === undefined || raw === null) return null;
  const text = typeof raw === "number" ? String(raw) : raw;
  if (typeof text !== "string") {
    problems.push({ field: "seed", message: "The seed must be text." });
    return null;
  }
  const { seed, error } = parseSeed(text);
  if (error) problems.push({ field: "seed", message: error });
  return seed;
}

function readVersionOf(
  generator: AnyGenerator,
  raw: unknown,
  problems: InputProblem[],
): number | null {
  const text = asParameterText(raw, false);
  const traits = permalinkTraits(generator);
  const read = text === null ? null : readVersion(text, traits);
  if (read && read.version !== null) return read.version;
  const known = [traits.version, ...[...traits.legacyVersions].reverse()].join(", ");
  problems.push({
    field: "v",
    message: `${generator.title} has no version ${shorten(String(text ?? JSON.stringify(raw)))}: it runs version ${known}.`,
  });
  return null;
}

function readAt(raw: unknown, problems: InputProblem[]): number | null {
  const text = asParameterText(raw, false);
  const read = text === null ? null : readTime(text);
  if (read && read.at !== null) return read.at;
  problems.push({
    field: "at",
    message: `The time at must be a whole number of milliseconds since 1970-01-01 UTC, from 0 to ${MAX_PERMALINK_TIME}.`,
  });
  return null;
}

/**
 * Reads a run strictly from a query or a body: each input as the page reads it (URL text, or
 * a typed JSON value), plus `seed`, `v` (only with a seed, as on the page) and `at` (only for
 * generators that read the clock). Unknown parameters are refused, so a misspelt one never
 * silently gives the default. `extra` names parameters the caller reads itself (`format`).
 */
export function readRunStrictly(
  generator: AnyGenerator,
  raw: RawParameters,
  { now, extra = [] }: { now: number; extra?: readonly string[] },
): StrictReading {
  const specs = fieldSpecs(generator);
  const problems: InputProblem[] = [];
  const known = new Set<string>([...specs.map((spec) => spec.name), ...RUN_PARAMETERS, ...extra]);
  for (const name of raw.keys()) {
    if (known.has(name)) continue;
    problems.push({
      field: shorten(name),
      message: `${generator.title} has no parameter "${shorten(name)}". It takes ${[...known].join(", ")}.`,
    });
  }

  const seed = readSeed(raw.get("seed"), problems);
  const traits = permalinkTraits(generator);
  const version =
    seed !== null && raw.has("v")
      ? (readVersionOf(generator, raw.get("v"), problems) ?? traits.version)
      : traits.version;
  const atGiven = traits.usesClock && raw.has("at");
  const at = traits.usesClock ? ((atGiven ? readAt(raw.get("at"), problems) : null) ?? now) : null;

  const form = new URLSearchParams();
  for (const spec of specs) {
    if (!raw.has(spec.name)) continue;
    const value = raw.get(spec.name);
    const text = asParameterText(value, spec.kind === "list");
    if (text !== null) {
      form.set(spec.name, text);
      continue;
    }
    const parsed = generator.inputs[spec.name]?.schema.safeParse(value);
    problems.push({
      field: spec.name,
      message: parsed?.error?.issues[0]?.message ?? `${spec.label} is not valid`,
    });
  }
  const validation = inputFromForm(generator, form, { version });
  if (!validation.ok) {
    const named = new Set(problems.map((problem) => problem.field));
    problems.push(...validation.problems.filter((problem) => !named.has(problem.field)));
  }
  if (problems.length > 0 || !validation.ok) return { ok: false, problems };
  return {
    ok: true,
    request: { input: validation.input, seed, version, at },
    reproducible: seed !== null && (!traits.usesClock || atGiven),
  };
}
