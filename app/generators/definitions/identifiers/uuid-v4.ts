import { defineGenerator } from "../../core/engine";
import { count } from "../../core/fields";
import { formatUuids, uppercaseToggle } from "../../shared/identifiers";

export default defineGenerator({
  id: "uuid-v4",
  title: "UUID v4 Generator",
  category: "identifiers",
  iconText: "🆔",
  description: "Random version 4 UUIDs (GUIDs) with 122 random bits, as defined in RFC 9562.",
  keywords: ["uuid", "guid", "uuid4", "unique id", "rfc 9562"],
  algorithm:
    "16 random bytes per UUID (four per 32-bit word, least significant first: for the whole run at once with Random.bytesInto, which gives the same bytes as Random.bytes(16) per UUID), then the version bits set to 4 and the variant bits to 10 as RFC 9562 requires, leaving 122 random bits, written as 8-4-4-4-12 hex digits.",
  version: 1,
  inputs: {
    count: count(1),
    uppercase: uppercaseToggle,
  },
  generate(random, { count, uppercase }) {
    // One draw for the run: the same bytes as Random.bytes(16) per UUID, so the same UUIDs.
    const bytes = random.bytesInto(new Uint8Array(16 * count));
    for (let i = 0; i < bytes.length; i += 16) {
      bytes[i + 6] = ((bytes[i + 6] as number) & 0x0f) | 0x40; // version 4
      bytes[i + 8] = ((bytes[i + 8] as number) & 0x3f) | 0x80; // variant 10xx
    }
    const values = formatUuids(bytes, uppercase).map((text) => ({ text }));
    return { values, summary: "Each UUID has 122 random bits." };
  },
});
