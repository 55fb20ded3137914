import type { InputProblem } from "../core/field-kinds";
import type { Random } from "../core/random";

// The wheel's entries and its spin: pure, shared by the spin-the-wheel generator (engine, API,
// permalinks) and the wheel on its page, which draws exactly what the spin decided.

/** The most entries a wheel holds. */
export const MAX_WHEEL_ENTRIES = 1_000;
/** Characters in a wheel's title (and in a saved wheel's name). */
export const MAX_WHEEL_TITLE_LENGTH = 80;
/** The largest weight an entry may carry. */
export const MAX_WEIGHT = 1_000;
/** Weights are kept in hundredths, so the pick is over whole numbers and exactly fair. */
const WEIGHT_STEPS = 100;

/** How an entry's weight is written after its name. */
export const WEIGHT_SYNTAX = "Alice *3";

/** One slice of the wheel. */
export interface WheelEntry {
  name: string;
  /** Relative chance, 0.01 to 1,000 (1 when not given): the slice's size is in proportion. */
  weight: number;
}

export type ParsedEntries =
  { ok: true; entries: WheelEntry[] } | { ok: false; problem: InputProblem };

const WEIGHTED = /^(.*?)\s*\*\s*([^\s*]*)\s*$/;

function weightOf(text: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const weight = Number(text);
  return weight >= 1 / WEIGHT_STEPS && weight <= MAX_WEIGHT ? weight : null;
}

/**
 * The entries of a wheel typed one per line: blank lines are left out, and a line may end with
 * a weight written ` *3` (a star and a number from 0.01 to 1,000). Problems name the line.
 */
export function parseWheelEntries(text: string): ParsedEntries {
  const entries: WheelEntry[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    const trimmed = line.trim();
    if (trimmed === "") continue;
    const weighted = WEIGHTED.exec(trimmed);
    if (!weighted) {
      entries.push({ name: trimmed, weight: 1 });
    } else {
      const [, name = "", written = ""] = weighted;
      const weight = weightOf(written);
      if (name === "" || weight === null) {
        return {
          ok: false,
          problem: {
            field: "entries",
            message:
              name === ""
                ? `Line ${index + 1}: "${trimmed}" has a weight but no name. Write the name first, like "${WEIGHT_SYNTAX}".`
                : `Line ${index + 1}: "*${written}" is not a weight. Use a number from 0.01 to ${MAX_WEIGHT.toLocaleString("en-US")} after a star, like "${WEIGHT_SYNTAX}".`,
          },
        };
      }
      entries.push({ name, weight });
    }
    if (entries.length > MAX_WHEEL_ENTRIES) {
      return {
        ok: false,
        problem: {
          field: "entries",
          message: `A wheel holds at most ${MAX_WHEEL_ENTRIES.toLocaleString("en-US")} entries; this list has more. Remove some, or split them over two wheels.`,
        },
      };
    }
  }
  if (entries.length === 0) {
    return {
      ok: false,
      problem: {
        field: "entries",
        message: "The wheel is empty: enter at least one entry, one per line.",
      },
    };
  }
  return { ok: true, entries };
}

/** The names in a list typed one per line (the entries that already won), blank lines left out. */
export function namesIn(text: string): Set<string> {
  return new Set(
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  );
}

/** The text of entries, one per line, weights written only where they are not 1. */
export function wheelEntriesText(entries: readonly WheelEntry[]): string {
  return entries.map(({ name, weight }) => (weight === 1 ? name : `${name} *${weight}`)).join("\n");
}

/** Each entry's weight in hundredths: whole numbers, so the pick can be exact. */
function steps(entries: readonly WheelEntry[]): number[] {
  return entries.map((entry) => Math.round(entry.weight * WEIGHT_STEPS));
}

/** Where each slice starts and how wide it is, as fractions of the whole turn. */
export function sliceBounds(entries: readonly WheelEntry[]): { start: number; size: number }[] {
  const weights = steps(entries);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let start = 0;
  return weights.map((weight) => {
    const slice = { start: start / total, size: weight / total };
    start += weight;
    return slice;
  });
}

/** One spin: which slice wins, and where in it the pointer stops (a fraction, away from edges). */
export interface Spin {
  index: number;
  offset: number;
}

/**
 * Spins the wheel: a whole number from 0 to the total weight in hundredths of the slices that
 * may win, less one (Random.int, unbiased), falls in exactly one of them; then the pointer's
 * place inside that slice, between 5 % and 95 % of its width (Random.float), so it never rests
 * on an edge. `mayWin` leaves slices out of the draw (rotation mode); at least one must remain.
 */
