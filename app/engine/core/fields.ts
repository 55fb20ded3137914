import type * as z from "zod/mini";

import { dateSchema } from "./field-kinds/date";
import { integerSchema } from "./field-kinds/integer";
import { listSchema } from "./field-kinds/list";
import { numberSchema } from "./field-kinds/number";
import type { SchemaPart } from "./field-kinds/parts";
import { selectSchema } from "./field-kinds/select";
import { textSchema } from "./field-kinds/text";
import { toggleSchema } from "./field-kinds/toggle";
import { formatNumber } from "./format-number";
import { MAX_LIST_ITEMS } from "./split-list";
import type { FieldSpec, PartRegistry } from "./field-kinds";

/**
 * Input fields of a generator. One declaration gives both the zod schema that validates the
 * input (client, server and API) and the description the page renders its form from, so the
 * two can never disagree. Values arrive either typed (from the form state) or as URL text
 * (permalinks); the kind's URL form (./field-kinds.ts) turns text into the typed value before
 * the schema checks bounds. zod/mini keeps the schemas small in the browser's engine chunk, and
 * zod's JSON Schema output reads them all the same.
 */

/** The schema of each kind of field (its kind module's schema part). */
const SCHEMAS = {
  integer: integerSchema,
  number: numberSchema,
  text: textSchema,
  list: listSchema,
  select: selectSchema,
  toggle: toggleSchema,
  date: dateSchema,
} satisfies PartRegistry<"schema">;

export { MAX_LIST_ITEMS, splitList, type SplitList } from "./split-list";

type WithoutName<T> = T extends unknown ? Omit<T, "name"> : never;

/** A declared field: its form description plus the schema of its typed value. */
export interface Field<T> {
  spec: WithoutName<FieldSpec>;
  schema: z.ZodMiniType<T>;
}

/** The schema of a spec, from its kind's entry in the schema table. */
export function schemaOf(spec: WithoutName<FieldSpec>): z.ZodMiniType {
  return (SCHEMAS[spec.kind] as SchemaPart<FieldSpec>)(spec);
}

function field<T>(spec: WithoutName<FieldSpec>): Field<T> {
  return { spec, schema: schemaOf(spec) as z.ZodMiniType<T> };
}

type Describe = {
  label: string;
  help?: string;
  /** A rarely used option: the form folds it under "More options". */
  advanced?: boolean;
};

/**
 * A whole number in [min, max]. `tooLarge` replaces the message for a value above `max`, for
 * a bound the visitor needs explained.
 */
export function integer(
  options: Describe & { min: number; max: number; default: number; tooLarge?: string },
): Field<number> {
  return field({ kind: "integer", ...options });
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
  return field({ kind: "number", ...options });
}

/** A short line of text. */
export function text(
  options: Describe & { maxLength: number; default: string; placeholder?: string },
): Field<string> {
  return field({ kind: "text", ...options });
}

/** Earliest and latest days a date field accepts unless it says otherwise. */
const DATE_BOUNDS = { min: "0001-01-01", max: "9999-12-31" } as const;

/** A calendar day, YYYY-MM-DD: a date picker in the form, an ISO date in links. */
export function date(
  options: Describe & { default: string; min?: string; max?: string },
): Field<string> {
  return field({ kind: "date", ...DATE_BOUNDS, ...options });
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
  return field({ kind: "list", ...options, maxItems, maxItemLength });
}

/** One of a fixed set of choices. */
export function select<const V extends string>(
  options: Describe & { options: readonly { value: V; label: string }[]; default: NoInfer<V> },
): Field<V> {
  return field({ kind: "select", ...options });
}

/** An on/off switch. */
export function toggle(options: Describe & { default: boolean }): Field<boolean> {
  return field({ kind: "toggle", ...options });
}
