import { describe, expect, it } from "vitest";

import {
  addressAt,
  blocksRanges,
  classifyIpv4,
  formatIpv4,
  formatIpv6,
  mergeRanges,
  parseIpv4,
  publicIpv4Ranges,
  rangesSize,
  SPECIAL_PURPOSE_IPV4,
} from "./ip-addresses";

/** Sixteen bytes from an address written in full (eight groups of four digits). */
function bytesOf(full: string): Uint8Array {
  const hex = full.replace(/:/g, "");
  return Uint8Array.from({ length: 16 }, (_, i) => parseInt(hex.slice(2 * i, 2 * i + 2), 16));
}

describe("IPv4 ranges", () => {
  it("reads and writes dotted quads", () => {
    expect(parseIpv4("192.168.1.10")).toBe(3232235786);
    expect(formatIpv4(3232235786)).toBe("192.168.1.10");
    expect(formatIpv4(parseIpv4("255.255.255.255"))).toBe("255.255.255.255");
    expect(formatIpv4(0)).toBe("0.0.0.0");
  });

  it("counts the RFC 1918 space as 17,891,328 addresses", () => {
    const ranges = blocksRanges(SPECIAL_PURPOSE_IPV4.filter((b) => b.rfc === "RFC 1918"));
    expect(rangesSize(ranges)).toBe(2 ** 24 + 2 ** 20 + 2 ** 16);
    expect(formatIpv4(addressAt(ranges, 0))).toBe("10.0.0.0");
    expect(formatIpv4(addressAt(ranges, 2 ** 24))).toBe("172.16.0.0");
    expect(formatIpv4(addressAt(ranges, 2 ** 24 + 2 ** 20))).toBe("192.168.0.0");
    expect(() => addressAt(ranges, rangesSize(ranges))).toThrow(RangeError);
  });

  it("merges nested and touching blocks, so no address counts twice", () => {
    // 255.255.255.255/32 lies inside 240.0.0.0/4.
    const special = blocksRanges(SPECIAL_PURPOSE_IPV4);
    expect(special.at(-1)).toEqual({ first: parseIpv4("240.0.0.0"), last: 0xffffffff });
    expect(
      mergeRanges([
        { first: 5, last: 9 },
        { first: 0, last: 4 },
        { first: 7, last: 8 },
      ]),
    ).toEqual([{ first: 0, last: 9 }]);
  });

  it("makes public space the exact complement of the registry and multicast", () => {
    const special = rangesSize(blocksRanges(SPECIAL_PURPOSE_IPV4));
    const multicast = 2 ** 28;
    expect(rangesSize(publicIpv4Ranges()) + special + multicast).toBe(2 ** 32);
    for (const range of publicIpv4Ranges()) {
      expect(classifyIpv4(range.first).cidr).toBe("");
      expect(classifyIpv4(range.last).cidr).toBe("");
    }
  });

  it("labels an address with the smallest block that holds it", () => {
    expect(classifyIpv4(parseIpv4("255.255.255.255")).name).toBe("Limited Broadcast");
    expect(classifyIpv4(parseIpv4("250.1.2.3")).name).toBe("Reserved");
    expect(classifyIpv4(parseIpv4("192.0.2.77")).cidr).toBe("192.0.2.0/24");
    expect(classifyIpv4(parseIpv4("239.1.1.1")).name).toBe("Multicast");
    expect(classifyIpv4(parseIpv4("8.8.8.8")).name).toBe("Public (global unicast)");
  });
});

describe("IPv6 text (RFC 5952)", () => {
  it.each([
    ["2001:0db8:0000:0000:0000:0000:0000:0001", "2001:db8::1"],
    ["2001:0db8:0000:0001:0001:0001:0001:0001", "2001:db8:0:1:1:1:1:1"],
    ["2001:0db8:0000:0000:0001:0000:0000:0001", "2001:db8::1:0:0:1"],
    ["2001:0db8:0000:0000:0000:0001:0000:0000", "2001:db8::1:0:0"],
    ["0000:0000:0000:0000:0000:0000:0000:0001", "::1"],
    ["0000:0000:0000:0000:0000:0000:0000:0000", "::"],
    ["fe80:0000:0000:0000:0000:0000:0000:0000", "fe80::"],
    ["2001:0db8:aaaa:bbbb:cccc:dddd:eeee:0001", "2001:db8:aaaa:bbbb:cccc:dddd:eeee:1"],
  ])("writes %s as %s", (full, short) => {
    expect(formatIpv6(bytesOf(full), true)).toBe(short);
    expect(formatIpv6(bytesOf(full), false)).toBe(full);
  });
});
