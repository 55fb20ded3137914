import { defineGenerator } from "../../core/engine";
import { count } from "../../core/fields";
import { plural } from "../../shared/format";

export default defineGenerator({
  id: "coin-flip",
  title: "Coin Flip",
  category: "numbers",
  iconText: "🪙",
  description: "Flip a fair coin once or thousands of times and count the heads and tails.",
  keywords: ["heads or tails", "toss", "coin toss", "50/50"],
  algorithm:
    "Each flip is Random.bool(): a uniform 53-bit float in [0, 1) below 0.5 is Heads, otherwise Tails. Exactly half of the possible floats lie below 0.5, so both sides are equally likely.",
  version: 1,
  inputs: { count: count(1) },
  generate(random, { count }) {
    const values = Array.from({ length: count }, () => (random.bool() ? "Heads" : "Tails"));
    const heads = values.filter((v) => v === "Heads").length;
    return {
      values: values.map((text) => ({ text })),
      summary: count > 1 ? `${plural(heads, "head")}, ${plural(count - heads, "tail")}` : undefined,
    };
  },
});
