// The select field kind: one of a fixed set of choices.
import * as z from "zod/mini";

import { asText, type FieldBase, type KindParts } from "./parts";

export interface SelectSpec extends FieldBase {
  kind: "select";
  options: readonly { value: string; label: string }[];
  default: string;
}

type Parts = KindParts<SelectSpec>;

/** The label of one of the field's options, or the value itself when no option has it. */
function optionLabel(spec: SelectSpec, value: unknown): string {
  return spec.options.find((option) => option.value === value)?.label ?? String(value);
}

export const selectUrl: Parts["url"] = {
  ...asText,
  defaultInWords: (spec) => optionLabel(spec, spec.default),
};

export const selectSchema: Parts["schema"] = ({ label, options }) =>
  z.enum(options.map((o) => o.value) as [string, ...string[]], {
    error: `${label} must be one of: ${options.map((o) => o.label).join(", ")}`,
  });

export const selectDocs: Parts["docs"] = {
  label: "Choice",
  defaultText: (spec) => optionLabel(spec, spec.default),
  limits: (spec) =>
    `One of: ${spec.options.map((option) => `${option.label} (${option.value})`).join(", ")}.`,
};

export const selectWords: Parts["words"] = optionLabel;

export const selectApiSchema: Parts["apiSchema"] = () => ({});

// The page's message names the options by their labels; the API takes their values.
export const selectApiText: Parts["apiText"] = (spec, text) =>
  spec.options.some((option) => option.value === text)
    ? null
    : `${spec.label} must be one of ${spec.options.map((option) => option.value).join(", ")}`;

export const selectTestValues: Parts["testValues"] = {
  valid: (spec, _options, { fc }) => fc.constantFrom(...spec.options.map((option) => option.value)),
  refused: () => ["no such option", 0, null],
  junk: (spec, { fc, anyType }) =>
    fc.oneof(
      anyType,
      fc.constantFrom(...spec.options.map((option) => option.value)),
      fc.constantFrom(...spec.options.map((option) => option.label)),
    ),
  accepts: (spec, value) => spec.options.some((option) => option.value === value),
};
