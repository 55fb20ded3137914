// Helpers for the category modules' tests; only `*.test.ts` files import this module.
import fc from "fast-check";
import { expect } from "vitest";

import {
  fieldSpecs,
  runGenerator,
  validateInput,
  type AnyGenerator,
  type GeneratedValue,
  type Generation,
  type InputProblem,
} from "../core/engine";
import type { FieldSpec } from "../core/field-kinds";
import { seededRandom, type Random } from "../core/random";

import { validValue } from "./field-values";

type Raw = Record<string, unknown>;

/** The run context a test gives: the time in milliseconds since 1970. */
type Clock = { now: number };

/** Values a chi-square statistic exceeds with probability 1e-6, by degrees of freedom. */
export const CHI_SQUARE_LIMIT = {
  1: 23.93,
  // P(X ≥ x) = exp(−x/2) with 2 degrees of freedom, so p = 1e-6 at x = 2·ln(10^6) ≈ 27.63.
  2: 2 * Math.log(1e6),
  4: 33.38,
  5: 35.89,
  6: 38.26,
  15: 56.49,
  25: 73.89,
  63: 131.37,
  85: 161.92,
  1000: 1227.15,
} as const;

/** Pearson's chi-square statistic of `counts` against the same `expected` count for each. */
export function chiSquare(counts: readonly number[], expected: number): number {
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

/** The texts of a generation's values, in order. */
export function texts(generation: Generation): string[] {
  return generation.values.map((v) => v.text);
}

/** Validates `raw`, expecting it to be accepted, and runs `g` on the validated input. */
export async function runAccepted(
  g: AnyGenerator,
  raw: Raw,
  random: Random,
  clock: Clock,
): Promise<{ input: Raw; generation: Generation }> {
  const validation = validateInput(g, raw);
  expect(validation.ok, JSON.stringify(raw)).toBe(true);
  if (!validation.ok) return expect.unreachable();
  return {
    input: validation.input,
    generation: await runGenerator(g, random, validation.input, clock),
  };
}

/** Runs `g` with `seed` if it accepts `raw`; a refusal must name one of its fields. */
export async function runUnlessRefused(
  g: AnyGenerator,
  raw: Raw,
  clock: Clock,
  seed = "property",
): Promise<{ input: Raw; generation: Generation } | undefined> {
  const validation = validateInput(g, raw);
  if (!validation.ok) {
    // Only cross-field rules may refuse values drawn within every field's bounds.
    expect(fieldSpecs(g).map((s) => s.name)).toContain(validation.problems[0]?.field);
    return undefined;
  }
  const generation = await runGenerator(g, seededRandom(seed), validation.input, clock);
  return { input: validation.input, generation };
}

/** A count for a list of `size` entries: a few, or around the list's end (the note's edge). */
export function listCountArbitrary(size: number): fc.Arbitrary<number> {
  return fc.oneof(
    fc.integer({ min: 1, max: 5 }),
    fc.integer({ min: Math.max(1, size - 2), max: size + 3 }),
  );
}

/**
 * Expects the run of a list generator to show entries of `pool` only: `count` of them, or with
 * No repeats each at most once, and the whole pool with a note when `count` exceeds it.
 * `entryOf` finds the pool entry a value shows (undefined when it shows none).
 */
export function expectDrawnFrom<T>(
  generation: Generation,
  { count, unique }: { count: number; unique: boolean },
  pool: readonly T[],
  entryOf: (value: GeneratedValue) => T | undefined,
): void {
  const entries = generation.values.map((value) => {
    const entry = entryOf(value);
    expect(entry, `${value.text} is not in the list`).toBeDefined();
    return entry;
  });
  if (!unique) {
    expect(entries).toHaveLength(count);
    expect(generation.notes ?? []).toEqual([]);
    return;
  }
  expect(new Set(entries).size, "No repeats").toBe(entries.length);
  expect(entries).toHaveLength(Math.min(count, pool.length));
  if (count <= pool.length) expect(generation.notes ?? []).toEqual([]);
  else expect(generation.notes).toEqual([expect.stringMatching(`^Only ${pool.length} `)]);
}

/** Finders and runners for one category module's generators, with its default seed and time. */
export function generatorHarness(
  generators: readonly AnyGenerator[],
  defaults: { seed: string; now: number },
) {
  /** The generator with this id; throws when the module has none. */
  function generator(id: string): AnyGenerator {
    const found = generators.find((g) => g.id === id);
    if (!found) throw new Error(`No generator ${id}`);
    return found;
  }

  /** Validates `raw` (throwing on a refusal) and runs with this seed (or random) and clock. */
  async function run(
    id: string,
    raw: Raw = {},
    seed: string | Random = defaults.seed,
    clock: Clock = { now: defaults.now },
  ): Promise<Generation> {
    const g = generator(id);
    const validation = validateInput(g, raw);
    if (!validation.ok) throw new Error(`Rejected input: ${JSON.stringify(validation.problems)}`);
    const random = typeof seed === "string" ? seededRandom(seed) : seed;
    return runGenerator(g, random, validation.input, clock);
  }

  /** The texts of a run's values, at the default time. */
  async function runTexts(id: string, raw: Raw = {}, seed = defaults.seed): Promise<string[]> {
    return texts(await run(id, raw, seed));
  }

  /** The problems validation finds with `raw`; [] when it is accepted. */
  function problemsOf(id: string, raw: Raw): InputProblem[] {
    const validation = validateInput(generator(id), raw);
    return validation.ok ? [] : validation.problems;
  }

  /** The problems of `raw`, expecting it to be refused. */
  function refusedProblems(id: string, raw: Raw): InputProblem[] {
    const validation = validateInput(generator(id), raw);
    expect(validation.ok).toBe(false);
    return validation.ok ? [] : validation.problems;
  }

  return { generator, run, runTexts, problemsOf, refusedProblems };
}

/** Expects a problem that names `field`, with a message matching `message`. */
export function expectProblem(
  problem: InputProblem | undefined,
  field: string,
  message: string | RegExp,
): void {
  expect(problem?.field).toBe(field);
  expect(problem?.message).toMatch(message);
}

/** Expects `g` to refuse `raw`, its first problem naming `field`. */
export function expectRefused(g: AnyGenerator, raw: Raw, field: string): void {
  const validation = validateInput(g, raw);
  expect(validation.ok).toBe(false);
  if (!validation.ok) expect(validation.problems[0]?.field).toBe(field);
}

/**
 * Values within a field's bounds: whole numbers (a count at most 5), options, on or off; text,
 * lists, dates and decimals keep their default (the kind's test values, unvaried).
 */
function validFieldArbitrary(
  spec: FieldSpec,
  override?: (spec: FieldSpec) => fc.Arbitrary<unknown> | undefined,
): fc.Arbitrary<unknown> {
  return override?.(spec) ?? validValue(spec, { maxCount: 5, vary: false });
}

/** Inputs of `g` with every field within its bounds (see validFieldArbitrary). */
export function validInputArbitrary(
  g: AnyGenerator,
  override?: (spec: FieldSpec) => fc.Arbitrary<unknown> | undefined,
): fc.Arbitrary<Raw> {
  return fc.record(
    Object.fromEntries(
      fieldSpecs(g).map((spec) => [spec.name, validFieldArbitrary(spec, override)]),
    ),
  );
}

/** Integers up to 1e9 outside [min, max] or fractions inside it, then any `more`. */
export function outOfBoundsNumber(
  min: number,
  max: number,
  ...more: fc.Arbitrary<number>[]
): fc.Arbitrary<number> {
  return fc.oneof(
    fc.integer({ min: -1e9, max: min - 1 }),
    fc.integer({ min: max + 1, max: max + 1e9 }),
    fc.double({ min, max, noNaN: true }).filter((x) => !Number.isInteger(x)),
    ...more,
  );
}

/** A number an integer field must refuse: outside its bounds, fractional or not finite. */
export function invalidNumber(min: number, max: number): fc.Arbitrary<number> {
  return fc.oneof(
    fc.integer({ min: min - 1_000_000, max: min - 1 }),
    fc.integer({ min: max + 1, max: max + 1_000_000 }),
    fc.double({ min, max, noNaN: true }).filter((x) => !Number.isInteger(x)),
    fc.constantFrom(Number.NaN, Infinity, -Infinity),
  );
}

/** Checks that `g` refuses every `bad` number in each integer field, naming that field. */
export function assertIntegerFieldsRefuse(
  g: AnyGenerator,
  bad: (min: number, max: number) => fc.Arbitrary<number>,
  parameters: fc.Parameters<[number]>,
): void {
  for (const spec of fieldSpecs(g)) {
    if (spec.kind !== "integer") continue;
    fc.assert(
      fc.property(bad(spec.min, spec.max), (value) => {
        expectRefused(g, { [spec.name]: value }, spec.name);
      }),
      { ...parameters },
    );
  }
}

/** For each generator, runs valid inputs with random seeds through the check `checkFor` gives. */
export async function assertAcceptedRuns(
  generators: readonly AnyGenerator[],
  validInput: (g: AnyGenerator) => fc.Arbitrary<Raw>,
  clock: Clock,
  parameters: fc.Parameters<[Raw, string]>,
  checkFor: (g: AnyGenerator) => (raw: Raw, input: Raw, generation: Generation) => void,
): Promise<void> {
  for (const g of generators) {
    const check = checkFor(g);
    await fc.assert(
      fc.asyncProperty(validInput(g), fc.string(), async (raw, seed) => {
        const random = seededRandom(seed);
        const { input, generation } = await runAccepted(g, raw, random, clock);
        check(raw, input, generation);
      }),
      { ...parameters },
    );
  }
}

/** Checks that any `values` in any field of `g` (with `extra`) validate without throwing. */
export function assertFieldsValidate(
  g: AnyGenerator,
  values: fc.Arbitrary<unknown>,
  parameters: fc.Parameters<[string, unknown]>,
  extra: Raw = {},
): void {
  const names = fieldSpecs(g).map((spec) => spec.name);
  fc.assert(
    fc.property(fc.constantFrom(...names), values, (name, value) => {
      const validation = validateInput(g, { [name]: value, ...extra });
      // A refusal names one of the fields.
      if (!validation.ok) expect(names).toContain(validation.problems[0]?.field);
    }),
    { ...parameters },
  );
}
