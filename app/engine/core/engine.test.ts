import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";

import { defineGenerator, runGenerator, validateInput, type AnyGenerator } from "./engine";
import { MAX_COUNT, count } from "./fields";
import { seededRandom } from "./random";
import { sample, SAMPLE_DEFAULTS, FC } from "../testing/sample-generator";

describe("validateInput", () => {
  it("fills every missing field with its default", () => {
    expect(validateInput(sample, {})).toEqual({ ok: true, input: SAMPLE_DEFAULTS });
    expect(validateInput(sample, { count: 9, loud: true })).toEqual({
      ok: true,
      input: { ...SAMPLE_DEFAULTS, count: 9, loud: true },
    });
  });

  it("ignores fields the generator does not have", () => {
    const result = validateInput(sample, { colour: "red", count: 4 });
    expect(result).toEqual({ ok: true, input: { ...SAMPLE_DEFAULTS, count: 4 } });
  });

  it.each([
    [{ count: 0 }, "count", "How many must be at least 1"],
    [{ count: 51 }, "count", "How many must be at most 50"],
    [{ count: 2.5 }, "count", "How many must be a whole number"],
    [{ count: "5" }, "count", "How many must be a number"],
    [{ weight: 1.01 }, "weight", "Weight must be at most 1"],
    [{ weight: -0.1 }, "weight", "Weight must be at least 0"],
    [{ tag: "x".repeat(11) }, "tag", "Tag must be at most 10 characters"],
    [{ style: "gothic" }, "style", "Style must be one of: Plain, Fancy"],
    [{ loud: "yes" }, "loud", "Loud must be on or off"],
  ])("rejects %j with a message naming the field's label", (raw, field, message) => {
    expect(validateInput(sample, raw)).toEqual({ ok: false, problems: [{ field, message }] });
  });

  it("reports every bad field at once", () => {
    const result = validateInput(sample, { low: -1, high: 101 });
    expect(result).toEqual({
      ok: false,
      problems: [
        { field: "low", message: "Lowest must be at least 0" },
        { field: "high", message: "Highest must be at most 100" },
      ],
    });
  });

  it("applies the cross-field rule once every field is valid on its own", () => {
    expect(validateInput(sample, { low: 9, high: 3 })).toEqual({
      ok: false,
      problems: [{ field: "high", message: "Highest must be at least Lowest." }],
    });
    expect(validateInput(sample, { low: 3, high: 3 }).ok).toBe(true);
  });

  it("never throws, whatever values it is given", () => {
    const anyValue = fc.oneof(
      fc.anything(),
      fc.double(),
      fc.string(),
      fc.boolean(),
      fc.constant(undefined),
    );
    fc.assert(
      fc.property(
        fc.record({ low: anyValue, high: anyValue, count: anyValue, style: anyValue }),
        (raw) => {
          const result = validateInput(sample, raw);
          if (!result.ok) {
            expect(result.problems.length).toBeGreaterThan(0);
            for (const problem of result.problems) expect(problem.message).not.toBe("");
          }
        },
      ),
      FC,
    );
  });
});

describe("count", () => {
  const refusal = (field: ReturnType<typeof count>, value: number) => {
    const result = field.schema.safeParse(value);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it("takes 1 to 10,000 values unless told otherwise", () => {
    expect(MAX_COUNT).toBe(10_000);
    expect(count().spec).toMatchObject({ label: "How many", min: 1, max: 10_000 });
    expect(refusal(count(), 10_000)).toBeUndefined();
    expect(refusal(count(), 10_001)).toBe("How many must be at most 10000");
  });

  it("explains a lower limit in the help and in the error", () => {
    const field = count(5, { max: 432, reason: "each card is dealt once" });
    expect(field.spec).toMatchObject({ max: 432, default: 5, help: "Each card is dealt once." });
    expect(refusal(field, 433)).toBe("How many must be at most 432: each card is dealt once");
    expect(refusal(field, 432)).toBeUndefined();
    // The message is part of the field's description: the schema is derived from it.
    expect(field.spec).toHaveProperty(
      "tooLarge",
      "How many must be at most 432: each card is dealt once",
    );
  });
});

describe("runGenerator", () => {
  const versioned = defineGenerator({
    id: "test-versioned",
    title: "Test Versioned",
    category: "numbers",
    description: "A generator whose algorithm changed twice.",
    keywords: ["test", "version", "legacy"],
    algorithm: "Unbiased integers from 1 to 1,000,000 (Random.int).",
    version: 3,
    inputs: { count: count(2, { max: 10 }) },
    generate: (random, { count }) => ({
      values: Array.from({ length: count }, () => ({ text: `v3:${random.int(1, 1_000_000)}` })),
    }),
    legacy: {
      1: (_random, { count }) => ({ values: [{ text: `v1 with ${count}` }] }),
      2: (random) => ({ values: [{ text: `v2:${random.int(1, 1_000_000)}` }] }),
    },
  }) as AnyGenerator;

  const input = { count: 2 };
  const texts = async (seed: string, version?: number) =>
    (await runGenerator(versioned, seededRandom(seed), input, { now: 0, version })).values.map(
      (value) => value.text,
    );

  it("runs the current algorithm by default and for the current version", async () => {
    const current = await texts("s");
    expect(current).toHaveLength(2);
    for (const value of current) expect(value).toMatch(/^v3:\d+$/);
    expect(await texts("s", 3)).toEqual(current);
  });

  it("runs the legacy algorithm an old permalink's version names", async () => {
    expect(await texts("s", 1)).toEqual(["v1 with 2"]);
    const v2 = await texts("s", 2);
    expect(v2).toHaveLength(1);
    expect(v2[0]).toMatch(/^v2:\d+$/);
    expect(await texts("s", 2)).toEqual(v2);
  });

  it("runs the current algorithm for a version it does not know", async () => {
    expect(await texts("s", 99)).toEqual(await texts("s"));
  });

  it("gives generate the loaded data and the run's clock, loading the data once", async () => {
    const load = vi.fn(async () => ({ greeting: "hello" }));
    const clocked = defineGenerator({
      id: "test-clocked",
      title: "Test Clocked",
      category: "numbers",
      description: "A generator that reads its data and the clock.",
      keywords: ["test", "clock", "data"],
      algorithm: "No randomness: the loaded greeting and the clock.",
      version: 1,
      usesClock: true,
      inputs: {},
      load,
      generate: (_random, _input, data, { now }) => ({
        values: [{ text: `${data.greeting} at ${now}` }],
      }),
    }) as AnyGenerator;
    const first = await runGenerator(clocked, seededRandom("a"), {}, { now: 1234 });
    const second = await runGenerator(clocked, seededRandom("a"), {}, { now: 5678 });
    expect(first.values).toEqual([{ text: "hello at 1234" }]);
    expect(second.values).toEqual([{ text: "hello at 5678" }]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
