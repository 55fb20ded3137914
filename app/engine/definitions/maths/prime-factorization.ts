import { defineGenerator } from "../../core/engine";
import { count, integer, toggle } from "../../core/fields";

const MAX = 1_000_000;

/** The prime factors of n ≥ 2 in ascending order, with repeats, by trial division. */
export function primeFactors(n: number): number[] {
  const factors: number[] = [];
  let rest = n;
  for (let p = 2; p * p <= rest; p += p === 2 ? 1 : 2) {
    while (rest % p === 0) {
      factors.push(p);
      rest /= p;
    }
  }
  if (rest > 1) factors.push(rest);
  return factors;
}

const SUPERSCRIPT = "⁰¹²³⁴⁵⁶⁷⁸⁹";
const power = (exponent: number) =>
  exponent === 1 ? "" : [...String(exponent)].map((d) => SUPERSCRIPT[Number(d)]).join("");

/** "2³ × 3 × 5²". */
export function writeFactorization(factors: readonly number[]): string {
  const counts = new Map<number, number>();
  for (const f of factors) counts.set(f, (counts.get(f) ?? 0) + 1);
  return [...counts].map(([p, e]) => `${p}${power(e)}`).join(" × ");
}

export default defineGenerator({
  id: "prime-factorization",
  title: "Prime Factorization Quiz",
  category: "maths",
  iconText: "🌳",
  description:
    "Random whole numbers to break into prime factors, with the factorization as the answer (360 = 2³ × 3² × 5); primes can be left out.",
  keywords: ["prime factorization", "prime factors", "factor tree", "factorization quiz"],
  algorithm:
    "Draws each number uniformly between the bounds (Random.int, unbiased by rejection); with Composite only, a prime is thrown back and redrawn, so every composite number in the range is equally likely. The factors come from trial division by 2 and the odd numbers up to the square root.",
  version: 1,
  inputs: {
    min: integer({ label: "From", min: 2, max: MAX, default: 12 }),
    max: integer({ label: "To", min: 2, max: MAX, default: 500 }),
    compositeOnly: toggle({ label: "Composite numbers only", default: true }),
    answers: toggle({ label: "Show answers", default: true }),
    count: count(10),
  },
  check({ min, max, compositeOnly }) {
    if (min > max) return { field: "max", message: "To must be at least From." };
    // Two or more numbers reaching 4 always hold a composite (4, 6, 8 or an even neighbour).
    const hasComposite = max > min ? max >= 4 : primeFactors(min).length > 1;
    if (compositeOnly && !hasComposite) {
      return {
        field: "max",
        message: `There is no composite number from ${min} to ${max}. Widen the range or turn off Composite numbers only.`,
      };
    }
    return null;
  },
  generate(random, { min, max, compositeOnly, answers, count }) {
    const values = Array.from({ length: count }, () => {
      let value: number;
      let factors: number[];
      do {
        value = random.int(min, max);
        factors = primeFactors(value);
      } while (compositeOnly && factors.length < 2);
      const factorization = writeFactorization(factors);
      return {
        text: answers ? `${value} = ${factorization}` : String(value),
        data: { value, factors, factorization, prime: factors.length === 1 },
      };
    });
    return { values };
  },
});
