import { defineGenerator } from "../../core/engine";
import { count, decimal, integer } from "../../core/fields";
import { exponential, meanAndVariance } from "../../shared/distributions";
import { sampleSummary } from "../../shared/maths";

export default defineGenerator({
  id: "exponential-distribution",
  title: "Exponential Distribution",
  category: "maths",
  iconText: "📉",
  description:
    "Random waiting times from an exponential distribution with the average you choose: time between arrivals, lifetimes, gaps.",
  keywords: ["exponential distribution", "waiting time", "interarrival time", "statistics"],
  algorithm:
    "Each value is drawn by inversion: a uniform u in [0, 1) from Random.float, then x = −ln(1 − u) × mean, rounded to the chosen decimal places for display (the data keeps the rounded value).",
  version: 1,
  inputs: {
    mean: decimal({
      label: "Average (mean)",
      min: 0.001,
      max: 1_000_000,
      step: 0.001,
      default: 1,
      help: "The rate is 1 ÷ the mean.",
    }),
    places: integer({ label: "Decimal places", min: 0, max: 10, default: 3 }),
    count: count(10),
  },
  generate(random, { mean, places, count }) {
    const draws = Array.from({ length: count }, () =>
      Number(exponential(random, 1 / mean).toFixed(places)),
    );
    return {
      values: draws.map((value) => ({ text: value.toFixed(places), data: { value } })),
      summary: sampleSummary(meanAndVariance(draws), draws.length, {
        mean,
        variance: mean ** 2,
      }),
    };
  },
});
