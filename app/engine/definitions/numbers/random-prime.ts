import { defineGenerator } from "../../core/engine";
import { count, integer } from "../../core/fields";

/** Whether n is prime, by trial division (n ≤ 10^9 keeps this exact and fast). */
export function isPrime(n: number): boolean {
  if (n < 2) return false;
  if (n % 2 === 0) return n === 2;
  if (n % 3 === 0) return n === 3;
  for (let d = 5; d * d <= n; d += 6) {
    if (n % d === 0 || n % (d + 2) === 0) return false;
  }
  return true;
}

const PRIME_LIMIT = 1_000_000_000;

export default defineGenerator({
  id: "random-prime",
  title: "Random Prime Number",
  category: "numbers",
  iconText: "🔣",
  description: "Prime numbers chosen uniformly among all the primes in your range.",
  keywords: ["prime", "number theory", "maths", "math"],
  algorithm:
    "Draws an unbiased integer in the range by rejection sampling (Random.int) and redraws until it is prime (trial division by 2, 3 and 6k ± 1): uniform over the range and kept only when prime, so every prime in the range is equally likely.",
  version: 1,
  inputs: {
    min: integer({ label: "Minimum", min: 0, max: PRIME_LIMIT, default: 1 }),
    max: integer({ label: "Maximum", min: 0, max: PRIME_LIMIT, default: 1000 }),
    count: count(1),
  },
  check({ min, max }) {
    if (min > max) return { field: "max", message: "Maximum must be at least Minimum." };
    // Below 10^9 no gap between primes exceeds 300, so only narrow ranges need a scan.
    if (max - min < 300) {
      for (let n = min; n <= max; n++) if (isPrime(n)) return null;
      return {
        field: "max",
        message: `There is no prime number between ${min} and ${max}: widen the range.`,
      };
    }
    return null;
  },
  generate(random, { min, max, count }) {
    // A narrow range redraws the same few numbers thousands of times (one prime among 200
    // numbers takes 200 draws per value): test each number once.
    const known = new Map<number, boolean>();
    const prime = (n: number) => {
      let result = known.get(n);
      if (result === undefined) known.set(n, (result = isPrime(n)));
      return result;
    };
    // Uniform over primes: draw uniformly from the range and keep the first prime.
    return {
      values: Array.from({ length: count }, () => {
        let n = random.int(min, max);
        while (!prime(n)) n = random.int(min, max);
        return { text: String(n), data: { value: n } };
      }),
    };
  },
});
