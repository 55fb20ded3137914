import { defineGenerator } from "../../core/engine";
import { count, integer, select, toggle } from "../../core/fields";
import { plural } from "../../shared/format";

export default defineGenerator({
  id: "times-table-practice",
  title: "Times Table Practice",
  category: "maths",
  iconText: "✖️",
  description:
    "Multiplication facts from the times tables you choose, shuffled, as multiplications or divisions, with or without answers.",
  keywords: ["times tables", "multiplication facts", "times table quiz", "multiplication drill"],
  algorithm:
    "Lists every fact table × multiplier for the chosen tables and multipliers; with No repeats takes k distinct facts in random order (Random.sample, a partial Fisher–Yates shuffle), otherwise picks each uniformly (Random.pick). With Both, each fact is asked as a multiplication or a division with equal chance (Random.bool).",
  version: 1,
  inputs: {
    from: integer({ label: "Tables from", min: 1, max: 20, default: 2 }),
    to: integer({ label: "Tables to", min: 1, max: 20, default: 12 }),
    upTo: integer({ label: "Multiply up to", min: 1, max: 20, default: 12 }),
    ask: select({
      label: "Ask as",
      options: [
        { value: "multiply", label: "Multiplication (7 × 8)" },
        { value: "divide", label: "Division (56 ÷ 8)" },
        { value: "both", label: "Both" },
      ],
      default: "multiply",
    }),
    answers: toggle({ label: "Show answers", default: false }),
    count: count(20),
    unique: toggle({ label: "No repeats", default: true }),
  },
  check({ from, to, upTo, count, unique }) {
    if (from > to) return { field: "to", message: "Tables to must be at least Tables from." };
    const facts = (to - from + 1) * upTo;
    if (unique && count > facts) {
      return {
        field: "count",
        message: `Can't ask ${plural(count, "different fact")} from the ${from} to ${to} times tables up to × ${upTo}: there are only ${facts}. Lower How many, add tables or turn off No repeats.`,
      };
    }
    return null;
  },
  generate(random, { from, to, upTo, ask, answers, count, unique }) {
    const facts: (readonly [number, number])[] = [];
    for (let table = from; table <= to; table++)
      for (let multiplier = 1; multiplier <= upTo; multiplier++) facts.push([table, multiplier]);
    const chosen = unique
      ? random.sample(facts, count)
      : Array.from({ length: count }, () => random.pick(facts));
    const values = chosen.map(([table, multiplier]) => {
      const product = table * multiplier;
      const divide = ask === "divide" || (ask === "both" && random.bool());
      const problem = divide ? `${product} ÷ ${table}` : `${multiplier} × ${table}`;
      const answer = divide ? multiplier : product;
      return {
        text: `${problem} = ${answers ? answer : "?"}`,
        data: { problem, table, multiplier, answer },
      };
    });
    return { values };
  },
});
