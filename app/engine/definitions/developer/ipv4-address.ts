import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { plural } from "../../shared/format";
import {
  MULTICAST_IPV4,
  SPECIAL_PURPOSE_IPV4,
  blocksRanges,
  classifyIpv4,
  drawIpv4,
  formatIpv4,
  publicIpv4Ranges,
  rangesSize,
  type Ipv4Range,
} from "../../shared/ip-addresses";
import { sortNumbers } from "../../shared/sort-order";

const named = (...names: string[]) =>
  blocksRanges(SPECIAL_PURPOSE_IPV4.filter((block) => names.some((n) => block.name.includes(n))));

/** The address space of each Kind, as disjoint ranges, and what a note calls it. */
const SCOPES = {
  private: { ranges: named("Private-Use"), noun: "private addresses" },
  public: { ranges: publicIpv4Ranges(), noun: "public addresses" },
  documentation: { ranges: named("Documentation"), noun: "documentation addresses" },
  shared: { ranges: named("Shared Address Space"), noun: "shared (CGNAT) addresses" },
  loopback: { ranges: named("Loopback"), noun: "loopback addresses" },
  linkLocal: { ranges: named("Link Local"), noun: "link-local addresses" },
  multicast: { ranges: blocksRanges([MULTICAST_IPV4]), noun: "multicast addresses" },
  special: { ranges: blocksRanges(SPECIAL_PURPOSE_IPV4), noun: "special-purpose addresses" },
  any: { ranges: [{ first: 0, last: 0xffffffff }] as Ipv4Range[], noun: "IPv4 addresses" },
} as const;

export default defineGenerator({
  id: "ipv4-address",
  title: "Random IPv4 Address",
  category: "developer",
  iconText: "🌐",
  description:
    "Random IPv4 addresses from exactly the range you need: private (RFC 1918), public, documentation (RFC 5737), loopback, multicast or any.",
  keywords: ["ip address", "ipv4", "private ip", "test ip address", "random ip"],
  algorithm:
    "The chosen kind's blocks, from the IANA special-purpose registry, are laid end to end and one unbiased index into all their addresses is drawn (Random.int), so every address of the union is equally likely whatever the blocks' sizes. With No repeats the indexes are distinct (Random.distinctInts). Public means outside every special-purpose block and multicast.",
  version: 1,
  inputs: {
    scope: select({
      label: "Kind",
      options: [
        { value: "private", label: "Private (10/8, 172.16/12, 192.168/16)" },
        { value: "public", label: "Public (global unicast)" },
        { value: "documentation", label: "Documentation (TEST-NET-1, 2, 3)" },
        { value: "shared", label: "Shared / carrier-grade NAT (100.64/10)" },
        { value: "loopback", label: "Loopback (127/8)" },
        { value: "linkLocal", label: "Link-local (169.254/16)" },
        { value: "multicast", label: "Multicast (224/4)" },
        { value: "special", label: "Any special-purpose block" },
        { value: "any", label: "Any address at all" },
      ],
      default: "private",
    }),
    count: count(5),
    unique: toggle({ label: "No repeats", default: true }),
    sorted: toggle({ label: "Sort ascending", default: false }),
  },
  check({ scope, count, unique }) {
    const size = rangesSize(SCOPES[scope].ranges);
    if (!unique || count <= size) return null;
    return {
      field: "count",
      message: `Can't pick ${plural(count, "different address", "different addresses")}: there are only ${size.toLocaleString("en-US")} ${SCOPES[scope].noun}. Lower How many or turn off No repeats.`,
    };
  },
  generate(random, { scope, count, unique, sorted }) {
    const { ranges } = SCOPES[scope];
    const drawn = drawIpv4(random, ranges, count, unique);
    const values = sortNumbers(drawn, sorted ? "ascending" : "random").map((value) => {
      const block = classifyIpv4(value);
      return {
        text: formatIpv4(value),
        data: {
          integer: value,
          block: block.cidr,
          purpose: block.name,
          rfc: block.rfc,
          detail: `${block.name}, ${block.rfc}`,
        },
      };
    });
    return {
      values,
      summary: `Drawn uniformly from ${rangesSize(ranges).toLocaleString("en-US")} ${SCOPES[scope].noun}.`,
    };
  },
});
