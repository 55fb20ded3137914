// How tests generate values for each kind of field: valid ones, ones a field must refuse, and
// junk of every type. Only tests import this module. Each table has one entry per field kind,
// so a new kind that the tests do not yet cover fails the typecheck.
import fc from "fast-check";

import { civilDate, dayNumber, isoDate, parseIsoDate } from "../core/dates";
import {
  listTextMaxLength,
  type FieldKind,
  type FieldSpec,
  type SpecOf,
} from "../core/field-kinds";

interface ValidOptions {
  /** The largest "How many" to draw, so that a run stays quick. */
  maxCount: number;
  /** Whether text, list, date and decimal fields vary, or keep their default. */
  vary: boolean;
}

const WORD = fc.string({
  unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
  maxLength: 8,
});

function dayOf(text: string): number {
  const parsed = parseIsoDate(text, "date");
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed.days;
}

const VALID: {
  readonly [K in FieldKind]: (spec: SpecOf<K>, o: ValidOptions) => fc.Arbitrary<unknown>;
} = {
  integer(spec, { maxCount }) {
    const max = spec.name === "count" ? Math.min(spec.max, maxCount) : spec.max;
    const near = fc.bigInt({
      min: BigInt(Math.max(spec.min, Math.min(spec.default, max) - 5)),
      max: BigInt(Math.min(max, spec.default + 5)),
    });
    const anywhere = fc.bigInt({ min: BigInt(spec.min), max: BigInt(max) });
    return fc.oneof(near, anywhere).map(Number);
  },
  number: (spec, { vary }) =>
    vary
      ? fc.oneof(
          fc.constant(spec.default),
          fc.double({ min: spec.min, max: spec.max, noNaN: true }).map((v) => (v === 0 ? 0 : v)),
        )
      : fc.constant(spec.default),
  text: (spec, { vary }) =>
    vary
      ? fc.oneof(
          fc.constant(spec.default),
          WORD.map((word) => word.slice(0, spec.maxLength)),
        )
      : fc.constant(spec.default),
  list: (spec, { vary }) =>
    vary
      ? fc.oneof(
          fc.constant(spec.default),
          fc.array(WORD, { maxLength: 8 }).map((items) => items.join("\n")),
          fc.array(WORD, { maxLength: 8 }).map((items) => items.join(", ")),
        )
      : fc.constant(spec.default),
  select: (spec) => fc.constantFrom(...spec.options.map((option) => option.value)),
  toggle: () => fc.boolean(),
  date: (spec, { vary }) =>
    vary
      ? fc.oneof(
          fc.constant(spec.default),
          fc
            .integer({ min: dayOf(spec.min), max: dayOf(spec.max) })
            .map((days) => isoDate(civilDate(days))),
        )
      : fc.constant(spec.default),
};

/** Values the field accepts on its own (counts up to `maxCount`). */
export function validValue(
  spec: FieldSpec,
  { maxCount = 5, vary = true }: Partial<ValidOptions> = {},
): fc.Arbitrary<unknown> {
  const valid = VALID[spec.kind] as (spec: FieldSpec, o: ValidOptions) => fc.Arbitrary<unknown>;
  return valid(spec, { maxCount, vary });
}

const REFUSED: { readonly [K in FieldKind]: (spec: SpecOf<K>) => unknown[] } = {
  integer: (spec) => [
    spec.min - 1,
    spec.max + 1,
    NaN,
    Infinity,
    // A fraction within the bounds, near the default, where a float can hold one.
    spec.default + (spec.default < spec.max ? 0.5 : -0.5),
    String(spec.default),
    null,
  ],
  number: (spec) => [
    spec.min - 1,
    spec.max + 1,
    NaN,
    Infinity,
    -Infinity,
    String(spec.default),
    null,
  ],
  text: (spec) => ["x".repeat(spec.maxLength + 1), 5, null],
  list: (spec) => ["x".repeat(listTextMaxLength(spec) + 1), 5, ["a", "b"]],
  select: () => ["no such option", 0, null],
  toggle: () => ["yes", 1, null],
  date: (spec) => [
    "2023-02-29",
    "2024-13-01",
    "15/03/2024",
    "",
    5,
    null,
    ...(spec.min > "0001-01-01" ? [isoDate(civilDate(dayOf(spec.min) - 1))] : []),
    ...(spec.max < "9999-12-31" ? [isoDate(civilDate(dayOf(spec.max) + 1))] : []),
  ],
};

