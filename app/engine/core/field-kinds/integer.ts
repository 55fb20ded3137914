// The integer field kind: a whole number in [min, max].
import * as z from "zod/mini";

import { formatNumber } from "../format-number";
import { asNumber, formatDocsNumber, numberJunk, type FieldBase, type KindParts } from "./parts";

export interface IntegerSpec extends FieldBase {
  kind: "integer";
  min: number;
  max: number;
  default: number;
  /** The message for a value above `max`, when the bound needs explaining. */
  tooLarge?: string;
}

type Parts = KindParts<IntegerSpec>;

export const integerUrl: Parts["url"] = asNumber;

export const integerSchema: Parts["schema"] = ({ label, min, max, tooLarge }) =>
  z
    .number({ error: `${label} must be a number` })
    .check(
      z.refine(Number.isInteger, `${label} must be a whole number`),
      z.gte(min, `${label} must be at least ${formatNumber(min)}`),
      z.lte(max, tooLarge ?? `${label} must be at most ${formatNumber(max)}`),
    );

export const integerDocs: Parts["docs"] = {
  label: "Whole number",
  defaultText: (spec) => formatDocsNumber(spec.default),
  limits: (spec) =>
    `A whole number from ${formatDocsNumber(spec.min)} to ${formatDocsNumber(spec.max)}.`,
};

export const integerWords: Parts["words"] = (_spec, value) => String(value);

export const integerApiSchema: Parts["apiSchema"] = ({ min, max }) => ({
  type: "integer",
  minimum: min,
  maximum: max,
});

/** A whole number as the API takes it in text: decimal digits, with a minus sign if negative. */
export const WHOLE_NUMBER = /^-?\d+$/;

// Number() would also read 0x10, 0b11, 1e1, " 3" and "3.0" as whole numbers.
export const integerApiText: Parts["apiText"] = (spec, text) =>
  WHOLE_NUMBER.test(text)
    ? null
    : `${spec.label} must be a whole number written in digits, such as ${spec.default}`;

export const integerTestValues: Parts["testValues"] = {
  valid(spec, { maxCount }, { fc }) {
    const max = spec.name === "count" ? Math.min(spec.max, maxCount) : spec.max;
    const near = fc.bigInt({
      min: BigInt(Math.max(spec.min, Math.min(spec.default, max) - 5)),
      max: BigInt(Math.min(max, spec.default + 5)),
    });
    const anywhere = fc.bigInt({ min: BigInt(spec.min), max: BigInt(max) });
    return fc.oneof(near, anywhere).map(Number);
  },
  refused: (spec) => [
    spec.min - 1,
    spec.max + 1,
    NaN,
    Infinity,
    // A fraction within the bounds, near the default, where a float can hold one.
    spec.default + (spec.default < spec.max ? 0.5 : -0.5),
    String(spec.default),
    null,
  ],
  junk: numberJunk,
  accepts: (spec, value) =>
    Number.isInteger(value) && (value as number) >= spec.min && (value as number) <= spec.max,
};
