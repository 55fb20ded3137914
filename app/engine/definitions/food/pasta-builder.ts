import { defineGenerator } from "../../core/engine";
import { count, integer, toggle } from "../../core/fields";

export default defineGenerator({
  id: "pasta-builder",
  title: "Pasta Dish Builder",
  category: "food",
  iconText: "🍝",
  description:
    "A random pasta dinner: a shape, a sauce (vegetarian if you like), up to three add-ins and a finish, from bucatini all'amatriciana to orecchiette with pesto.",
  keywords: ["pasta ideas", "pasta recipe", "pasta night", "what pasta to make", "dinner ideas"],
  algorithm:
    "For each dish: one shape, sauce (with Vegetarian only the vegetarian ones) and finish drawn uniformly (Random.pick), and the chosen number of different add-ins (Random.sample, a partial Fisher–Yates shuffle).",
  version: 1,
  inputs: {
    addIns: integer({ label: "Add-ins", min: 0, max: 3, default: 1 }),
    vegetarian: toggle({ label: "Vegetarian", default: false }),
    count: count(1),
  },
  load: () => import("../../data/pasta").then((m) => m.default),
  generate(random, { addIns, vegetarian, count }, parts) {
    const sauces = parts.sauces.filter((s) => !vegetarian || s.vegetarian);
    const values = Array.from({ length: count }, () => {
      const shape = random.pick(parts.shapes);
      const sauce = random.pick(sauces).name;
      const extras = random.sample(parts.addIns, addIns);
      const finish = random.pick(parts.finishes);
      const withExtras = extras.length > 0 ? ` with ${extras.join(", ").toLowerCase()}` : "";
      return {
        text: `${shape}, ${sauce.toLowerCase()}${withExtras}; finish: ${finish.toLowerCase()}`,
        data: { shape, sauce, addIns: extras, finish },
      };
    });
    return { values };
  },
});
