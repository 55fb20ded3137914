import { defineGenerator, type Generation } from "../../core/engine";
import { count } from "../../core/fields";
import type { Random } from "../../core/random";
import { plural } from "../../shared/format";

/** `count` flips; version 2 says which side each is in its data, so the page can draw a coin. */
function flip(random: Random, count: number, { withSide }: { withSide: boolean }): Generation {
  const values = Array.from({ length: count }, () => (random.bool() ? "Heads" : "Tails"));
  const heads = values.filter((v) => v === "Heads").length;
  return {
    values: values.map((text) =>
      withSide ? { text, data: { side: text === "Heads" ? "heads" : "tails" } } : { text },
    ),
    summary: count > 1 ? `${plural(heads, "head")}, ${plural(count - heads, "tail")}` : undefined,
  };
}

export default defineGenerator({
  id: "coin-flip",
  title: "Coin Flip",
  category: "numbers",
  iconText: "🪙",
  description: "Flip a fair coin once or thousands of times and count the heads and tails.",
  keywords: ["heads or tails", "toss", "coin toss", "50/50"],
  algorithm:
    "Each flip is Random.bool(): a uniform 53-bit float in [0, 1) below 0.5 is Heads, otherwise Tails. Exactly half of the possible floats lie below 0.5, so both sides are equally likely. Version 2 gives the same flips with the side in each value's data.",
  version: 2,
  inputs: { count: count(1) },
  generate: (random, { count }) => flip(random, count, { withSide: true }),
  legacy: {
    1: (random, { count }) => flip(random, count, { withSide: false }),
  },
});
