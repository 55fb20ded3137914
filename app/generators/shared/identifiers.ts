import { toggle } from "../core/fields";
import { asciiTexts } from "./bulk-text";

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

const HEX_LOWER = Uint8Array.from("0123456789abcdef", (c) => c.charCodeAt(0));
const HEX_UPPER = Uint8Array.from("0123456789ABCDEF", (c) => c.charCodeAt(0));
/** Where the two hex digits of each of a UUID's 16 bytes go in its 36 characters. */
const UUID_DIGIT_OFFSETS = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];
const DASH = "-".charCodeAt(0);

/**
 * The UUIDs in `bytes`, 16 bytes each, formatted as {@link formatUuid} does: written as
 * ASCII hex digits by table into one array and decoded once, rather than built by
 * concatenation one UUID at a time.
 */
export function formatUuids(bytes: Uint8Array, uppercase: boolean): string[] {
  const count = bytes.length >>> 4;
  const digits = uppercase ? HEX_UPPER : HEX_LOWER;
  const ascii = new Uint8Array(count * 36);
  for (let k = 0; k < count; k++) {
    const from = k * 16;
    const to = k * 36;
    for (let i = 0; i < 16; i++) {
      const byte = bytes[from + i] as number;
      const at = to + (UUID_DIGIT_OFFSETS[i] as number);
      ascii[at] = digits[byte >>> 4] as number;
      ascii[at + 1] = digits[byte & 15] as number;
    }
    ascii[to + 8] = DASH;
    ascii[to + 13] = DASH;
    ascii[to + 18] = DASH;
    ascii[to + 23] = DASH;
  }
  return asciiTexts(ascii, 36);
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
