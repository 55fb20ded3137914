import { z } from "zod";

/**
 * Input fields of a generator. One declaration gives both the zod schema that validates the
 * input (client and server) and the description the page renders its form from, so the two
 * can never disagree. Values arrive either typed (from the form state) or as URL text
 * (permalinks); `decodeParam` turns text into the typed value before the schema checks bounds.
 */
export type FieldSpec =
  | {
      kind: "integer";
      name: string;
      label: string;
      help?: string;
      min: number;
      max: number;
      default: number;
      step?: number;
    }
  | {
      kind: "number";
      name: string;
      label: string;
      help?: string;
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
      maxLength: number;
      default: string;
      placeholder?: string;
    }
  | {
      kind: "list";
      name: string;
      label: string;
      help?: string;
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
      options: readonly { value: string; label: string }[];
      default: string;
    }
  | { kind: "toggle"; name: string; label: string; help?: string; default: boolean };

/** The most entries a list input uses; longer lists are cut here and the page says so. */
export const MAX_LIST_ITEMS = 10_000;

type WithoutName<T> = T extends unknown ? Omit<T, "name"> : never;

/** A declared field: its form description plus the schema of its typed value. */
export interface Field<T> {
  spec: WithoutName<FieldSpec>;
  schema: z.ZodType<T>;
}

type Describe = { label: string; help?: string };

function formatNumber(value: number): string {
  return Math.abs(value) >= 1e6 ? value.toExponential().replace("e+", "e") : String(value);
}

/**
 * A whole number in [min, max]. `tooLarge` replaces the message for a value above `max`, for
 * a bound the visitor needs explained.
 */
export function integer(
  options: Describe & { min: number; max: number; default: number; tooLarge?: string },
): Field<number> {
  const { tooLarge, ...spec } = options;
  const { label, min, max } = spec;
  return {
    spec: { kind: "integer", ...spec },
    schema: z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${formatNumber(min)}`)
      .max(max, tooLarge ?? `${label} must be at most ${formatNumber(max)}`),
  };
}

/** The most values one run gives: the spec's "count from 1 to 10,000". */
export const MAX_COUNT = 10_000;

/**
 * How many values to generate: 1 to {@link MAX_COUNT}. `help` explains a limit beyond the
 * field's own. A generator whose domain holds fewer values (cards dealt without replacement)
 * gives that lower `max` and the `reason`, a clause shown as the field's help and in the error
 * for a larger count.
 */
export function count(
  defaultCount = 1,
  { max = MAX_COUNT, reason, help }: { max?: number; reason?: string; help?: string } = {},
): Field<number> {
  const label = "How many";
  const shownHelp = help ?? (reason && `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`);
  return integer({
    label,
    min: 1,
    max,
    default: defaultCount,
    ...(shownHelp ? { help: shownHelp } : {}),
    ...(reason ? { tooLarge: `${label} must be at most ${formatNumber(max)}: ${reason}` } : {}),
  });
}

/** A decimal number in [min, max]. */
export function decimal(
  options: Describe & { min: number; max: number; default: number; step: number },
): Field<number> {
  const { label, min, max } = options;
  return {
    spec: { kind: "number", ...options },
    schema: z
      .number({ error: `${label} must be a number` })
      .refine(Number.isFinite, `${label} must be a finite number`)
      .refine((v) => v >= min, `${label} must be at least ${formatNumber(min)}`)
      .refine((v) => v <= max, `${label} must be at most ${formatNumber(max)}`),
  };
}

/** A short line of text. */
export function text(
  options: Describe & { maxLength: number; default: string; placeholder?: string },
): Field<string> {
  return {
    spec: { kind: "text", ...options },
    schema: z
      .string({ error: `${options.label} must be text` })
      .max(options.maxLength, `${options.label} must be at most ${options.maxLength} characters`),
  };
}

/**
 * The longest text a list field accepts. It may hold up to twice the entries the list uses,
 * so a long list is cut, not refused.
 */
export function listTextMaxLength(spec: { maxItems: number; maxItemLength: number }): number {
  return 2 * spec.maxItems * (spec.maxItemLength + 1);
}

/**
 * A list typed one entry per line (commas also separate when there is a single line). The raw
 * text is kept; `splitList` turns it into entries and says what it dropped.
 */
export function list(
  options: Describe & {
    default: string;
    maxItems?: number;
    maxItemLength?: number;
    placeholder?: string;
  },
): Field<string> {
  const maxItems = options.maxItems ?? MAX_LIST_ITEMS;
  const maxItemLength = options.maxItemLength ?? 200;
  const maxLength = listTextMaxLength({ maxItems, maxItemLength });
  return {
    spec: { kind: "list", ...options, maxItems, maxItemLength },
    schema: z
      .string({ error: `${options.label} must be text` })
      .max(
        maxLength,
        `${options.label} is too long: at most ${maxItems.toLocaleString("en-US")} entries`,
      ),
  };
}

/** One of a fixed set of choices. */
export function select<const V extends string>(
  options: Describe & { options: readonly { value: V; label: string }[]; default: NoInfer<V> },
): Field<V> {
  const values = options.options.map((o) => o.value) as [V, ...V[]];
  return {
    spec: { kind: "select", ...options },
    schema: z.enum(values, {
      error: `${options.label} must be one of: ${options.options.map((o) => o.label).join(", ")}`,
    }) as unknown as z.ZodType<V>,
  };
}

/** An on/off switch. */
export function toggle(options: Describe & { default: boolean }): Field<boolean> {
  return {
    spec: { kind: "toggle", ...options },
    schema: z.boolean({ error: `${options.label} must be on or off` }),
  };
}

export interface SplitList {
  items: string[];
  /** Plain-language notes on what was cleaned up, shown with the results. */
  notes: string[];
}

/**
 * Splits a list input into entries: one per line, or comma-separated when it is one line.
 * Blank entries are dropped, repeated entries are kept once (unless `keepDuplicates`), and a
 * list longer than `maxItems` is cut. Each cleanup is reported so the page can say what it did.
 */
export function splitList(
  raw: string,
  { keepDuplicates = false, maxItems = MAX_LIST_ITEMS } = {},
): SplitList {
  const lines = raw.includes("\n") ? raw.split(/\r?\n/) : raw.split(",");
  const trimmed = lines.map((line) => line.trim());
  const nonBlank = trimmed.filter((line) => line.length > 0);
  const notes: string[] = [];
  const blanks = trimmed.length - nonBlank.length;
  if (blanks > 0 && nonBlank.length > 0) {
    notes.push(`Ignored ${blanks} blank ${blanks === 1 ? "entry" : "entries"}.`);
  }
  let items = nonBlank;
  if (!keepDuplicates) {
    const seen = new Set<string>();
    items = nonBlank.filter((item) => (seen.has(item) ? false : (seen.add(item), true)));
    const duplicates = nonBlank.length - items.length;
    if (duplicates > 0) {
      notes.push(`Removed ${duplicates} duplicate ${duplicates === 1 ? "entry" : "entries"}.`);
    }
  }
  if (items.length > maxItems) {
    notes.push(
      `Used the first ${maxItems.toLocaleString("en-US")} of ${items.length.toLocaleString("en-US")} entries: that is the most a list can hold.`,
    );
    items = items.slice(0, maxItems);
  }
  return { items, notes };
}
