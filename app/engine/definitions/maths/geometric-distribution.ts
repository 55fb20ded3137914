import { defineGenerator } from "../../core/engine";
import { count, decimal, select } from "../../core/fields";
import { geometric, meanAndVariance } from "../../shared/distributions";
import { sampleSummary } from "../../shared/maths";

export default defineGenerator({
  id: "geometric-distribution",
  title: "Geometric Distribution",
  category: "maths",
  iconText: "🎯",
  description:
    "How many tries until the first success, when each try succeeds with the chance you set: rolls until a six, calls until a sale.",
  keywords: ["geometric distribution", "trials until success", "waiting time", "statistics"],
  algorithm:
    "Each value is drawn by inversion: a uniform u from Random.float, then the trial of the first success k = ⌈ln(1 − u) / ln(1 − p)⌉ (at least 1), which has probability (1 − p)ᵏ⁻¹ p. Counting failures instead gives k − 1.",
  version: 1,
  inputs: {
    probability: decimal({
      label: "Chance of success (p)",
      min: 0.001,
      max: 1,
      step: 0.001,
      default: 0.2,
    }),
    counting: select({
      label: "Count",
      options: [
        { value: "trials", label: "Trials up to and including the first success" },
        { value: "failures", label: "Failures before the first success" },
      ],
      default: "trials",
    }),
    count: count(10),
  },
  generate(random, { probability, counting, count }) {
    const shift = counting === "failures" ? 1 : 0;
    const draws = Array.from({ length: count }, () => geometric(random, probability) - shift);
    return {
      values: draws.map((value) => ({ text: String(value), data: { value } })),
      summary: sampleSummary(meanAndVariance(draws), draws.length, {
        mean: 1 / probability - shift,
        variance: (1 - probability) / probability ** 2,
      }),
    };
  },
});
