import { defineGenerator } from "../../core/engine";
import { integer } from "../../core/fields";

export default defineGenerator({
  id: "number-list",
  title: "Shuffled Number List",
  category: "numbers",
  iconText: "🔀",
  description: "Every whole number from a start to an end, each exactly once, in random order.",
  keywords: ["sequence", "permutation", "random order", "shuffle numbers", "raffle tickets"],
  algorithm:
    "Lists every whole number from From to To, then puts them in random order with a Fisher–Yates (Durstenfeld) shuffle (Random.shuffle) whose swaps are unbiased integers by rejection sampling: every order is equally likely.",
  version: 1,
  inputs: {
    from: integer({ label: "From", min: -1e9, max: 1e9, default: 1 }),
    to: integer({ label: "To", min: -1e9, max: 1e9, default: 10 }),
  },
  check({ from, to }) {
    if (from > to) return { field: "to", message: "To must be at least From." };
    if (to - from + 1 > 10_000) {
      return {
        field: "to",
        message: "The list can hold at most 10,000 numbers: narrow From and To.",
      };
    }
    return null;
  },
  generate(random, { from, to }) {
    const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i);
    return {
      values: random.shuffle(numbers).map((n) => ({ text: String(n), data: { value: n } })),
    };
  },
});
