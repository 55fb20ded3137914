import { defineGenerator } from "../../core/engine";
import { count } from "../../core/fields";
import { formatUuids, uppercaseToggle } from "../../shared/identifiers";

/**
 * UUIDs drawn at a time, through one reused array: allocating arrays as large as the run made
 * the garbage collector run in the middle of runs.
 */
const UUIDS_PER_DRAW = 512;
const uuidBytes = new Uint8Array(16 * UUIDS_PER_DRAW);

/**
 * Sets the version (4) and variant (10) bits of every 16 bytes. A function of its own, so that
 * the engine optimises this loop apart from `generate` (an optimised loop inside `generate`
 * kept deoptimising at the calls after it).
 */
function setVersionAndVariant(bytes: Uint8Array): Uint8Array {
  for (let i = 0; i < bytes.length; i += 16) {
    bytes[i + 6] = ((bytes[i + 6] as number) & 0x0f) | 0x40; // version 4
    bytes[i + 8] = ((bytes[i + 8] as number) & 0x3f) | 0x80; // variant 10xx
  }
  return bytes;
}

export default defineGenerator({
  id: "uuid-v4",
  title: "UUID v4 Generator",
  category: "identifiers",
  iconText: "🆔",
  description: "Random version 4 UUIDs (GUIDs) with 122 random bits, as defined in RFC 9562.",
  keywords: ["uuid", "guid", "uuid4", "unique id", "rfc 9562"],
  algorithm:
    "16 random bytes per UUID (four per 32-bit word, least significant first: up to 512 UUIDs' bytes at a time with Random.bytesInto, which gives the same bytes as Random.bytes(16) per UUID), then the version bits set to 4 and the variant bits to 10 as RFC 9562 requires, leaving 122 random bits, written as 8-4-4-4-12 hex digits.",
  version: 1,
  inputs: {
    count: count(1),
    uppercase: uppercaseToggle,
  },
  generate(random, { count, uppercase }) {
    // Drawn in chunks: whole words, so the same bytes as Random.bytes(16) per UUID.
    const texts: string[] = [];
    for (let done = 0; done < count; done += UUIDS_PER_DRAW) {
      const bytes = uuidBytes.subarray(0, 16 * Math.min(UUIDS_PER_DRAW, count - done));
      formatUuids(setVersionAndVariant(random.bytesInto(bytes)), uppercase, texts);
    }
    const values = texts.map((text) => ({ text }));
    return { values, summary: "Each UUID has 122 random bits." };
  },
});
