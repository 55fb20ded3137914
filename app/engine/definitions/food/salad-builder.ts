import { defineGenerator } from "../../core/engine";
import { count, integer, toggle } from "../../core/fields";

export default defineGenerator({
  id: "salad-builder",
  title: "Salad Builder",
  category: "food",
  iconText: "🥗",
  description:
    "A random salad bowl: leaves, two to five toppings, a protein (vegetarian if you like), something crunchy and a dressing.",
  keywords: [
    "salad ideas",
    "salad generator",
    "healthy lunch",
    "salad bowl",
    "what to put in a salad",
  ],
  algorithm:
    "For each salad: one kind of leaves, protein (with Vegetarian only the vegetarian ones), crunchy topping and dressing drawn uniformly (Random.pick), and the chosen number of different toppings (Random.sample, a partial Fisher–Yates shuffle).",
  version: 1,
  inputs: {
    toppings: integer({ label: "Toppings", min: 2, max: 5, default: 3 }),
    vegetarian: toggle({ label: "Vegetarian", default: false }),
    count: count(1),
  },
  load: () => import("../../data/salads").then((m) => m.default),
  generate(random, { toppings, vegetarian, count }, parts) {
    const proteins = parts.proteins.filter((p) => !vegetarian || p.vegetarian);
    const values = Array.from({ length: count }, () => {
      const leaves = random.pick(parts.leaves);
      const on = random.sample(parts.toppings, toppings);
      const protein = random.pick(proteins).name;
      const crunch = random.pick(parts.crunch);
      const dressing = random.pick(parts.dressings);
      return {
        text: `${leaves} with ${[...on, protein, crunch].join(", ").toLowerCase()}; ${dressing.toLowerCase()} dressing`,
        data: { leaves, toppings: on, protein, crunch, dressing },
      };
    });
    return { values };
  },
});
