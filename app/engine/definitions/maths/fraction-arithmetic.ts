import { defineGenerator } from "../../core/engine";
import { count, integer, select, toggle } from "../../core/fields";
import { gcd } from "../../shared/maths";

type Operation = "add" | "subtract" | "multiply" | "divide";
const OPERATIONS: readonly Operation[] = ["add", "subtract", "multiply", "divide"];
const SIGN: Readonly<Record<Operation, string>> = {
  add: "+",
  subtract: "−",
  multiply: "×",
  divide: "÷",
};

/** n/d in lowest terms, the sign on the numerator; whole numbers without "/1". */
export function writeFraction(n: number, d: number): string {
  const g = gcd(n, d) || 1;
  const [top, bottom] = [(n / g) * Math.sign(d), Math.abs(d / g)];
  return bottom === 1 ? String(top) : `${top}/${bottom}`;
}

export default defineGenerator({
  id: "fraction-arithmetic",
  title: "Fraction Arithmetic",
  category: "maths",
  iconText: "➗",
  description:
    "Add, subtract, multiply and divide fractions: practice problems with answers in lowest terms, with like or unlike denominators.",
  keywords: ["fraction problems", "adding fractions", "fraction worksheet", "dividing fractions"],
  algorithm:
    "Picks the operation (Random.pick among those chosen) and two proper fractions with denominators from 2 to the limit and numerators below them (Random.int each; with Same denominator the second shares the first's). The answer is computed exactly with whole numbers and reduced by the greatest common divisor.",
  version: 1,
  inputs: {
    operations: select<"all" | Operation>({
      label: "Operation",
      options: [
        { value: "all", label: "All four" },
        { value: "add", label: "Addition" },
        { value: "subtract", label: "Subtraction" },
        { value: "multiply", label: "Multiplication" },
        { value: "divide", label: "Division" },
      ],
      default: "add",
    }),
    maxDenominator: integer({ label: "Largest denominator", min: 2, max: 20, default: 10 }),
    sameDenominator: toggle({ label: "Same denominator", default: false }),
    answers: toggle({ label: "Show answers", default: true }),
    count: count(10),
  },
  generate(random, { operations, maxDenominator, sameDenominator, answers, count }) {
    const values = Array.from({ length: count }, () => {
      const operation = operations === "all" ? random.pick(OPERATIONS) : operations;
      const b = random.int(2, maxDenominator);
      const a = random.int(1, b - 1);
      const d = sameDenominator ? b : random.int(2, maxDenominator);
      const c = random.int(1, d - 1);
      const [n, m] =
        operation === "add"
          ? [a * d + c * b, b * d]
          : operation === "subtract"
            ? [a * d - c * b, b * d]
            : operation === "multiply"
              ? [a * c, b * d]
              : [a * d, b * c];
      const problem = `${a}/${b} ${SIGN[operation]} ${c}/${d}`;
      const answer = writeFraction(n, m);
      return {
        text: `${problem} = ${answers ? answer : "?"}`,
        data: { problem, operation, answer, value: Number((n / m).toFixed(6)) },
      };
    });
    return { values };
  },
});
