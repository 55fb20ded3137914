import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import type { DragonElement } from "../../data/dragon-name-parts";
import { drawValues } from "../../shared/templates";

const ELEMENTS: readonly DragonElement[] = [
  "fire",
  "frost",
  "storm",
  "venom",
  "shadow",
  "sea",
  "earth",
  "sun",
];

export default defineGenerator({
  id: "dragon-name",
  title: "Dragon Name",
  category: "rpg",
  iconText: "🐲",
  description:
    "Names for dragons with an epithet to match their element: Vorathrax the Ember-Crowned, Ithmir the Rime-Scaled. Fire, frost, storm, venom, shadow, sea, earth or sun.",
  keywords: ["dragon name generator", "dragon names", "fantasy dragon", "wyrm name"],
  algorithm:
    "Builds the name from a first syllable, a middle syllable with chance ½ (Random.bool) and an ending, each picked uniformly (Random.pick); picks the element (Random.pick when Any) and an epithet of that element uniformly (Random.pick).",
  version: 1,
  inputs: {
    element: select<"any" | DragonElement>({
      label: "Element",
      options: [
        { value: "any", label: "Any" },
        ...ELEMENTS.map((value) => ({
          value,
          label: value.charAt(0).toUpperCase() + value.slice(1),
        })),
      ],
      default: "any",
    }),
    epithet: toggle({ label: "With an epithet", default: true }),
    count: count(10, { max: 5_000, reason: "past that, names would start to repeat" }),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () => import("../../data/dragon-name-parts").then((m) => m.default),
  generate(random, { element, epithet, count, unique }, parts) {
    const values = drawValues(count, unique, () => {
      const middle = random.bool() ? random.pick(parts.middles) : "";
      const name = `${random.pick(parts.starts)}${middle}${random.pick(parts.ends)}`;
      const chosen = element === "any" ? random.pick(ELEMENTS) : element;
      const title = epithet ? random.pick(parts.epithets[chosen]) : "";
      return {
        text: title ? `${name} the ${title}` : name,
        data: { name, element: chosen, epithet: title },
      };
    });
    return { values };
  },
});
