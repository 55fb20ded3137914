// Small number helpers shared by the maths generators.

/** Greatest common divisor of two integers (always ≥ 0). */
export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** A number with at most `digits` significant digits, without trailing zeros. */
export function roundTo(value: number, digits: number): string {
  return String(Number(value.toPrecision(digits)));
}

/** "Sample mean 3.98 (expected 4), variance 4.1 (expected 4)": one line for a run of draws. */
export function sampleSummary(
  found: { mean: number; variance: number },
  n: number,
  expected: { mean: number; variance: number },
): string {
  const mean = `Sample mean ${roundTo(found.mean, 4)} (expected ${roundTo(expected.mean, 4)})`;
  if (n < 2) return mean;
  return `${mean}, variance ${roundTo(found.variance, 4)} (expected ${roundTo(expected.variance, 4)})`;
}
