import {
  fieldSpecs,
  inputFromForm,
  type AnyGenerator,
  type InputProblem,
} from "~/engine/core/engine";
import type { FieldSpec } from "~/engine/core/field-kinds";
import { WHOLE_NUMBER } from "~/engine/core/field-kinds/integer";
import { apiTextPart } from "~/engine/core/field-kinds/registries";

import { RUN_PARAMETERS } from "~/engine/core/run-parameters";
import { parseSeed } from "~/engine/core/seed";
import type { RunRequest } from "~/engine/core/execute-run";
import { permalinkTraits, MAX_PERMALINK_TIME, readTime, readVersion } from "~/engine/core/read-run";

// How the API reads a run: the page's permalink parameters (`count`, the inputs, `seed`, `v`,
// `at`), from a query string or a JSON body, strictly. Where the page replaces a bad parameter
// with its default and says so, the API refuses the request and names every bad field, with
// the messages the page's form shows; where the page reads loosely (a count of `0x10`, an
// option by its label), the API says exactly what to send instead.

/** One parameter as received: URL text from a query, or a JSON value from a body. */
export type RawParameters = ReadonlyMap<string, unknown>;

export type StrictReading =
  | {
      ok: true;
      request: RunRequest;
      /**
       * How long its answer holds: `pinned` when the request fixes everything its values depend
       * on (a seed, the version `v`, and the time for generators that read the clock), so it
       * never changes; `seeded` when only the version is left to the site, so it changes when a
       * new version of the generator is deployed; `fresh` otherwise.
       */
      lasting: "pinned" | "seeded" | "fresh";
    }
  | { ok: false; problems: InputProblem[] };

/** A query string's parameters; as on the page, the last of a repeated parameter counts. */
export function queryParameters(params: URLSearchParams): RawParameters {
  return new Map([...params.keys()].map((name) => [name, params.getAll(name).at(-1)]));
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

/** What a kind's text must look like for the API, beyond what the page's form reads; null when it is fine. */
function strictTextProblem(spec: FieldSpec, text: string): string | null {
  return apiTextPart(spec)(spec, text);
}

function readVersionOf(
  generator: AnyGenerator,
  raw: unknown,
  problems: InputProblem[],
): number | null {
  const text = asParameterText(raw, false);
  const traits = permalinkTraits(generator);
  const read = text !== null && WHOLE_NUMBER.test(text) ? readVersion(text, traits) : null;
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
  const read = text !== null && WHOLE_NUMBER.test(text) ? readTime(text) : null;
  if (read && read.at !== null) return read.at;
  problems.push({
    field: "at",
    message: `The time at must be a whole number of milliseconds since 1970-01-01 UTC written in digits, from 0 to ${MAX_PERMALINK_TIME}.`,
  });
  return null;
}

/** Why a run parameter the generator would not use is refused, or null when it is used. */
function unusedParameter(
  generator: AnyGenerator,
  name: string,
  raw: RawParameters,
): InputProblem | null {
  if (name === "at" && !permalinkTraits(generator).usesClock) {
    return {
      field: "at",
      message: `${generator.title} does not read the clock, so it takes no at: leave it out`,
    };
  }
  if (name === "v" && (raw.get("seed") === undefined || raw.get("seed") === null)) {
    return {
      field: "v",
      message:
        "v counts only with a seed: it pins the algorithm version of seeded values. Send a seed with it, or leave it out",
    };
  }
  return null;
}

/**
 * Reads a run strictly from a query or a body: each input as the page reads it (URL text, or
 * a typed JSON value) but written exactly (a whole number in digits, an option by its value),
 * plus `seed`, `v` (only with a seed, as on the page) and `at` (only for generators that read
 * the clock). Unknown or unused parameters are refused, so a misspelt one never silently gives
 * the default. `extra` names parameters the caller reads itself (`output`).
 */
export function readRunStrictly(
  generator: AnyGenerator,
  raw: RawParameters,
  { now, extra = [] }: { now: number; extra?: readonly string[] },
): StrictReading {
  const specs = fieldSpecs(generator);
  const problems: InputProblem[] = [];
  const traits = permalinkTraits(generator);
  const runParameters = RUN_PARAMETERS.filter((name) => name !== "at" || traits.usesClock);
  const known = new Set<string>([...specs.map((spec) => spec.name), ...runParameters, ...extra]);
  for (const name of raw.keys()) {
    const unused = unusedParameter(generator, name, raw);
    if (unused) problems.push(unused);
    else if (!known.has(name)) {
      problems.push({
        field: shorten(name),
        message: `${generator.title} has no parameter "${shorten(name)}". It takes ${[...known].join(", ")}.`,
      });
    }
  }

  const seed = readSeed(raw.get("seed"), problems);
  const versionGiven = seed !== null && raw.has("v");
  const version = versionGiven
    ? (readVersionOf(generator, raw.get("v"), problems) ?? traits.version)
    : traits.version;
  const atGiven = traits.usesClock && raw.has("at");
  const at = traits.usesClock ? ((atGiven ? readAt(raw.get("at"), problems) : null) ?? now) : null;

  const form = new URLSearchParams();
  for (const spec of specs) {
    if (!raw.has(spec.name)) continue;
    const value = raw.get(spec.name);
    const text = asParameterText(value, spec.kind === "list");
    const strict = text === null ? null : strictTextProblem(spec, text);
    if (text !== null && strict === null) {
      form.set(spec.name, text);
      continue;
    }
    const parsed = generator.inputs[spec.name]?.schema.safeParse(value);
    problems.push({
      field: spec.name,
      message: strict ?? parsed?.error?.issues[0]?.message ?? `${spec.label} is not valid`,
    });
  }
  const validation = inputFromForm(generator, form, { version });
  if (!validation.ok) {
    const named = new Set(problems.map((problem) => problem.field));
    problems.push(...validation.problems.filter((problem) => !named.has(problem.field)));
  }
  if (problems.length > 0 || !validation.ok) return { ok: false, problems };
  const reproducible = seed !== null && (!traits.usesClock || atGiven);
  return {
    ok: true,
    request: { input: validation.input, seed, version, at },
    lasting: reproducible ? (versionGiven ? "pinned" : "seeded") : "fresh",
  };
}
