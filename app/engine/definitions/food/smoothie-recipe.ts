import { defineGenerator } from "../../core/engine";
import { count, integer, toggle } from "../../core/fields";

export default defineGenerator({
  id: "smoothie-recipe",
  title: "Smoothie Recipe Generator",
  category: "food",
  iconText: "🥤",
  description:
    "A random smoothie to blend: a liquid, one to four fruits, a vegetable if you want one, and extras like oats, nut butter or ginger.",
  keywords: [
    "smoothie ideas",
    "smoothie recipe",
    "blender recipe",
    "healthy breakfast",
    "fruit smoothie",
  ],
  algorithm:
    "For each smoothie: one liquid drawn uniformly (Random.pick), the chosen number of different fruits and extras (Random.sample, a partial Fisher–Yates shuffle), and with Add a vegetable one vegetable (Random.pick).",
  version: 1,
  inputs: {
    fruits: integer({ label: "Fruits", min: 1, max: 4, default: 2 }),
    extras: integer({ label: "Extras", min: 0, max: 3, default: 1 }),
    greens: toggle({ label: "Add a vegetable", default: false }),
    count: count(1),
  },
  load: () => import("../../data/smoothies").then((m) => m.default),
  generate(random, { fruits, extras, greens, count }, parts) {
    const values = Array.from({ length: count }, () => {
      const liquid = random.pick(parts.liquids);
      const fruit = random.sample(parts.fruit, fruits);
      const green = greens ? random.pick(parts.greens) : "";
      const extra = random.sample(parts.extras, extras);
      const blend = [...fruit, ...(green ? [green] : []), ...extra];
      return {
        text: `${liquid} + ${blend.join(" + ")}`,
        data: { liquid, fruit, vegetable: green, extras: extra },
      };
    });
    return { values };
  },
});
