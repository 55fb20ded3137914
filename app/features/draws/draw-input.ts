/**
 * What a new draw may be: one check shared by the form at /draws/new, its no-JavaScript POST
 * and `POST /api/v1/draws`, with every message written once here.
 */
import { z } from "zod";

import { DRAW_LIMITS } from "./draw-limits";
import { canonicalEntries, rangeEntries } from "./draw-method";

const count = (value: number) => value.toLocaleString("en-US");

/** Where a draw was started from, so its page can link back ("Make this a public draw"). */
export const DRAW_ORIGINS = ["pick-from-list", "spin-the-wheel"] as const;
export type DrawOrigin = (typeof DRAW_ORIGINS)[number];

/** Every message about a draw's input or its limits. */
export const DRAW_MESSAGES = {
  titleMissing: "Give the draw a title.",
  titleTooLong: `Keep the title to ${count(DRAW_LIMITS.maxTitleChars)} characters.`,
  entriesMissing: "Add at least one entry: one per line.",
  tooManyEntries: `A draw takes at most ${count(DRAW_LIMITS.maxEntries)} entries.`,
  entryTooLong: (line: number) =>
    `Entry ${count(line)} is longer than ${count(DRAW_LIMITS.maxEntryChars)} characters.`,
  rangeInvalid: `The range ends at a whole number from 1 to ${count(DRAW_LIMITS.maxEntries)}.`,
  winnersInvalid: `Winners is a whole number from ${DRAW_LIMITS.minWinners} to ${DRAW_LIMITS.maxWinners}.`,
  winnersOverEntries: (winners: number, entries: number) =>
    `Can't draw ${count(winners)} winners from ${count(entries)} ${entries === 1 ? "entry" : "entries"}: lower Winners or add entries.`,
  drawAtInvalid: "Choose a date and time for the draw (UTC), or As soon as possible.",
  drawAtPast: "The chosen time has passed: choose a later one, or As soon as possible.",
  drawAtTooFar: `A draw can be at most ${DRAW_LIMITS.maxAheadDays} days ahead.`,
  tooLarge: `The request is too large: a draw's body is at most ${count(DRAW_LIMITS.maxBodyBytes / 1024 / 1024)} MiB.`,
} as const;

/** One problem with the input, naming the field it belongs to. */
export interface DrawProblem {
  field: "title" | "entries" | "range" | "winners" | "drawAt" | "body";
  message: string;
}

/** A valid new draw. */
export interface DrawInput {
  title: string;
  entries: string[];
  winners: number;
  /** The chosen time in Unix ms, or null for "as soon as possible". */
  drawAtMs: number | null;
  listed: boolean;
  hashOnly: boolean;
  origin: DrawOrigin | null;
}

const flag = z
  .union([z.boolean(), z.literal("on"), z.literal("true"), z.literal("false"), z.literal("")])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

/** A whole number sent as text (as the form sends it), once trimmed. */
export const WHOLE_NUMBER_TEXT = /^\d{1,9}$/;

const wholeNumber = z.union([
  z.number(),
  z.string().trim().regex(WHOLE_NUMBER_TEXT).transform(Number),
]);

/** The raw shape both the form and the API give; the checks below make it a DrawInput. */
export const DrawRequestSchema = z.object({
  title: z.string().optional().default(""),
  entries: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (Array.isArray(value) ? value.join("\n") : (value ?? ""))),
  /** "list" (the default) or "range" for the entries 1..range. */
  source: z.enum(["list", "range"]).optional().default("list"),
  range: z.unknown().optional(),
  winners: z.unknown().optional(),
  /** "asap" (the default) or "at" with drawAt; the API may give drawAt alone. */
  when: z.enum(["asap", "at"]).optional(),
  drawAt: z.string().nullable().optional(),
  listed: flag,
  hashOnly: flag,
  origin: z.enum(DRAW_ORIGINS).optional().catch(undefined),
});

export type DrawRequest = z.input<typeof DrawRequestSchema>;

