/**
 * What a new draw may be: one check shared by the form at /draws/new, its no-JavaScript POST
 * and `POST /api/v1/draws`, with every message written once here.
 */
import { z } from "zod";

import { DRAW_LIMITS } from "./draw-limits";
import { count } from "./draw-words";
import { canonicalEntriesV2, canonicalText, forbiddenCodePointIn } from "./canonical-form";

/** Where a draw was started from, so its page can link back ("Make this a public draw"). */
export const DRAW_ORIGINS = ["pick-from-list", "spin-the-wheel"] as const;
export type DrawOrigin = (typeof DRAW_ORIGINS)[number];

/** Every message about a draw's input or its limits. */
export const DRAW_MESSAGES = {
  titleMissing: "Give the draw a title.",
  titleTooLong: `Keep the title to ${count(DRAW_LIMITS.maxTitleChars)} characters.`,
  titleForbidden: (codePoint: number) =>
    `The title contains an invisible control character (${codePointName(codePoint)}): remove it.`,
  entriesMissing: "Add at least one entry: one per line.",
  tooManyEntries: `A draw takes at most ${count(DRAW_LIMITS.maxEntries)} entries.`,
  entryTooLong: (line: number) =>
    `Entry ${count(line)} is longer than ${count(DRAW_LIMITS.maxEntryChars)} characters.`,
  entryForbidden: (entry: string, codePoint: number) =>
    `The entry “${entry.slice(0, 40)}” contains an invisible control character (${codePointName(codePoint)}): remove it.`,
  rangeInvalid: `The range ends at a whole number from 1 to ${count(DRAW_LIMITS.maxEntries)}.`,
  winnersInvalid: `Winners is a whole number from ${DRAW_LIMITS.minWinners} to ${DRAW_LIMITS.maxWinners}.`,
  winnersOverEntries: (winners: number, entries: number) =>
    `Can't draw ${count(winners)} winners from ${count(entries)} ${entries === 1 ? "entry" : "entries"}: lower Winners or add entries.`,
  drawAtInvalid: "Choose a date and time for the draw, or As soon as possible.",
  drawAtImpossible: (text: string) =>
    `There is no such date and time as ${text.slice(0, 40)}: check the day, month and hour.`,
  drawAtPast: "The chosen time has passed: choose a later one, or As soon as possible.",
  drawAtTooFar: `A draw can be at most ${DRAW_LIMITS.maxAheadDays} days ahead.`,
  unknownField: (field: string, suggestion: string | null) =>
    `There is no field "${field.slice(0, 40)}"${suggestion ? `: did you mean "${suggestion}"?` : "."} See /docs/how-public-draws-work for the fields.`,
  tooLarge: `The request is too large: a draw's body is at most ${count(DRAW_LIMITS.maxBodyBytes / 1024 / 1024)} MiB.`,
} as const;

