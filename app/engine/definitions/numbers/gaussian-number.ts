import { defineGenerator } from "../../core/engine";
import { count, decimal, integer } from "../../core/fields";

export default defineGenerator({
  id: "gaussian-number",
  title: "Normal Distribution Numbers",
  category: "numbers",
  iconText: "🔔",
  description:
    "Numbers from a bell curve (normal distribution) with the mean and standard deviation you choose.",
  keywords: ["gaussian", "normal distribution", "bell curve", "statistics", "standard deviation"],
  algorithm:
    "Box–Muller transform (Random.normal): two uniform 53-bit floats u1 (taken in (0, 1] so its logarithm is finite) and u2 give mean + sd · √(−2 ln u1) · cos(2π u2); the second Box–Muller value is not kept. The value is shown rounded to the chosen decimal places.",
  version: 1,
  inputs: {
    mean: decimal({ label: "Mean", min: -1e9, max: 1e9, default: 0, step: 0.1 }),
    sd: decimal({ label: "Standard deviation", min: 0, max: 1e9, default: 1, step: 0.1 }),
    places: integer({ label: "Decimal places", min: 0, max: 10, default: 3 }),
    count: count(10),
  },
  generate(random, { mean, sd, places, count }) {
    return {
      values: Array.from({ length: count }, () => {
        const value = random.normal(mean, sd);
        return { text: value.toFixed(places), data: { value } };
      }),
    };
  },
});
