import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import { capitalize } from "../../shared/format";
import type { FoodKind } from "../../data/foods";

const KIND_PLURALS: Record<FoodKind | "any", string> = {
  any: "foods and drinks",
  dish: "dishes",
  fruit: "fruits",
  vegetable: "vegetables",
  dessert: "desserts",
  snack: "snacks",
  drink: "drinks",
};

export default defineListGenerator({
  id: "random-food",
  title: "Random Food",
  category: "food",
  iconText: "🍽️",
  description:
    "Dishes, fruit, vegetables, desserts, snacks or drinks picked at random, for menus, games and ideas.",
  keywords: ["food picker", "meal idea", "snack", "dessert", "drink"],
  entries: () => import("../../data/foods").then((m) => m.default),
  pool: "the foods and drinks of the chosen kind",
  filters: [
    {
      name: "kind",
      field: select({
        label: "Kind of food",
        options: [
          { value: "any", label: "Anything" },
          { value: "dish", label: "Dishes" },
          { value: "fruit", label: "Fruit" },
          { value: "vegetable", label: "Vegetables" },
          { value: "dessert", label: "Desserts" },
          { value: "snack", label: "Snacks" },
          { value: "drink", label: "Drinks (no alcohol)" },
        ],
        default: "any",
      }),
      keeps: (food, kind) => kind === "any" || food.kind === kind,
    },
  ],
  plural: (kind) => KIND_PLURALS[kind],
  value: (f) => ({ text: capitalize(f.name), data: { name: f.name, kind: f.kind } }),
});
