import type { ZodMiniType } from "zod/mini";

import type { CategoryId } from "../categories";
import { decodeParam, type FieldSpec, type InputProblem } from "./field-kinds";
import type { Field } from "./fields";
import { runSearchParams } from "./permalink";
import type { Random } from "./random";

export type { InputProblem };

/** One generated value: what is shown and copied, plus structure where it helps. */
export interface GeneratedValue {
  /** The value as text: what the copy button copies and the .txt download holds. */
  text: string;
  /** Structured form (a card's suit and rank, a colour's channels) for JSON and CSV downloads. */
  data?: Readonly<Record<string, string | number | boolean | readonly (string | number)[]>>;
  /** CSS hex colours to show as swatches beside the text. */
  swatches?: readonly string[];
}

/** What one run of a generator gives. */
export interface Generation {
  values: GeneratedValue[];
  /** Plain-language notes on what the run did with the input ("Removed 2 duplicate entries."). */
  notes?: string[];
  /** One line about the whole run, e.g. a password's entropy or a dice total. */
  summary?: string;
}

type Inputs = Record<string, unknown>;

/**
 * What a run may know besides its input. Generators must not read the clock themselves: a
 * seeded permalink carries `now`, so time-based values (UUID v7, ULID) reproduce too.
 */
export interface RunContext {
  /** Milliseconds since 1970 to treat as the current time. */
  now: number;
}
/** What a cross-field rule may know: the algorithm version the run will use. */
export interface CheckContext {
  /** An older version keeps the rules its permalinks were made with. */
  version: number;
}
type InputFields<I extends Inputs> = { [K in keyof I]: Field<I[K]> };

/**
 * A generator is data plus a pure function. `generate` must draw every random number from
 * `random`, so the same seed and input give the same values forever; changing what it returns
 * for a seed means bumping `version` and moving the old function into `legacy`.
 */
export interface GeneratorDefinition<I extends Inputs = Inputs, D = unknown> {
  /** The URL slug: /{id}. */
  id: string;
  title: string;
  category: CategoryId;
  /** An emoji or a short text shown before the title in lists. */
  iconText?: string;
  description: string;
  keywords: readonly string[];
  /**
   * How `generate` draws its values, in a sentence or two, naming the Random helpers it uses
   * (shown on the generator's reference page in the docs). Update it with `version`.
   */
  algorithm: string;
  /** Version of the algorithm; permalinks carry it so old links keep their values. */
  version: number;
  inputs: InputFields<I>;
  /** Rules across fields (min ≤ max, enough distinct values); null when the input is fine. */
  check?(input: I, context: CheckContext): InputProblem | null;
  /** Loads the data the generator needs (word lists, names), only when it runs. */
  load?(): Promise<D>;
  /** Whether `generate` reads `context.now`; permalinks then carry the time as well. */
  usesClock?: boolean;
  /**
   * Whether its values are secrets (passwords, PINs, keys, tokens, salts). A secret generator's
   * values are made only in the browser from the cryptographic source: no seed is drawn, shown
   * or kept, its page is never rendered with a value, and its links carry the settings only.
   */
  secret?: boolean;
  generate(random: Random, input: I, data: D, context: RunContext): Generation;
  /** Earlier algorithm versions, kept so their permalinks still reproduce. */
  legacy?: Readonly<
    Record<number, (random: Random, input: I, data: D, context: RunContext) => Generation>
  >;
}

/** Declares a generator with its input and data types inferred. */
export function defineGenerator<I extends Inputs, D = undefined>(
  definition: GeneratorDefinition<I, D>,
): GeneratorDefinition<I, D> {
  return definition;
}

// The registry holds generators of many input types; callers only see validated input.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGenerator = GeneratorDefinition<any, any>;

/** The page address that reproduces a run: every input, then its seed, version and time. */
export function runPath(
  generator: AnyGenerator,
  run: { input: Inputs; seed: string | null; version: number; at: number | null },
): string {
  return `/${generator.id}?${runSearchParams(fieldSpecs(generator), run.input, run).toString()}`;
}

