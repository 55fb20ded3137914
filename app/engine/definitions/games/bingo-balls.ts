import { defineGenerator, type GeneratedValue } from "../../core/engine";
import { integer, select } from "../../core/fields";
import { BINGO_LETTERS } from "../../shared/bingo";

export default defineGenerator({
  id: "bingo-balls",
  title: "Bingo Ball Caller",
  category: "games",
  iconText: "🔵",
  description:
    "A bingo call order for 75-ball (B-12 style) or 90-ball games: every ball at most once, in random order.",
  keywords: ["bingo caller", "bingo numbers", "90-ball", "75-ball", "call sheet"],
  algorithm:
    "The calls are k distinct picks from 1 to 75 or 90 (Random.distinctInts, a partial Fisher–Yates shuffle), called in the order drawn; in 75-ball games each number gets the letter of its column.",
  version: 1,
  inputs: {
    balls: select({
      label: "Game",
      options: [
        { value: "75", label: "75-ball (US)" },
        { value: "90", label: "90-ball (UK)" },
      ],
      default: "75",
    }),
    count: integer({
      label: "Balls to call",
      help: "Each ball is called once: up to 75 or 90, by game.",
      min: 1,
      max: 90,
      default: 75,
      tooLarge:
        "Balls to call must be at most 90: each ball is called once, and the largest game has 90",
    }),
  },
  check({ balls, count }) {
    const total = Number(balls);
    if (count > total) {
      return {
        field: "count",
        message: `Can't call ${count} balls in a ${total}-ball game: there are only ${total}. Lower Balls to call.`,
      };
    }
    return null;
  },
  generate(random, { balls, count }) {
    const total = Number(balls);
    const values = random.distinctInts(1, total, count).map((number, i): GeneratedValue => {
      if (total === 90) return { text: String(number), data: { call: i + 1, number } };
      const letter = BINGO_LETTERS[Math.floor((number - 1) / 15)] ?? "";
      return { text: `${letter}-${number}`, data: { call: i + 1, letter, number } };
    });
    return { values };
  },
});
