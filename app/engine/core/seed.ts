// Seeds as people type them and as runs draw them. No imports: the generator page's form reads
// the length limit without pulling the permalink reader into its first load.

/**
 * Length of the seed drawn for a run nobody chose a seed for: 25 characters of 0-9a-z, about
 * 129 bits, so no two runs share one.
 */
export const FRESH_SEED_LENGTH = 25;

/** Longest seed a permalink accepts. */
export const MAX_SEED_LENGTH = 64;

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
