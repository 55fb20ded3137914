import { contentTypeOf, type OutputFormat } from "./output-format.server";
import type { ApiRunResult } from "./schemas.server";
import type { AnyGenerator } from "~/engine/core/engine";
import { valuesAsCsv } from "~/utils/downloads";
import type { ExecutedRun } from "~/engine/core/execute-run";
import { valuesAsText } from "~/utils/values-text";

// What a run of the API answers: the values with everything that reproduces them, as JSON, or
// only the values as text (one per line) or CSV, the page's own download formats.

/** A run as the API answers it, with its permalink on `origin` (none for an unseeded secret). */
export function runResult(generator: AnyGenerator, run: ExecutedRun, origin: string): ApiRunResult {
  const { summary, notes } = run.generation;
  return {
    generator: generator.id,
    version: run.version,
    seed: run.seed,
    secret: Boolean(generator.secret),
    at: run.at,
    inputs: run.input,
    values: run.generation.values.map(({ text, data }) =>
      data
        ? { text, data: data as Record<string, string | number | boolean | (string | number)[]> }
        : { text },
    ),
    ...(summary ? { summary } : {}),
    ...(notes?.length ? { notes } : {}),
    permalink: run.seed === null ? null : `${origin}${run.path}`,
  };
}

/** The body of an answer in `format`: the whole result as JSON, or only its values. */
export function serializeRun(
  result: ApiRunResult,
  format: OutputFormat,
): { body: string; contentType: string } {
  const body =
    format === "json"
      ? JSON.stringify(result)
      : format === "txt"
        ? `${valuesAsText(result.values)}\n`
        : valuesAsCsv(result.values);
  return { body, contentType: contentTypeOf(format) };
}
