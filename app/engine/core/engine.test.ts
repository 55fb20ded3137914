import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";

import {
  defaultInput,
  defineGenerator,
  fieldSpecs,
  inputFromForm,
  inputFromParams,
  inputToParams,
  runGenerator,
  validateInput,
  type AnyGenerator,
} from "./engine";
import {
  MAX_COUNT,
  count,
  decimal,
  integer,
  list,
  select,
  splitList,
  text,
  toggle,
} from "./fields";
import { runSearchParams } from "./permalink";
import { MAX_SEED_LENGTH, parseSeed } from "./seed";
import { seededRandom } from "./random";
import { ALL_GENERATORS as GENERATORS } from "../testing/all-generators";
import { validValue } from "../testing/field-values";

/** A small generator with one field of every kind and a rule across two of them. */
const sample = defineGenerator({
  id: "test-sample",
  title: "Test Sample",
  category: "numbers",
  description: "A generator used only by these tests.",
  keywords: ["test", "sample", "engine"],
  algorithm: "Unbiased integers between Lowest and Highest (Random.int).",
  version: 1,
  inputs: {
    low: integer({ label: "Lowest", min: 0, max: 100, default: 1 }),
    high: integer({ label: "Highest", min: 0, max: 100, default: 6 }),
    weight: decimal({ label: "Weight", min: 0, max: 1, default: 0.5, step: 0.1 }),
    count: count(3, { max: 50 }),
    tag: text({ label: "Tag", maxLength: 10, default: "roll" }),
    names: list({ label: "Names", default: "Ana\nBen", maxItems: 5, maxItemLength: 10 }),
    style: select({
      label: "Style",
      options: [
        { value: "plain", label: "Plain" },
        { value: "fancy", label: "Fancy" },
      ],
      default: "plain",
    }),
    loud: toggle({ label: "Loud", default: false }),
  },
  check({ low, high }) {
    return low > high ? { field: "high", message: "Highest must be at least Lowest." } : null;
  },
  generate(random, { low, high, count }) {
    return {
      values: Array.from({ length: count }, () => ({ text: String(random.int(low, high)) })),
    };
  },
}) as AnyGenerator;

const SAMPLE_DEFAULTS = {
  low: 1,
  high: 6,
  weight: 0.5,
  count: 3,
  tag: "roll",
  names: "Ana\nBen",
  style: "plain",
  loud: false,
};

const params = (query: string) => new URLSearchParams(query);

/** Fast-check runs are seeded so a failure is the same failure on every machine. */
const FC = { seed: 20240611, numRuns: 30 } as const;

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

