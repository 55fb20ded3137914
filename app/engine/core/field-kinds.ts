// The kinds of input field a generator can declare: each kind is one module in ./field-kinds/
// (its spec type and every part: URL form, schema, docs text, pack wording, API schema, test
// values), and each part has one registry keyed by kind (see ./field-kinds/parts.ts). This
// module lists the kinds and holds the URL forms' registry; it is kept free of zod so the
// generator page can build permalinks before the engine loads.
import { dateUrl, type DateSpec } from "./field-kinds/date";
import { integerUrl, type IntegerSpec } from "./field-kinds/integer";
import { listUrl, type ListSpec } from "./field-kinds/list";
import { numberUrl, type NumberSpec } from "./field-kinds/number";
import type { Decoded, KindParts, UrlForm } from "./field-kinds/parts";
import { selectUrl, type SelectSpec } from "./field-kinds/select";
import { textUrl, type TextSpec } from "./field-kinds/text";
import { toggleUrl, type ToggleSpec } from "./field-kinds/toggle";

/** A problem with an input, naming the field it concerns when there is one. */
export interface InputProblem {
  field?: string;
  message: string;
}

/** An input field as the form, the docs and links see it. */
export type FieldSpec =
  IntegerSpec | NumberSpec | TextSpec | ListSpec | SelectSpec | ToggleSpec | DateSpec;

export type FieldKind = FieldSpec["kind"];
/** The spec of one kind of field. */
export type SpecOf<K extends FieldKind> = Extract<FieldSpec, { kind: K }>;

/** The registry of one part: every kind's entry, typed by the kind's spec. */
export type PartRegistry<P extends keyof KindParts<FieldSpec>> = {
  readonly [K in FieldKind]: KindParts<SpecOf<K>>[P];
};

const URL_FORMS = {
  integer: integerUrl,
  number: numberUrl,
  text: textUrl,
  list: listUrl,
  select: selectUrl,
  toggle: toggleUrl,
  date: dateUrl,
} satisfies PartRegistry<"url">;

/** How a field of this kind is written in a URL, read back, and its default said in words. */
export function urlForm(spec: FieldSpec): UrlForm<FieldSpec> {
  return URL_FORMS[spec.kind] as UrlForm<FieldSpec>;
}

/** Turns one URL parameter into the typed value its field expects, or an error message. */
export function decodeParam(spec: FieldSpec, raw: string): Decoded {
  return urlForm(spec).decode(spec, raw);
}

/** Turns a typed value back into its URL text (the inverse of decodeParam). */
export function encodeParam(spec: FieldSpec, value: unknown): string {
  return urlForm(spec).encode(value);
}