/** A date-time as the form's `datetime-local` gives it (read as UTC) or any ISO 8601 time. */
function parseDrawAt(text: string): number | null {
  const trimmed = text.trim();
  const local = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(trimmed);
  const ms = Date.parse(local ? `${trimmed}Z` : trimmed);
  return Number.isFinite(ms) && /^\d{4}-\d{2}-\d{2}T/.test(trimmed) ? ms : null;
}

export type DrawCheck = { ok: true; input: DrawInput } | { ok: false; problems: DrawProblem[] };

/** Checks a new draw at time `nowMs`, naming every problem at once. */
export function checkDrawRequest(raw: unknown, nowMs: number): DrawCheck {
  const parsed = DrawRequestSchema.safeParse(raw);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "body");
    const known = ["title", "entries", "range", "winners", "drawAt"].includes(field);
    return {
      ok: false,
      problems: [
        {
          field: known ? (field as DrawProblem["field"]) : "body",
          message: `${field} has the wrong type: see /docs/how-public-draws-work for the fields.`,
        },
      ],
    };
  }
  const request = parsed.data;
  const problems: DrawProblem[] = [];

  const title = request.title.normalize("NFC").trim();
  if (title === "") problems.push({ field: "title", message: DRAW_MESSAGES.titleMissing });
  else if ([...title].length > DRAW_LIMITS.maxTitleChars) {
    problems.push({ field: "title", message: DRAW_MESSAGES.titleTooLong });
  }

  let entries: string[] = [];
  if (request.source === "range") {
    const range = wholeNumber.safeParse(request.range);
    if (!range.success || range.data < 1 || range.data > DRAW_LIMITS.maxEntries) {
      problems.push({ field: "range", message: DRAW_MESSAGES.rangeInvalid });
    } else entries = rangeEntries(range.data);
  } else {
    entries = canonicalEntries(request.entries);
    const longLine = entries.findIndex((entry) => [...entry].length > DRAW_LIMITS.maxEntryChars);
    if (entries.length === 0) {
      problems.push({ field: "entries", message: DRAW_MESSAGES.entriesMissing });
    } else if (entries.length > DRAW_LIMITS.maxEntries) {
      problems.push({ field: "entries", message: DRAW_MESSAGES.tooManyEntries });
    } else if (longLine >= 0) {
      problems.push({ field: "entries", message: DRAW_MESSAGES.entryTooLong(longLine + 1) });
    }
  }

  const winners = wholeNumber.safeParse(request.winners ?? 1);
  const winnerCount = winners.success ? winners.data : NaN;
  if (
    !Number.isInteger(winnerCount) ||
    winnerCount < DRAW_LIMITS.minWinners ||
    winnerCount > DRAW_LIMITS.maxWinners
  ) {
    problems.push({ field: "winners", message: DRAW_MESSAGES.winnersInvalid });
  } else if (entries.length > 0 && winnerCount > entries.length) {
    problems.push({
      field: "winners",
      message: DRAW_MESSAGES.winnersOverEntries(winnerCount, entries.length),
    });
  }

  let drawAtMs: number | null = null;
  const wantsTime = request.when === "at" || (request.when === undefined && !!request.drawAt);
  if (wantsTime) {
    const at = parseDrawAt(request.drawAt ?? "");
    if (at === null) problems.push({ field: "drawAt", message: DRAW_MESSAGES.drawAtInvalid });
    else if (at < nowMs) problems.push({ field: "drawAt", message: DRAW_MESSAGES.drawAtPast });
    else if (at > nowMs + DRAW_LIMITS.maxAheadDays * 86_400_000) {
      problems.push({ field: "drawAt", message: DRAW_MESSAGES.drawAtTooFar });
    } else drawAtMs = at;
  }

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    input: {
      title,
      entries,
      winners: winnerCount,
      drawAtMs,
      listed: request.listed,
      hashOnly: request.hashOnly,
      origin: request.origin ?? null,
    },
  };
}