describe("inputFromParams", () => {
  it("reads every field from a permalink", () => {
    const result = inputFromParams(
      sample,
      params("low=2&high=12&weight=0.25&count=7&tag=hi&names=A%0AB%0AC&style=fancy&loud=1"),
    );
    expect(result).toEqual({
      input: {
        low: 2,
        high: 12,
        weight: 0.25,
        count: 7,
        tag: "hi",
        names: "A\nB\nC",
        style: "fancy",
        loud: true,
      },
      problems: [],
    });
  });

  it("uses defaults for parameters that are missing", () => {
    expect(inputFromParams(sample, params("count=8"))).toEqual({
      input: { ...SAMPLE_DEFAULTS, count: 8 },
      problems: [],
    });
  });

  it("replaces a parameter that is not a number by its default and names the field", () => {
    const result = inputFromParams(sample, params("count=lots&high=20"));
    expect(result.input).toEqual({ ...SAMPLE_DEFAULTS, high: 20 });
    expect(result.problems).toEqual([
      { field: "count", message: "How many must be a number; using 3 instead." },
    ]);
    expect(validateInput(sample, result.input).ok).toBe(true);
  });

  it("replaces an out-of-range parameter by its default and keeps the rest", () => {
    const result = inputFromParams(sample, params("count=5000&style=fancy"));
    expect(result.input).toEqual({ ...SAMPLE_DEFAULTS, style: "fancy" });
    expect(result.problems).toEqual([
      { field: "count", message: "How many must be at most 50; using 3 instead." },
    ]);
  });

  it("replaces an unknown option and an unreadable switch by their defaults", () => {
    const result = inputFromParams(sample, params("style=gothic&loud=maybe"));
    expect(result.input).toEqual(SAMPLE_DEFAULTS);
    expect(result.problems.map((problem) => problem.field)).toEqual(["style", "loud"]);
    expect(result.problems[0]?.message).toBe(
      "Style must be one of: Plain, Fancy; using Plain instead.",
    );
    expect(result.problems[1]?.message).toBe("Loud must be on or off; using off instead.");
  });

  it("falls back to all the defaults when the fields disagree, and says so", () => {
    const result = inputFromParams(sample, params("low=50&high=10&count=9"));
    expect(result.input).toEqual(SAMPLE_DEFAULTS);
    expect(result.problems).toEqual([
      {
        field: "high",
        message: "Highest must be at least Lowest. Using the default settings instead.",
      },
    ]);
  });

  it("lets the last of repeated parameters win, as a checkbox's hidden 0 then 1 sends", () => {
    expect(inputFromParams(sample, params("loud=0&loud=1")).input.loud).toBe(true);
    expect(inputFromParams(sample, params("loud=0")).input.loud).toBe(false);
    expect(inputFromParams(sample, params("count=4&count=6")).input.count).toBe(6);
  });

  it.each([
    ["1", true],
    ["true", true],
    ["ON", true],
    ["yes", true],
    ["0", false],
    ["false", false],
    ["off", false],
    [" no ", false],
  ])("reads the switch value %j as %s", (raw, expected) => {
    const result = inputFromParams(sample, new URLSearchParams([["loud", raw]]));
    expect(result).toEqual({ input: { ...SAMPLE_DEFAULTS, loud: expected }, problems: [] });
  });

  describe("never throws on arbitrary parameters and always gives a valid input", () => {
    const paramValue = fc.oneof(
      fc.string({ unit: "binary", maxLength: 30 }),
      fc.string({ maxLength: 12 }),
      fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
      fc.double().map(String),
      fc.constantFrom(
        "",
        " ",
        "0",
        "1",
        "-1",
        "on",
        "off",
        "NaN",
        "Infinity",
        "1e309",
        "0x10",
        "9007199254740993",
      ),
    );

    it.each(GENERATORS.map((generator) => [generator.id, generator] as const))(
      "%s",
      (_id, generator) => {
        const specs = fieldSpecs(generator);
        const names = specs.map((spec) => spec.name);
        const key = fc.constantFrom(...names, "seed", "v", "at", "unknown");
        fc.assert(
          fc.property(fc.array(fc.tuple(key, paramValue), { maxLength: 8 }), (entries) => {
            const result = inputFromParams(generator, new URLSearchParams(entries));
            expect(validateInput(generator, result.input)).toEqual({
              ok: true,
              input: result.input,
            });
            for (const problem of result.problems) {
              expect(problem.message.length).toBeGreaterThan(0);
              if (problem.field !== undefined) expect(names).toContain(problem.field);
            }
            // A field whose own parameter was unusable is at its default.
            for (const problem of result.problems) {
              if (problem.field === undefined || !problem.message.includes("; using ")) continue;
              const spec = specs.find((s) => s.name === problem.field);
              expect(result.input[problem.field]).toEqual(spec?.default);
            }
          }),
          { ...FC, numRuns: 40 },
        );
      },
    );
  });
});

