import { defineGenerator } from "../../core/engine";
import { count } from "../../core/fields";
import { formatUuid, uppercaseToggle } from "../../shared/identifiers";

export default defineGenerator({
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