/** A code point as Unicode writes it: U+000B. */
const codePointName = (codePoint: number) =>
  `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;

/** The fields of a new draw, as the form and the API name them. */
export type DrawField = "title" | "entries" | "range" | "winners" | "drawAt";

/** One problem with the input, naming the field it belongs to (an unknown field by its name). */
export interface DrawProblem {
  field: DrawField | "body" | (string & {});
  message: string;
}

/** A valid new draw: method 2's canonical title and pool. */
export interface DrawInput {
  title: string;
  /** The canonical entries (sorted) or the range of numbers. */
  pool: { kind: "list"; entries: string[] } | { kind: "range"; min: number; max: number };
  /** Only the Merkle root of salted entries is published (lists only). */
  hidden: boolean;
  winners: number;
  /** The chosen time in Unix ms, or null for "as soon as possible". */
  drawAtMs: number | null;
  listed: boolean;
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
  /**
   * Minutes east of UTC of the clock drawAt was read on, when drawAt carries no offset (the
   * form's browser sends it, so a teacher picks 14:00 in their own time). Default 0: UTC.
   */
  utcOffset: z.union([z.number(), z.string()]).optional(),
  listed: flag,
  hashOnly: flag,
  origin: z.enum(DRAW_ORIGINS).optional().catch(undefined),
});

export type DrawRequest = z.input<typeof DrawRequestSchema>;

const FIELDS = Object.keys(DrawRequestSchema.shape);

/** The known field a mistyped one most likely meant: a prefix either way, or one edit away. */
function suggestField(name: string): string | null {
  const lower = name.toLowerCase();
  return (
    FIELDS.find((field) => {
      const known = field.toLowerCase();
      return known.startsWith(lower) || lower.startsWith(known) || editDistance(known, lower) <= 2;
    }) ?? null
  );
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?$/i;

/**
 * A date-time as ISO 8601 writes it (2030-05-01T18:00:00Z, +02:00, or no offset, which is then
 * `utcOffset` minutes east of UTC), or "impossible" for a date the calendar does not have
 * (2027-02-30), or null for text that is no date-time at all.
 */
export function parseDrawAt(text: string, utcOffset: number): number | "impossible" | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = "0", ms = "0", zone] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return "impossible";
  if (hour > 23 || minute > 59 || second > 59) return "impossible";
  let offset = utcOffset;
  if (zone && zone.toUpperCase() !== "Z") {
    const [zoneHours, zoneMinutes] = zone.slice(1).split(":").map(Number) as [number, number];
    if (zoneHours > 23 || zoneMinutes > 59) return "impossible";
    offset = (zone.startsWith("-") ? -1 : 1) * (zoneHours * 60 + zoneMinutes);
  } else if (zone) offset = 0;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, Number(ms.padEnd(3, "0")));
  return utc - offset * 60_000;
}

/** Minutes east of UTC, as the form sends them; anything else is UTC. */
function offsetMinutes(value: unknown): number {
  const minutes = Number(value);
  return Number.isInteger(minutes) && Math.abs(minutes) <= 18 * 60 ? minutes : 0;
}

export type DrawCheck = { ok: true; input: DrawInput } | { ok: false; problems: DrawProblem[] };

/** Checks a new draw at time `nowMs`, naming every problem at once. */
export function checkDrawRequest(raw: unknown, nowMs: number): DrawCheck {
  const unknown =
    typeof raw === "object" && raw !== null
      ? Object.keys(raw).filter((name) => !FIELDS.includes(name))
      : [];
  if (unknown.length > 0) {
    return {
      ok: false,
      problems: unknown.map((field) => ({
        field,
        message: DRAW_MESSAGES.unknownField(field, suggestField(field)),
      })),
    };
  }
  const parsed = DrawRequestSchema.safeParse(raw);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "body");
    return {
      ok: false,
      problems: [
        {
          field,
          message: `${field} has the wrong type: see /docs/how-public-draws-work for the fields.`,
        },
      ],
    };
  }
  const request = parsed.data;
  const problems: DrawProblem[] = [];

  const title = canonicalText(request.title);
  const titleForbidden = forbiddenCodePointIn(title);
  if (title === "") problems.push({ field: "title", message: DRAW_MESSAGES.titleMissing });
  else if ([...title].length > DRAW_LIMITS.maxTitleChars) {
    problems.push({ field: "title", message: DRAW_MESSAGES.titleTooLong });
  } else if (titleForbidden !== null) {
    problems.push({ field: "title", message: DRAW_MESSAGES.titleForbidden(titleForbidden) });
  }

  let pool: DrawInput["pool"] | null = null;
  let size = 0;
  if (request.source === "range") {
    const range = wholeNumber.safeParse(request.range);
    if (!range.success || range.data < 1 || range.data > DRAW_LIMITS.maxEntries) {
      problems.push({ field: "range", message: DRAW_MESSAGES.rangeInvalid });
    } else {
      pool = { kind: "range", min: 1, max: range.data };
      size = range.data;
    }
  } else {
    const entries = canonicalEntriesV2(request.entries);
    size = entries.length;
    const longLine = entries.findIndex((entry) => [...entry].length > DRAW_LIMITS.maxEntryChars);
    const withForbidden = entries.find((entry) => forbiddenCodePointIn(entry) !== null);
    if (entries.length === 0) {
      problems.push({ field: "entries", message: DRAW_MESSAGES.entriesMissing });
    } else if (entries.length > DRAW_LIMITS.maxEntries) {
      problems.push({ field: "entries", message: DRAW_MESSAGES.tooManyEntries });
    } else if (longLine >= 0) {
      problems.push({ field: "entries", message: DRAW_MESSAGES.entryTooLong(longLine + 1) });
    } else if (withForbidden !== undefined) {
      const codePoint = forbiddenCodePointIn(withForbidden) ?? 0;
      problems.push({
        field: "entries",
        message: DRAW_MESSAGES.entryForbidden(withForbidden, codePoint),
      });
    } else pool = { kind: "list", entries };
  }

  const winners = wholeNumber.safeParse(request.winners ?? 1);
  const winnerCount = winners.success ? winners.data : NaN;
  if (
    !Number.isInteger(winnerCount) ||
    winnerCount < DRAW_LIMITS.minWinners ||
    winnerCount > DRAW_LIMITS.maxWinners
  ) {
    problems.push({ field: "winners", message: DRAW_MESSAGES.winnersInvalid });
  } else if (size > 0 && winnerCount > size) {
    problems.push({
      field: "winners",
      message: DRAW_MESSAGES.winnersOverEntries(winnerCount, size),
    });
  }

  let drawAtMs: number | null = null;
  const wantsTime = request.when === "at" || (request.when === undefined && !!request.drawAt);
  if (wantsTime) {
    const text = request.drawAt ?? "";
    const at = parseDrawAt(text, offsetMinutes(request.utcOffset));
    if (at === null) problems.push({ field: "drawAt", message: DRAW_MESSAGES.drawAtInvalid });
    else if (at === "impossible") {
      problems.push({ field: "drawAt", message: DRAW_MESSAGES.drawAtImpossible(text.trim()) });
    } else if (at < nowMs) problems.push({ field: "drawAt", message: DRAW_MESSAGES.drawAtPast });
    else if (at > nowMs + DRAW_LIMITS.maxAheadDays * 86_400_000) {
      problems.push({ field: "drawAt", message: DRAW_MESSAGES.drawAtTooFar });
    } else drawAtMs = at;
  }

  if (problems.length > 0 || pool === null) return { ok: false, problems };
  return {
    ok: true,
    input: {
      title,
      pool,
      hidden: request.hashOnly && pool.kind === "list",
      winners: winnerCount,
      drawAtMs,
      listed: request.listed,
      origin: request.origin ?? null,
    },
  };
}
