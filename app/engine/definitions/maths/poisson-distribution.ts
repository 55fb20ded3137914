import { defineGenerator } from "../../core/engine";
import { count, decimal } from "../../core/fields";
import { MAX_POISSON_MEAN, meanAndVariance, poisson } from "../../shared/distributions";
import { sampleSummary } from "../../shared/maths";

export default defineGenerator({
  id: "poisson-distribution",
  title: "Poisson Distribution",
  category: "maths",
  iconText: "🐟",
  description:
    "Random counts from a Poisson distribution with the mean you choose: arrivals per hour, typos per page, goals per match.",
  keywords: ["poisson", "poisson distribution", "random count", "simulation", "statistics"],
  algorithm:
    "Each value is drawn by inversion with sequential search: a uniform u in [0, 1) from Random.float, then k = 0, 1, 2, … adding the probability of each count (each from the last by × λ/k) until the running total passes u. Exact up to floating-point rounding; the mean is capped at 700 so e^−λ stays representable.",
  version: 1,
  inputs: {
    mean: decimal({
      label: "Mean (λ)",
      min: 0,
      max: MAX_POISSON_MEAN,
      step: 0.1,
      default: 4,
      help: "The average count; the variance equals it.",
    }),
    count: count(10),
  },
  generate(random, { mean, count }) {
    const draws = Array.from({ length: count }, () => poisson(random, mean));
    return {
      values: draws.map((value) => ({ text: String(value), data: { value } })),
      summary: sampleSummary(meanAndVariance(draws), draws.length, {
        mean,
        variance: mean,
      }),
    };
  },
});
