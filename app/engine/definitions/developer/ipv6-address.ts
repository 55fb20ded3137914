import { defineGenerator } from "../../core/engine";
import { count, select } from "../../core/fields";
import { formatIpv6 } from "../../shared/ip-addresses";

/**
 * Each kind: its prefix (the fixed leading bits) and, for global unicast, the special-purpose
 * blocks inside 2000::/3 that are redrawn, so "global" never gives a documentation address.
 */
const KINDS = {
  global: {
    prefix: "2000::/3",
    rfc: "RFC 4291",
    fill(bytes: Uint8Array) {
      bytes[0] = 0x20 | ((bytes[0] as number) & 0x1f);
    },
  },
  ula: {
    prefix: "fd00::/8",
    rfc: "RFC 4193",
    fill(bytes: Uint8Array) {
      bytes[0] = 0xfd;
    },
  },
  documentation: {
    prefix: "2001:db8::/32",
    rfc: "RFC 3849",
    fill(bytes: Uint8Array) {
      bytes.set([0x20, 0x01, 0x0d, 0xb8]);
    },
  },
  linkLocal: {
    prefix: "fe80::/64",
    rfc: "RFC 4291",
    fill(bytes: Uint8Array) {
      bytes.set([0xfe, 0x80, 0, 0, 0, 0, 0, 0]);
    },
  },
} as const;

/** Special-purpose blocks inside 2000::/3 (IANA IPv6 Special-Purpose Address Registry). */
function isSpecialGlobal(b: Uint8Array): boolean {
  const first = ((b[0] as number) << 8) | (b[1] as number);
  const second = ((b[2] as number) << 8) | (b[3] as number);
  return (
    (first === 0x2001 && second < 0x0200) || // 2001::/23 IETF protocol assignments
    (first === 0x2001 && second === 0x0db8) || // 2001:db8::/32 documentation
    first === 0x2002 || // 2002::/16 6to4
    (first === 0x3fff && second < 0x1000) // 3fff::/20 documentation
  );
}

export default defineGenerator({
  id: "ipv6-address",
  title: "Random IPv6 Address",
  category: "developer",
  iconText: "🛰️",
  description:
    "Random IPv6 addresses: global unicast, unique local (fd00::/8), documentation (2001:db8::/32) or link-local, written the RFC 5952 way or in full.",
  keywords: ["ipv6", "ipv6 address", "unique local address", "ula", "test ip address"],
  algorithm:
    "16 random bytes (Random.bytes), then the kind's fixed leading bits are written over them, so every address of the prefix is equally likely. Global unicast addresses that fall in a special-purpose block (2001::/23, 2001:db8::/32, 2002::/16, 3fff::/20) are redrawn whole. Text follows RFC 5952: lowercase, the longest run of zero groups as ::.",
  version: 1,
  inputs: {
    kind: select({
      label: "Kind",
      options: [
        { value: "global", label: "Global unicast (2000::/3)" },
        { value: "ula", label: "Unique local (fd00::/8)" },
        { value: "documentation", label: "Documentation (2001:db8::/32)" },
        { value: "linkLocal", label: "Link-local (fe80::/64)" },
      ],
      default: "ula",
    }),
    format: select({
      label: "Format",
      options: [
        { value: "compressed", label: "Shortest (RFC 5952)" },
        { value: "expanded", label: "Full, 8 groups of 4 digits" },
      ],
      default: "compressed",
    }),
    count: count(5),
  },
  generate(random, { kind, format, count }) {
    const { prefix, rfc, fill } = KINDS[kind];
    const values = Array.from({ length: count }, () => {
      let bytes: Uint8Array;
      do {
        bytes = random.bytes(16);
        fill(bytes);
      } while (kind === "global" && isSpecialGlobal(bytes));
      return {
        text: formatIpv6(bytes, format === "compressed"),
        data: { prefix, rfc, expanded: formatIpv6(bytes, false) },
      };
    });
    return { values };
  },
});
