import { formatDate, dateData } from "../../core/dates";
import { defineGenerator } from "../../core/engine";
import { count, date, select, toggle } from "../../core/fields";
import { dateFormat, validatedDay } from "../../shared/dates";
import { notEnoughDistinct } from "../../shared/no-repeats";
import { sortNumbers } from "../../shared/sort-order";

export default defineGenerator({
  id: "random-date",
  title: "Random Date",
  category: "dates-times",
  iconText: "📅",
  description:
    "Random calendar dates between two dates you choose, each day equally likely, in ISO, long or US format.",
  keywords: ["date", "calendar", "day", "date picker", "random day"],
  algorithm:
    "Dates are counted as whole days since 1970-01-01 (proleptic Gregorian calendar, integer arithmetic, no time zones); each date is an unbiased integer between the two day numbers (Random.int), or with No repeats distinct day numbers (Random.distinctInts, a partial Fisher–Yates shuffle). Sorting, when chosen, happens after drawing.",
  version: 1,
  inputs: {
    from: date({ label: "From", default: "2000-01-01" }),
    to: date({ label: "To", default: "2030-12-31", help: "Included in the range." }),
    format: dateFormat,
    count: count(1),
    unique: toggle({ label: "No repeats", default: false }),
    order: select({
      label: "Order",
      options: [
        { value: "random", label: "As drawn" },
        { value: "ascending", label: "Earliest first" },
        { value: "descending", label: "Latest first" },
      ],
      default: "random",
    }),
  },
  // Each date field checks its own date; what is left are the rules across them.
  check({ from, to, count, unique }) {
    const first = validatedDay(from);
    const last = validatedDay(to);
    if (first > last) return { field: "to", message: "To must be on or after From." };
    if (!unique) return null;
    const range = { from: from.trim(), to: to.trim(), available: last - first + 1 };
    return notEnoughDistinct(count, "date", range);
  },
  generate(random, { from, to, format, count, unique, order }) {
    const first = validatedDay(from);
    const last = validatedDay(to);
    const drawn = unique
      ? random.distinctInts(first, last, count)
      : Array.from({ length: count }, () => random.int(first, last));
    return {
      values: sortNumbers(drawn, order).map((days) => ({
        text: formatDate(days, format),
        data: dateData(days),
      })),
    };
  },
});
