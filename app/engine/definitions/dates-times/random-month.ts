import { defineGenerator } from "../../core/engine";
import { count } from "../../core/fields";
import { MONTHS } from "../../shared/months";

export default defineGenerator({
  id: "random-month",
  title: "Random Month",
  category: "dates-times",
  iconText: "📆",
  description: "A random month of the year, January to December, each equally likely.",
  keywords: ["month", "month of the year", "calendar", "month picker"],
  algorithm:
    "An unbiased integer from 1 to 12 by rejection sampling (Random.int), January being 1.",
  version: 1,
  inputs: { count: count(1) },
  generate(random, { count }) {
    return {
      values: Array.from({ length: count }, () => {
        const number = random.int(1, 12);
        const name = MONTHS[number - 1] ?? "";
        return { text: name, data: { month: name, number } };
      }),
    };
  },
});
