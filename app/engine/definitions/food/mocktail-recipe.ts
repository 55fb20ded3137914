import { defineGenerator } from "../../core/engine";
import { count, integer } from "../../core/fields";

export default defineGenerator({
  id: "mocktail-recipe",
  title: "Mocktail Recipe Generator",
  category: "food",
  iconText: "🍹",
  description:
    "A random alcohol-free mocktail for parties and all ages: a juice or iced tea, a sparkling topper, one to three flavours and a garnish, with simple amounts.",
  keywords: [
    "mocktail ideas",
    "alcohol free drinks",
    "party drinks",
    "kids cocktails",
    "virgin cocktail",
  ],
  algorithm:
    "For each drink: one base, one sparkling topper and one garnish drawn uniformly (Random.pick), and the chosen number of different flavours (Random.sample, a partial Fisher–Yates shuffle). The amounts are fixed: 120 ml of base, 60 ml of topper.",
  version: 1,
  inputs: {
    flavours: integer({ label: "Flavours", min: 1, max: 3, default: 1 }),
    count: count(1),
  },
  load: () => import("../../data/mocktails").then((m) => m.default),
  generate(random, { flavours, count }, parts) {
    const values = Array.from({ length: count }, () => {
      const base = random.pick(parts.bases);
      const topper = random.pick(parts.toppers);
      const flavour = random.sample(parts.flavours, flavours);
      const garnish = random.pick(parts.garnishes);
      return {
        text: `120 ml ${base.toLowerCase()} with ${flavour.join(" and ").toLowerCase()} over ice, topped with 60 ml ${topper.toLowerCase()}; garnish: ${garnish.toLowerCase()}`,
        data: { base, topper, flavours: flavour, garnish },
      };
    });
    return { values };
  },
});