/** The fields of a generator in form order, each with its name. */
export function fieldSpecs(generator: AnyGenerator): FieldSpec[] {
  return Object.entries(generator.inputs).map(
    ([name, field]) => ({ ...(field as Field<unknown>).spec, name }) as FieldSpec,
  );
}

/** A field's schema, when the generator has that field. */
export function fieldSchema(generator: AnyGenerator, name: string): ZodMiniType | undefined {
  return (generator.inputs[name] as Field<unknown> | undefined)?.schema;
}

export type Validation = { ok: true; input: Inputs } | { ok: false; problems: InputProblem[] };

/**
 * Validates typed input (from the form) against the generator's schema and rules. Missing
 * fields take their defaults; unknown fields are ignored. Never throws.
 */
export function validateInput(
  generator: AnyGenerator,
  raw: Inputs,
  { version = generator.version }: Partial<CheckContext> = {},
): Validation {
  const problems: InputProblem[] = [];
  const input: Inputs = {};
  for (const spec of fieldSpecs(generator)) {
    const value = raw[spec.name] === undefined ? spec.default : raw[spec.name];
    const result = fieldSchema(generator, spec.name)?.safeParse(value);
    if (!result || result.success) {
      input[spec.name] = result ? result.data : value;
    } else {
      problems.push({
        field: spec.name,
        message: result.error.issues[0]?.message ?? `${spec.label} is not valid`,
      });
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  const crossField = generator.check?.(input, { version }) ?? null;
  return crossField ? { ok: false, problems: [crossField] } : { ok: true, input };
}

/**
 * Reads a submitted form (or an API request) strictly: unlike permalinks, a bad value is
 * reported, not replaced, so the visitor can fix it without losing what they typed. `version`
 * keeps an older algorithm's cross-field rules for a request that asks for it.
 */
export function inputFromForm(
  generator: AnyGenerator,
  params: URLSearchParams,
  context: Partial<CheckContext> = {},
): Validation {
  const typed: Inputs = {};
  const problems: InputProblem[] = [];
  for (const spec of fieldSpecs(generator)) {
    const raw = params.getAll(spec.name).at(-1);
    if (raw === undefined) continue;
    const decoded = decodeParam(spec, raw);
    if (decoded.ok) typed[spec.name] = decoded.value;
    else problems.push({ field: spec.name, message: decoded.message });
  }
  const validation = validateInput(generator, typed, context);
  if (problems.length === 0) return validation;
  // Report unreadable values together with out-of-bounds ones, so one submit shows them all.
  return {
    ok: false,
    problems: [...problems, ...(validation.ok ? [] : validation.problems.filter((p) => p.field))],
  };
}

/** The URL parameters that reproduce an input (every field, so later default changes don't matter). */
export function inputToParams(generator: AnyGenerator, input: Inputs): URLSearchParams {
  return runSearchParams(fieldSpecs(generator), input, {
    seed: null,
    version: generator.version,
    at: null,
  });
}

const loadedData = new WeakMap<AnyGenerator, Promise<unknown>>();

/** Loads (once) the data a generator needs; generators without data resolve to undefined. */
function loadGeneratorData(generator: AnyGenerator): Promise<unknown> {
  let data = loadedData.get(generator);
  if (!data) {
    data = generator.load ? generator.load() : Promise.resolve(undefined);
    loadedData.set(generator, data);
    data.catch(() => loadedData.delete(generator));
  }
  return data;
}

/**
 * Runs a generator on a validated input. `version` selects an older algorithm kept for old
 * permalinks; an unknown version runs the current one.
 */
export async function runGenerator(
  generator: AnyGenerator,
  random: Random,
  input: Inputs,
  { now = Date.now(), version = generator.version }: { now?: number; version?: number } = {},
): Promise<Generation> {
  const data = await loadGeneratorData(generator);
  const context: RunContext = { now };
  const run = version !== generator.version ? generator.legacy?.[version] : undefined;
  return run ? run(random, input, data, context) : generator.generate(random, input, data, context);
}
