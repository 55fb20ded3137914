import fc from "fast-check";
import { describe, expect, it } from "vitest";

import firstNames from "../../data/first-names";
import firstName from "./first-name";
import { expectProblem, generatorHarness, texts } from "../../testing/harness";

const FC = { seed: 20_240_602, numRuns: 50 };

const { run, problemsOf } = generatorHarness([firstName], { seed: "names test seed", now: 0 });

const namesOf = (gender: string) =>
  new Set(firstNames.filter((n) => gender === "any" || n.gender === gender).map((n) => n.name));

describe("first-name", () => {
  it.each(["female", "male", "neutral", "any"])(
    "draws %s names from that list only",
    async (gender) => {
      const allowed = namesOf(gender);
      const result = await run("first-name", { gender, count: 40 });
      expect(result.values).toHaveLength(40);
      for (const { text, data } of result.values) {
        expect(allowed.has(text), text).toBe(true);
        if (gender !== "any") expect(data?.gender).toBe(gender);
      }
    },
  );

  it("honours No repeats, and says so when the list is too short", async () => {
    const neutral = namesOf("neutral").size;
    const result = await run("first-name", {
      gender: "neutral",
      count: neutral + 20,
      unique: true,
    });
    expect(result.values).toHaveLength(neutral);
    expect(new Set(texts(result))).toEqual(namesOf("neutral"));
    expect(result.notes).toEqual([
      `Only ${neutral} gender-neutral first names exist in the list, so you get all ${neutral}.`,
    ]);
  });

  it("repeats when No repeats is off, giving exactly the count asked", async () => {
    const neutral = namesOf("neutral").size;
    const result = await run("first-name", { gender: "neutral", count: 500, unique: false });
    expect(result.values).toHaveLength(500);
    expect(new Set(texts(result)).size).toBeLessThanOrEqual(neutral);
    expect(result.notes ?? []).toEqual([]);
  });

  it("keeps every draw distinct with No repeats (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("any", "female", "male", "neutral"),
        fc.integer({ min: 1, max: 80 }),
        fc.string({ minLength: 1, maxLength: 8 }),
        async (gender, count, seed) => {
          const result = await run("first-name", { gender, count, unique: true }, seed);
          const drawn = texts(result);
          expect(new Set(drawn).size).toBe(drawn.length);
          expect(drawn.length).toBe(Math.min(count, namesOf(gender).size));
        },
      ),
      FC,
    );
  });

  it("rejects an unknown gender and a count of 0, naming the field", () => {
    expectProblem(problemsOf("first-name", { gender: "robot" })[0], "gender", /Gender/);
    expect(problemsOf("first-name", { count: 0 })[0]?.field).toBe("count");
    expect(problemsOf("first-name", { count: 10_001 })[0]?.field).toBe("count");
  });
});