/** Values a field must refuse whatever the other fields hold: past its limits or of a wrong type. */
export function refusedValues(spec: FieldSpec): unknown[] {
  return (REFUSED[spec.kind] as (spec: FieldSpec) => unknown[])(spec);
}

const ANY_TYPE = fc.oneof(
  fc.anything(),
  fc.double(),
  fc.integer(),
  fc.string(),
  fc.boolean(),
  fc.constantFrom(null, undefined, NaN, Infinity, -Infinity, [], {}),
);

const numberJunk = (spec: SpecOf<"integer"> | SpecOf<"number">) =>
  fc.oneof(
    ANY_TYPE,
    fc.constantFrom(spec.min - 1, spec.max + 1, spec.min, spec.max, spec.min + 0.5),
    fc.double({ min: spec.min - 10, max: spec.max + 10 }),
    fc.constant(String(spec.default)),
  );

const JUNK: { readonly [K in FieldKind]: (spec: SpecOf<K>) => fc.Arbitrary<unknown> } = {
  integer: numberJunk,
  number: numberJunk,
  text: (spec) =>
    fc.oneof(
      ANY_TYPE,
      fc.string({ minLength: Math.max(0, spec.maxLength - 2), maxLength: spec.maxLength + 2 }),
    ),
  list: () => ANY_TYPE,
  select: (spec) =>
    fc.oneof(
      ANY_TYPE,
      fc.constantFrom(...spec.options.map((option) => option.value)),
      fc.constantFrom(...spec.options.map((option) => option.label)),
    ),
  toggle: () => ANY_TYPE,
  date: (spec) =>
    fc.oneof(
      ANY_TYPE,
      fc.constantFrom(spec.min, spec.max, spec.default, "2024-02-30", "0000-01-01", " 2024-01-01 "),
      fc
        .tuple(
          fc.integer({ min: 0, max: 99999 }),
          fc.integer({ min: 0, max: 13 }),
          fc.integer({ min: 0, max: 32 }),
        )
        .map(([y, m, d]) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`),
    ),
};

/** Values near and past a field's limits, of its own type and of others. */
export function junkValue(spec: FieldSpec): fc.Arbitrary<unknown> {
  return (JUNK[spec.kind] as (spec: FieldSpec) => fc.Arbitrary<unknown>)(spec);
}

const ACCEPTS: { readonly [K in FieldKind]: (spec: SpecOf<K>, value: unknown) => boolean } = {
  integer: (spec, value) =>
    Number.isInteger(value) && (value as number) >= spec.min && (value as number) <= spec.max,
  number: (spec, value) =>
    typeof value === "number" && Number.isFinite(value) && value >= spec.min && value <= spec.max,
  text: (spec, value) => typeof value === "string" && value.length <= spec.maxLength,
  list: (spec, value) => typeof value === "string" && value.length <= listTextMaxLength(spec),
  select: (spec, value) => spec.options.some((option) => option.value === value),
  toggle: (_spec, value) => typeof value === "boolean",
  date(spec, value) {
    if (typeof value !== "string" || "error" in parseIsoDate(value, "date")) return false;
    const day = dayNumber(civilDate(dayOf(value)));
    return day >= dayOf(spec.min) && day <= dayOf(spec.max);
  },
};

/**
 * Whether a field accepts `value` on its own, decided from the field's description alone (not
 * by its zod schema): what the form tells the visitor they may enter. A missing value takes the
 * default.
 */
export function fieldAccepts(spec: FieldSpec, value: unknown): boolean {
  if (value === undefined) return true;
  return (ACCEPTS[spec.kind] as (spec: FieldSpec, value: unknown) => boolean)(spec, value);
}
