import type { GeneratedValue, Generation } from "~/engine/core/engine";

// Which way of drawing a run suits it, decided from the structured data the generator returns,
// never from its id: a new generator whose values carry the same data is drawn the same way.

export type ViewKind = "dice" | "cards" | "coin" | "colours" | "teams" | "bingo";

/** The most values a view draws; longer runs are shown as a list. */
export const VIEW_LIMITS: Readonly<Record<ViewKind, number>> = {
  dice: 20,
  cards: 60,
  coin: 20,
  colours: 30,
  teams: 50,
  bingo: 6,
};

const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === "number");
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

const MATCHERS: readonly [ViewKind, (value: GeneratedValue) => boolean][] = [
  [
    "bingo",
    ({ data }) => ["B", "I", "N", "G", "O"].every((letter) => Array.isArray(data?.[letter])),
  ],
  [
    "dice",
    ({ data }) =>
      typeof data?.total === "number" &&
      isNumberList(data.rolls) &&
      isNumberList(data.sides) &&
      data.sides.length === data.rolls.length,
  ],
  ["cards", ({ data }) => typeof data?.suit === "string" && typeof data.rank === "string"],
  ["coin", ({ data }) => data?.side === "heads" || data?.side === "tails"],
  ["teams", ({ data }) => typeof data?.team === "number" && isStringList(data.members)],
  [
    "colours",
    ({ data, swatches }) =>
      (swatches?.length ?? 0) > 0 && (typeof data?.hex === "string" || isStringList(data?.colors)),
  ],
];

/** The view that draws every value of this run, or null for the plain list. */
export function pickView(generation: { values: readonly GeneratedValue[] }): ViewKind | null {
  const { values } = generation;
  if (values.length === 0) return null;
  for (const [kind, matches] of MATCHERS) {
    if (values.length <= VIEW_LIMITS[kind] && values.every(matches)) return kind;
  }
  return null;
}

/** The number a value stands for, when it stands for one (its data's value or total). */
export function numberOf(value: GeneratedValue): number | null {
  const candidate = value.data?.value ?? value.data?.total;
  if (typeof candidate === "number" && Number.isFinite(candidate)) return candidate;
  return null;
}

/** From this many numeric values, a run gets its summary and histogram. */
export const SUMMARY_FROM = 10;

/** What helps read a run beside its values: a password's strength, the numbers to summarise. */
export function extrasOf(values: readonly GeneratedValue[]): {
  bits: number | null;
  numbers: number[] | null;
} {
  const bits = values[0]?.data?.entropyBits;
  const numbers = values.length >= SUMMARY_FROM ? values.map(numberOf) : [];
  const numeric = numbers.length > 0 && numbers.every((n): n is number => n !== null);
  return {
    bits: typeof bits === "number" ? bits : null,
    numbers: numeric ? (numbers as number[]) : null,
  };
}

/**
 * What of a run the server draws with the views' code: its values, when a view draws them (dice,
 * cards…), and its extras (a strength meter, a summary). The browser keeps those parts as the
 * server sent them until the views' code is here (run-values.tsx); a plain list is live at once.
 */
export function drawnParts(generation: Generation | undefined): { view: boolean; extras: boolean } {
  if (!generation) return { view: false, extras: false };
  const { bits, numbers } = extrasOf(generation.values);
  return { view: pickView(generation) !== null, extras: bits !== null || numbers !== null };
}

/** The reveal a run gets: a roll for dice, a flip for a coin, a deal for cards, else a pop. */
export function revealOf(kind: ViewKind | null): "roll" | "flip" | "deal" | "pop" {
  return kind === "dice" ? "roll" : kind === "coin" ? "flip" : kind === "cards" ? "deal" : "pop";
}
