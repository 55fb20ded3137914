// Exhaustive enumeration for tests that check a count by brute force; only tests import this.

/** Every string of `length` characters over `pool`. */
export function* allStrings(pool: readonly string[], length: number): Generator<string> {
  if (length === 0) {
    yield "";
    return;
  }
  for (const head of pool) for (const tail of allStrings(pool, length - 1)) yield head + tail;
}
