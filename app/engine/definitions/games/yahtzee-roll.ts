import { defineGenerator } from "../../core/engine";
import { count, integer } from "../../core/fields";

/** The best-known scoring pattern of five dice and what it scores (Yahtzee's lower section). */
export function yahtzeeCategory(dice: readonly number[]): { category: string; score: number } {
  const counts = [1, 2, 3, 4, 5, 6].map((face) => dice.filter((d) => d === face).length);
  const sum = dice.reduce((a, b) => a + b, 0);
  const most = Math.max(...counts);
  const has = (faces: number[]) => faces.every((f) => (counts[f - 1] ?? 0) > 0);
  if (most === 5) return { category: "Yahtzee", score: 50 };
  if (has([1, 2, 3, 4, 5]) || has([2, 3, 4, 5, 6]))
    return { category: "Large straight", score: 40 };
  if (has([1, 2, 3, 4]) || has([2, 3, 4, 5]) || has([3, 4, 5, 6]))
    return { category: "Small straight", score: 30 };
  if (most === 3 && counts.includes(2)) return { category: "Full house", score: 25 };
  if (most === 4) return { category: "Four of a kind", score: sum };
  if (most === 3) return { category: "Three of a kind", score: sum };
  return { category: "Chance", score: sum };
}

export default defineGenerator({
  id: "yahtzee-roll",
  title: "Yahtzee Roll",
  category: "games",
  iconText: "🎲",
  description:
    "Roll five dice for Yahtzee, with up to two re-rolls that keep the most common face, and see what the roll scores: full house, straights, Yahtzee.",
  keywords: ["yahtzee", "yahtzee dice", "roll five dice", "dice game", "yacht dice"],
  algorithm:
    "Rolls five six-sided dice (Random.int from 1 to 6 each, unbiased). Each re-roll keeps every die showing the most common face (the higher face on a tie) and rolls the others again the same way. The result is scored by Yahtzee's lower section: Yahtzee, large and small straight, full house, four and three of a kind, else chance.",
  version: 1,
  inputs: {
    rolls: integer({
      label: "Rolls per turn",
      min: 1,
      max: 3,
      default: 1,
      help: "Re-rolls keep the dice showing the most common face.",
    }),
    count: count(1),
  },
  generate(random, { rolls, count }) {
    const values = Array.from({ length: count }, () => {
      let dice = Array.from({ length: 5 }, () => random.int(1, 6));
      for (let turn = 1; turn < rolls; turn++) {
        const counts = [1, 2, 3, 4, 5, 6].map((face) => dice.filter((d) => d === face).length);
        const keep = counts.lastIndexOf(Math.max(...counts)) + 1;
        dice = dice.map((d) => (d === keep ? d : random.int(1, 6)));
      }
      const { category, score } = yahtzeeCategory(dice);
      const total = dice.reduce((a, b) => a + b, 0);
      return {
        text: `${dice.join(" ")}: ${category} (${score})`,
        data: { total, rolls: dice, sides: [6, 6, 6, 6, 6], category, score },
      };
    });
    return { values };
  },
});
