import type { Random } from "../core/random";

// Samplers of the classic distributions, each by an exact, stated method, shared by the
// distribution generators and the maths practice ones.

/** The largest mean the Poisson sampler takes: e^−λ stays a normal double (e^−700 ≈ 1e−304). */
export const MAX_POISSON_MEAN = 700;

/** The most trials the binomial sampler takes: (1 − p)^n with p ≤ ½ stays above 1e−302. */
export const MAX_BINOMIAL_TRIALS = 1_000;

/**
 * Poisson(λ) by inversion with sequential search: u = Random.float(), then walk k = 0, 1, 2, …
 * adding P(k) (each from the last by × λ/k) until the running sum exceeds u. Two words a draw.
 */
export function poisson(random: Random, mean: number): number {
  if (!(mean >= 0 && mean <= MAX_POISSON_MEAN)) throw new RangeError(`mean out of range: ${mean}`);
  const u = random.float();
  let p = Math.exp(-mean);
  let sum = p;
  let k = 0;
  // Past the far tail the terms underflow to 0 and the sum stops growing: stop there.
  while (u >= sum && p > 0) {
    k++;
    p *= mean / k;
    sum += p;
  }
  return k;
}

/**
 * Binomial(n, p) by inversion with sequential search on the smaller of p and 1 − p (the count
 * of the rarer outcome, then mirrored): u = Random.float(), walk k upward adding P(k). Two words.
 */
export function binomial(random: Random, trials: number, probability: number): number {
  if (!(Number.isInteger(trials) && trials >= 0 && trials <= MAX_BINOMIAL_TRIALS))
    throw new RangeError(`trials out of range: ${trials}`);
  if (!(probability >= 0 && probability <= 1))
    throw new RangeError(`probability out of range: ${probability}`);
  const mirrored = probability > 0.5;
  const q = mirrored ? 1 - probability : probability;
  const u = random.float();
  if (q === 0) return mirrored ? trials : 0;
  const ratio = q / (1 - q);
  let p = (1 - q) ** trials;
  let sum = p;
  let k = 0;
  while (u >= sum && k < trials) {
    p *= (ratio * (trials - k)) / (k + 1);
    k++;
    sum += p;
  }
  return mirrored ? trials - k : k;
}

/**
 * Geometric(p): the number of the trial that brings the first success (1, 2, …), by inversion:
 * k = ⌈ln(1 − u) / ln(1 − p)⌉ with u = Random.float() (at least 1). Two words a draw.
 */
export function geometric(random: Random, probability: number): number {
  if (!(probability > 0 && probability <= 1))
    throw new RangeError(`probability out of range: ${probability}`);
  const u = random.float();
  if (probability === 1) return 1;
  return Math.max(1, Math.ceil(Math.log1p(-u) / Math.log1p(-probability)));
}

/** Exponential with this rate, by inversion: −ln(1 − u) / rate, u = Random.float(). Two words. */
export function exponential(random: Random, rate: number): number {
  if (!(rate > 0 && Number.isFinite(rate))) throw new RangeError(`rate out of range: ${rate}`);
  return -Math.log1p(-random.float()) / rate;
}

/** Mean and unbiased variance of a sample. */
export function meanAndVariance(values: readonly number[]): { mean: number; variance: number } {
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1);
  return { mean, variance };
}
