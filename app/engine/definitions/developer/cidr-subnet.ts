import { defineGenerator } from "../../core/engine";
import { count, integer, select, toggle } from "../../core/fields";
import { plural } from "../../shared/format";
import {
  SPECIAL_PURPOSE_IPV4,
  blockRange,
  formatIpv4,
  type Ipv4Block,
} from "../../shared/ip-addresses";

const blocksNamed = (name: string) => SPECIAL_PURPOSE_IPV4.filter((b) => b.name.includes(name));

/** The address space of each Kind: the registry blocks subnets are cut from. */
const SPACES = {
  private: { blocks: blocksNamed("Private-Use"), noun: "private" },
  shared: { blocks: blocksNamed("Shared Address Space"), noun: "shared (CGNAT)" },
  benchmarking: { blocks: blocksNamed("Benchmarking"), noun: "benchmarking" },
  documentation: { blocks: blocksNamed("Documentation"), noun: "documentation" },
} as const;

type Space = keyof typeof SPACES;

const prefixOf = (block: Ipv4Block) => Number(block.cidr.split("/")[1]);

/** Each block that can hold a /`prefix`, with how many such subnets it holds. */
function subnetPools(space: Space, prefix: number) {
  return SPACES[space].blocks
    .filter((block) => prefixOf(block) <= prefix)
    .map((block) => ({
      block,
      first: blockRange(block).first,
      subnets: 2 ** (prefix - prefixOf(block)),
    }));
}

/** Usable hosts of a /`prefix`: all but network and broadcast, except /31 (RFC 3021) and /32. */
function usableHosts(prefix: number): number {
  if (prefix >= 31) return 2 ** (32 - prefix);
  return 2 ** (32 - prefix) - 2;
}

export default defineGenerator({
  id: "cidr-subnet",
  title: "Random Subnet (CIDR Block)",
  category: "developer",
  iconText: "🕸️",
  description:
    "Random IPv4 subnets such as 10.84.32.0/20 inside the private ranges, with netmask, host range and broadcast address, for VPCs, Docker networks and labs.",
  keywords: ["cidr", "subnet", "private subnet", "vpc cidr", "network range"],
  algorithm:
    "Every aligned /n subnet of the chosen blocks is numbered end to end and one unbiased index is drawn (Random.int), so each subnet is equally likely however the blocks differ in size; with No repeats the indexes are distinct (Random.distinctInts). The netmask, host range and broadcast address follow from the subnet.",
  version: 1,
  inputs: {
    space: select({
      label: "Inside",
      options: [
        { value: "private", label: "Private (10/8, 172.16/12, 192.168/16)" },
        { value: "shared", label: "Shared / carrier-grade NAT (100.64/10)" },
        { value: "benchmarking", label: "Benchmarking (198.18/15)" },
        { value: "documentation", label: "Documentation (TEST-NET-1, 2, 3)" },
      ],
      default: "private",
    }),
    prefix: integer({
      label: "Prefix length",
      help: "The /n of the subnet: /16 holds 65,536 addresses, /24 holds 256.",
      min: 8,
      max: 32,
      default: 24,
    }),
    count: count(3),
    unique: toggle({ label: "No repeats", default: true }),
  },
  check({ space, prefix, count, unique }) {
    const pools = subnetPools(space, prefix);
    if (pools.length === 0) {
      const largest = Math.min(...SPACES[space].blocks.map(prefixOf));
      return {
        field: "prefix",
        message: `A /${prefix} doesn't fit in the ${SPACES[space].noun} range, whose largest block is a /${largest}: make Prefix length at least ${largest}.`,
      };
    }
    const available = pools.reduce((sum, pool) => sum + pool.subnets, 0);
    if (!unique || count <= available) return null;
    return {
      field: "count",
      message: `Can't pick ${plural(count, `different /${prefix} subnet`)}: the ${SPACES[space].noun} range holds only ${available.toLocaleString("en-US")}. Lower How many, raise Prefix length or turn off No repeats.`,
    };
  },
  generate(random, { space, prefix, count, unique }) {
    const pools = subnetPools(space, prefix);
    const available = pools.reduce((sum, pool) => sum + pool.subnets, 0);
    const indexes = unique
      ? random.distinctInts(0, available - 1, count)
      : Array.from({ length: count }, () => random.int(0, available - 1));
    const size = 2 ** (32 - prefix);
    const netmask = formatIpv4(2 ** 32 - size);
    const hosts = usableHosts(prefix);
    const values = indexes.map((index) => {
      let offset = index;
      let network = 0;
      for (const pool of pools) {
        if (offset < pool.subnets) {
          network = pool.first + offset * size;
          break;
        }
        offset -= pool.subnets;
      }
      const last = network + size - 1;
      const [firstHost, lastHost] = prefix >= 31 ? [network, last] : [network + 1, last - 1];
      return {
        text: `${formatIpv4(network)}/${prefix}`,
        data: {
          network: formatIpv4(network),
          prefix,
          netmask,
          firstHost: formatIpv4(firstHost),
          lastHost: formatIpv4(lastHost),
          broadcast: prefix >= 31 ? "" : formatIpv4(last),
          addresses: size,
          usableHosts: hosts,
          detail: `hosts ${formatIpv4(firstHost)} – ${formatIpv4(lastHost)}`,
        },
      };
    });
    return {
      values,
      summary: `Each /${prefix} holds ${plural(size, "address", "addresses")} (${plural(hosts, "usable host")}), netmask ${netmask}.`,
    };
  },
});
