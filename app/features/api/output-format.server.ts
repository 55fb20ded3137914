import type { InputProblem } from "~/engine/core/engine";
import type { AnyGenerator } from "~/engine/core/engine";

// How a run's answer format is chosen: the `output` query parameter, which no generator's input
// may be named (run-request.server.test.ts), so it works on every generator; `format`, its older
// name, where a generator has no input of that name; else the Accept header.

/** The formats a run can be answered in, each with its media type. */
const MEDIA_TYPES = {
  json: "application/json",
  txt: "text/plain",
  csv: "text/csv",
} as const;

export type OutputFormat = keyof typeof MEDIA_TYPES;

/** The formats a run can be answered in, the default first. */
export const OUTPUT_FORMATS = Object.keys(MEDIA_TYPES) as OutputFormat[];

/** The Content-Type of an answer in `format`. */
export const contentTypeOf = (format: OutputFormat) => `${MEDIA_TYPES[format]}; charset=utf-8`;

/** The query parameter that chooses the format on every generator. */
export const OUTPUT_PARAMETER = "output";

/** Its older name, still read where a generator has no input called `format`. */
export const FORMAT_PARAMETER = "format";

/** Whether `format` is this generator's own input (then only `output` or Accept choose the format). */
export function formatIsInput(generator: AnyGenerator): boolean {
  return Object.hasOwn(generator.inputs, FORMAT_PARAMETER);
}

/** The query parameters that choose the format on this generator. */
export function formatParameters(generator: AnyGenerator): string[] {
  return formatIsInput(generator) ? [OUTPUT_PARAMETER] : [OUTPUT_PARAMETER, FORMAT_PARAMETER];
}

/** A quality value (RFC 9110 §12.4.2): 0 to 1 with at most three decimals; 1 when absent. */
function qualityOf(parameters: readonly string[]): number {
  const q = parameters.find((parameter) => /^q\s*=/i.test(parameter));
  if (q === undefined) return 1;
  const value = q.replace(/^q\s*=\s*/i, "");
  return /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
}

/**
 * The format an Accept header prefers (RFC 9110 §12.5.1): each format takes the quality of the
 * most specific media range that matches it (`text/csv`, then `text/*`, then any type); the
 * highest quality above 0 wins, a tie goes to the range listed first, then to the order of OUTPUT_FORMATS.
 * Null when the header accepts none of them.
 */
export function preferredFormat(accept: string | null): OutputFormat | null {
  const ranges = (accept ?? "").split(",").map((part, position) => {
    const [range = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    const [type = "", subtype = ""] = range.toLowerCase().split("/");
    return { type, subtype, quality: qualityOf(parameters), position };
  });
  let best: { format: OutputFormat; quality: number; position: number } | null = null;
  for (const format of OUTPUT_FORMATS) {
    const [type, subtype] = MEDIA_TYPES[format].split("/");
    const match = ranges
      .map((range) => ({
        ...range,
        specificity:
          range.type === type && range.subtype === subtype
            ? 2
            : range.type === type && range.subtype === "*"
              ? 1
              : range.type === "*" && range.subtype === "*"
                ? 0
                : -1,
      }))
      .filter((range) => range.specificity >= 0)
      .sort((a, b) => b.specificity - a.specificity)[0];
    if (!match || match.quality === 0) continue;
    if (
      !best ||
      match.quality > best.quality ||
      (match.quality === best.quality && match.position < best.position)
    ) {
      best = { format, quality: match.quality, position: match.position };
    }
  }
  return best?.format ?? null;
}

/**
 * The format of a run's answer: `output` (or `format` where it is not an input) in the query,
 * else what Accept prefers, else JSON; or the problem with the parameters.
 */
export function chooseFormat(
  generator: AnyGenerator,
  query: URLSearchParams,
  accept: string | null,
): OutputFormat | InputProblem {
  const given = formatParameters(generator).filter((name) => query.has(name));
  const [name] = given;
  if (given.length > 1) {
    return {
      field: FORMAT_PARAMETER,
      message: `Send ${OUTPUT_PARAMETER} or ${FORMAT_PARAMETER}, not both: they choose the same thing`,
    };
  }
  if (name === undefined) return preferredFormat(accept) ?? "json";
  const asked = query.getAll(name).at(-1) ?? "";
  const format = OUTPUT_FORMATS.find((candidate) => candidate === asked.trim().toLowerCase());
  return (
    format ?? {
      field: name,
      message: `${name} must be one of ${OUTPUT_FORMATS.join(", ")}`,
    }
  );
}
