import type { Random } from "../core/random";

// IPv4 and IPv6 address blocks and formats shared by the address and subnet generators. The
// blocks are the IANA IPv4 Special-Purpose Address Registry (RFC 6890 and its updates) and the
// multicast block of RFC 5771, so "public" means what routers treat as global unicast.

/** An IPv4 block: its first address as an unsigned 32-bit number and its prefix length. */
export interface Ipv4Block {
  cidr: string;
  name: string;
  rfc: string;
}

/** The IANA IPv4 Special-Purpose Address Registry, by first address. */
export const SPECIAL_PURPOSE_IPV4: readonly Ipv4Block[] = [
  { cidr: "0.0.0.0/8", name: "This network", rfc: "RFC 791" },
  { cidr: "10.0.0.0/8", name: "Private-Use", rfc: "RFC 1918" },
  { cidr: "100.64.0.0/10", name: "Shared Address Space", rfc: "RFC 6598" },
  { cidr: "127.0.0.0/8", name: "Loopback", rfc: "RFC 1122" },
  { cidr: "169.254.0.0/16", name: "Link Local", rfc: "RFC 3927" },
  { cidr: "172.16.0.0/12", name: "Private-Use", rfc: "RFC 1918" },
  { cidr: "192.0.0.0/24", name: "IETF Protocol Assignments", rfc: "RFC 6890" },
  { cidr: "192.0.2.0/24", name: "Documentation (TEST-NET-1)", rfc: "RFC 5737" },
  { cidr: "192.31.196.0/24", name: "AS112-v4", rfc: "RFC 7535" },
  { cidr: "192.52.193.0/24", name: "AMT", rfc: "RFC 7450" },
  { cidr: "192.88.99.0/24", name: "Deprecated (6to4 Relay Anycast)", rfc: "RFC 7526" },
  { cidr: "192.168.0.0/16", name: "Private-Use", rfc: "RFC 1918" },
  { cidr: "192.175.48.0/24", name: "Direct Delegation AS112 Service", rfc: "RFC 7534" },
  { cidr: "198.18.0.0/15", name: "Benchmarking", rfc: "RFC 2544" },
  { cidr: "198.51.100.0/24", name: "Documentation (TEST-NET-2)", rfc: "RFC 5737" },
  { cidr: "203.0.113.0/24", name: "Documentation (TEST-NET-3)", rfc: "RFC 5737" },
  { cidr: "240.0.0.0/4", name: "Reserved", rfc: "RFC 1112" },
  { cidr: "255.255.255.255/32", name: "Limited Broadcast", rfc: "RFC 919" },
];

/** IPv4 multicast (RFC 5771): not in the special-purpose registry, and not unicast either. */
export const MULTICAST_IPV4: Ipv4Block = {
  cidr: "224.0.0.0/4",
  name: "Multicast",
  rfc: "RFC 5771",
};

/** A run of consecutive addresses, first to last inclusive, as unsigned 32-bit numbers. */
export interface Ipv4Range {
  first: number;
  last: number;
}

/** An IPv4 address in dotted-quad form as an unsigned 32-bit number. */
export function parseIpv4(address: string): number {
  const [a = 0, b = 0, c = 0, d = 0] = address.split(".").map(Number);
  return a * 2 ** 24 + b * 2 ** 16 + c * 2 ** 8 + d;
}

/** An unsigned 32-bit number in dotted-quad form. */
export function formatIpv4(value: number): string {
  return `${value >>> 24}.${(value >>> 16) & 255}.${(value >>> 8) & 255}.${value & 255}`;
}

/** The addresses of a block, first to last. */
export function blockRange(block: Ipv4Block): Ipv4Range {
  const [address = "", prefix] = block.cidr.split("/");
  const first = parseIpv4(address);
  return { first, last: first + 2 ** (32 - Number(prefix)) - 1 };
}