describe("inputFromForm", () => {
  it("reports a value that is not a number instead of replacing it", () => {
    expect(inputFromForm(sample, params("count=lots&tag=x"))).toEqual({
      ok: false,
      problems: [{ field: "count", message: "How many must be a number" }],
    });
  });

  it("reports an unreadable value and an out-of-range one in the same submit", () => {
    expect(inputFromForm(sample, params("count=lots&style=gothic"))).toEqual({
      ok: false,
      problems: [
        { field: "count", message: "How many must be a number" },
        { field: "style", message: "Style must be one of: Plain, Fancy" },
      ],
    });
  });

  it("reports out-of-range values and unknown options", () => {
    expect(inputFromForm(sample, params("loud=maybe"))).toEqual({
      ok: false,
      problems: [{ field: "loud", message: "Loud must be on or off" }],
    });
    expect(inputFromForm(sample, params("count=0&style=gothic"))).toEqual({
      ok: false,
      problems: [
        { field: "count", message: "How many must be at least 1" },
        { field: "style", message: "Style must be one of: Plain, Fancy" },
      ],
    });
  });

  it("reports fields that disagree without falling back to defaults", () => {
    expect(inputFromForm(sample, params("low=50&high=10"))).toEqual({
      ok: false,
      problems: [{ field: "high", message: "Highest must be at least Lowest." }],
    });
  });

  it("accepts a good form, taking defaults for fields it does not send", () => {
    expect(inputFromForm(sample, params("high=9&loud=0&loud=1&names=X%0AY"))).toEqual({
      ok: true,
      input: { ...SAMPLE_DEFAULTS, high: 9, loud: true, names: "X\nY" },
    });
  });
});

