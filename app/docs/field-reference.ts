import { listTextMaxLength } from "~/generators/core/fields";
import { type FieldSpec } from "~/generators/core/field-kinds";

// How the generator reference describes an input field: pure text, shared by the page and its
// tests, so what the docs say is derived from the field declarations and cannot drift.

/** A number as the docs write it: en-US digit groups, a true minus sign, no rounding. */
export function formatDocsNumber(value: number): string {
  return value.toLocaleString("en-US", { maximumFractionDigits: 20 }).replace("-", "−");
}

const KIND_LABELS: Record<FieldSpec["kind"], string> = {
  integer: "Whole number",
  number: "Decimal number",
  text: "Text",
  list: "List",
  select: "Choice",
  toggle: "On/off",
};

/** What kind of value the field takes ("Whole number", "Choice", …). */
export function fieldKind(spec: FieldSpec): string {
  return KIND_LABELS[spec.kind];
}

/** The entries of a list field's text: one per line, or comma-separated on a single line. */
function listEntries(text: string): string[] {
  const lines = text.includes("\n") ? text.split(/\r?\n/) : text.split(",");
  return lines.map((line) => line.trim()).filter((line) => line !== "");
}

/** The field's default as a reader would say it. */
export function fieldDefault(spec: FieldSpec): string {
  switch (spec.kind) {
    case "integer":
    case "number":
      return formatDocsNumber(spec.default);
    case "toggle":
      return spec.default ? "On" : "Off";
    case "select":
      return spec.options.find((option) => option.value === spec.default)?.label ?? spec.default;
    case "list": {
      const entries = listEntries(spec.default);
      return entries.length === 0 ? "Empty" : entries.join(", ");
    }
    case "text":
      return spec.default === "" ? "Empty" : spec.default;
  }
}

/** The values the field accepts, with its limits. */
export function fieldLimits(spec: FieldSpec): string {
  switch (spec.kind) {
    case "integer":
      return `A whole number from ${formatDocsNumber(spec.min)} to ${formatDocsNumber(spec.max)}.`;
    case "number":
      return `A number from ${formatDocsNumber(spec.min)} to ${formatDocsNumber(spec.max)}.`;
    case "text":
      return `At most ${formatDocsNumber(spec.maxLength)} ${spec.maxLength === 1 ? "character" : "characters"}.`;
    case "list":
      return `At most ${formatDocsNumber(spec.maxItems)} entries are used; the text may be at most ${formatDocsNumber(listTextMaxLength(spec))} characters.`;
    case "select":
      return `One of: ${spec.options.map((option) => `${option.label} (${option.value})`).join(", ")}.`;
    case "toggle":
      return "On or off: 1 or 0 in a link.";
  }
}
