import type { FieldSpec } from "~/engine/core/field-kinds";
import { docsPart } from "~/engine/core/field-kinds/registries";

// How the generator reference describes an input field: pure text, shared by the page and its
// tests, so what the docs say is derived from the field declarations and cannot drift. The words
// for each kind are its kind module's docs part (app/engine/core/field-kinds/).

/** What kind of value the field takes ("Whole number", "Choice", …). */
export function fieldKind(spec: FieldSpec): string {
  return docsPart(spec).label;
}

/** The field's default as a reader would say it. */
export function fieldDefault(spec: FieldSpec): string {
  return docsPart(spec).defaultText(spec);
}

/** The values the field accepts, with its limits. */
export function fieldLimits(spec: FieldSpec): string {
  return docsPart(spec).limits(spec);
}
