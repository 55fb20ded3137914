// The kinds of input field a generator can declare, and what the engine needs of each kind that
// does not need zod: how a value is read from and written to a URL, and how a default reads in
// words. Kept free of zod so the generator page can build permalinks before the engine loads.
//
// Every place that treats kinds differently keeps a table with one entry per kind, typed
// `{ [K in FieldKind]: … }`, so a kind that any of them misses fails the typecheck:
// - URL form and words: URL_FORMS below;
// - schema (validation, JSON Schema): SCHEMAS in ./fields.ts;
// - form control: FIELD_CONTROLS in ~/components/generator/field-controls.tsx;
// - docs text: KIND_DOCS in ~/docs/field-reference.ts;
// - pack presets in words: PRESET_WORDS in ~/packs/describe-inputs.ts;
// - property tests and fuzzing: VALID_VALUES in definitions/test-support.ts and tests/fuzz.

/** A problem with an input, naming the field it concerns when there is one. */
export interface InputProblem {
  field?: string;
  message: string;
}

/** An input field as the form, the docs and links see it. */
export type FieldSpec =
  | {
      kind: "integer";
      name: string;
      label: string;
      help?: string;
      /** A rarely used option: the form folds it under "More options". */
      advanced?: boolean;
      min: number;
      max: number;
      default: number;
      /** The message for a value above `max`, when the bound needs explaining. */
      tooLarge?: string;
    }
  | {
      kind: "number";
      name: string;
      label: string;
      help?: string;
      /** A rarely used option: the form folds it under "More options". */
      advanced?: boolean;
      min: number;
      max: number;
      default: number;
      step: number;
    }
  | {
      kind: "text";
      name: string;
      label: string;
      help?: string;
      /** A rarely used option: the form folds it under "More options". */
      advanced?: boolean;
      maxLength: number;
      default: string;
      placeholder?: string;
    }
  | {
      kind: "list";
      name: string;
      label: string;
      help?: string;
      /** A rarely used option: the form folds it under "More options". */
      advanced?: boolean;
      maxItems: number;
      maxItemLength: number;
      default: string;
      placeholder?: string;
    }
  | {
      kind: "select";
      name: string;
      label: string;
      help?: string;
      /** A rarely used option: the form folds it under "More options". */
      advanced?: boolean;
      options: readonly { value: string; label: string }[];
      default: string;
    }
  | {
      kind: "toggle";
      name: string;
      label: string;
      help?: string;
      /** A rarely used option: the form folds it under "More options". */
      advanced?: boolean;
      default: boolean;
    }
  | {
      /** A calendar day, written YYYY-MM-DD (ISO 8601) in forms and links. */
      kind: "date";
      name: string;
      label: string;
      help?: string;
      /** A rarely used option: the form folds it under "More options". */
      advanced?: boolean;
      /** Earliest and latest day accepted, YYYY-MM-DD. */
      min: string;
      max: string;
      default: string;
    };

export type FieldKind = FieldSpec["kind"];
/** The spec of one kind of field. */
export type SpecOf<K extends FieldKind> = Extract<FieldSpec, { kind: K }>;

export type Decoded = { ok: true; value: unknown } | { ok: false; message: string };

interface UrlForm<S extends FieldSpec> {
  /** One URL parameter as the typed value the schema expects, or why it can't be read. */
  decode(spec: S, raw: string): Decoded;
  /** A typed value as URL text (the inverse of `decode`). */
  encode(value: unknown): string;
  /** The field's default as a visitor would say it, for "using … instead" messages. */
  defaultInWords(spec: S): string;
}

const decodeNumber = (spec: { label: string }, raw: string): Decoded => {
  const value = Number(raw.trim());
  if (raw.trim() === "" || !Number.isFinite(value)) {
    return { ok: false, message: `${spec.label} must be a number` };
  }
  return { ok: true, value };
};

const asText = {
  decode: (_spec: FieldSpec, raw: string): Decoded => ({ ok: true, value: raw }),
  encode: (value: unknown) => String(value),
};

const URL_FORMS: { readonly [K in FieldKind]: UrlForm<SpecOf<K>> } = {
  integer: {
    decode: decodeNumber,
    encode: (value) => String(value),
    defaultInWords: (spec) => String(spec.default),
  },
  number: {
    decode: decodeNumber,
    encode: (value) => String(value),
    defaultInWords: (spec) => String(spec.default),
  },
  text: {
    ...asText,
    defaultInWords: (spec) => (spec.default === "" ? "an empty value" : `"${spec.default}"`),
  },
  list: { ...asText, defaultInWords: () => "the default list" },
  select: {
    ...asText,
    defaultInWords: (spec) =>
      spec.options.find((option) => option.value === spec.default)?.label ?? spec.default,
  },
  toggle: {
    decode(spec, raw) {
      const normalized = raw.trim().toLowerCase();
      if (["1", "true", "on", "yes"].includes(normalized)) return { ok: true, value: true };
      if (["0", "false", "off", "no"].includes(normalized)) return { ok: true, value: false };
      return { ok: false, message: `${spec.label} must be on or off` };
    },
    encode: (value) => (value ? "1" : "0"),
    defaultInWords: (spec) => (spec.default ? "on" : "off"),
  },
  // A date travels as its ISO text; the schema checks it is a real day within bounds.
  date: { ...asText, defaultInWords: (spec) => spec.default },
};

function urlForm(spec: FieldSpec): UrlForm<FieldSpec> {
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

/** A field's default as a visitor would say it ("on", "Any animal", "the default list"). */
export function defaultInWords(spec: FieldSpec): string {
  return urlForm(spec).defaultInWords(spec);
}

/** Limits shared by a field's schema, its form control and its docs. */
export function listTextMaxLength(spec: { maxItems: number; maxItemLength: number }): number {
  return 2 * spec.maxItems * (spec.maxItemLength + 1);
}
