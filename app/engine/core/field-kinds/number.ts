// The number field kind: a decimal number in [min, max].
import * as z from "zod/mini";

import { formatNumber } from "../format-number";
import { asNumber, formatDocsNumber, numberJunk, type FieldBase, type KindParts } from "./parts";

export interface NumberSpec extends FieldBase {
  kind: "number";
  min: number;
  max: number;
  default: number;
  step: number;
}

type Parts = KindParts<NumberSpec>;

export const numberUrl: Parts["url"] = asNumber;

export const numberSchema: Parts["schema"] = ({ label, min, max }) =>
  z.number({ error: `${label} must be a number` }).check(
    z.refine(Number.isFinite, `${label} must be a finite number`),
    z.refine((v: number) => v >= min, `${label} must be at least ${formatNumber(min)}`),
    z.refine((v: number) => v <= max, `${label} must be at most ${formatNumber(max)}`),
  );

export const numberDocs: Parts["docs"] = {
  label: "Decimal number",
  defaultText: (spec) => formatDocsNumber(spec.default),
  limits: (spec) => `A number from ${formatDocsNumber(spec.min)} to ${formatDocsNumber(spec.max)}.`,
};

export const numberWords: Parts["words"] = (_spec, value) => String(value);

export const numberApiSchema: Parts["apiSchema"] = ({ min, max }) => ({
  minimum: min,
  maximum: max,
});

/** A decimal number in text: digits with an optional fraction and exponent, as JavaScript writes numbers. */
const DECIMAL_NUMBER = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

export const numberApiText: Parts["apiText"] = (spec, text) =>
  DECIMAL_NUMBER.test(text)
    ? null
    : `${spec.label} must be a number written in decimal, such as ${spec.default}`;

export const numberTestValues: Parts["testValues"] = {
  valid: (spec, { vary }, { fc }) =>
    vary
      ? fc.oneof(
          fc.constant(spec.default),
          fc.double({ min: spec.min, max: spec.max, noNaN: true }).map((v) => (v === 0 ? 0 : v)),
        )
      : fc.constant(spec.default),
  refused: (spec) => [
    spec.min - 1,
    spec.max + 1,
    NaN,
    Infinity,
    -Infinity,
    String(spec.default),
    null,
  ],
  junk: numberJunk,
  accepts: (spec, value) =>
    typeof value === "number" && Number.isFinite(value) && value >= spec.min && value <= spec.max,
};