export function spinWheel(
  random: Random,
  entries: readonly WheelEntry[],
  mayWin: (entry: WheelEntry, index: number) => boolean = () => true,
): Spin {
  const weights = steps(entries).map((weight, index) =>
    mayWin(entries[index] as WheelEntry, index) ? weight : 0,
  );
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) throw new RangeError("No slice of the wheel may win.");
  let ticket = random.int(0, total - 1);
  let index = 0;
  while (ticket >= (weights[index] ?? 0)) {
    ticket -= weights[index] ?? 0;
    index += 1;
  }
  return { index, offset: 0.05 + 0.9 * random.float() };
}

/** Whole turns a spin of `seconds` makes before it settles: more for a longer spin. */
export function turnsFor(seconds: number): number {
  return 2 + Math.round(seconds * 1.2);
}

/**
 * The wheel's final rotation in degrees (clockwise) that puts the pointer, at the top, on
 * `spin`: whole turns first, then the slice's place. The same spin always ends at the same
 * angle, whatever the frame rate or when the spin was stopped.
 */
export function finalAngle(entries: readonly WheelEntry[], spin: Spin, turns: number): number {
  const slice = sliceBounds(entries)[spin.index] ?? { start: 0, size: 1 };
  const landing = (slice.start + spin.offset * slice.size) * 360;
  return turns * 360 + (360 - landing);
}

/** The slice under the pointer (at the top) when the wheel has turned `angle` degrees. */
export function sliceAt(entries: readonly WheelEntry[], angle: number): number {
  const position = ((((360 - (angle % 360)) % 360) + 360) % 360) / 360;
  const bounds = sliceBounds(entries);
  const found = bounds.findIndex(({ start, size }) => position >= start && position < start + size);
  return found === -1 ? bounds.length - 1 : found;
}

/** The most winners one spin may pick. */
export const MAX_WINNERS_PER_SPIN = 100;

/** How a slice's own colour is written: the entry's name, a space, a hex colour. */
export const SLICE_COLOUR_SYNTAX = "Ana #d62839";

const SLICE_COLOUR = /^(.*\S)\s+(#[0-9a-f]{6})$/i;

export type ParsedSliceColours =
  { ok: true; colours: Map<string, string> } | { ok: false; problem: InputProblem };

/**
 * Slice colours typed one per line, `Name #rrggbb` (blank lines left out): each entry of that
 * name is drawn in that colour. Colours are kept lower case; problems name the line.
 */
export function parseSliceColours(text: string): ParsedSliceColours {
  const colours = new Map<string, string>();
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    const trimmed = line.trim();
    if (trimmed === "") continue;
    const match = SLICE_COLOUR.exec(trimmed);
    if (!match) {
      return {
        ok: false,
        problem: {
          field: "sliceColours",
          message: `Line ${index + 1} of Slice colours: "${trimmed}" needs a name and then a colour, like "${SLICE_COLOUR_SYNTAX}".`,
        },
      };
    }
    const [, name = "", colour = ""] = match;
    colours.set(name, colour.toLowerCase());
  }
  return { ok: true, colours };
}

/** Slice colours as the field holds them, one `Name #rrggbb` per line. */
export function sliceColoursText(colours: ReadonlyMap<string, string>): string {
  return [...colours].map(([name, colour]) => `${name} ${colour}`).join("\n");
}

/** The entries on the wheel: those whose names are not hidden. */
export function visibleEntries(
  entries: readonly WheelEntry[],
  hidden: ReadonlySet<string>,
): WheelEntry[] {
  return hidden.size === 0 ? [...entries] : entries.filter((entry) => !hidden.has(entry.name));
}

/** Why a wheel with these hidden names and winners per spin cannot spin, if it cannot. */
export function spinProblem(
  entries: readonly WheelEntry[],
  hidden: ReadonlySet<string>,
  winners: number,
): InputProblem | null {
  const shown = visibleEntries(entries, hidden).length;
  if (shown === 0) {
    return {
      field: "hidden",
      message: "Every entry is hidden: show at least one to spin the wheel.",
    };
  }
  if (winners > shown) {
    return {
      field: "winners",
      message: `Winners per spin is ${winners.toLocaleString("en-US")}, but the wheel shows ${shown.toLocaleString("en-US")} ${shown === 1 ? "entry" : "entries"}: choose at most ${shown.toLocaleString("en-US")}.`,
    };
  }
  return null;
}
