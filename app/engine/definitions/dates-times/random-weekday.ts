import { WEEKDAYS } from "../../core/dates";
import { defineGenerator } from "../../core/engine";
import { count, toggle } from "../../core/fields";

export default defineGenerator({
  id: "random-weekday",
  title: "Random Day of the Week",
  category: "dates-times",
  iconText: "🗓️",
  description: "A random day of the week, Monday to Sunday, each equally likely.",
  keywords: ["weekday", "day of the week", "monday", "weekend", "day picker"],
  algorithm:
    "An unbiased integer from 0 to 6, or 0 to 4 without the weekend (Random.int), counting from Monday.",
  version: 1,
  inputs: {
    weekends: toggle({ label: "Include Saturday and Sunday", default: true }),
    count: count(1),
  },
  generate(random, { weekends, count }) {
    const last = weekends ? 6 : 4;
    return {
      values: Array.from({ length: count }, () => {
        const index = random.int(0, last);
        const name = WEEKDAYS[index] ?? "";
        return { text: name, data: { weekday: name, number: index + 1 } };
      }),
    };
  },
});
