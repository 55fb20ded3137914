import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";

type Operation = "add" | "subtract" | "multiply" | "divide";
type Difficulty = "easy" | "medium" | "hard";

const SIGN: Readonly<Record<Operation, string>> = {
  add: "+",
  subtract: "−",
  multiply: "×",
  divide: "÷",
};

/** The numbers each difficulty uses: operands of + and −, factors of × and ÷. */
export const RANGES: Readonly<Record<Difficulty, { sum: number; factor: number }>> = {
  easy: { sum: 10, factor: 10 },
  medium: { sum: 100, factor: 12 },
  hard: { sum: 1_000, factor: 25 },
};

export default defineGenerator({
  id: "arithmetic-practice",
  title: "Arithmetic Practice",
  category: "maths",
  iconText: "➕",
  description:
    "Addition, subtraction, multiplication and division problems at three levels, with answers or without: worksheets, mental maths and drills.",
  keywords: ["math problems", "arithmetic worksheet", "mental math", "math practice", "sums"],
  algorithm:
    "Each problem picks its operation (Random.pick among those chosen) and its numbers uniformly in the level's range (Random.int). Subtraction without negatives swaps the two numbers so the larger comes first; division draws the divisor and the quotient and multiplies them, so every answer is whole.",
  version: 1,
  inputs: {
    operations: select({
      label: "Operations",
      options: [
        { value: "all", label: "All four" },
        { value: "add-subtract", label: "Addition and subtraction" },
        { value: "multiply-divide", label: "Multiplication and division" },
        { value: "add", label: "Addition" },
        { value: "subtract", label: "Subtraction" },
        { value: "multiply", label: "Multiplication" },
        { value: "divide", label: "Division" },
      ],
      default: "all",
    }),
    difficulty: select<Difficulty>({
      label: "Level",
      options: [
        { value: "easy", label: "Easy (numbers to 10)" },
        { value: "medium", label: "Medium (to 100; tables to 12)" },
        { value: "hard", label: "Hard (to 1,000; factors to 25)" },
      ],
      default: "medium",
    }),
    negatives: toggle({ label: "Allow negative answers", default: false }),
    answers: toggle({ label: "Show answers", default: true }),
    count: count(20),
  },
  generate(random, { operations, difficulty, negatives, answers, count }) {
    const ops: readonly Operation[] =
      operations === "all"
        ? ["add", "subtract", "multiply", "divide"]
        : operations === "add-subtract"
          ? ["add", "subtract"]
          : operations === "multiply-divide"
            ? ["multiply", "divide"]
            : [operations as Operation];
    const { sum, factor } = RANGES[difficulty];
    const values = Array.from({ length: count }, () => {
      const operation = random.pick(ops);
      let a: number;
      let b: number;
      let answer: number;
      if (operation === "add" || operation === "subtract") {
        a = random.int(0, sum);
        b = random.int(0, sum);
        if (operation === "subtract" && !negatives && b > a) [a, b] = [b, a];
        answer = operation === "add" ? a + b : a - b;
      } else if (operation === "multiply") {
        a = random.int(0, factor);
        b = random.int(0, factor);
        answer = a * b;
      } else {
        b = random.int(1, factor);
        answer = random.int(0, factor);
        a = b * answer;
      }
      const problem = `${a} ${SIGN[operation]} ${b}`;
      return {
        text: `${problem} = ${answers ? answer : "?"}`,
        data: { problem, operation, a, b, answer },
      };
    });
    return { values };
  },
});
