import fc from "fast-check";
import { describe, expect, it } from "vitest";

import adjectives from "../data/adjectives";
import firstNames from "../data/first-names";
import lastNames from "../data/last-names";
import nouns from "../data/nouns";
import names from "./names";
import {
  expectDrawnFrom,
  expectProblem,
  expectWellFormed,
  generatorHarness,
  listCountArbitrary,
  texts,
} from "./test-support";

const FC = { seed: 20_240_602, numRuns: 50 };
const RUN_SEED = fc.string({ maxLength: 8 });
const GENDERS = ["any", "female", "male", "neutral"] as const;

const { run, problemsOf } = generatorHarness(names, { seed: "names test seed", now: 0 });

const namesOf = (gender: string) =>
  new Set(firstNames.filter((n) => gender === "any" || n.gender === gender).map((n) => n.name));

describe("names conventions", () => {
  it.each(names.map((g) => [g.id, g] as const))("%s is well formed and runs", async (id, g) => {
    expectWellFormed(g, "names");
    const result = await run(id, {});
    expect(result.values.length).toBeGreaterThan(0);
    expect(await run(id, {}, "same")).toEqual(await run(id, {}, "same"));
  });
});

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

describe("last-name", () => {
  it("draws distinct surnames from the list", async () => {
    const known = new Set(lastNames);
    const result = await run("last-name", { count: 200 });
    for (const name of texts(result)) expect(known.has(name), name).toBe(true);
    expect(new Set(texts(result)).size).toBe(200);
  });

  it("draws only surnames of the list, distinct with No repeats (property)", async () => {
    const known = new Set(lastNames);
    await fc.assert(
      fc.asyncProperty(
        listCountArbitrary(lastNames.length),
        fc.boolean(),
        RUN_SEED,
        async (count, unique, seed) => {
          const generation = await run("last-name", { count, unique }, seed);
          expectDrawnFrom(generation, { count, unique }, lastNames, ({ text, data }) =>
            known.has(text) && data?.name === text ? text : undefined,
          );
        },
      ),
      FC,
    );
  });
});

describe("full-name", () => {
  it("pairs a first name of the gender with a surname, as many as asked (property)", async () => {
    const surnames = new Set(lastNames);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...GENDERS),
        fc.integer({ min: 1, max: 60 }),
        RUN_SEED,
        async (gender, count, seed) => {
          const allowed = namesOf(gender);
          const generation = await run("full-name", { gender, count }, seed);
          expect(generation.values).toHaveLength(count);
          expect(generation.notes ?? []).toEqual([]);
          for (const { text, data } of generation.values) {
            const first = String(data?.first);
            expect(allowed.has(first), text).toBe(true);
            if (gender !== "any") expect(data?.gender).toBe(gender);
            expect(surnames.has(String(data?.last)), text).toBe(true);
            expect(text).toBe(`${first} ${String(data?.last)}`);
          }
        },
      ),
      FC,
    );
  });

  it.each(["female", "male"])("pairs a %s first name with a surname", async (gender) => {
    const allowed = namesOf(gender);
    const surnames = new Set(lastNames);
    const result = await run("full-name", { gender, count: 50 });
    expect(result.values).toHaveLength(50);
    for (const { text, data } of result.values) {
      expect(allowed.has(String(data?.first)), text).toBe(true);
      expect(surnames.has(String(data?.last)), text).toBe(true);
      expect(text).toBe(`${String(data?.first)} ${String(data?.last)}`);
    }
  });
});

describe("username", () => {
  const STYLES = {
    pascal: /^(?:[A-Z][a-z]+){2}$/,
    snake: /^[a-z]+_[a-z]+$/,
    kebab: /^[a-z]+-[a-z]+$/,
  } as const;

  it("matches the chosen style, with two digits only when asked (property)", async () => {
    const adjectiveSet = new Set(adjectives);
    const nounSet = new Set(nouns);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("pascal", "snake", "kebab"),
        fc.boolean(),
        fc.string({ minLength: 1, maxLength: 8 }),
        async (style, digits, seed) => {
          const result = await run("username", { style, digits, count: 5 }, seed);
          expect(result.values).toHaveLength(5);
          for (const { text, data } of result.values) {
            const base = digits ? text.slice(0, -2) : text;
            expect(base, text).toMatch(STYLES[style]);
            if (digits) expect(text.slice(-2)).toMatch(/^\d\d$/);
            else expect(text).not.toMatch(/\d/);
            expect(adjectiveSet.has(String(data?.adjective))).toBe(true);
            expect(nounSet.has(String(data?.noun))).toBe(true);
            expect(base.toLowerCase().replace(/[_-]/, "")).toBe(
              `${String(data?.adjective)}${String(data?.noun)}`,
            );
          }
        },
      ),
      FC,
    );
  });

  it("gives BraveOtter-style names by default", async () => {
    for (const name of texts(await run("username", {}))) {
      expect(name).toMatch(/^(?:[A-Z][a-z]+){2}\d\d$/);
    }
  });

  it("rejects an unknown style, naming it", () => {
    expect(problemsOf("username", { style: "camel" })[0]?.field).toBe("style");
  });
});

describe("project-name", () => {
  it("joins a listed adjective and noun with a hyphen, as many as asked (property)", async () => {
    const adjectiveSet = new Set(adjectives);
    const nounSet = new Set(nouns);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 60 }), RUN_SEED, async (count, seed) => {
        const { values } = await run("project-name", { count }, seed);
        expect(values).toHaveLength(count);
        for (const { text, data } of values) {
          expect(adjectiveSet.has(String(data?.adjective)), text).toBe(true);
          expect(nounSet.has(String(data?.noun)), text).toBe(true);
          expect(text).toBe(`${String(data?.adjective)}-${String(data?.noun)}`);
        }
      }),
      FC,
    );
  });

  it("makes lowercase adjective-noun names", async () => {
    const adjectiveSet = new Set(adjectives);
    const nounSet = new Set(nouns);
    const result = await run("project-name", { count: 100 });
    for (const name of texts(result)) {
      const [adjective, noun, ...rest] = name.split("-");
      expect(rest).toEqual([]);
      expect(adjectiveSet.has(adjective ?? ""), name).toBe(true);
      expect(nounSet.has(noun ?? ""), name).toBe(true);
    }
  });
});
