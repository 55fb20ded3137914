import { defineListGenerator } from "../../core/list-generator";
import { capitalize } from "../../shared/format";

export default defineListGenerator({
  id: "random-fruit",
  title: "Random Fruit",
  category: "food",
  iconText: "🍎",
  description: "A fruit picked at random, for snacks, smoothies, games or drawing practice.",
  keywords: ["fruit picker", "fruit name", "smoothie idea", "healthy snack"],
  entries: () =>
    import("../../data/foods").then((m) => m.default.filter((f) => f.kind === "fruit")),
  plural: "fruits",
  pool: "the fruits of the food list",
  value: (f) => ({ text: capitalize(f.name), data: { name: f.name, kind: f.kind } }),
});
