import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { fieldSpecs, inputFromForm, inputToParams, validateInput } from "./engine";
import { runSearchParams } from "./permalink";
import { defaultInput, inputFromParams } from "./read-run";
import { ALL_GENERATORS as GENERATORS } from "../testing/all-generators";
import { validValue } from "../testing/field-values";
import { FC, sample, SAMPLE_DEFAULTS, params } from "../testing/sample-generator";

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