describe("inputToParams", () => {
  it("writes every field, switches as 1 and 0", () => {
    const written = inputToParams(sample, { ...SAMPLE_DEFAULTS, loud: true, names: "A\nB" });
    expect([...written.entries()]).toEqual([
      ["low", "1"],
      ["high", "6"],
      ["weight", "0.5"],
      ["count", "3"],
      ["tag", "roll"],
      ["names", "A\nB"],
      ["style", "plain"],
      ["loud", "1"],
    ]);
  });

  it.each(GENERATORS.map((generator) => [generator.id, generator] as const))(
    "round-trips random valid inputs of %s through a permalink",
    (_id, generator) => {
      const specs = fieldSpecs(generator);
      const record = fc.record(
        Object.fromEntries(
          specs.map((spec) => [spec.name, validValue(spec, { maxCount: Infinity })]),
        ),
      );
      let valid = 0;
      fc.assert(
        fc.property(record, (raw) => {
          const validation = validateInput(generator, raw);
          if (!validation.ok) return;
          valid++;
          const query = inputToParams(generator, validation.input).toString();
          expect(inputFromParams(generator, new URLSearchParams(query))).toEqual({
            input: validation.input,
            problems: [],
          });
        }),
        { ...FC, numRuns: 25 },
      );
      expect(valid).toBeGreaterThan(0);
    },
  );
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

describe("splitList", () => {
  it("splits on newlines when there are several lines, keeping commas inside entries", () => {
    expect(splitList("Smith, Ann\nJones, Bob\r\nLee")).toEqual({
      items: ["Smith, Ann", "Jones, Bob", "Lee"],
      notes: [],
    });
  });

  it("splits a single line on commas and trims every entry", () => {
    expect(splitList(" red,green ,  blue ")).toEqual({
      items: ["red", "green", "blue"],
      notes: [],
    });
  });

  it("drops blank entries and says how many", () => {
    expect(splitList("a\n\nb\n   \n")).toEqual({
      items: ["a", "b"],
      notes: ["Ignored 3 blank entries."],
    });
    expect(splitList("a,,b")).toEqual({ items: ["a", "b"], notes: ["Ignored 1 blank entry."] });
  });

  it("keeps repeated entries once and says how many it removed", () => {
    expect(splitList("Ana\nBen\nAna\n Ben \nAna")).toEqual({
      items: ["Ana", "Ben"],
      notes: ["Removed 3 duplicate entries."],
    });
    expect(splitList("x,y,x")).toEqual({
      items: ["x", "y"],
      notes: ["Removed 1 duplicate entry."],
    });
  });

  it("keeps repeats when asked to", () => {
    expect(splitList("x,y,x", { keepDuplicates: true })).toEqual({
      items: ["x", "y", "x"],
      notes: [],
    });
  });

  it("reports blanks before duplicates", () => {
    expect(splitList("a\n\na").notes).toEqual([
      "Ignored 1 blank entry.",
      "Removed 1 duplicate entry.",
    ]);
  });

  it("gives no entries and no notes for an empty or blank list", () => {
    expect(splitList("")).toEqual({ items: [], notes: [] });
    expect(splitList("\n  \n")).toEqual({ items: [], notes: [] });
  });

  it("cuts a list longer than maxItems and says so", () => {
    expect(splitList("1,2,3,4,5", { maxItems: 3 })).toEqual({
      items: ["1", "2", "3"],
      notes: ["Used the first 3 of 5 entries: that is the most a list can hold."],
    });
    const long = Array.from({ length: 12_345 }, (_, i) => `n${i}`).join("\n");
    const cut = splitList(long);
    expect(cut.items).toHaveLength(10_000);
    expect(cut.items.at(-1)).toBe("n9999");
    expect(cut.notes).toEqual([
      "Used the first 10,000 of 12,345 entries: that is the most a list can hold.",
    ]);
  });

  it("counts the cap after removing duplicates", () => {
    expect(splitList("a,a,b,c", { maxItems: 3 })).toEqual({
      items: ["a", "b", "c"],
      notes: ["Removed 1 duplicate entry."],
    });
  });
});

describe("parseSeed", () => {
  it("trims the seed", () => {
    expect(parseSeed("  lucky 7 \n")).toEqual({ seed: "lucky 7" });
  });

  it("treats a missing or blank seed as no seed", () => {
    expect(parseSeed("")).toEqual({ seed: null });
    expect(parseSeed("   ")).toEqual({ seed: null });
    expect(parseSeed(null)).toEqual({ seed: null });
    expect(parseSeed(undefined)).toEqual({ seed: null });
  });

  it("accepts 64 characters and refuses 65", () => {
    expect(MAX_SEED_LENGTH).toBe(64);
    expect(parseSeed("a".repeat(64))).toEqual({ seed: "a".repeat(64) });
    expect(parseSeed("a".repeat(65))).toEqual({
      seed: null,
      error: "The seed must be at most 64 characters.",
    });
  });

  it.each([["a\u0000b"], ["tab\there"], ["line\nbreak"], ["del\u007f"]])(
    "refuses control characters inside %j",
    (raw) => {
      expect(parseSeed(raw)).toEqual({
        seed: null,
        error: "The seed must not contain control characters.",
      });
    },
  );

  it("accepts letters from any script and emoji", () => {
    expect(parseSeed("Ünïcødé 🎲 種")).toEqual({ seed: "Ünïcødé 🎲 種" });
  });
});

describe("runSearchParams", () => {
  const specs = fieldSpecs(sample);

  it("holds only the input when the run is not seeded", () => {
    const query = runSearchParams(specs, defaultInput(sample), {
      seed: null,
      version: 4,
      at: 1_700_000_000_000,
    });
    expect([...query.keys()]).toEqual(specs.map((spec) => spec.name));
  });

  it("adds the seed and version to a seeded run, and the time when there is one", () => {
    const seeded = runSearchParams(
      specs,
      { loud: true },
      { seed: "abc", version: 4, at: 1_700_000_000_000 },
    );
    expect(seeded.get("loud")).toBe("1");
    expect(seeded.get("count")).toBe("3");
    expect(seeded.get("seed")).toBe("abc");
    expect(seeded.get("v")).toBe("4");
    expect(seeded.get("at")).toBe("1700000000000");

    const timeless = runSearchParams(specs, {}, { seed: "abc", version: 4, at: null });
    expect(timeless.get("seed")).toBe("abc");
    expect(timeless.get("v")).toBe("4");
    expect(timeless.has("at")).toBe(false);
  });

  it("makes a seeded permalink that still reads back to the same input", () => {
    const input = { ...SAMPLE_DEFAULTS, count: 12, style: "fancy" };
    const query = runSearchParams(specs, input, { seed: "x y&z", version: 1, at: 5 }).toString();
    expect(inputFromParams(sample, new URLSearchParams(query))).toEqual({ input, problems: [] });
    expect(new URLSearchParams(query).get("seed")).toBe("x y&z");
  });
});
