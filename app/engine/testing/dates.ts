// Helpers for the date and time generators' tests: dates checked against JavaScript's Date,
// valid dates and times to draw, and the checks every date generator passes for any input.
import fc from "fast-check";
import { expect } from "vitest";

import { dayNumber, formatDate } from "../core/dates";
import type { AnyGenerator } from "../core/engine";
import type { FieldSpec } from "../core/field-kinds";
import {
  assertIntegerFieldsRefuse,
  outOfBoundsNumber,
  runUnlessRefused,
  validInputArbitrary,
} from "./harness";

export const ISO = /^\d{4}-\d{2}-\d{2}$/;
export const FIRST_DAY = dayNumber({ year: 1, month: 1, day: 1 });
export const LAST_DAY = dayNumber({ year: 9999, month: 12, day: 31 });

/** A JavaScript Date at UTC midnight for any year 1..9999 (Date.UTC maps 0..99 to 19xx). */
export function utcDate(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/** The date an ISO string names, checked to be a real calendar date. */
export function realDate(iso: string): Date {
  expect(iso).toMatch(ISO);
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const date = utcDate(year, month, day);
  expect(date.getUTCFullYear(), iso).toBe(year);
  expect(date.getUTCMonth() + 1, iso).toBe(month);
  expect(date.getUTCDate(), iso).toBe(day);
  return date;
}

const isoArbitrary = fc
  .integer({ min: FIRST_DAY, max: LAST_DAY })
  .map((days) => formatDate(days, "iso"));
const timeArbitrary = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);

/** Any valid date for a date field, any valid HH:MM time for a text field (random-time's). */
function dateOrTimeArbitrary(spec: FieldSpec): fc.Arbitrary<string> | undefined {
  if (spec.kind === "date") return isoArbitrary;
  if (spec.kind === "text") return timeArbitrary;
  return undefined;
}

/** Expects any valid input to give the declared count of values, each date a real one. */
export async function expectAnyValidInputRuns(g: AnyGenerator, clock: { now: number }) {
  await fc.assert(
    fc.asyncProperty(validInputArbitrary(g, dateOrTimeArbitrary), async (raw) => {
      const accepted = await runUnlessRefused(g, raw, clock);
      if (!accepted) return;
      const { values } = accepted.generation;
      expect(values).toHaveLength(accepted.input.count as number);
      for (const value of values) {
        expect(value.text.length).toBeGreaterThan(0);
        if (typeof value.data?.date === "string") realDate(value.data.date);
      }
    }),
    { seed: 20260101, numRuns: 80 },
  );
}

/** Expects `g` to refuse any out-of-bounds number in its integer fields, naming the field. */
export function expectOutOfBoundsRefused(g: AnyGenerator): void {
  assertIntegerFieldsRefuse(g, outOfBoundsNumber, { seed: 77, numRuns: 50 });
}
