import { toggle } from "../core/fields";
import { appendAsciiTexts } from "./bulk-text";

// Formats and limits shared by the identifier generators: hex bytes, UUIDs, the 48-bit time of
// UUID v7 and ULID, and Nano ID's alphabet (which the benchmark compares with nanoid's).

/** Two lowercase hex digits for every byte value: formatting by table, not toString per byte. */
export const HEX_PAIRS = Array.from({ length: 256 }, (_, byte) =>
  byte.toString(16).padStart(2, "0"),
);

/** 8-4-4-4-12 hex groups of a 16-byte UUID. */
export function formatUuid(b: Uint8Array, uppercase: boolean): string {
  const h = (i: number) => HEX_PAIRS[b[i] as number] as string;
  const uuid =
    h(0) +
    h(1) +
    h(2) +
    h(3) +
    "-" +
    h(4) +
    h(5) +
    "-" +
    h(6) +
    h(7) +
    "-" +
    h(8) +
    h(9) +
    "-" +
    h(10) +
    h(11) +
    h(12) +
    h(13) +
    h(14) +
    h(15);
  return uppercase ? uuid.toUpperCase() : uuid;
}

/**
 * A table of two ASCII characters per byte value, as the 16-bit units of a Uint16Array over
 * the characters' bytes: built through bytes, so it holds the right units on a platform of
 * either byte order.
 */
function pairTable(first: (byte: number) => number, second: (byte: number) => number) {
  const bytes = new Uint8Array(512);
  for (let byte = 0; byte < 256; byte++) {
    bytes[2 * byte] = first(byte);
    bytes[2 * byte + 1] = second(byte);
  }
  return new Uint16Array(bytes.buffer);
}

/** The character pairs of a UUID in one case: a byte's two digits, and the pairs at a dash. */
function uuidPairTables(digits: string) {
  const high = (byte: number) => digits.charCodeAt(byte >>> 4);
  const low = (byte: number) => digits.charCodeAt(byte & 15);
  const dash = () => "-".charCodeAt(0);
  return {
    /** Both digits of a byte; also the low digit of one byte and the high digit of the next. */
    digits: pairTable(high, low),
    dashHigh: pairTable(dash, high),
    lowDash: pairTable(low, dash),
  };
}

const UUID_PAIRS_LOWER = uuidPairTables("0123456789abcdef");
const UUID_PAIRS_UPPER = uuidPairTables("0123456789ABCDEF");

/** UUIDs formatted at a time: 455 × 36 = 16,380 bytes of text, through one reused scratch. */
const UUIDS_PER_CHUNK = 455;
const uuidPairs = new Uint16Array(UUIDS_PER_CHUNK * 18);

/**
 * Appends to `texts` (and returns it) the UUIDs in `bytes`, 16 bytes each, formatted as
 * {@link formatUuid} does, but in bulk: two characters at a time by table into a reused
 * array of ASCII, decoded a chunk of UUIDs at a time. A UUID's 36 characters are 18 pairs;
 * the dashes fall at characters 8, 13, 18 and 23, so pairs 4 to 6 and 9 to 11 straddle them.
 */
export function formatUuids(bytes: Uint8Array, uppercase: boolean, texts: string[] = []) {
  const tables = uppercase ? UUID_PAIRS_UPPER : UUID_PAIRS_LOWER;
  const count = bytes.length >>> 4;
  for (let done = 0; done < count; done += UUIDS_PER_CHUNK) {
    const chunk = Math.min(UUIDS_PER_CHUNK, count - done);
    writeUuidPairs(bytes, 16 * done, chunk, tables);
    appendAsciiTexts(new Uint8Array(uuidPairs.buffer, 0, 36 * chunk), 36, texts);
  }
  return texts;
}

/**
 * Writes the pairs of `count` UUIDs from byte `start` on into the scratch. The loop of
 * {@link formatUuids}, in a function of its own: optimised while running, a loop followed by
 * other calls kept deoptimising at those calls.
 */
function writeUuidPairs(
  b: Uint8Array,
  start: number,
  count: number,
  { digits, dashHigh, lowDash }: typeof UUID_PAIRS_LOWER,
): void {
  const pairs = uuidPairs;
  for (let from = start, to = 0; to < count * 18; from += 16, to += 18) {
    pairs[to] = digits[b[from] as number] as number;
    pairs[to + 1] = digits[b[from + 1] as number] as number;
    pairs[to + 2] = digits[b[from + 2] as number] as number;
    pairs[to + 3] = digits[b[from + 3] as number] as number;
    pairs[to + 4] = dashHigh[b[from + 4] as number] as number;
    pairs[to + 5] = digits[
      (((b[from + 4] as number) & 15) << 4) | ((b[from + 5] as number) >>> 4)
    ] as number;
    pairs[to + 6] = lowDash[b[from + 5] as number] as number;
    pairs[to + 7] = digits[b[from + 6] as number] as number;
    pairs[to + 8] = digits[b[from + 7] as number] as number;
    pairs[to + 9] = dashHigh[b[from + 8] as number] as number;
    pairs[to + 10] = digits[
      (((b[from + 8] as number) & 15) << 4) | ((b[from + 9] as number) >>> 4)
    ] as number;
    pairs[to + 11] = lowDash[b[from + 9] as number] as number;
    for (let i = 10; i < 16; i++) pairs[to + 2 + i] = digits[b[from + i] as number] as number;
  }
}

/** The Uppercase switch of the UUID and MAC address generators. */
export const uppercaseToggle = toggle({ label: "Uppercase", default: false });

/** Largest 48-bit millisecond timestamp (the year 10889): the limit of UUID v7 and ULID. */
export const MAX_TIMESTAMP_48 = 2 ** 48 - 1;

/**
 * The run's clock as a whole 48-bit millisecond count. UUID v7 and ULID cannot hold a time
 * before 1970 or after the year 10889, so such a time is clamped (and the run says so).
 */
export function timestamp48(now: number): { ms: number; clamped: boolean } {
  const ms = Number.isFinite(now) ? Math.floor(now) : 0;
  const clamped = Math.min(Math.max(ms, 0), MAX_TIMESTAMP_48);
  return { ms: clamped, clamped: clamped !== ms || !Number.isFinite(now) };
}

/** The note of a run whose time was clamped to `ms` to fit a `name` (UUID v7, ULID). */
export function clampNote(name: string, ms: number): string {
  return `The current time is outside what a ${name} can hold, so ${new Date(ms).toISOString()} was used.`;
}

/** Nano ID's default URL-safe alphabet (64 characters: 6 bits each). */
export const NANOID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";
