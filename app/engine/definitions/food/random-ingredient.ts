import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { IngredientType } from "../../data/ingredients";

const TYPES: Record<IngredientType | "any", string> = {
  any: "Any ingredient",
  protein: "Meat, fish & proteins",
  vegetable: "Vegetables",
  grain: "Grains, bread & pasta",
  dairy: "Dairy & cheese",
  pulse: "Beans & lentils",
  "herb-spice": "Herbs & spices",
};

export default defineListGenerator({
  id: "random-ingredient",
  title: "Random Ingredient",
  category: "food",
  iconText: "🧄",
  description:
    "A main ingredient to cook around, for a cooking challenge or an empty-fridge evening: proteins, vegetables, grains, dairy, pulses or herbs and spices.",
  keywords: [
    "cooking challenge",
    "mystery ingredient",
    "recipe idea",
    "what to cook",
    "chopped challenge",
  ],
  entries: () => import("../../data/ingredients").then((m) => m.default),
  pool: "the ingredients of the chosen type",
  filters: [
    {
      name: "type",
      field: select({
        label: "Type",
        options: Object.entries(TYPES).map(([value, label]) => ({
          value: value as IngredientType | "any",
          label,
        })),
        default: "any",
      }),
      keeps: (e, choice) => choice === "any" || e.type === choice,
    },
  ],
  plural: (choice) => (choice === "any" ? "ingredients" : TYPES[choice].toLowerCase()),
  value: (i) => ({ text: i.name, data: { ingredient: i.name, type: i.type } }),
});
