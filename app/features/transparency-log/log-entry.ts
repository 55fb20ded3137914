/**
 * The log entry of a public draw: its commitment, as a JSON object canonicalised by RFC 8785
 * (JCS) and encoded as UTF-8, so anyone can rebuild the exact bytes from the draw's public record
 * and hash them to the logged leaf. It never holds the entries themselves (a hash-only draw
 * publishes only their hash), only what fixes the outcome before the round is known: the
 * commitment (method 2: SHA-256 of the committed record, which holds the title, the pool or its
 * Merkle root, the winners, the chain and the round; method 1: the entries' hash) and the count,
 * how many winners, the method, the beacon chain and round, and when it was made. Pure.
 */
import canonicalize from "canonicalize";

import type { PublicDraw } from "~/features/draws";

import { fromUtf8, utf8 } from "./encoding";

/** The entry format's name and version; a change of any field is a new version. */
export const DRAW_LOG_ENTRY_TYPE = "draw-commitment/v1";

/** A draw's commitment as the log records it. */
export interface DrawLogEntry {
  type: typeof DRAW_LOG_ENTRY_TYPE;
  drawId: string;
  /** The draw method's version (`DRAW_ALGORITHM_VERSION` when it was made). */
  methodVersion: number;
  /** Method 2: the record's SHA-256 (`commitmentHash`); method 1: the entries'. Lowercase hex. */
  commitment: string;
  entryCount: number;
  winnersCount: number;
  /** The drand chain whose round decides the draw, lowercase hex. */
  chainHash: string;
  round: number;
  /** When the draw was committed: ISO 8601 UTC with milliseconds, as the API shows it. */
  createdAt: string;
}

const KEYS: readonly (keyof DrawLogEntry)[] = [
  "type",
  "drawId",
  "methodVersion",
  "commitment",
  "entryCount",
  "winnersCount",
  "chainHash",
  "round",
  "createdAt",
];

const HEX_256 = /^[0-9a-f]{64}$/;
const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;

function isIsoUtc(text: unknown): text is string {
  if (typeof text !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(text)) {
    return false;
  }
  const date = new Date(text);
  return !Number.isNaN(date.getTime()) && date.toISOString() === text;
}

/** What is wrong with a would-be entry, or null when it is a valid one. */
export function drawLogEntryProblem(value: unknown): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "not an object";
  const entry = value as Record<string, unknown>;
  const extra = Object.keys(entry).filter((key) => !KEYS.includes(key as keyof DrawLogEntry));
  if (extra.length > 0) return `unknown fields: ${extra.join(", ")}`;
  if (entry.type !== DRAW_LOG_ENTRY_TYPE) return `type is not ${DRAW_LOG_ENTRY_TYPE}`;
  if (typeof entry.drawId !== "string" || !/^[A-Za-z0-9_-]{1,64}$/.test(entry.drawId)) {
    return "drawId is not a draw id";
  }
  for (const key of ["methodVersion", "entryCount", "winnersCount", "round"] as const) {
    if (!isCount(entry[key])) return `${key} is not a whole number`;
  }
  if (typeof entry.commitment !== "string" || !HEX_256.test(entry.commitment)) {
    return "commitment is not a SHA-256 in lowercase hex";
  }
  if (typeof entry.chainHash !== "string" || !HEX_256.test(entry.chainHash)) {
    return "chainHash is not a chain hash in lowercase hex";
  }
  if (!isIsoUtc(entry.createdAt)) return "createdAt is not an ISO 8601 UTC time";
  return null;
}

/** The entry's bytes: its RFC 8785 canonical JSON in UTF-8. */
export function encodeDrawLogEntry(entry: DrawLogEntry): Uint8Array {
  const problem = drawLogEntryProblem(entry);
  if (problem) throw new RangeError(`Not a draw log entry: ${problem}`);
  return utf8(canonicalize(entry) as string);
}

/** The entry these bytes hold, or null unless they are exactly a valid entry's canonical form. */
export function decodeDrawLogEntry(bytes: Uint8Array): DrawLogEntry | null {
  const text = fromUtf8(bytes);
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (drawLogEntryProblem(value) !== null) return null;
  // Only the canonical spelling counts: the same entry has one leaf hash.
  return canonicalize(value) === text ? (value as DrawLogEntry) : null;
}

/** What of a draw's public record its log entry is made of. */
export type LoggedDrawFields = Pick<
  PublicDraw,
  | "id"
  | "algorithmVersion"
  | "entriesHash"
  | "entryCount"
  | "winnersCount"
  | "chainHash"
  | "round"
  | "createdAt"
> & { commitmentHash?: string | null };

/** The entry a draw's public record commits to. */
export function drawLogEntry(draw: LoggedDrawFields): DrawLogEntry {
  return {
    type: DRAW_LOG_ENTRY_TYPE,
    drawId: draw.id,
    methodVersion: draw.algorithmVersion,
    commitment: draw.commitmentHash ?? draw.entriesHash,
    entryCount: draw.entryCount,
    winnersCount: draw.winnersCount,
    chainHash: draw.chainHash,
    round: draw.round,
    createdAt: draw.createdAt,
  };
}

/** The fields in which a logged entry and a draw's record disagree (none: they match). */
export function drawLogEntryMismatches(
  logged: DrawLogEntry,
  draw: LoggedDrawFields,
): (keyof DrawLogEntry)[] {
  const expected = drawLogEntry(draw);
  return KEYS.filter((key) => logged[key] !== expected[key]);
}
