import { defineGenerator } from "../../core/engine";
import { count } from "../../core/fields";
import { clampNote, timestamp48 } from "../../shared/identifiers";

/** Crockford's base32 alphabet (no I, L, O or U), as ULIDs use. */
export const CROCKFORD_BASE32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export default defineGenerator({
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
