// The parts every field kind gives, one interface per part. A kind is one module beside this
// file (integer.ts, select.ts, …) that exports each part under its own name (`integerUrl`,
// `integerSchema`, `integerDocs`, …); each part has one registry keyed by `FieldKind`, typed
// `satisfies PartRegistry<part>` ({ [K in FieldKind]: … }), so a kind missing a part fails tsc:
// - spec type and URL form: ../field-kinds.ts (the generator page's first load: no zod);
// - schema: ../fields.ts (the engine's lazy chunk);
// - docs text, pack wording, API schema and API text, test values: ./registries.ts;
// - form control: FIELD_CONTROLS in ~/features/generator-page/field-controls.tsx.
// Parts are separate named exports so that a bundle keeps only the parts it uses. A helper shared
// by kinds lives here only if no schema uses it: the browser's schemas are in a chunk of their
// own (build-tools/field-kind-parts.ts), and a helper they shared with the URL forms would
// follow the URL forms into the first load.
import type fastCheck from "fast-check";
import type { Arbitrary } from "fast-check";
import type * as z from "zod/mini";

/** What every kind of field has, besides its kind and its kind's own options. */
export interface FieldBase {
  name: string;
  label: string;
  help?: string;
  /** A rarely used option: the form folds it under "More options". */
  advanced?: boolean;
}

export type Decoded = { ok: true; value: unknown } | { ok: false; message: string };

/** How a kind's value travels in a URL and how its default reads in words. */
export interface UrlForm<S> {
  /** One URL parameter as the typed value the schema expects, or why it can't be read. */
  decode(spec: S, raw: string): Decoded;
  /** A typed value as URL text (the inverse of `decode`). */
  encode(value: unknown): string;
  /** The field's default as a visitor would say it, for "using … instead" messages. */
  defaultInWords(spec: S): string;
}

/** The zod schema of a kind's typed value, with messages that name the field's label. */
export type SchemaPart<S> = (spec: Omit<S, "name">) => z.ZodMiniType;

/** How the generator reference (/docs/generators) describes a field of the kind. */
export interface DocsPart<S> {
  /** What kind of value the field takes ("Whole number", "Choice", …). */
  label: string;
  /** The field's default as a reader would say it. */
  defaultText(spec: S): string;
  /** The values the field accepts, with its limits. */
  limits(spec: S): string;
}

/** A pack's preset value of the kind in words; null leaves the setting out. */
export type WordsPart<S> = (spec: S, value: string | number | boolean) => string | null;

/** What the kind's schema checks by refinement, which zod's JSON Schema cannot say itself. */
export type ApiSchemaPart<S> = (spec: S) => Record<string, unknown>;

/** What the kind's text must look like in an API query, beyond what the form reads; null if fine. */
export type ApiTextPart<S> = (spec: S, text: string) => string | null;

/** fast-check and the arbitraries every kind's test values share, handed in by the tests. */
export interface TestKit {
  fc: typeof fastCheck;
  /** Short words of letters and digits. */
  word: Arbitrary<string>;
  /** Values of every type: numbers, strings, objects, null, NaN, … */
  anyType: Arbitrary<unknown>;
}

export interface ValidOptions {
  /** The largest "How many" to draw, so that a run stays quick. */
  maxCount: number;
  /** Whether text, list, date and decimal fields vary, or keep their default. */
  vary: boolean;
}

/** How tests draw values of the kind: ones it accepts, ones it refuses, and junk. */
export interface TestValuesPart<S> {
  /** Values the field accepts on its own. */
  valid(spec: S, options: ValidOptions, kit: TestKit): Arbitrary<unknown>;
  /** Values the field must refuse whatever the other fields hold. */
  refused(spec: S): unknown[];
  /** Values near and past the field's limits, of its own type and of others. */
  junk(spec: S, kit: TestKit): Arbitrary<unknown>;
  /** Whether the field accepts a value, decided from its description alone (not its schema). */
  accepts(spec: S, value: unknown): boolean;
}

/** Every part of the kind whose spec is `S`, by name: a kind module types its exports with it. */
export interface KindParts<S> {
  url: UrlForm<S>;
  schema: SchemaPart<S>;
  docs: DocsPart<S>;
  words: WordsPart<S>;
  apiSchema: ApiSchemaPart<S>;
  apiText: ApiTextPart<S>;
  testValues: TestValuesPart<S>;
}

/** A number read from URL text, refused when it is blank or not finite. */
export function decodeNumber(spec: { label: string }, raw: string): Decoded {
  const value = Number(raw.trim());
  if (raw.trim() === "" || !Number.isFinite(value)) {
    return { ok: false, message: `${spec.label} must be a number` };
  }
  return { ok: true, value };
}

/** URL text taken as it is (text, lists, choices, dates: the schema checks it). */
export const asText = {
  decode: (_spec: unknown, raw: string): Decoded => ({ ok: true, value: raw }),
  encode: (value: unknown) => String(value),
};

/** URL text read as a number, for integer and decimal fields alike (the schema checks the rest). */
export const asNumber: UrlForm<{ label: string; default: number }> = {
  decode: decodeNumber,
  encode: asText.encode,
  defaultInWords: (spec) => String(spec.default),
};

/** A number as the docs write it: en-US digit groups, a true minus sign, no rounding. */
export function formatDocsNumber(value: number): string {
  return value.toLocaleString("en-US", { maximumFractionDigits: 20 }).replace("-", "−");
}

/** Junk for a number field (integer or decimal): any type, and numbers near and past its bounds. */
export function numberJunk(
  spec: { min: number; max: number; default: number },
  { fc, anyType }: TestKit,
): Arbitrary<unknown> {
  return fc.oneof(
    anyType,
    fc.constantFrom(spec.min - 1, spec.max + 1, spec.min, spec.max, spec.min + 0.5),
    fc.double({ min: spec.min - 10, max: spec.max + 10 }),
    fc.constant(String(spec.default)),
  );
}
