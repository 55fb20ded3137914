// Statistical checks of the distribution generators' tests; only `*.test.ts` files import this
// module. Every check fails by chance with probability about 1e-6 when the generator is right.
import { expect } from "vitest";

import { CHI_SQUARE_LIMIT } from "./harness";

/** The two-sided z of a normal test at false-failure rate 1e-6 (P(|Z| > 4.892) = 1e-6). */
export const Z_1E6 = 4.892;

/**
 * The value a chi-square statistic with `df` degrees of freedom exceeds with probability about
 * 1e-6: the harness's table where it has `df`, else the Wilson–Hilferty approximation (within
 * 1% of the exact quantile from 4 degrees of freedom up).
 */
export function chiSquareLimit(df: number): number {
  const known = (CHI_SQUARE_LIMIT as Record<number, number>)[df];
  if (known !== undefined) return known;
  const z = 4.753; // one-sided P(Z > 4.753) = 1e-6
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}

/** Pearson's chi-square of observed counts against expected counts (same length). */
export function chiSquareAgainst(observed: readonly number[], expected: readonly number[]): number {
  return observed.reduce((sum, o, i) => {
    const e = expected[i] as number;
    return sum + (o - e) ** 2 / e;
  }, 0);
}

/** The sample mean and the unbiased sample variance. */
export function moments(samples: readonly number[]): { mean: number; variance: number } {
  const n = samples.length;
  const mean = samples.reduce((a, b) => a + b, 0) / n;
  const variance = samples.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1);
  return { mean, variance };
}

/**
 * Expects the sample mean within Z_1E6 standard errors of `mean`, and the sample variance within
 * Z_1E6 standard errors of `variance`, the variance's standard error being
 * √((μ4 − σ⁴) / n) with μ4 the distribution's fourth central moment (normal approximation,
 * good for the thousands of samples the tests draw).
 */
export function expectMeanAndVariance(
  samples: readonly number[],
  { mean, variance, fourthMoment }: { mean: number; variance: number; fourthMoment: number },
): void {
  const n = samples.length;
  const observed = moments(samples);
  const meanError = Math.sqrt(variance / n);
  expect(Math.abs(observed.mean - mean), `mean ${observed.mean} vs ${mean}`).toBeLessThan(
    Z_1E6 * meanError + 1e-12,
  );
  const varianceError = Math.sqrt(Math.max(fourthMoment - variance ** 2, 0) / n);
  expect(
    Math.abs(observed.variance - variance),
    `variance ${observed.variance} vs ${variance}`,
  ).toBeLessThan(Z_1E6 * varianceError + 1e-12);
}
