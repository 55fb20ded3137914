import { describe, expect, it } from "vitest";

import { seededRandom } from "../core/random";
import {
  binomial,
  exponential,
  geometric,
  meanAndVariance,
  poisson,
  MAX_BINOMIAL_TRIALS,
  MAX_POISSON_MEAN,
} from "./distributions";

// Each sampler against its exact mean and variance. The sample mean is off by more than 5
// standard errors with probability below 1e-6 (normal approximation, n = 20,000); the sample
// variance's standard error is sqrt((μ4 − σ⁴) / n), and 6 of them are allowed (below 1e-6 even
// with the fatter tails of a variance estimate at this n).
const N = 20_000;

function expectMoments(
  draw: () => number,
  { mean, variance, fourth }: { mean: number; variance: number; fourth: number },
): void {
  const sample = Array.from({ length: N }, draw);
  const found = meanAndVariance(sample);
  expect(Math.abs(found.mean - mean)).toBeLessThan(5 * Math.sqrt(variance / N));
  expect(Math.abs(found.variance - variance)).toBeLessThan(
    6 * Math.sqrt((fourth - variance ** 2) / N),
  );
}

describe("distributions", () => {
  it("Poisson has mean and variance λ", () => {
    for (const lambda of [0.5, 4, 60, MAX_POISSON_MEAN]) {
      const random = seededRandom(`poisson ${lambda}`);
      // Fourth central moment of Poisson(λ): λ(1 + 3λ).
      expectMoments(() => poisson(random, lambda), {
        mean: lambda,
        variance: lambda,
        fourth: lambda * (1 + 3 * lambda),
      });
    }
    expect(poisson(seededRandom("zero"), 0)).toBe(0);
  });

  it("binomial has mean np and variance np(1 − p), mirrored above one half", () => {
    for (const [n, p] of [
      [10, 0.3],
      [50, 0.9],
      [MAX_BINOMIAL_TRIALS, 0.5],
    ] as const) {
      const random = seededRandom(`binomial ${n} ${p}`);
      const v = n * p * (1 - p);
      // Fourth central moment: np(1−p)(1 + 3(n − 2)p(1−p)).
      expectMoments(() => binomial(random, n, p), {
        mean: n * p,
        variance: v,
        fourth: v * (1 + 3 * (n - 2) * p * (1 - p)),
      });
    }
    expect(binomial(seededRandom("all"), 7, 1)).toBe(7);
    expect(binomial(seededRandom("none"), 7, 0)).toBe(0);
  });

  it("geometric has mean 1/p and variance (1 − p)/p²", () => {
    for (const p of [0.05, 0.5, 0.9]) {
      const random = seededRandom(`geometric ${p}`);
      const q = 1 - p;
      // Fourth central moment: q(p² + 9q)/p⁴.
      expectMoments(() => geometric(random, p), {
        mean: 1 / p,
        variance: q / p ** 2,
        fourth: (q * (p ** 2 + 9 * q)) / p ** 4,
      });
    }
    expect(geometric(seededRandom("sure"), 1)).toBe(1);
  });

  it("exponential has mean 1/rate and variance 1/rate²", () => {
    for (const rate of [0.1, 1, 25]) {
      const random = seededRandom(`exponential ${rate}`);
      expectMoments(() => exponential(random, rate), {
        mean: 1 / rate,
        variance: 1 / rate ** 2,
        fourth: 9 / rate ** 4,
      });
    }
  });

  it("refuses parameters outside their ranges", () => {
    const random = seededRandom("bad");
    expect(() => poisson(random, MAX_POISSON_MEAN + 1)).toThrow(RangeError);
    expect(() => binomial(random, MAX_BINOMIAL_TRIALS + 1, 0.5)).toThrow(RangeError);
    expect(() => geometric(random, 0)).toThrow(RangeError);
    expect(() => exponential(random, 0)).toThrow(RangeError);
  });
});
