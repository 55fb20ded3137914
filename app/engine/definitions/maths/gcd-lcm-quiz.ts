import { defineGenerator } from "../../core/engine";
import { count, integer, select, toggle } from "../../core/fields";
import { gcd } from "../../shared/maths";

export default defineGenerator({
  id: "gcd-lcm-quiz",
  title: "GCD and LCM Quiz",
  category: "maths",
  iconText: "🔗",
  description:
    "Pairs or triples of numbers to find the greatest common divisor (highest common factor) and least common multiple of, with answers.",
  keywords: ["gcd", "lcm", "greatest common factor", "least common multiple", "hcf"],
  algorithm:
    "Draws a shared factor and small cofactors uniformly (Random.int), so the numbers usually share a factor worth finding, and redraws numbers above the limit; the answers come from Euclid's algorithm, with lcm(a, b) = a × b ÷ gcd(a, b).",
  version: 1,
  inputs: {
    ask: select({
      label: "Ask for",
      options: [
        { value: "both", label: "GCD and LCM" },
        { value: "gcd", label: "GCD (highest common factor)" },
        { value: "lcm", label: "LCM (least common multiple)" },
      ],
      default: "both",
    }),
    numbers: integer({ label: "Numbers per question", min: 2, max: 3, default: 2 }),
    max: integer({ label: "Largest number", min: 10, max: 10_000, default: 100 }),
    answers: toggle({ label: "Show answers", default: true }),
    count: count(10),
  },
  generate(random, { ask, numbers, max, answers, count }) {
    const values = Array.from({ length: count }, () => {
      let set: number[];
      do {
        const shared = random.int(1, Math.max(1, Math.floor(max / 4)));
        set = Array.from({ length: numbers }, () => shared * random.int(1, 12));
      } while (set.some((n) => n > max) || new Set(set).size < numbers);
      const g = set.reduce(gcd);
      const l = set.reduce((a, b) => (a / gcd(a, b)) * b);
      const list = set.join(", ");
      const question =
        ask === "gcd" ? `GCD(${list})` : ask === "lcm" ? `LCM(${list})` : `GCD and LCM of ${list}`;
      const answer = ask === "gcd" ? `${g}` : ask === "lcm" ? `${l}` : `GCD ${g}, LCM ${l}`;
      return {
        text: answers ? `${question} = ${answer}` : `${question} = ?`,
        data: { numbers: set, gcd: g, lcm: l },
      };
    });
    return { values };
  },
});
