import type { InputProblem } from "../core/field-kinds";
import { list, splitList, type Field, type SplitList } from "../core/fields";

import { plural } from "./format";

// The Names input of the group generators (Secret Santa, pairs, schedules, seating) and the
// way their messages name people.

/** A Names list of at most `max` people, one per line or comma-separated. */
export function namesField(
  defaultValue: string,
  { max, label = "Names", help }: { max: number; label?: string; help?: string },
): Field<string> {
  return list({
    label,
    help:
      help ??
      `One name per line, or separated by commas on a single line; blank and repeated names are left out. At most ${max.toLocaleString("en-US")} names.`,
    default: defaultValue,
    maxItems: max,
    maxItemLength: 80,
  });
}

/** The cleaned names, never more than `max` (the check refuses longer lists). */
export function readNames(raw: string, max: number): SplitList {
  return splitList(raw, { maxItems: max });
}

/**
 * The problem with a Names list, naming `field`: fewer than `min` or more than `max` names
 * (counted before any cut, so a long list is refused rather than silently shortened).
 */
export function namesProblem(
  field: string,
  raw: string,
  { min, max, why, noun = "name" }: { min: number; max: number; why: string; noun?: string },
): InputProblem | null {
  const count = splitList(raw, { maxItems: Infinity }).items.length;
  if (count < min) {
    return { field, message: `Enter at least ${plural(min, noun)} ${why}.` };
  }
  if (count > max) {
    return {
      field,
      message: `At most ${plural(max, noun)} at once: you entered ${count.toLocaleString("en-US")}.`,
    };
  }
  return null;
}

/** "Ana", "Ana and Ben", "Ana, Ben and Cy", or the first `most` and "N others". */
export function joinNames(names: readonly string[], most = 5): string {
  if (names.length > most) {
    const rest = names.length - most + 1;
    return `${names.slice(0, most - 1).join(", ")} and ${plural(rest, "other")}`;
  }
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`;
}
