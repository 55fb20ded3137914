import { defineGenerator } from "../../core/engine";
import { count } from "../../core/fields";
import { clampNote, formatUuid, timestamp48, uppercaseToggle } from "../../shared/identifiers";

export default defineGenerator({
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
