import { isLeapYear } from "../../core/dates";
import { defineGenerator } from "../../core/engine";
import { count, integer, toggle } from "../../core/fields";
import { notEnoughDistinct } from "../../shared/no-repeats";

export default defineGenerator({
  id: "random-year",
  title: "Random Year",
  category: "dates-times",
  iconText: "⏳",
  description: "Random years between two years you choose, each equally likely.",
  keywords: ["year", "random year", "history", "date"],
  algorithm:
    "Unbiased integers between From year and To year (Random.int), or with No repeats distinct years (Random.distinctInts, a partial Fisher–Yates shuffle).",
  version: 1,
  inputs: {
    from: integer({ label: "From year", min: 1, max: 9999, default: 1950 }),
    to: integer({ label: "To year", min: 1, max: 9999, default: 2030 }),
    count: count(1),
    unique: toggle({ label: "No repeats", default: false }),
  },
  check({ from, to, count, unique }) {
    if (from > to) return { field: "to", message: "To year must be at least From year." };
    return unique ? notEnoughDistinct(count, "year", { from, to, available: to - from + 1 }) : null;
  },
  generate(random, { from, to, count, unique }) {
    const years = unique
      ? random.distinctInts(from, to, count)
      : Array.from({ length: count }, () => random.int(from, to));
    return {
      values: years.map((year) => ({ text: String(year), data: { year, leap: isLeapYear(year) } })),
    };
  },
});
