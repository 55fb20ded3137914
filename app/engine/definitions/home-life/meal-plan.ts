import { defineGenerator } from "../../core/engine";
import { integer, select, toggle } from "../../core/fields";
import { capitalize, plural } from "../../shared/format";
import type { Food } from "../../data/foods";

const MEALS = {
  dinner: "Dinner only",
  both: "Lunch and dinner",
} as const;

export default defineGenerator({
  id: "meal-plan",
  title: "Meal Plan Generator",
  category: "home-life",
  iconText: "🥘",
  description:
    "A random meal plan for the week (or up to four weeks): a different dish every lunch and dinner, with an optional dessert, ready to turn into a shopping list.",
  keywords: ["meal planner", "weekly menu", "dinner plan", "meal prep", "what to cook this week"],
  algorithm:
    "Draws all the dishes the plan needs at once without repeats (Random.sample, a partial Fisher–Yates shuffle) from the dishes of the food list, so no dish appears twice in the plan, and the desserts the same way from its desserts; every plan of distinct dishes is equally likely.",
  version: 1,
  inputs: {
    days: integer({
      label: "Days",
      min: 1,
      max: 28,
      default: 7,
      help: "Up to four weeks, so no dish has to repeat.",
    }),
    meals: select({
      label: "Meals",
      options: Object.entries(MEALS).map(([value, label]) => ({
        value: value as keyof typeof MEALS,
        label,
      })),
      default: "dinner",
    }),
    dessert: toggle({ label: "Add a dessert", default: false }),
  },
  load: () => import("../../data/foods").then((m) => m.default),
  generate(random, { days, meals, dessert }, foods: readonly Food[]) {
    const dishes = foods.filter((f) => f.kind === "dish").map((f) => capitalize(f.name));
    const desserts = foods.filter((f) => f.kind === "dessert").map((f) => capitalize(f.name));
    const perDay = meals === "both" ? 2 : 1;
    const mains = random.sample(dishes, days * perDay);
    const sweets = dessert ? random.sample(desserts, days) : [];
    const values = Array.from({ length: days }, (_, d) => {
      const dinner = mains[d * perDay + perDay - 1] ?? "";
      const lunch = meals === "both" ? (mains[d * perDay] ?? "") : "";
      const sweet = sweets[d] ?? "";
      const parts = [
        ...(lunch ? [`Lunch: ${lunch}`] : []),
        `Dinner: ${dinner}`,
        ...(sweet ? [`Dessert: ${sweet}`] : []),
      ];
      return {
        text: `Day ${d + 1} · ${parts.join(" · ")}`,
        data: { day: d + 1, lunch, dinner, dessert: sweet },
      };
    });
    return {
      values,
      summary: `${plural(days, "day")}, ${plural(days * perDay, "different dish", "different dishes")}`,
    };
  },
});
