// The select field kind: one of a fixed set of choices.
import * as z from "zod/mini";

import {
  asText,
  type ApiSchemaPart,
  type ApiTextPart,
  type DocsPart,
  type FieldBase,
  type SchemaPart,
  type TestValuesPart,
  type UrlForm,
  type WordsPart,
} from "./parts";

export interface SelectSpec extends FieldBase {
  kind: "select";
  options: readonly { value: string; label: string }[];
  default: string;
}

/** The label of one of the field's options, or the value itself when no option has it. */
function optionLabel(spec: SelectSpec, value: unknown): string {
  return spec.options.find((option) => option.value === value)?.label ?? String(value);
}

export const selectUrl: UrlForm<SelectSpec> = {
  ...asText,
  defaultInWords: (spec) => optionLabel(spec, spec.default),
};

export const selectSchema: SchemaPart<SelectSpec> = ({ label, options }) =>
  z.enum(options.map((o) => o.value) as [string, ...string[]], {
    error: `${label} must be one of: ${options.map((o) => o.label).join(", ")}`,
  });

export const selectDocs: DocsPart<SelectSpec> = {
  label: "Choice",
  defaultText: (spec) => optionLabel(spec, spec.default),
  limits: (spec) =>
    `One of: ${spec.options.map((option) => `${option.label} (${option.value})`).join(", ")}.`,
};

export const selectWords: WordsPart<SelectSpec> = optionLabel;

export const selectApiSchema: ApiSchemaPart<SelectSpec> = () => ({});

// The page's message names the options by their labels; the API takes their values.
export const selectApiText: ApiTextPart<SelectSpec> = (spec, text) =>
  spec.options.some((option) => option.value === text)
    ? null
    : `${spec.label} must be one of ${spec.options.map((option) => option.value).join(", ")}`;

export const selectTestValues: TestValuesPart<SelectSpec> = {
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
