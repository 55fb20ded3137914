// Checks of authored data lists, for the data tests: clean entries, no repeats, a useful size.
import { expect } from "vitest";

/** Entries are non-empty, trimmed, without doubled spaces or control characters. */
function expectClean(values: readonly string[]): void {
  for (const value of values) {
    expect(value.length, JSON.stringify(value)).toBeGreaterThan(0);
    expect(value, JSON.stringify(value)).toBe(value.trim());
    expect(value, JSON.stringify(value)).not.toMatch(/\s{2}/);
    expect(
      [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f),
      `control character in ${JSON.stringify(value)}`,
    ).toBe(false);
  }
}

/** Clean, at least `minimum` entries, none twice (ignoring case). */
export function expectGoodList(name: string, values: readonly string[], minimum: number): void {
  expect(values.length, name).toBeGreaterThanOrEqual(minimum);
  expectClean(values);
  const seen = new Set<string>();
  const repeated = values.filter((v) => {
    const key = v.toLowerCase();
    return seen.has(key) || !seen.add(key);
  });
  expect(repeated, `${name} repeats`).toEqual([]);
}
