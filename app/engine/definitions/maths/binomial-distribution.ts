import { defineGenerator } from "../../core/engine";
import { count, decimal, integer } from "../../core/fields";
import { binomial, MAX_BINOMIAL_TRIALS, meanAndVariance } from "../../shared/distributions";
import { sampleSummary } from "../../shared/maths";

export default defineGenerator({
  id: "binomial-distribution",
  title: "Binomial Distribution",
  category: "maths",
  iconText: "🪙",
  description:
    "Random successes out of a number of trials, each succeeding with the chance you set: heads in 20 flips, hits in 10 shots.",
  keywords: ["binomial", "binomial distribution", "bernoulli trials", "simulation", "statistics"],
  algorithm:
    "Each value is drawn by inversion with sequential search on the rarer outcome: with q the smaller of p and 1 − p, a uniform u from Random.float, then k = 0, 1, 2, … adding P(k) = C(n, k) qᵏ (1 − q)ⁿ⁻ᵏ (each from the last) until the total passes u; when p > ½ the result is n − k. At most 1,000 trials, so (1 − q)ⁿ stays representable.",
  version: 1,
  inputs: {
    trials: integer({ label: "Trials (n)", min: 1, max: MAX_BINOMIAL_TRIALS, default: 20 }),
    probability: decimal({
      label: "Chance of success (p)",
      min: 0,
      max: 1,
      step: 0.01,
      default: 0.5,
    }),
    count: count(10),
  },
  generate(random, { trials, probability, count }) {
    const draws = Array.from({ length: count }, () => binomial(random, trials, probability));
    return {
      values: draws.map((value) => ({ text: String(value), data: { value, trials } })),
      summary: sampleSummary(meanAndVariance(draws), draws.length, {
        mean: trials * probability,
        variance: trials * probability * (1 - probability),
      }),
    };
  },
});
