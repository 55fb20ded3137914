import { count, integer, select, text, toggle } from "../core/fields";
import { defineGenerator, type GeneratedValue } from "../core/engine";
import type { Random } from "../core/random";
import { RUN_CHARACTERS_HELP, plural, roundBits, runCharactersProblem } from "./shared";

/** Two lowercase hex digits for every byte value: formatting by table, not toString per byte. */
const HEX_PAIRS = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));

/** 8-4-4-4-12 hex groups of a 16-byte UUID. */
function formatUuid(b: Uint8Array, uppercase: boolean): string {
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

/** Largest 48-bit millisecond timestamp (the year 10889): the limit of UUID v7 and ULID. */
export const MAX_TIMESTAMP_48 = 2 ** 48 - 1;

/**
 * The run's clock as a whole 48-bit millisecond count. UUID v7 and ULID cannot hold a time
 * before 1970 or after the year 10889, so such a time is clamped (and the run says so).
 */
function timestamp48(now: number): { ms: number; clamped: boolean } {
  const ms = Number.isFinite(now) ? Math.floor(now) : 0;
  const clamped = Math.min(Math.max(ms, 0), MAX_TIMESTAMP_48);
  return { ms: clamped, clamped: clamped !== ms || !Number.isFinite(now) };
}

function clampNote(name: string, ms: number): string {
  return `The current time is outside what a ${name} can hold, so ${new Date(ms).toISOString()} was used.`;
}

const uppercaseToggle = toggle({ label: "Uppercase", default: false });

const uuidV4 = defineGenerator({
  id: "uuid-v4",
  title: "UUID v4 Generator",
  category: "identifiers",
  iconText: "🆔",
  description: "Random version 4 UUIDs (GUIDs) with 122 random bits, as defined in RFC 9562.",
  keywords: ["uuid", "guid", "uuid4", "unique id", "rfc 9562"],
  algorithm:
    "16 random bytes (Random.bytes, four per 32-bit word), then the version bits set to 4 and the variant bits to 10 as RFC 9562 requires, leaving 122 random bits, written as 8-4-4-4-12 hex digits.",
  version: 1,
  inputs: {
    count: count(1),
    uppercase: uppercaseToggle,
  },
  generate(random, { count, uppercase }) {
    const values = Array.from({ length: count }, () => {
      const bytes = random.bytes(16);
      bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40; // version 4
      bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80; // variant 10xx
      return { text: formatUuid(bytes, uppercase) };
    });
    return { values, summary: "Each UUID has 122 random bits." };
  },
});

const uuidV7 = defineGenerator({
  id: "uuid-v7",
  title: "UUID v7 Generator",
  category: "identifiers",
  iconText: "⏱️",
  description:
    "Time-ordered version 7 UUIDs: the current time in milliseconds followed by 74 random bits (RFC 9562).",
  keywords: ["uuid", "uuid7", "time-ordered uuid", "sortable id", "rfc 9562"],
  algorithm:
    "The run's time in whole milliseconds (kept within 0 … 2^48 − 1) fills the first 48 bits, big-endian; 10 random bytes (Random.bytes) fill the rest, with the version (7) and variant (10) bits set, leaving 74 random bits (RFC 9562). Every UUID of one run carries the same time.",
  version: 1,
  usesClock: true,
  inputs: {
    count: count(1),
    uppercase: uppercaseToggle,
  },
  generate(random, { count, uppercase }, _data, context) {
    const { ms, clamped } = timestamp48(context.now);
    const time = new Date(ms).toISOString();
    const values = Array.from({ length: count }, () => {
      const bytes = new Uint8Array(16);
      // unix_ts_ms: 48 bits, big-endian.
      let t = ms;
      for (let i = 5; i >= 0; i--) {
        bytes[i] = t % 256;
        t = Math.floor(t / 256);
      }
      // rand_a (12 bits) and rand_b (62 bits) around the version and variant bits.
      bytes.set(random.bytes(10), 6);
      bytes[6] = ((bytes[6] as number) & 0x0f) | 0x70; // version 7
      bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80; // variant 10xx
      return { text: formatUuid(bytes, uppercase), data: { timestamp: ms, time } };
    });
    return {
      values,
      notes: clamped ? [clampNote("UUID v7", ms)] : undefined,
      summary: `Timestamp ${time}; each UUID has 74 random bits.`,
    };
  },
});

/** Crockford's base32 alphabet (no I, L, O or U), as ULIDs use. */
export const CROCKFORD_BASE32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

const ulid = defineGenerator({
  id: "ulid",
  title: "ULID Generator",
  category: "identifiers",
  iconText: "🔠",
  description:
    "ULIDs: 26-character, time-sortable identifiers made of a millisecond timestamp and 80 random bits.",
  keywords: ["ulid", "sortable id", "unique id", "crockford base32", "lexicographic"],
  algorithm:
    "The run's time in whole milliseconds (48 bits) becomes the first 10 characters in Crockford's base32; each of the other 16 characters is an unbiased integer from 0 to 31 (Random.int) looked up in the same 32-character alphabet: 80 random bits.",
  version: 1,
  usesClock: true,
  inputs: { count: count(1) },
  generate(random, { count }, _data, context) {
    const { ms, clamped } = timestamp48(context.now);
    const time = new Date(ms).toISOString();
    // The first 10 characters encode the 48-bit time, most significant first.
    let timePart = "";
    let t = ms;
    for (let i = 0; i < 10; i++) {
      timePart = CROCKFORD_BASE32[t % 32] + timePart;
      t = Math.floor(t / 32);
    }
    const values = Array.from({ length: count }, () => {
      let randomPart = "";
      for (let i = 0; i < 16; i++) randomPart += CROCKFORD_BASE32[random.int(0, 31)];
      return { text: timePart + randomPart, data: { timestamp: ms, time } };
    });
    return {
      values,
      notes: clamped ? [clampNote("ULID", ms)] : undefined,
      summary: `Timestamp ${time}; each ULID has 80 random bits.`,
    };
  },
});

/** Nano ID's default URL-safe alphabet (64 characters: 6 bits each). */
export const NANOID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";

/** The characters of a custom alphabet, split by code point so emoji count as one. */
function alphabetCharacters(alphabet: string): string[] {
  return Array.from(alphabet);
}

const nanoid = defineGenerator({
  id: "nanoid",
  title: "Nano ID Generator",
  category: "identifiers",
  iconText: "🧬",
  description:
    "Short, URL-safe random IDs like V1StGXR8_Z5jdHi6B-myT, with the length and alphabet you choose.",
  keywords: ["nanoid", "nano id", "short id", "url-safe id", "random id"],
  algorithm:
    "Each character is a uniform pick (Random.pick, an unbiased index by rejection sampling) from the alphabet: Nano ID's 64 URL-safe characters by default, or your own, split into characters by code point.",
  version: 1,
  inputs: {
    length: integer({ label: "Length", min: 2, max: 256, default: 21 }),
    alphabet: text({
      label: "Custom alphabet",
      help: "Leave empty for the URL-safe A–Z, a–z, 0–9, _ and -.",
      maxLength: 256,
      default: "",
      placeholder: "0123456789abcdef",
    }),
    count: count(1),
  },
  check({ alphabet }) {
    if (alphabet === "") return null;
    const characters = alphabetCharacters(alphabet);
    if (characters.some((c) => /\s/u.test(c))) {
      return {
        field: "alphabet",
        message: "Custom alphabet can't contain spaces or line breaks: remove them.",
      };
    }
    const seen = new Set<string>();
    const repeated = new Set<string>();
    for (const c of characters) (seen.has(c) ? repeated : seen).add(c);
    if (repeated.size > 0) {
      return {
        field: "alphabet",
        message: `Custom alphabet has repeated characters (${[...repeated].join(" ")}), which would make them more likely than the others: list each character once.`,
      };
    }
    if (characters.length < 2) {
      return {
        field: "alphabet",
        message: "Custom alphabet needs at least 2 different characters.",
      };
    }
    return null;
  },
  generate(random, { length, alphabet, count }) {
    const characters = alphabetCharacters(alphabet === "" ? NANOID_ALPHABET : alphabet);
    const entropyBits = roundBits(length * Math.log2(characters.length));
    const values = Array.from({ length: count }, () => {
      let id = "";
      for (let i = 0; i < length; i++) id += random.pick(characters);
      return { text: id, data: { entropyBits } };
    });
    return { values, summary: `Each ID has about ${entropyBits} bits of randomness.` };
  },
});

function randomHex(random: Random, digits: number): string {
  let hex = "";
  for (let i = 0; i < digits; i++) hex += random.int(0, 15).toString(16);
  return hex;
}

const hexString = defineGenerator({
  id: "hex-string",
  title: "Random Hex String",
  category: "identifiers",
  iconText: "#️⃣",
  description: "Random hexadecimal strings of any length, for tokens, keys, salts and test data.",
  keywords: ["hex", "hexadecimal", "random hex", "token", "salt"],
  algorithm:
    "Each hex digit is an unbiased integer from 0 to 15 by rejection sampling (Random.int): 4 random bits per digit. Upper case and the 0x prefix are applied after drawing.",
  version: 1,
  inputs: {
    length: integer({ label: "Length (hex digits)", min: 1, max: 1024, default: 32 }),
    letterCase: select({
      label: "Letters",
      options: [
        { value: "lower", label: "Lowercase (a–f)" },
        { value: "upper", label: "Uppercase (A–F)" },
      ],
      default: "lower",
    }),
    prefix: toggle({ label: "Add 0x prefix", default: false }),
    // A value can be 1,024 characters long: the budget keeps a run near 1 MB.
    count: count(1, { help: RUN_CHARACTERS_HELP }),
  },
  check({ length, count }) {
    return runCharactersProblem(length, count);
  },
  generate(random, { length, letterCase, prefix, count }) {
    const entropyBits = length * 4;
    const values = Array.from({ length: count }, () => {
      const hex = randomHex(random, length);
      const digits = letterCase === "upper" ? hex.toUpperCase() : hex;
      return { text: prefix ? `0x${digits}` : digits, data: { entropyBits } };
    });
    return {
      values,
      summary: `Each string has ${plural(entropyBits, "random bit")}.`,
    };
  },
});

const MAC_SEPARATORS = { colon: ":", hyphen: "-", none: "" } as const;

const macAddress = defineGenerator({
  id: "mac-address",
  title: "Random MAC Address",
  category: "identifiers",
  iconText: "🔌",
  description:
    "Random 48-bit MAC addresses, by default marked as locally administered so they never clash with a real vendor's.",
  keywords: ["mac address", "hardware address", "ethernet", "network", "eui-48"],
  algorithm:
    "6 random bytes (Random.bytes); for a locally administered unicast address the first octet's local bit (0x02) is set and its multicast bit (0x01) cleared, leaving 46 random bits.",
  version: 1,
  inputs: {
    local: toggle({
      label: "Locally administered unicast",
      help: "Sets the local bit and clears the multicast bit of the first octet.",
      default: true,
    }),
    separator: select({
      label: "Separator",
      options: [
        { value: "colon", label: "Colon (00:1a:2b…)" },
        { value: "hyphen", label: "Hyphen (00-1a-2b…)" },
        { value: "none", label: "None (001a2b…)" },
      ],
      default: "colon",
    }),
    uppercase: uppercaseToggle,
    count: count(1),
  },
  generate(random, { local, separator, uppercase, count }) {
    const values: GeneratedValue[] = Array.from({ length: count }, () => {
      const bytes = random.bytes(6);
      if (local) bytes[0] = ((bytes[0] as number) | 0x02) & 0xfe;
      const octets = Array.from(bytes, (b) => HEX_PAIRS[b] as string);
      const mac = octets.join(MAC_SEPARATORS[separator]);
      const first = bytes[0] as number;
      return {
        text: uppercase ? mac.toUpperCase() : mac,
        data: { locallyAdministered: (first & 0x02) !== 0, multicast: (first & 0x01) !== 0 },
      };
    });
    return { values };
  },
});

export default [uuidV4, uuidV7, ulid, nanoid, hexString, macAddress];
