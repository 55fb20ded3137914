import { defineGenerator } from "../../core/engine";
import { count, integer, select, toggle } from "../../core/fields";
import type { Random } from "../../core/random";

type Form = "one-step" | "two-step" | "both-sides";

/** A non-zero whole number from −limit to limit (or 1 to limit), uniformly. */
function nonZero(random: Random, limit: number, negatives: boolean): number {
  if (!negatives) return random.int(1, limit);
  const value = random.int(1, 2 * limit);
  return value > limit ? limit - value : value;
}

/** "3x", "−x", "x"; a coefficient shown with its variable. */
function term(coefficient: number, variable: string): string {
  const sign = coefficient < 0 ? "−" : "";
  const size = Math.abs(coefficient);
  return `${sign}${size === 1 ? "" : size}${variable}`;
}

/** " + 4", " − 4", "": a constant added after a term. */
const plusConstant = (value: number) =>
  value === 0 ? "" : value > 0 ? ` + ${value}` : ` − ${-value}`;

/** A number as an equation side shows it, with a real minus sign. */
const shown = (value: number) => (value < 0 ? `−${-value}` : String(value));

export default defineGenerator({
  id: "linear-equation",
  title: "Linear Equation",
  category: "maths",
  iconText: "🟰",
  description:
    "Linear equations to solve for x, each with a whole-number solution: one-step, two-step or with x on both sides, answers optional.",
  keywords: ["linear equation", "solve for x", "algebra practice", "equation generator"],
  algorithm:
    "Draws the solution first (Random.int within the range), then the coefficients and constants (Random.int, never zero where a zero would make the step vanish) and builds the equation around the solution, so every equation has exactly one whole-number answer.",
  version: 1,
  inputs: {
    form: select<Form>({
      label: "Form",
      options: [
        { value: "one-step", label: "One step (x + 5 = 12 or 3x = 21)" },
        { value: "two-step", label: "Two steps (3x + 5 = 26)" },
        { value: "both-sides", label: "x on both sides (5x + 2 = 2x + 14)" },
      ],
      default: "two-step",
    }),
    range: integer({ label: "Largest solution", min: 1, max: 1_000, default: 10 }),
    negatives: toggle({ label: "Negative numbers", default: false }),
    variable: select({
      label: "Letter",
      options: ["x", "y", "n", "a"].map((v) => ({ value: v, label: v })),
      default: "x",
    }),
    answers: toggle({ label: "Show answers", default: false }),
    count: count(10),
  },
  generate(random, { form, range, negatives, variable, answers, count }) {
    const values = Array.from({ length: count }, () => {
      const solution = negatives ? random.int(-range, range) : random.int(0, range);
      let equation: string;
      if (form === "one-step") {
        if (random.bool()) {
          const b = nonZero(random, 20, negatives);
          equation = `${variable}${plusConstant(b)} = ${shown(solution + b)}`;
        } else {
          const a = nonZero(random, 12, negatives);
          equation = `${term(a, variable)} = ${shown(a * solution)}`;
        }
      } else if (form === "two-step") {
        const a = nonZero(random, 12, negatives);
        const b = nonZero(random, 20, negatives);
        equation = `${term(a, variable)}${plusConstant(b)} = ${shown(a * solution + b)}`;
      } else {
        const a = nonZero(random, 12, negatives);
        let c = nonZero(random, 12, negatives);
        while (c === a) c = nonZero(random, 12, negatives);
        const b = negatives ? random.int(-20, 20) : random.int(0, 20);
        const d = a * solution + b - c * solution;
        equation = `${term(a, variable)}${plusConstant(b)} = ${term(c, variable)}${plusConstant(d)}`;
      }
      return {
        text: answers ? `${equation}  (${variable} = ${shown(solution)})` : equation,
        data: { equation, solution },
      };
    });
    return { values };
  },
});
