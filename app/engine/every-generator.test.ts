// What the catalogue-wide suite checks of every generator: it runs on any input it accepts,
// reaches its largest count, is decided by its seed, never calls Math.random, and refuses bad
// input field by field, naming the field.
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";

import { fieldSpecs, runGenerator, validateInput, type AnyGenerator } from "./core/engine";
import type { FieldSpec } from "./core/field-kinds";
import { MAX_COUNT } from "./core/fields";
import { cryptoRandom, seededRandom } from "./core/random";
import { inputFromParams } from "./core/read-run";
import { findGenerator, GENERATOR_CASES as CASES } from "./testing/all-generators";
import { fieldAccepts, junkValue, refusedValues, validValue } from "./testing/field-values";

/** Generators that read the clock get this one, so every run here is reproducible. */
const NOW = 1_700_000_000_000;

/** The standard "How many" field: each run gives that many values unless a note says why not. */
function countField(generator: AnyGenerator): FieldSpec | undefined {
  return fieldSpecs(generator).find((spec) => spec.name === "count" && spec.label === "How many");
}

const COUNTED = CASES.filter(([, generator]) => countField(generator) !== undefined);

const WORD = fc.string({
  unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
  maxLength: 8,
});

function inputArbitrary(generator: AnyGenerator) {
  return fc.record(
    Object.fromEntries(
      fieldSpecs(generator).map((spec) => [spec.name, validValue(spec, { maxCount: 20 })]),
    ),
  );
}

