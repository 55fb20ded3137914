import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { seededRandom, type Random } from "../core/random";
import { CHI_SQUARE_LIMIT, chiSquare } from "../testing/harness";
import {
  avoidanceLowerBound,
  exactAssignment,
  hallViolation,
  maximumMatching,
  rejectionAssignment,
  rejectionTries,
  type Allowed,
} from "./assignments";

/** Every permutation of 0..n-1. */
function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) =>
    Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]),
  );
}

const valid = (allowed: Allowed, p: readonly number[]) =>
  p.every((r, g) => allowed[g]?.[r] === true);

/** A board where nobody draws themself and the listed (giver, receiver) pairs are forbidden. */
function board(n: number, forbidden: readonly (readonly [number, number])[]): boolean[][] {
  return Array.from({ length: n }, (_, g) =>
    Array.from({ length: n }, (_, r) => r !== g && !forbidden.some(([a, b]) => a === g && b === r)),
  );
}

const boards = fc.integer({ min: 1, max: 6 }).chain((n) =>
  fc.array(fc.array(fc.boolean(), { minLength: n, maxLength: n }), {
    minLength: n,
    maxLength: n,
  }),
);

describe("hallViolation", () => {
  it("finds a violation exactly when no full assignment exists (against brute force)", () => {
    fc.assert(
      fc.property(boards, (allowed) => {
        const possible = permutations(allowed.length).some((p) => valid(allowed, p));
        const violation = hallViolation(allowed);
        expect(violation === null).toBe(possible);
        if (violation) {
          // The givers really can only reach fewer receivers than they are.
          const reach = new Set(
            violation.givers.flatMap((g) =>
              allowed.map((_, r) => r).filter((r) => allowed[g]?.[r]),
            ),
          );
          expect([...reach].sort()).toEqual(violation.receivers);
          expect(violation.receivers.length).toBeLessThan(violation.givers.length);
        } else {
          const matching = maximumMatching(allowed);
          expect(valid(allowed, matching)).toBe(true);
          expect(new Set(matching).size).toBe(allowed.length);
        }
      }),
      { seed: 1_717, numRuns: 50 },
    );
  });

  it("names the person nobody may draw", () => {
    const everyoneExcludesAna = board(4, [
      [1, 0],
      [2, 0],
      [3, 0],
    ]);
    const violation = hallViolation(everyoneExcludesAna);
    expect(violation?.receivers).not.toContain(0);
  });
});

describe("exactAssignment", () => {
  it("gives a valid assignment whenever one exists, and null otherwise", () => {
    fc.assert(
      fc.property(boards, fc.string(), (allowed, seed) => {
        const result = exactAssignment(seededRandom(seed), allowed);
        if (hallViolation(allowed)) expect(result).toBeNull();
        else expect(result && valid(allowed, result)).toBe(true);
      }),
      { seed: 1_718, numRuns: 50 },
    );
  });

  it("stays quick for 18 people", () => {
    const allowed = board(18, [
      [0, 1],
      [1, 0],
    ]);
    const started = performance.now();
    const result = exactAssignment(seededRandom("eighteen"), allowed);
    expect(result && valid(allowed, result)).toBe(true);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

// Five people, two couples kept apart: exactly 16 valid draws. Each method should give each of
// them about 6,400 / 16 = 400 times; chi-square with 15 degrees of freedom, false failure 1e-6.
describe.each([
  ["exact counting", (random: Random, allowed: Allowed) => exactAssignment(random, allowed)],
  [
    "rejection sampling",
    (random: Random, allowed: Allowed) => rejectionAssignment(random, allowed, 10_000),
  ],
])("%s", (_name, draw) => {
  it("makes every valid draw equally likely", () => {
    const allowed = board(5, [
      [0, 1],
      [1, 0],
      [2, 3],
      [3, 2],
    ]);
    const draws = permutations(5)
      .filter((p) => valid(allowed, p))
      .map((p) => p.join());
    expect(draws).toHaveLength(16);
    const counts = new Map(draws.map((d) => [d, 0]));
    const runs = 6_400;
    const random = seededRandom("uniform santa");
    for (let i = 0; i < runs; i++) {
      const result = draw(random, allowed);
      const key = result?.join() ?? "none";
      expect(counts.has(key), key).toBe(true);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(chiSquare([...counts.values()], runs / 16)).toBeLessThan(CHI_SQUARE_LIMIT[15]);
  });
});

describe("avoidanceLowerBound", () => {
  it("is a true lower bound on the chance a random permutation is valid", () => {
    // Eight people in four couples, counted by brute force over the 40,320 permutations.
    const couples = board(
      8,
      [0, 2, 4, 6].flatMap((i) => [[i, i + 1] as const, [i + 1, i] as const]),
    );
    const all = permutations(8);
    const chance = all.filter((p) => valid(couples, p)).length / all.length;
    const bound = avoidanceLowerBound(couples);
    expect(bound).toBeGreaterThan(0);
    expect(bound).toBeLessThanOrEqual(chance);
  });

  it("is 0 when the Local Lemma's condition fails (many exclusions of one person)", () => {
    const forbidden = Array.from({ length: 19 }, (_, g) => [g + 1, 0] as const);
    expect(avoidanceLowerBound(board(20, forbidden))).toBe(0);
  });

  it("allows typical large draws: 40 people in 20 couples, quickly", () => {
    const forbidden = Array.from({ length: 20 }, (_, i) => [
      [2 * i, 2 * i + 1] as const,
      [2 * i + 1, 2 * i] as const,
    ]).flat();
    const allowed = board(40, forbidden);
    const bound = avoidanceLowerBound(allowed);
    expect(bound).toBeGreaterThan(1e-5);
    const result = rejectionAssignment(seededRandom("forty"), allowed, rejectionTries(bound));
    expect(result && valid(allowed, result)).toBe(true);
  });
});
