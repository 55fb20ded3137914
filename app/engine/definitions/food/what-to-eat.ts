import { defineListGenerator } from "../../core/list-generator";
import { capitalize } from "../../shared/format";

export default defineListGenerator({
  id: "what-to-eat",
  title: "What Should I Eat?",
  category: "food",
  iconText: "🍲",
  description: "Can't decide? Get a random dish for your next meal, from pizza to pad thai.",
  keywords: ["dinner idea", "meal picker", "what to cook", "lunch idea", "food decision"],
  entries: () => import("../../data/foods").then((m) => m.default.filter((f) => f.kind === "dish")),
  plural: "dishes",
  pool: "the dishes of the food list",
  value: (f) => ({ text: capitalize(f.name), data: { name: f.name, kind: f.kind } }),
});
