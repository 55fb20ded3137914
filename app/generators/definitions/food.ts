import { count, select, toggle } from "../core/fields";
import { defineGenerator, type Generation } from "../core/engine";
import type { Random } from "../core/random";
import type { Food, FoodKind } from "../data/foods";
import { capitalize, drawEntries, drawEntriesAlgorithm } from "./shared";

const KIND_PLURALS: Record<FoodKind | "any", string> = {
  any: "foods and drinks",
  dish: "dishes",
  fruit: "fruits",
  vegetable: "vegetables",
  dessert: "desserts",
  snack: "snacks",
  drink: "drinks",
};

const loadFoods = () => import("../data/foods").then((m) => m.default);

/** Foods of one kind (or all), with repeats or not; the text is the name, capitalised. */
function drawFoods(
  random: Random,
  foods: readonly Food[],
  kind: FoodKind | "any",
  count: number,
  unique: boolean,
): Generation {
  const pool = kind === "any" ? foods : foods.filter((f) => f.kind === kind);
  const { picked, notes } = drawEntries(random, pool, count, unique, KIND_PLURALS[kind]);
  return {
    values: picked.map((f) => ({ text: capitalize(f.name), data: { name: f.name, kind: f.kind } })),
    notes,
  };
}

const listInputs = () => ({
  count: count(1),
  unique: toggle({ label: "No repeats", default: true }),
});

const randomFood = defineGenerator({
  id: "random-food",
  title: "Random Food",
  category: "food",
  iconText: "🍽️",
  description:
    "Dishes, fruit, vegetables, desserts, snacks or drinks picked at random, for menus, games and ideas.",
  keywords: ["food picker", "meal idea", "snack", "dessert", "drink"],
  algorithm: drawEntriesAlgorithm("the foods and drinks of the chosen kind"),
  version: 1,
  inputs: {
    kind: select({
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
    ...listInputs(),
  },
  load: loadFoods,
  generate(random, { kind, count, unique }, foods) {
    return drawFoods(random, foods, kind, count, unique);
  },
});

const whatToEat = defineGenerator({
  id: "what-to-eat",
  title: "What Should I Eat?",
  category: "food",
  iconText: "🍲",
  description: "Can't decide? Get a random dish for your next meal, from pizza to pad thai.",
  keywords: ["dinner idea", "meal picker", "what to cook", "lunch idea", "food decision"],
  algorithm: drawEntriesAlgorithm("the dishes of the food list"),
  version: 1,
  inputs: listInputs(),
  load: loadFoods,
  generate(random, { count, unique }, foods) {
    return drawFoods(random, foods, "dish", count, unique);
  },
});

const randomFruit = defineGenerator({
  id: "random-fruit",
  title: "Random Fruit",
  category: "food",
  iconText: "🍎",
  description: "A fruit picked at random, for snacks, smoothies, games or drawing practice.",
  keywords: ["fruit picker", "fruit name", "smoothie idea", "healthy snack"],
  algorithm: drawEntriesAlgorithm("the fruits of the food list"),
  version: 1,
  inputs: listInputs(),
  load: loadFoods,
  generate(random, { count, unique }, foods) {
    return drawFoods(random, foods, "fruit", count, unique);
  },
});

export default [randomFood, whatToEat, randomFruit];
