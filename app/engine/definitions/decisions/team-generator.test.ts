import { describe, expect, it } from "vitest";

import type { Generation } from "../../core/engine";
import teamGenerator from "./team-generator";
import {
  assertIntegerFieldsRefuse,
  generatorHarness,
  outOfBoundsNumber,
} from "../../testing/harness";
import {
  MESSY,
  MESSY_CLEAN,
  MESSY_NOTES,
  assertDeclaredCount,
  cleaned,
  sorted,
} from "../../testing/list-inputs";

const NOW = { now: 1_700_000_000_000 };

const { run, refusedProblems } = generatorHarness([teamGenerator], {
  seed: "decisions seed",
  now: NOW.now,
});

describe("team-generator", () => {
  const people = Array.from({ length: 23 }, (_, i) => `Person ${i + 1}`);

  /** Checks that teams are balanced and hold everyone exactly once; returns the sizes. */
  function expectFairTeams(generation: Generation, everyone: readonly string[]): number[] {
    const members = generation.values.map((v) => v.data?.members as string[]);
    generation.values.forEach((value, i) => {
      expect(value.text).toBe(`Team ${i + 1}: ${members[i]?.join(", ")}`);
      expect(value.data?.team).toBe(i + 1);
      expect(value.data?.size).toBe(members[i]?.length);
    });
    expect(sorted(members.flat())).toEqual(sorted(everyone));
    const sizes = members.map((m) => m.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    expect(Math.min(...sizes)).toBeGreaterThan(0);
    return sizes;
  }

  it("splits into the asked number of balanced teams", async () => {
    for (const teams of [2, 3, 4, 5, 7, 23]) {
      const generation = await run("team-generator", { names: people.join("\n"), teams });
      expect(generation.values).toHaveLength(teams);
      expectFairTeams(generation, people);
    }
    const defaults = await run("team-generator");
    expect(
      expectFairTeams(defaults, ["Ana", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal"]),
    ).toEqual([4, 4]);
    expect(defaults.values[0]?.text).toMatch(/^Team 1: \w+, \w+, \w+, \w+$/);
  });

  it("splits by team size without exceeding it", async () => {
    for (const size of [1, 2, 4, 5, 10, 22]) {
      const generation = await run("team-generator", {
        names: people.join("\n"),
        splitBy: "size",
        size,
      });
      expect(generation.values).toHaveLength(Math.ceil(23 / size));
      const sizes = expectFairTeams(generation, people);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(size);
    }
  });

  it("leaves out blanks and repeated names, and says so", async () => {
    const generation = await run("team-generator", { names: MESSY });
    expect(generation.notes).toEqual(MESSY_NOTES);
    expectFairTeams(generation, MESSY_CLEAN);
  });

  it("refuses impossible splits, naming the field", () => {
    const [tooMany] = refusedProblems("team-generator", { names: "a\nb\nc", teams: 5 });
    expect(tooMany).toEqual({
      field: "teams",
      message: "Can't make 5 teams from 3 people: lower Number of teams or add names.",
    });
    expect(
      refusedProblems("team-generator", { names: "a\nb\nc", splitBy: "size", size: 3 })[0]?.field,
    ).toBe("size");
    expect(refusedProblems("team-generator", { names: "solo" })[0]?.field).toBe("names");
    expect(refusedProblems("team-generator", { names: "" })[0]?.field).toBe("names");
    expect(refusedProblems("team-generator", { teams: 1 })[0]?.field).toBe("teams");
    expect(refusedProblems("team-generator", { teams: 101 })[0]?.field).toBe("teams");
  });
});

describe("team-generator for any input", () => {
  it("makes the declared number of teams from the cleaned names for any valid input", async () => {
    await assertDeclaredCount(
      teamGenerator,
      (input) => {
        const people = cleaned(input.names as string).length;
        return input.splitBy === "teams"
          ? (input.teams as number)
          : Math.ceil(people / (input.size as number));
      },
      NOW,
    );
  });

  it("refuses any out-of-bounds number, naming the field", () => {
    assertIntegerFieldsRefuse(teamGenerator, outOfBoundsNumber, { seed: 77, numRuns: 50 });
  });
});
