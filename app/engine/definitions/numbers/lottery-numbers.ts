import { defineGenerator, type GeneratedValue } from "../../core/engine";
import { count, integer } from "../../core/fields";
import { sortNumbers } from "../../shared/sort-order";

export default defineGenerator({
  id: "lottery-numbers",
  title: "Lottery Numbers",
  category: "numbers",
  iconText: "🎟️",
  description:
    "Lottery tickets: main numbers drawn without repeats from a pool, plus optional bonus balls, sorted like a real draw.",
  keywords: ["lotto", "powerball", "euromillions", "quick pick", "draw"],
  algorithm:
    "Each ticket takes its main numbers as k distinct picks from 1 to the pool (Random.distinctInts, a partial Fisher–Yates shuffle), then its bonus numbers the same way from the bonus pool; both are sorted smallest first, like a real draw.",
  version: 1,
  inputs: {
    picks: integer({ label: "Main numbers", min: 1, max: 20, default: 6 }),
    pool: integer({ label: "Main pool (1 to …)", min: 2, max: 100, default: 49 }),
    bonusPicks: integer({ label: "Bonus numbers", min: 0, max: 5, default: 0 }),
    bonusPool: integer({ label: "Bonus pool (1 to …)", min: 1, max: 100, default: 10 }),
    count: count(1),
  },
  check({ picks, pool, bonusPicks, bonusPool }) {
    if (picks > pool) {
      return {
        field: "picks",
        message: `Can't draw ${picks} different numbers from a pool of ${pool}.`,
      };
    }
    if (bonusPicks > bonusPool) {
      return {
        field: "bonusPicks",
        message: `Can't draw ${bonusPicks} different bonus numbers from a pool of ${bonusPool}.`,
      };
    }
    return null;
  },
  generate(random, { picks, pool, bonusPicks, bonusPool, count }) {
    const values: GeneratedValue[] = Array.from({ length: count }, () => {
      const main = sortNumbers(random.distinctInts(1, pool, picks), "ascending");
      const bonus =
        bonusPicks > 0
          ? sortNumbers(random.distinctInts(1, bonusPool, bonusPicks), "ascending")
          : [];
      return {
        text: bonus.length > 0 ? `${main.join(" ")} + ${bonus.join(" ")}` : main.join(" "),
        data: { main, bonus },
      };
    });
    return { values };
  },
});
