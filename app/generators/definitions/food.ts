import { count, select, toggle } from "../fields";
import { defineGenerator, type Generation } from "../engine";
import type { Random } from "../random";
import type { Food, FoodKind } from "../data/foods";

/** The most values one run gives. */
const MAX_COUNT = 1000;

/**
 * Draws `count` entries of `items`; with `unique`, no entry comes twice.
 *
 * Asking for more different entries than the list holds is not an error: the run gives the
 * whole list in random order, with a note saying so. `check` cannot reject it, because the
 * list loads only when the generator runs and hard-coding its size would go stale.
 */
function drawEntries<T>(
  random: Random,
  items: readonly T[],
  count: number,
  unique: boolean,
  pluralName: string,
): { picked: T[]; notes: string[] } {
  if (items.length === 0) return { picked: [], notes: [`The list has no ${pluralName}.`] };
  if (!unique)
    return { picked: Array.from({ length: count }, () => random.pick(items)), notes: [] };
  if (count <= items.length) return { picked: random.sample(items, count), notes: [] };
  const n = items.length;
  return {
    picked: random.sample(items, n),
    notes: [`Only ${n} ${pluralName} exist in the list, so you get all ${n}.`],
  };
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

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
  count: count(1, MAX_COUNT),
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
  version: 1,
  inputs: listInputs(),
  load: loadFoods,
  generate(random, { count, unique }, foods) {
    return drawFoods(random, foods, "fruit", count, unique);
  },
});

export default [randomFood, whatToEat, randomFruit];
