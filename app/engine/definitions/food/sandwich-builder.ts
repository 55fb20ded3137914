import { defineGenerator } from "../../core/engine";
import { count, integer, toggle } from "../../core/fields";

export default defineGenerator({
  id: "sandwich-builder",
  title: "Sandwich Builder",
  category: "food",
  iconText: "🥪",
  description:
    "A random sandwich for the lunchbox: a bread, a filling (vegetarian if you like), a cheese, some salad and a sauce.",
  keywords: ["sandwich ideas", "lunch ideas", "lunchbox", "sandwich generator", "packed lunch"],
  algorithm:
    "For each sandwich: one bread, filling, cheese and sauce drawn uniformly (Random.pick; with Vegetarian only the vegetarian fillings), and the chosen number of different salad items (Random.sample, a partial Fisher–Yates shuffle).",
  version: 1,
  inputs: {
    vegetarian: toggle({ label: "Vegetarian", default: false }),
    salad: integer({ label: "Salad items", min: 0, max: 4, default: 2 }),
    count: count(1),
  },
  load: () => import("../../data/sandwiches").then((m) => m.default),
  generate(random, { vegetarian, salad, count }, parts) {
    const fillings = parts.fillings.filter((f) => !vegetarian || f.vegetarian);
    const values = Array.from({ length: count }, () => {
      const bread = random.pick(parts.breads);
      const filling = random.pick(fillings).name;
      const cheese = random.pick(parts.cheeses);
      const greens = random.sample(parts.salad, salad);
      const sauce = random.pick(parts.sauces);
      const inside = [filling, ...(cheese === "No cheese" ? [] : [cheese]), ...greens, sauce];
      return {
        text: `${bread}: ${inside.join(", ")}`,
        data: { bread, filling, cheese, salad: greens, sauce },
      };
    });
    return { values };
  },
});
