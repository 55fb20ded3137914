import { defineGenerator, type GeneratedValue } from "../../core/engine";
import { count, select } from "../../core/fields";
import type { Random } from "../../core/random";

const ABILITIES = ["STR", "DEX", "CON", "INT", "WIS", "CHA"] as const;

/** The standard array of fifth-edition rules. */
const STANDARD_ARRAY = [15, 14, 13, 12, 10, 8] as const;

/** Point-buy costs of scores 8 to 15, and the budget. */
const POINT_COST: Readonly<Record<number, number>> = {
  8: 0,
  9: 1,
  10: 2,
  11: 3,
  12: 4,
  13: 5,
  14: 7,
  15: 9,
};
const POINT_BUDGET = 27;

let pointBuyArrays: readonly (readonly number[])[] | undefined;

/**
 * Every assignment of scores 8–15 to the six abilities that spends exactly 27 points, in
 * lexicographic order (worked out once, on first use: 8^6 candidates).
 */
export function legalPointBuyArrays(): readonly (readonly number[])[] {
  if (pointBuyArrays) return pointBuyArrays;
  const found: number[][] = [];
  const scores = [8, 9, 10, 11, 12, 13, 14, 15];
  const walk = (prefix: number[], spent: number) => {
    if (prefix.length === 6) {
      if (spent === POINT_BUDGET) found.push(prefix);
      return;
    }
    for (const score of scores) {
      const cost = spent + (POINT_COST[score] as number);
      // The most the remaining abilities can add is 9 each.
      if (cost <= POINT_BUDGET && cost + 9 * (5 - prefix.length) >= POINT_BUDGET) {
        walk([...prefix, score], cost);
      }
    }
  };
  walk([], 0);
  pointBuyArrays = found;
  return found;
}

/** An ability modifier: ⌊(score − 10) / 2⌋. */
export function modifier(score: number): number {
  return Math.floor((score - 10) / 2);
}

const signed = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);

type Method = "4d6" | "3d6" | "standard" | "point-buy";

const METHOD_NAMES: Record<Method, string> = {
  "4d6": "4d6 drop lowest",
  "3d6": "3d6",
  standard: "standard array",
  "point-buy": "27-point buy",
};

function rollScores(random: Random, method: Method): number[] {
  switch (method) {
    case "4d6":
      return ABILITIES.map(() => {
        const dice = [1, 2, 3, 4].map(() => random.int(1, 6));
        return dice.reduce((a, b) => a + b, 0) - Math.min(...dice);
      });
    case "3d6":
      return ABILITIES.map(() => random.int(1, 6) + random.int(1, 6) + random.int(1, 6));
    case "standard":
      return random.shuffle(STANDARD_ARRAY);
    case "point-buy":
      return [...random.pick(legalPointBuyArrays())];
  }
}

export default defineGenerator({
  id: "ability-scores",
  title: "D&D Ability Scores",
  category: "rpg",
  iconText: "💪",
  description:
    "Six ability scores for a new character: 4d6 drop lowest, 3d6 in order, the standard array shuffled, or a legal 27-point buy, each with its modifier.",
  keywords: ["dnd stats", "stat roller", "4d6 drop lowest", "point buy", "character creation"],
  algorithm:
    "4d6 drop lowest rolls four unbiased dice per ability (Random.int) and adds the highest three; 3d6 adds three. The standard array 15, 14, 13, 12, 10, 8 is dealt to the abilities in uniformly random order (Random.shuffle). Point buy picks uniformly (Random.pick) among every assignment of scores 8–15 that spends exactly 27 points.",
  version: 1,
  inputs: {
    method: select({
      label: "Method",
      options: [
        { value: "4d6", label: "4d6, drop the lowest die" },
        { value: "3d6", label: "3d6 (classic)" },
        { value: "standard", label: "Standard array, shuffled" },
        { value: "point-buy", label: "27-point buy" },
      ],
      default: "4d6",
    }),
    order: select({
      label: "Order",
      options: [
        { value: "abilities", label: "Strength to Charisma, as rolled" },
        { value: "highest", label: "Highest first, to assign yourself" },
      ],
      default: "abilities",
    }),
    count: count(1, { help: "Each value is one set of six scores." }),
  },
  generate(random, { method, order, count }) {
    const values = Array.from({ length: count }, (): GeneratedValue => {
      const rolled = rollScores(random, method);
      const scores = order === "highest" ? [...rolled].sort((a, b) => b - a) : rolled;
      const modifiers = scores.map(modifier);
      const total = scores.reduce((a, b) => a + b, 0);
      const text =
        order === "highest"
          ? scores.map((s, i) => `${s} (${signed(modifiers[i] as number)})`).join(", ")
          : scores
              .map((s, i) => `${ABILITIES[i]} ${s} (${signed(modifiers[i] as number)})`)
              .join(" · ");
      return {
        text,
        data: {
          scores,
          modifiers,
          total,
          modifierTotal: modifiers.reduce((a, b) => a + b, 0),
          method: METHOD_NAMES[method],
        },
      };
    });
    return { values };
  },
});
