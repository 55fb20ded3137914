import { defineGenerator } from "../../core/engine";
import { count, integer, toggle } from "../../core/fields";
import { notEnoughDistinct } from "../../shared/no-repeats";
import { numberOrder, sortNumbers } from "../../shared/sort-order";

/** Largest magnitude a JavaScript number holds exactly: the engine's integer bound. */
const SAFE = Number.MAX_SAFE_INTEGER;

export default defineGenerator({
  id: "random-number",
  title: "Random Number",
  category: "numbers",
  iconText: "🔢",
  description:
    "Whole numbers between a minimum and a maximum, each equally likely, with or without repeats.",
  keywords: ["integer", "number picker", "range", "rng", "random integer"],
  algorithm:
    "Each number is an unbiased integer by rejection sampling (Random.int): one 32-bit word per draw for ranges of up to 2^32 values, a 53-bit value for wider ones, redrawn rather than reduced modulo the range. With No repeats: distinct integers (Random.distinctInts, a partial Fisher–Yates shuffle of the range that stores only the swapped positions). Sorting, when chosen, happens after drawing.",
  version: 1,
  inputs: {
    min: integer({ label: "Minimum", min: -SAFE, max: SAFE, default: 1 }),
    max: integer({ label: "Maximum", min: -SAFE, max: SAFE, default: 100 }),
    count: count(1),
    unique: toggle({ label: "No repeats", default: false }),
    order: numberOrder,
  },
  check({ min, max, count, unique }) {
    if (min > max) return { field: "max", message: "Maximum must be at least Minimum." };
    const span = max - min + 1;
    if (span > 2 ** 53) {
      return {
        field: "max",
        message: "The range is too wide: Maximum − Minimum must be below 2^53.",
      };
    }
    return unique
      ? notEnoughDistinct(count, "number", { from: min, to: max, available: span })
      : null;
  },
  generate(random, { min, max, count, unique, order }) {
    const drawn = unique
      ? random.distinctInts(min, max, count)
      : Array.from({ length: count }, () => random.int(min, max));
    return {
      values: sortNumbers(drawn, order).map((n) => ({ text: String(n), data: { value: n } })),
    };
  },
});
