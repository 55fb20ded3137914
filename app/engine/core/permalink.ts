import { encodeParam, type FieldSpec } from "./field-kinds";

// A permalink is (generator, inputs, seed, algorithm version, time): the one writer of `seed`,
// `v` and `at`, shared by generator pages, pack pages, the API and the browser; read-run.ts
// reads them. No zod here: the generator page builds permalinks with it before the engine is
// loaded.

/** The algorithm versions a generator can run: its current one and those kept for old links. */
export interface Versions {
  version: number;
  legacyVersions: readonly number[];
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
