// The date field kind: a calendar day, written YYYY-MM-DD (ISO 8601) in forms and links.
import * as z from "zod/mini";

import { civilDate, dayNumber, isoDate, parseIsoDate } from "../dates";
import { asText, type FieldBase, type KindParts } from "./parts";

export interface DateSpec extends FieldBase {
  kind: "date";
  /** Earliest and latest day accepted, YYYY-MM-DD. */
  min: string;
  max: string;
  default: string;
}

type Parts = KindParts<DateSpec>;

// A date travels as its ISO text; the schema checks it is a real day within bounds.
export const dateUrl: Parts["url"] = { ...asText, defaultInWords: (spec) => spec.default };

export const dateSchema: Parts["schema"] = ({ label, min, max }) =>
  z.string({ error: `${label} must be a date written as YYYY-MM-DD` }).check(
    z.superRefine((value: string, context) => {
      const parsed = parseIsoDate(value, label);
      const day = value.trim();
      const message =
        "error" in parsed
          ? parsed.error
          : day < min
            ? `${label} must be ${min} or later.`
            : day > max
              ? `${label} must be ${max} or earlier.`
              : null;
      if (message) context.issues.push({ code: "custom", message, input: value });
    }),
  );

export const dateDocs: Parts["docs"] = {
  label: "Date",
  defaultText: (spec) => spec.default,
  limits: (spec) =>
    `A calendar date from ${spec.min} to ${spec.max}, written YYYY-MM-DD (ISO 8601) in a link.`,
};

export const dateWords: Parts["words"] = (_spec, value) => String(value).trim();

export const dateApiSchema: Parts["apiSchema"] = () => ({
  format: "date",
  pattern: "^\\d{4}-\\d{2}-\\d{2}$",
});

export const dateApiText: Parts["apiText"] = () => null;

/** The day number of a valid YYYY-MM-DD text (tests only: it throws on a bad one). */
function dayOf(text: string): number {
  const parsed = parseIsoDate(text, "date");
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed.days;
}

export const dateTestValues: Parts["testValues"] = {
  valid: (spec, { vary }, { fc }) =>
    vary
      ? fc.oneof(
          fc.constant(spec.default),
          fc
            .integer({ min: dayOf(spec.min), max: dayOf(spec.max) })
            .map((days) => isoDate(civilDate(days))),
        )
      : fc.constant(spec.default),
  refused: (spec) => [
    "2023-02-29",
    "2024-13-01",
    "15/03/2024",
    "",
    5,
    null,
    ...(spec.min > "0001-01-01" ? [isoDate(civilDate(dayOf(spec.min) - 1))] : []),
    ...(spec.max < "9999-12-31" ? [isoDate(civilDate(dayOf(spec.max) + 1))] : []),
  ],
  junk: (spec, { fc, anyType }) =>
    fc.oneof(
      anyType,
      fc.constantFrom(spec.min, spec.max, spec.default, "2024-02-30", "0000-01-01", " 2024-01-01 "),
      fc
        .tuple(
          fc.integer({ min: 0, max: 99999 }),
          fc.integer({ min: 0, max: 13 }),
          fc.integer({ min: 0, max: 32 }),
        )
        .map(([y, m, d]) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`),
    ),
  accepts(spec, value) {
    if (typeof value !== "string" || "error" in parseIsoDate(value, "date")) return false;
    const day = dayNumber(civilDate(dayOf(value)));
    return day >= dayOf(spec.min) && day <= dayOf(spec.max);
  },
};
