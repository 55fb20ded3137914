import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { seededRandom } from "../../core/random";
import roleAssignment from "./role-assignment";
import {
  CHI_SQUARE_LIMIT,
  chiSquare,
  expectProblem,
  generatorHarness,
} from "../../testing/harness";
import { sorted } from "../../testing/list-inputs";

const { run, problemsOf } = generatorHarness([roleAssignment], {
  seed: "roles test seed",
  now: 0,
});

const list = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe("role-assignment", () => {
  it("gives everyone one role, shared evenly or left empty (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom("share", "none"),
        fc.string({ maxLength: 6 }),
        async (n, r, extras, seed) => {
          const people = list("P", n);
          const roles = list("R", r);
          const generation = await run(
            "role-assignment",
            { names: people.join("\n"), roles: roles.join("\n"), extras },
            seed,
          );
          expect(generation.values.map((v) => v.data?.name)).toEqual(people);
          const given = generation.values.map((v) => String(v.data?.role)).filter((x) => x !== "");
          const counts = roles.map((role) => given.filter((g) => g === role).length);
          if (r >= n) {
            expect(new Set(given).size).toBe(n);
            expect(generation.notes ?? []).toHaveLength(r > n ? 1 : 0);
          } else if (extras === "share") {
            expect(given).toHaveLength(n);
            expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
          } else {
            expect(sorted(given)).toEqual(sorted(roles));
          }
        },
      ),
      { seed: 20_020, numRuns: 50 },
    );
  });

  it("keeps a role listed twice as two places", async () => {
    const generation = await run("role-assignment", {
      names: "A\nB\nC",
      roles: "Guard\nGuard\nKing",
    });
    expect(sorted(generation.values.map((v) => String(v.data?.role)))).toEqual([
      "Guard",
      "Guard",
      "King",
    ]);
  });

  // Three people, three roles: each of the 6 ways should come up 3,000 / 6 = 500 times;
  // chi-square with 5 degrees of freedom.
  it("makes every way to hand out the roles equally likely (chi-square, p = 1e-6)", async () => {
    const random = seededRandom("role uniformity");
    const counts = new Map<string, number>();
    for (let i = 0; i < 3_000; i++) {
      const generation = await run(
        "role-assignment",
        { names: "A\nB\nC", roles: "X\nY\nZ" },
        random,
      );
      const key = generation.values.map((v) => v.data?.role).join("");
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    expect(chiSquare([...counts.values()], 500)).toBeLessThan(CHI_SQUARE_LIMIT[5]);
  });

  it("refuses an empty role list, naming the field", () => {
    expectProblem(
      problemsOf("role-assignment", { roles: "" })[0],
      "roles",
      "Enter at least 1 role to give out.",
    );
  });
});
