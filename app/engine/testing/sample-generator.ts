// The engine tests' sample generator (one field of every kind and a rule across two of them)
// and their shared settings. Only tests import this module.
import { defineGenerator, type AnyGenerator } from "../core/engine";
import { count, decimal, integer, list, select, text, toggle } from "../core/fields";

/** A small generator with one field of every kind and a rule across two of them. */
export const sample = defineGenerator({
  id: "test-sample",
  title: "Test Sample",
  category: "numbers",
  description: "A generator used only by these tests.",
  keywords: ["test", "sample", "engine"],
  algorithm: "Unbiased integers between Lowest and Highest (Random.int).",
  version: 1,
  inputs: {
    low: integer({ label: "Lowest", min: 0, max: 100, default: 1 }),
    high: integer({ label: "Highest", min: 0, max: 100, default: 6 }),
    weight: decimal({ label: "Weight", min: 0, max: 1, default: 0.5, step: 0.1 }),
    count: count(3, { max: 50 }),
    tag: text({ label: "Tag", maxLength: 10, default: "roll" }),
    names: list({ label: "Names", default: "Ana\nBen", maxItems: 5, maxItemLength: 10 }),
    style: select({
      label: "Style",
      options: [
        { value: "plain", label: "Plain" },
        { value: "fancy", label: "Fancy" },
      ],
      default: "plain",
    }),
    loud: toggle({ label: "Loud", default: false }),
  },
  check({ low, high }) {
    return low > high ? { field: "high", message: "Highest must be at least Lowest." } : null;
  },
  generate(random, { low, high, count }) {
    return {
      values: Array.from({ length: count }, () => ({ text: String(random.int(low, high)) })),
    };
  },
}) as AnyGenerator;

/** The sample's default input. */
export const SAMPLE_DEFAULTS = {
  low: 1,
  high: 6,
  weight: 0.5,
  count: 3,
  tag: "roll",
  names: "Ana\nBen",
  style: "plain",
  loud: false,
};

/** A query string as URL parameters. */
export const params = (query: string) => new URLSearchParams(query);

/** Fast-check runs are seeded so a failure is the same failure on every machine. */
export const FC = { seed: 20240611, numRuns: 30 } as const;