describe("every generator", () => {
  it.each(CASES)("%s runs on any input it accepts", async (_id, generator) => {
    const counted = countField(generator);
    await fc.assert(
      fc.asyncProperty(inputArbitrary(generator), WORD, async (raw, seed) => {
        const validation = validateInput(generator, raw);
        if (!validation.ok) {
          expect(validation.problems.length).toBeGreaterThan(0);
          for (const problem of validation.problems) expect(problem.message.trim()).not.toBe("");
          return;
        }
        const generation = await runGenerator(generator, seededRandom(seed), validation.input, {
          now: NOW,
        });
        expect(generation.values.length).toBeGreaterThan(0);
        for (const value of generation.values) expect(typeof value.text).toBe("string");
        if (counted && (generation.notes ?? []).length === 0) {
          expect(generation.values).toHaveLength(validation.input[counted.name] as number);
        }
      }),
      { seed: 7_301, numRuns: 25 },
    );
  });

  // The spec's "count from 1 to 10,000": every "How many" field reaches MAX_COUNT unless its
  // help says why the domain stops sooner, and a run at the top gives what was asked for, or,
  // with No repeats, the whole list once and a note saying so (never an error after the run).
  it.each(COUNTED)("%s gives as many values as its largest count asks", async (_id, g) => {
    const counted = countField(g)!;
    if (counted.kind !== "integer") return expect.unreachable();
    if (counted.max < MAX_COUNT) expect(counted.help, "why the count stops early").toBeTruthy();
    const unique = fieldSpecs(g).some((spec) => spec.name === "unique");
    const raw = { count: counted.max, ...(unique ? { unique: true } : {}) };
    let validation = validateInput(g, raw);
    if (!validation.ok) {
      // Only a rule that names the count and says why may refuse it (1..5 has no 10 distinct).
      expect(validation.problems).toHaveLength(1);
      expect(validation.problems[0]?.field).toBe("count");
      expect(validation.problems[0]?.message).toMatch(/can.t|only|at most/i);
      if (!unique) return;
      validation = validateInput(g, { ...raw, unique: false });
      if (!validation.ok) return expect.fail(JSON.stringify(validation.problems));
    }
    const { input } = validation;
    const run = await runGenerator(g, seededRandom("largest count"), input, { now: NOW });
    if (run.values.length === counted.max) return;
    expect(input.unique, "only No repeats may give fewer values").toBe(true);
    expect(run.notes).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Only ${run.values.length} .+ exist in the list, so you get all ${run.values.length}\\.$`,
        ),
      ),
    ]);
    const entries = run.values.map((value) => JSON.stringify(value.data ?? value.text));
    expect(new Set(entries).size).toBe(entries.length);
  });

  // Found by the property above: these inputs used to pass validation and then crash the run.
  it.each([
    [{ min: 0.1, max: 0.4, places: 0 }, "No number with 0 decimal places lies between 0.1 and 0.4"],
    [{ min: 0, max: 1e7, places: 10 }, "Too many decimal places for so wide a range"],
  ])("random-decimal refuses %j, which it cannot draw from, with a message", (raw, message) => {
    const result = validateInput(findGenerator("random-decimal")!, raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]?.message).toContain(message);
  });

  it.each(CASES)("%s refuses numbers just outside each field's bounds", (_id, generator) => {
    for (const spec of fieldSpecs(generator)) {
      if (spec.kind !== "integer" && spec.kind !== "number") continue;
      for (const value of [spec.max + 1, spec.min - 1]) {
        const result = validateInput(generator, { [spec.name]: value });
        expect(result.ok, `${spec.name} = ${value}`).toBe(false);
        if (result.ok) continue;
        expect(result.problems).toHaveLength(1);
        expect(result.problems[0]?.field).toBe(spec.name);
        expect(result.problems[0]?.message).toContain(spec.label);
      }
    }
  });

  /**
   * The default input, asking for 20 values where there is a "How many" field (allowing repeats
   * when the generator has fewer than 20 different values to give).
   */
  function richInput(generator: AnyGenerator): Record<string, unknown> {
    const tries = countField(generator) ? [{ count: 20 }, { count: 20, unique: false }] : [{}];
    for (const raw of tries) {
      const validation = validateInput(generator, raw);
      if (validation.ok) return validation.input;
    }
    throw new Error(`${generator.id} refuses 20 values even with repeats allowed`);
  }

  async function texts(generator: AnyGenerator, seed: string): Promise<string[]> {
    const generation = await runGenerator(generator, seededRandom(seed), richInput(generator), {
      now: NOW,
    });
    return generation.values.map((value) => value.text);
  }

  it.each(CASES)("%s gives the same values for the same seed and input", async (_id, g) => {
    expect(await texts(g, "same seed")).toEqual(await texts(g, "same seed"));
  });

  // With 20 values per run, five seeds that all give the same output would mean the seed is
  // ignored. Generators without a "How many" field (a shuffle, one 8-ball answer) may repeat by
  // chance, so for them two different outputs among the five are enough.
  it.each(CASES)("%s gives different values for different seeds", async (_id, g) => {
    const outputs = await Promise.all(
      ["one", "two", "three", "four", "five"].map(async (seed) =>
        JSON.stringify(await texts(g, seed)),
      ),
    );
    const distinct = new Set(outputs).size;
    if (countField(g)) expect(distinct).toBe(outputs.length);
    else expect(distinct).toBeGreaterThan(1);
  });

  // The rule "no generator touches Math.random": every draw comes from the Random a run
  // is given, or a seeded permalink would not reproduce and an unseeded run would not be
  // cryptographic. ESLint forbids writing Math.random; here it throws at run time, so a
  // generator that reaches it some other way (a helper, a library) fails its run.
  describe("without Math.random", () => {
    const message = "a generator called Math.random";
    let mathRandom: MockInstance<() => number>;
    beforeEach(() => {
      mathRandom = vi.spyOn(Math, "random").mockImplementation(() => {
        throw new Error(message);
      });
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it("has Math.random stubbed to throw", () => {
      expect(mathRandom.getMockImplementation()).toThrow(message);
    });

    it.each(CASES)("%s runs on the seeded and the crypto source", async (_id, g) => {
      const inputs = [validateInput(g, {}), validateInput(g, richInput(g))].map((validation) => {
        if (!validation.ok) throw new Error(JSON.stringify(validation.problems));
        return validation.input;
      });
      for (const input of inputs) {
        for (const random of [seededRandom("no Math.random"), cryptoRandom()]) {
          const generation = await runGenerator(g, random, input, { now: NOW });
          expect(generation.values.length).toBeGreaterThan(0);
        }
      }
      expect(mathRandom).not.toHaveBeenCalled();
    });
  });
});

describe("every generator, given bad input", () => {
  it.each(CASES)("%s refuses each wrong value, naming the field and its label", (_id, g) => {
    for (const spec of fieldSpecs(g)) {
      for (const value of refusedValues(spec)) {
        const result = validateInput(g, { [spec.name]: value });
        expect(result.ok, `${spec.name} = ${String(value).slice(0, 20)}`).toBe(false);
        if (result.ok) continue;
        expect(result.problems).toEqual([
          { field: spec.name, message: expect.stringContaining(spec.label) },
        ]);
      }
    }
  });

  // Any values in any fields: validation never throws; it refuses exactly the fields whose value
  // the field's description rules out, naming each; when every field is fine on its own, only a
  // cross-field rule may refuse, and it names a field too.
  it.each(CASES)("%s validates any values without throwing, naming each bad field", (_id, g) => {
    const specs = fieldSpecs(g);
    const names = specs.map((spec) => spec.name);
    const raw = fc.record(
      Object.fromEntries(
        specs.map((spec) => [spec.name, fc.option(junkValue(spec), { nil: undefined })]),
      ),
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(raw, (values) => {
        const result = validateInput(g, values);
        const bad = specs.filter((spec) => !fieldAccepts(spec, values[spec.name]));
        if (bad.length > 0) {
          expect(result.ok).toBe(false);
          if (!result.ok)
            expect(result.problems.map((p) => p.field)).toEqual(bad.map((s) => s.name));
          return;
        }
        if (result.ok) return;
        expect(result.problems).toHaveLength(1);
        expect(names).toContain(result.problems[0]?.field);
        expect(result.problems[0]?.message.trim()).not.toBe("");
      }),
      { seed: 4_711, numRuns: 150 },
    );
  });

  // A permalink's parameters are text; whatever they say, the page gets an input the generator
  // accepts, and every parameter it could not use is named.
  it.each(CASES)("%s turns any URL parameters into an input it accepts", (_id, g) => {
    const specs = fieldSpecs(g);
    const names = specs.map((spec) => spec.name);
    const text = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer().map(String),
      fc.double().map(String),
      fc.constantFrom("", " ", "1e400", "0x10", "-0", "on", "true", "1,000"),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...names), text), (entries) => {
        const { input, problems } = inputFromParams(g, new URLSearchParams(entries));
        expect(validateInput(g, input)).toEqual({ ok: true, input });
        for (const problem of problems) expect(names).toContain(problem.field);
      }),
      { seed: 4_712, numRuns: 100 },
    );
  });
});
