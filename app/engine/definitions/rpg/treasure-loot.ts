import { defineGenerator } from "../../core/engine";
import { count, select } from "../../core/fields";
import type { Rarity } from "../../data/loot-parts";
import { capitalize } from "../../shared/format";

export const RARITIES: readonly Rarity[] = ["common", "uncommon", "rare", "very rare", "legendary"];

/** How often each rarity turns up when the choice is Any: 50, 30, 14, 5 and 1 in 100. */
export const RARITY_WEIGHTS: readonly number[] = [50, 30, 14, 5, 1];

/** What each rarity is worth, in gold pieces (inclusive). */
export const RARITY_VALUES: Readonly<Record<Rarity, readonly [number, number]>> = {
  common: [1, 50],
  uncommon: [51, 500],
  rare: [501, 5_000],
  "very rare": [5_001, 50_000],
  legendary: [50_001, 250_000],
};

/** "a jade compass", "an amber lamp", "a pair of silver boots". */
export function itemName(material: string, object: string): string {
  const counted = /^(pair|set) of /.exec(object);
  const phrase = counted
    ? `${counted[0]}${material} ${object.slice(counted[0].length)}`
    : `${material} ${object}`;
  return `${/^[aeiou]/i.test(phrase) ? "an" : "a"} ${phrase}`;
}

export default defineGenerator({
  id: "treasure-loot",
  title: "Treasure & Loot",
  category: "rpg",
  iconText: "💰",
  description:
    "Treasure for a fantasy game: an object, its material and what it does, by rarity from common curios to legendary relics, with its worth in gold pieces.",
  keywords: ["loot generator", "treasure generator", "magic item", "dnd loot", "rarity"],
  algorithm:
    "Takes the chosen rarity, or with Any draws one with weights 50, 30, 14, 5 and 1 (Random.weightedPick); then picks an object, a material and a property of that rarity, each uniformly (Random.pick), and a worth as an unbiased whole number of gold pieces within the rarity's band (Random.int).",
  version: 1,
  inputs: {
    rarity: select<"any" | Rarity>({
      label: "Rarity",
      options: [
        { value: "any", label: "Any (rarer is less likely)" },
        { value: "common", label: "Common" },
        { value: "uncommon", label: "Uncommon" },
        { value: "rare", label: "Rare" },
        { value: "very rare", label: "Very rare" },
        { value: "legendary", label: "Legendary" },
      ],
      default: "any",
    }),
    count: count(5),
  },
  load: () => import("../../data/loot-parts").then((m) => m.default),
  generate(random, { rarity, count }, parts) {
    const values = Array.from({ length: count }, () => {
      const tier = rarity === "any" ? random.weightedPick(RARITIES, RARITY_WEIGHTS) : rarity;
      const object = random.pick(parts.objects);
      const material = random.pick(parts.materials[tier]);
      const property = random.pick(parts.properties[tier]);
      const [low, high] = RARITY_VALUES[tier];
      const value = random.int(low, high);
      const item = `${itemName(material, object)} ${property}`;
      return {
        text: `${capitalize(tier)}: ${item} (${value.toLocaleString("en-US")} gp)`,
        data: { rarity: tier, item, object, material, property, value },
      };
    });
    return { values };
  },
});
