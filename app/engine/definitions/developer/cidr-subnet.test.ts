import fc from "fast-check";
import { describe, expect, it } from "vitest";

import cidrSubnet from "./cidr-subnet";
import { CHI_SQUARE_LIMIT, expectProblem, generatorHarness, texts } from "../../testing/harness";

const FC = { seed: 20_250_120, numRuns: 40 };
const { run, problemsOf } = generatorHarness([cidrSubnet], {
  seed: "developer test seed",
  now: 0,
});

const toInt = (a: string) => a.split(".").reduce((n, part) => n * 256 + Number(part), 0);
const SPACES: Record<string, string[]> = {
  private: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"],
  shared: ["100.64.0.0/10"],
  benchmarking: ["198.18.0.0/15"],
  documentation: ["192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24"],
};

/** Whether the subnet `network`/`prefix` lies wholly inside `cidr`. */
function inside(network: number, prefix: number, cidr: string): boolean {
  const [base = "", bits = "32"] = cidr.split("/");
  const start = toInt(base);
  const size = 2 ** (32 - Number(bits));
  return network >= start && network + 2 ** (32 - prefix) <= start + size;
}

describe("cidr-subnet", () => {
  it("gives aligned subnets inside the chosen blocks, with consistent details (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(SPACES)),
        fc.integer({ min: 8, max: 32 }),
        fc.integer({ min: 1, max: 10 }),
        fc.string({ maxLength: 6 }),
        async (space, prefix, count, seed) => {
          if (problemsOf("cidr-subnet", { space, prefix, count }).length > 0) return;
          const result = await run("cidr-subnet", { space, prefix, count }, seed);
          expect(result.values).toHaveLength(count);
          expect(new Set(texts(result)).size).toBe(count);
          const size = 2 ** (32 - prefix);
          for (const { text, data } of result.values) {
            const network = toInt(String(data?.network));
            expect(text).toBe(`${String(data?.network)}/${prefix}`);
            expect(network % size, text).toBe(0);
            expect(
              SPACES[space]!.some((cidr) => inside(network, prefix, cidr)),
              text,
            ).toBe(true);
            expect(toInt(String(data?.netmask))).toBe(2 ** 32 - size);
            expect(data?.addresses).toBe(size);
            if (prefix <= 30) {
              expect(toInt(String(data?.firstHost))).toBe(network + 1);
              expect(toInt(String(data?.lastHost))).toBe(network + size - 2);
              expect(toInt(String(data?.broadcast))).toBe(network + size - 1);
              expect(data?.usableHosts).toBe(size - 2);
            }
          }
        },
      ),
      FC,
    );
  });

  it("describes a /24 the usual way", async () => {
    const [value] = (await run("cidr-subnet", { space: "documentation", prefix: 24, count: 1 }))
      .values;
    expect(value?.data).toMatchObject({
      netmask: "255.255.255.0",
      addresses: 256,
      usableHosts: 254,
    });
    const [host] = (await run("cidr-subnet", { prefix: 32, count: 1 })).values;
    expect(host?.data).toMatchObject({ netmask: "255.255.255.255", usableHosts: 1, broadcast: "" });
  });

  // /16 subnets of the private space: 256 in 10/8, 16 in 172.16/12, 1 in 192.168/16, each
  // subnet equally likely. Chi-square of the three blocks' shares, 2 degrees of freedom, p = 1e-6.
  it("weights blocks by how many subnets they hold", async () => {
    const n = 8_190;
    const result = await run("cidr-subnet", { prefix: 16, count: n, unique: false });
    const counts = [0, 0, 0];
    for (const t of texts(result))
      counts[t.startsWith("10.") ? 0 : t.startsWith("172.") ? 1 : 2]! += 1;
    const expected = [256, 16, 1].map((k) => (n * k) / 273);
    const statistic = counts.reduce((s, c, i) => s + (c - expected[i]!) ** 2 / expected[i]!, 0);
    expect(statistic).toBeLessThan(CHI_SQUARE_LIMIT[2]);
  });

  it("refuses a subnet larger than the blocks and more subnets than exist", () => {
    expectProblem(
      problemsOf("cidr-subnet", { space: "documentation", prefix: 20 })[0],
      "prefix",
      "A /20 doesn't fit in the documentation range, whose largest block is a /24: make Prefix length at least 24.",
    );
    expectProblem(
      problemsOf("cidr-subnet", { space: "documentation", prefix: 24, count: 4 })[0],
      "count",
      "Can't pick 4 different /24 subnets: the documentation range holds only 3. Lower How many, raise Prefix length or turn off No repeats.",
    );
    expect(problemsOf("cidr-subnet", { prefix: 7 })[0]?.field).toBe("prefix");
  });
});
