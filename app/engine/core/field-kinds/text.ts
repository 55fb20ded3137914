// The text field kind: a short line of text.
import * as z from "zod/mini";

import { asText, formatDocsNumber, type FieldBase, type KindParts } from "./parts";

export interface TextSpec extends FieldBase {
  kind: "text";
  maxLength: number;
  default: string;
  placeholder?: string;
}

type Parts = KindParts<TextSpec>;

export const textUrl: Parts["url"] = {
  ...asText,
  defaultInWords: (spec) => (spec.default === "" ? "an empty value" : `"${spec.default}"`),
};

export const textSchema: Parts["schema"] = ({ label, maxLength }) =>
  z
    .string({ error: `${label} must be text` })
    .check(z.maxLength(maxLength, `${label} must be at most ${maxLength} characters`));

export const textDocs: Parts["docs"] = {
  label: "Text",
  defaultText: (spec) => (spec.default === "" ? "Empty" : spec.default),
  limits: (spec) =>
    `At most ${formatDocsNumber(spec.maxLength)} ${spec.maxLength === 1 ? "character" : "characters"}.`,
};

// An empty text means the option is not used.
export const textWords: Parts["words"] = (_spec, value) =>
  String(value).trim() === "" ? null : String(value);

export const textApiSchema: Parts["apiSchema"] = () => ({});

export const textApiText: Parts["apiText"] = () => null;

export const textTestValues: Parts["testValues"] = {
  valid: (spec, { vary }, { fc, word }) =>
    vary
      ? fc.oneof(
          fc.constant(spec.default),
          word.map((w) => w.slice(0, spec.maxLength)),
        )
      : fc.constant(spec.default),
  refused: (spec) => ["x".repeat(spec.maxLength + 1), 5, null],
  junk: (spec, { fc, anyType }) =>
    fc.oneof(
      anyType,
      fc.string({ minLength: Math.max(0, spec.maxLength - 2), maxLength: spec.maxLength + 2 }),
    ),
  accepts: (spec, value) => typeof value === "string" && value.length <= spec.maxLength,
};