/** The label of public addresses, which belong to no listed block (so `cidr` is empty). */
export const PUBLIC_BLOCK: Ipv4Block = {
  cidr: "",
  name: "Public (global unicast)",
  rfc: "RFC 6890",
};

const LISTED_BLOCKS = [...SPECIAL_PURPOSE_IPV4, MULTICAST_IPV4].map((block) => ({
  block,
  ...blockRange(block),
}));

/**
 * The block an address belongs to: the smallest listed block that holds it (255.255.255.255 is
 * Limited Broadcast, not just Reserved), or {@link PUBLIC_BLOCK}.
 */
export function classifyIpv4(value: number): Ipv4Block {
  let found: (typeof LISTED_BLOCKS)[number] | undefined;
  for (const listed of LISTED_BLOCKS) {
    if (value < listed.first || value > listed.last) continue;
    if (!found || listed.last - listed.first < found.last - found.first) found = listed;
  }
  return found?.block ?? PUBLIC_BLOCK;
}

/** Ranges sorted and merged, so that no address is counted twice. */
export function mergeRanges(ranges: readonly Ipv4Range[]): Ipv4Range[] {
  const sorted = [...ranges].sort((a, b) => a.first - b.first);
  const merged: Ipv4Range[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.first <= last.last + 1) last.last = Math.max(last.last, range.last);
    else merged.push({ ...range });
  }
  return merged;
}

/** The addresses of the listed blocks, merged. */
export function blocksRanges(blocks: readonly Ipv4Block[]): Ipv4Range[] {
  return mergeRanges(blocks.map(blockRange));
}

/** Every address outside the special-purpose registry and multicast: the gaps between them. */
export function publicIpv4Ranges(): Ipv4Range[] {
  const ranges: Ipv4Range[] = [];
  let next = 0;
  for (const taken of blocksRanges([...SPECIAL_PURPOSE_IPV4, MULTICAST_IPV4])) {
    if (taken.first > next) ranges.push({ first: next, last: taken.first - 1 });
    next = taken.last + 1;
  }
  if (next <= 0xffffffff) ranges.push({ first: next, last: 0xffffffff });
  return ranges;
}

/** How many addresses the ranges hold together (they must not overlap). */
export function rangesSize(ranges: readonly Ipv4Range[]): number {
  return ranges.reduce((sum, range) => sum + range.last - range.first + 1, 0);
}

/** The address at `index` of the ranges laid end to end. */
export function addressAt(ranges: readonly Ipv4Range[], index: number): number {
  let offset = index;
  for (const range of ranges) {
    const size = range.last - range.first + 1;
    if (offset < size) return range.first + offset;
    offset -= size;
  }
  throw new RangeError(`Index ${index} is beyond the ranges`);
}

/**
 * `count` addresses uniform over the union of disjoint `ranges`: an unbiased index into the
 * addresses laid end to end (Random.int), or distinct indexes (Random.distinctInts) with `unique`.
 */
export function drawIpv4(
  random: Random,
  ranges: readonly Ipv4Range[],
  count: number,
  unique: boolean,
): number[] {
  const size = rangesSize(ranges);
  const indexes = unique
    ? random.distinctInts(0, size - 1, count)
    : Array.from({ length: count }, () => random.int(0, size - 1));
  return indexes.map((index) => addressAt(ranges, index));
}

/** Eight 16-bit groups of 16 bytes, in RFC 5952's canonical text: lowercase, longest zero run as ::. */
export function formatIpv6(bytes: Uint8Array, compress: boolean): string {
  const groups = Array.from(
    { length: 8 },
    (_, i) => ((bytes[2 * i] ?? 0) << 8) | (bytes[2 * i + 1] ?? 0),
  );
  if (!compress) return groups.map((g) => g.toString(16).padStart(4, "0")).join(":");
  // The longest run of two or more zero groups (the first of equal runs) becomes "::".
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLength) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(":");
  const head = hex.slice(0, bestStart).join(":");
  const tail = hex.slice(bestStart + bestLength).join(":");
  return `${head}::${tail}`;
}
