import {
  listTextMaxLength,
  type FieldKind,
  type FieldSpec,
  type SpecOf,
} from "~/engine/core/field-kinds";

// How the generator reference describes an input field: pure text, shared by the page and its
// tests, so what the docs say is derived from the field declarations and cannot drift. One
// entry per field kind (a kind missing here fails the typecheck).

/** A number as the docs write it: en-US digit groups, a true minus sign, no rounding. */
export function formatDocsNumber(value: number): string {
  return value.toLocaleString("en-US", { maximumFractionDigits: 20 }).replace("-", "−");
}

/** The entries of a list field's text: one per line, or comma-separated on a single line. */
function listEntries(text: string): string[] {
  const lines = text.includes("\n") ? text.split(/\r?\n/) : text.split(",");
  return lines.map((line) => line.trim()).filter((line) => line !== "");
}

interface KindDocs<S extends FieldSpec> {
  /** What kind of value the field takes ("Whole number", "Choice", …). */
  label: string;
  /** The field's default as a reader would say it. */
  defaultText(spec: S): string;
  /** The values the field accepts, with its limits. */
  limits(spec: S): string;
}

const KIND_DOCS: { readonly [K in FieldKind]: KindDocs<SpecOf<K>> } = {
  integer: {
    label: "Whole number",
    defaultText: (spec) => formatDocsNumber(spec.default),
    limits: (spec) =>
      `A whole number from ${formatDocsNumber(spec.min)} to ${formatDocsNumber(spec.max)}.`,
  },
  number: {
    label: "Decimal number",
    defaultText: (spec) => formatDocsNumber(spec.default),
    limits: (spec) =>
      `A number from ${formatDocsNumber(spec.min)} to ${formatDocsNumber(spec.max)}.`,
  },
  text: {
    label: "Text",
    defaultText: (spec) => (spec.default === "" ? "Empty" : spec.default),
    limits: (spec) =>
      `At most ${formatDocsNumber(spec.maxLength)} ${spec.maxLength === 1 ? "character" : "characters"}.`,
  },
  list: {
    label: "List",
    defaultText(spec) {
      const entries = listEntries(spec.default);
      return entries.length === 0 ? "Empty" : entries.join(", ");
    },
    limits: (spec) =>
      `At most ${formatDocsNumber(spec.maxItems)} entries are used; the text may be at most ${formatDocsNumber(listTextMaxLength(spec))} characters.`,
  },
  select: {
    label: "Choice",
    defaultText: (spec) =>
      spec.options.find((option) => option.value === spec.default)?.label ?? spec.default,
    limits: (spec) =>
      `One of: ${spec.options.map((option) => `${option.label} (${option.value})`).join(", ")}.`,
  },
  toggle: {
    label: "On/off",
    defaultText: (spec) => (spec.default ? "On" : "Off"),
    limits: () => "On or off: 1 or 0 in a link.",
  },
  date: {
    label: "Date",
    defaultText: (spec) => spec.default,
    limits: (spec) =>
      `A calendar date from ${spec.min} to ${spec.max}, written YYYY-MM-DD (ISO 8601) in a link.`,
  },
};

function docsOf(spec: FieldSpec): KindDocs<FieldSpec> {
  return KIND_DOCS[spec.kind] as KindDocs<FieldSpec>;
}

/** What kind of value the field takes ("Whole number", "Choice", …). */
export function fieldKind(spec: FieldSpec): string {
  return docsOf(spec).label;
}

/** The field's default as a reader would say it. */
export function fieldDefault(spec: FieldSpec): string {
  return docsOf(spec).defaultText(spec);
}

/** The values the field accepts, with its limits. */
export function fieldLimits(spec: FieldSpec): string {
  return docsOf(spec).limits(spec);
}
