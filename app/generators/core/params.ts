import type { FieldSpec } from "./fields";

// URL encoding of generator inputs and seeds. No zod here: the generator page builds
// permalinks with it before the engine (and its schemas) is loaded.

/** Turns one URL parameter into the typed value its field expects, or an error message. */
export function decodeParam(
  spec: FieldSpec,
  raw: string,
): { ok: true; value: unknown } | { ok: false; message: string } {
  switch (spec.kind) {
    case "integer":
    case "number": {
      const value = Number(raw.trim());
      if (raw.trim() === "" || !Number.isFinite(value)) {
        return { ok: false, message: `${spec.label} must be a number` };
      }
      return { ok: true, value };
    }
    case "toggle": {
      const normalized = raw.trim().toLowerCase();
      if (["1", "true", "on", "yes"].includes(normalized)) return { ok: true, value: true };
      if (["0", "false", "off", "no"].includes(normalized)) return { ok: true, value: false };
      return { ok: false, message: `${spec.label} must be on or off` };
    }
    default:
      return { ok: true, value: raw };
  }
}

/** Turns a typed value back into its URL text (the inverse of decodeParam). */
export function encodeParam(value: unknown): string {
  if (typeof value === "boolean") return value ? "1" : "0";
  return String(value);
}

/** Longest seed a permalink accepts. */
export const MAX_SEED_LENGTH = 64;

/** Latest time (`at`) a permalink may carry: the largest valid JavaScript date. */
export const MAX_PERMALINK_TIME = 8_640_000_000_000_000;

/** A seed as typed or read from a URL: trimmed, 1–64 characters, no control characters. */
export function parseSeed(raw: string | null | undefined): { seed: string | null; error?: string } {
  const seed = (raw ?? "").trim();
  if (seed === "") return { seed: null };
  if (seed.length > MAX_SEED_LENGTH) {
    return { seed: null, error: `The seed must be at most ${MAX_SEED_LENGTH} characters.` };
  }
  if ([...seed].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return { seed: null, error: "The seed must not contain control characters." };
  }
  return { seed };
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
  for (const spec of fields) params.set(spec.name, encodeParam(input[spec.name] ?? spec.default));
  if (seed !== null) {
    params.set("seed", seed);
    params.set("v", String(version));
    if (at !== null) params.set("at", String(at));
  }
  return params;
}
