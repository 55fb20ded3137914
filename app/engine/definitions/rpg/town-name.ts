import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { drawValues } from "../../shared/templates";

/** How often a name gets a word before it or a phrase after it, in the Fancy style. */
export const DRESS_CHANCE = 0.3;

export default defineGenerator({
  id: "town-name",
  title: "Town Name",
  category: "rpg",
  iconText: "🏘️",
  description:
    "Names for fantasy towns and villages in an English countryside style (Ravenford, Little Ashcombe, Thornbury-on-the-Marsh), thousands of them.",
  keywords: ["town name generator", "village names", "fantasy town", "city name", "place names"],
  algorithm:
    "Joins a first element and an ending, each picked uniformly (Random.pick), redrawing the ending when it would double a letter at the seam. In the Fancy style the name also gets a word before it and, separately, a phrase after it, each with chance 3 in 10 (Random.bool).",
  version: 1,
  inputs: {
    style: select({
      label: "Style",
      options: [
        { value: "plain", label: "Plain (Ravenford)" },
        { value: "fancy", label: "Fancy (Little Ravenford-on-Sea)" },
      ],
      default: "plain",
    }),
    count: count(10, { max: 5_000, reason: "past that, names would start to repeat" }),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () => import("../../data/town-name-parts").then((m) => m.default),
  generate(random, { style, count, unique }, parts) {
    const values = drawValues(count, unique, () => {
      const start = random.pick(parts.starts);
      let end = random.pick(parts.ends);
      while (start.toLowerCase().endsWith(end.charAt(0))) end = random.pick(parts.ends);
      let name = `${start}${end}`;
      const core = name;
      if (style === "fancy") {
        if (random.bool(DRESS_CHANCE)) name = `${random.pick(parts.before)} ${name}`;
        if (random.bool(DRESS_CHANCE)) name = `${name}-${random.pick(parts.after)}`;
      }
      return { text: name, data: { name, core } };
    });
    return { values };
  },
});
