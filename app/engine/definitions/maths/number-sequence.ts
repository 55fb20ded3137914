import { defineGenerator } from "../../core/engine";
import { count, integer, select, toggle } from "../../core/fields";
import type { Random } from "../../core/random";

type Kind = "arithmetic" | "geometric" | "square" | "fibonacci-like" | "alternating";
const KINDS: readonly Kind[] = [
  "arithmetic",
  "geometric",
  "square",
  "fibonacci-like",
  "alternating",
];

/** The first `length` terms of a sequence of this kind, with the rule in words. */
function sequence(random: Random, kind: Kind, length: number): { terms: number[]; rule: string } {
  switch (kind) {
    case "arithmetic": {
      const start = random.int(-20, 50);
      let step = random.int(-12, 12);
      if (step === 0) step = 7;
      return {
        terms: Array.from({ length }, (_, i) => start + i * step),
        rule: `add ${step}`.replace("add -", "subtract "),
      };
    }
    case "geometric": {
      const start = random.int(1, 9);
      const ratio = random.pick([2, 3, -2, 4, 5]);
      return {
        terms: Array.from({ length }, (_, i) => start * ratio ** i),
        rule: `multiply by ${ratio}`,
      };
    }
    case "square": {
      const from = random.int(1, 15);
      const plus = random.int(-5, 5);
      const rule = `n² ${plus < 0 ? "−" : "+"} ${Math.abs(plus)} for n = ${from}, ${from + 1}, …`;
      return { terms: Array.from({ length }, (_, i) => (from + i) ** 2 + plus), rule };
    }
    case "fibonacci-like": {
      const terms = [random.int(1, 9), random.int(1, 9)];
      while (terms.length < length) terms.push(terms.at(-1)! + terms.at(-2)!);
      return { terms: terms.slice(0, length), rule: "each term is the sum of the two before it" };
    }
    default: {
      const start = random.int(1, 30);
      const a = random.int(2, 9);
      const b = random.int(1, 9);
      const terms = [start];
      while (terms.length < length) terms.push(terms.at(-1)! + (terms.length % 2 ? a : -b));
      return { terms, rule: `add ${a}, then subtract ${b}, in turn` };
    }
  }
}

export default defineGenerator({
  id: "number-sequence",
  title: "Number Sequence Puzzle",
  category: "maths",
  iconText: "🧩",
  description:
    "What comes next? Number sequences to continue: arithmetic, geometric, squares, Fibonacci-like and alternating patterns, with the rule as the answer.",
  keywords: ["number sequence", "what comes next", "number patterns", "sequence puzzle"],
  algorithm:
    "Picks the kind of sequence (Random.pick when Any), then its starting terms and step uniformly from small ranges (Random.int, Random.pick for a geometric ratio), and writes the first terms; the next term and the rule are the answer.",
  version: 1,
  inputs: {
    kind: select<"any" | Kind>({
      label: "Pattern",
      options: [
        { value: "any", label: "Any" },
        { value: "arithmetic", label: "Arithmetic (add the same)" },
        { value: "geometric", label: "Geometric (multiply by the same)" },
        { value: "square", label: "Squares, shifted" },
        { value: "fibonacci-like", label: "Fibonacci-like" },
        { value: "alternating", label: "Alternating steps" },
      ],
      default: "any",
    }),
    shown: integer({ label: "Terms shown", min: 3, max: 10, default: 5 }),
    answers: toggle({ label: "Show answers", default: false }),
    count: count(10),
  },
  generate(random, { kind, shown, answers, count }) {
    const values = Array.from({ length: count }, () => {
      const chosen = kind === "any" ? random.pick(KINDS) : kind;
      const { terms, rule } = sequence(random, chosen, shown + 1);
      const next = terms[shown] as number;
      const question = `${terms.slice(0, shown).join(", ")}, ?`;
      return {
        text: answers ? `${question}  → ${next} (${rule})` : question,
        data: { question, terms: terms.slice(0, shown), next, rule, kind: chosen },
      };
    });
    return { values };
  },
});
