import { defineGenerator } from "../../core/engine";
import { count, integer, select } from "../../core/fields";
import type { PizzaTopping } from "../../data/pizza-toppings";

const DIETS = {
  any: "Anything",
  pescatarian: "No meat (fish is fine)",
  vegetarian: "Vegetarian",
} as const;

/** Whether a topping suits the chosen diet. */
export function allowed(topping: PizzaTopping, diet: keyof typeof DIETS): boolean {
  if (diet === "any") return true;
  if (diet === "pescatarian") return topping.diet !== "meat";
  return topping.diet === "vegetarian";
}

export default defineGenerator({
  id: "pizza-topping-combo",
  title: "Pizza Topping Combo",
  category: "food",
  iconText: "🍕",
  description:
    "A random pizza to build: a sauce, a cheese and up to six different toppings, vegetarian or no-meat if you like. Pizza night, settled.",
  keywords: ["pizza toppings", "pizza ideas", "pizza generator", "homemade pizza", "pizza night"],
  algorithm:
    "For each pizza: one sauce and one cheese drawn uniformly (Random.pick), and the chosen number of different toppings from those that suit the diet (Random.sample, a partial Fisher–Yates shuffle), so every set of toppings is equally likely.",
  version: 1,
  inputs: {
    toppings: integer({ label: "Toppings", min: 1, max: 6, default: 3 }),
    diet: select({
      label: "Diet",
      options: Object.entries(DIETS).map(([value, label]) => ({
        value: value as keyof typeof DIETS,
        label,
      })),
      default: "any",
    }),
    count: count(1),
  },
  load: () => import("../../data/pizza-toppings").then((m) => m.default),
  generate(random, { toppings, diet, count }, pizza) {
    const pool = pizza.toppings.filter((t) => allowed(t, diet));
    const values = Array.from({ length: count }, () => {
      const sauce = random.pick(pizza.sauces);
      const cheese = random.pick(pizza.cheeses);
      const on = random.sample(pool, toppings).map((t) => t.name);
      return {
        text: `${sauce} · ${cheese} · ${on.join(", ")}`,
        data: { sauce, cheese, toppings: on },
      };
    });
    return { values };
  },
});
