// The registries of the parts of each field kind that the generator page never loads: docs text
// (the generator reference), pack wording (pack pages), API schema and text (the API), test
// values (tests). One entry per kind, so a kind missing a part fails the typecheck. The URL
// forms' registry is in ../field-kinds.ts and the schemas' in ../fields.ts, the two parts the
// browser loads, each in its own chunk.
import type { FieldKind, FieldSpec, PartRegistry } from "../field-kinds";
import { dateApiSchema, dateApiText, dateDocs, dateTestValues, dateWords } from "./date";
import {
  integerApiSchema,
  integerApiText,
  integerDocs,
  integerTestValues,
  integerWords,
} from "./integer";
import { listApiSchema, listApiText, listDocs, listTestValues, listWords } from "./list";
import {
  numberApiSchema,
  numberApiText,
  numberDocs,
  numberTestValues,
  numberWords,
} from "./number";
import type { ApiSchemaPart, ApiTextPart, DocsPart, TestValuesPart, WordsPart } from "./parts";
import {
  selectApiSchema,
  selectApiText,
  selectDocs,
  selectTestValues,
  selectWords,
} from "./select";
import { textApiSchema, textApiText, textDocs, textTestValues, textWords } from "./text";
import {
  toggleApiSchema,
  toggleApiText,
  toggleDocs,
  toggleTestValues,
  toggleWords,
} from "./toggle";

const KIND_DOCS = {
  integer: integerDocs,
  number: numberDocs,
  text: textDocs,
  list: listDocs,
  select: selectDocs,
  toggle: toggleDocs,
  date: dateDocs,
} satisfies PartRegistry<"docs">;

const PRESET_WORDS = {
  integer: integerWords,
  number: numberWords,
  text: textWords,
  list: listWords,
  select: selectWords,
  toggle: toggleWords,
  date: dateWords,
} satisfies PartRegistry<"words">;

const API_SCHEMAS = {
  integer: integerApiSchema,
  number: numberApiSchema,
  text: textApiSchema,
  list: listApiSchema,
  select: selectApiSchema,
  toggle: toggleApiSchema,
  date: dateApiSchema,
} satisfies PartRegistry<"apiSchema">;

const API_TEXTS = {
  integer: integerApiText,
  number: numberApiText,
  text: textApiText,
  list: listApiText,
  select: selectApiText,
  toggle: toggleApiText,
  date: dateApiText,
} satisfies PartRegistry<"apiText">;

const TEST_VALUES = {
  integer: integerTestValues,
  number: numberTestValues,
  text: textTestValues,
  list: listTestValues,
  select: selectTestValues,
  toggle: toggleTestValues,
  date: dateTestValues,
} satisfies PartRegistry<"testValues">;

/** A registry's entry for a spec's kind, typed for a spec of any kind. */
function entryFor<Part>(registry: { readonly [K in FieldKind]: unknown }) {
  return (spec: FieldSpec) => registry[spec.kind] as Part;
}

/** How the generator reference describes a field of the spec's kind. */
export const docsPart = entryFor<DocsPart<FieldSpec>>(KIND_DOCS);
/** How a pack card words a preset value of the spec's kind. */
export const wordsPart = entryFor<WordsPart<FieldSpec>>(PRESET_WORDS);
/** What the API's JSON Schema adds for the spec's kind. */
export const apiSchemaPart = entryFor<ApiSchemaPart<FieldSpec>>(API_SCHEMAS);
/** How the API reads query text of the spec's kind. */
export const apiTextPart = entryFor<ApiTextPart<FieldSpec>>(API_TEXTS);
/** How tests draw values of the spec's kind. */
export const testValuesPart = entryFor<TestValuesPart<FieldSpec>>(TEST_VALUES);
