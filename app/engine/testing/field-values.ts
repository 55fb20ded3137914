// How tests generate values for each kind of field: valid ones, ones a field must refuse, and
// junk of every type. Only tests import this module. The values of each kind are its kind
// module's test values part (app/engine/core/field-kinds/), given fast-check from here.
import fc from "fast-check";

import type { FieldSpec } from "../core/field-kinds";
import type { TestKit, ValidOptions } from "../core/field-kinds/parts";
import { testValuesPart } from "../core/field-kinds/registries";

const KIT: TestKit = {
  fc,
  word: fc.string({
    unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
    maxLength: 8,
  }),
  anyType: fc.oneof(
    fc.anything(),
    fc.double(),
    fc.integer(),
    fc.string(),
    fc.boolean(),
    fc.constantFrom(null, undefined, NaN, Infinity, -Infinity, [], {}),
  ),
};

/** Values the field accepts on its own (counts up to `maxCount`). */
export function validValue(
  spec: FieldSpec,
  { maxCount = 5, vary = true }: Partial<ValidOptions> = {},
): fc.Arbitrary<unknown> {
  return testValuesPart(spec).valid(spec, { maxCount, vary }, KIT);
}

/** Values a field must refuse whatever the other fields hold: past its limits or of a wrong type. */
export function refusedValues(spec: FieldSpec): unknown[] {
  return testValuesPart(spec).refused(spec);
}

/** Values near and past a field's limits, of its own type and of others. */
export function junkValue(spec: FieldSpec): fc.Arbitrary<unknown> {
  return testValuesPart(spec).junk(spec, KIT);
}

/**
 * Whether a field accepts `value` on its own, decided from the field's description alone (not
 * by its zod schema): what the form tells the visitor they may enter. A missing value takes the
 * default.
 */
export function fieldAccepts(spec: FieldSpec, value: unknown): boolean {
  if (value === undefined) return true;
  return testValuesPart(spec).accepts(spec, value);
}
