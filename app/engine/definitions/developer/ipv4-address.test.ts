import fc from "fast-check";
import { describe, expect, it } from "vitest";

import ipv4Address from "./ipv4-address";
import {
  CHI_SQUARE_LIMIT,
  chiSquare,
  expectProblem,
  generatorHarness,
  texts,
} from "../../testing/harness";

const FC = { seed: 20_250_117, numRuns: 40 };
const { run, problemsOf } = generatorHarness([ipv4Address], {
  seed: "developer test seed",
  now: 0,
});

/** Written here from the RFCs' text, independently of the module under test. */
function inCidr(address: string, cidr: string): boolean {
  const toInt = (a: string) => a.split(".").reduce((n, part) => n * 256 + Number(part), 0);
  const [base = "", bits = "32"] = cidr.split("/");
  const size = 2 ** (32 - Number(bits));
  const start = toInt(base);
  const value = toInt(address);
  return value >= start && value < start + size;
}

const PRIVATE = ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"];
const DOCUMENTATION = ["192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24"];
const NOT_PUBLIC = [
  "0.0.0.0/8",
  "10.0.0.0/8",
  "100.64.0.0/10",
  "127.0.0.0/8",
  "169.254.0.0/16",
  "172.16.0.0/12",
  "192.0.0.0/24",
  "192.0.2.0/24",
  "192.31.196.0/24",
  "192.52.193.0/24",
  "192.88.99.0/24",
  "192.168.0.0/16",
  "192.175.48.0/24",
  "198.18.0.0/15",
  "198.51.100.0/24",
  "203.0.113.0/24",
  "224.0.0.0/4",
  "240.0.0.0/4",
];
const DOTTED_QUAD = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

describe("ipv4-address", () => {
  it("keeps every address inside the kind's blocks (property)", async () => {
    const inside: Record<string, (a: string) => boolean> = {
      private: (a) => PRIVATE.some((c) => inCidr(a, c)),
      documentation: (a) => DOCUMENTATION.some((c) => inCidr(a, c)),
      public: (a) => !NOT_PUBLIC.some((c) => inCidr(a, c)),
      shared: (a) => inCidr(a, "100.64.0.0/10"),
      loopback: (a) => inCidr(a, "127.0.0.0/8"),
      linkLocal: (a) => inCidr(a, "169.254.0.0/16"),
      multicast: (a) => inCidr(a, "224.0.0.0/4"),
      special: (a) => NOT_PUBLIC.some((c) => c !== "224.0.0.0/4" && inCidr(a, c)),
      any: () => true,
    };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(inside)),
        fc.integer({ min: 1, max: 40 }),
        fc.boolean(),
        fc.string({ maxLength: 6 }),
        async (scope, count, unique, seed) => {
          const result = await run("ipv4-address", { scope, count, unique }, seed);
          expect(result.values).toHaveLength(count);
          for (const { text, data } of result.values) {
            expect(text).toMatch(DOTTED_QUAD);
            expect(inside[scope]?.(text), `${scope}: ${text}`).toBe(true);
            expect(data?.integer).toBe(
              text.split(".").reduce((n, part) => n * 256 + Number(part), 0),
            );
          }
          if (unique) expect(new Set(texts(result)).size).toBe(count);
        },
      ),
      FC,
    );
  });

  it("labels each address with its registry block", async () => {
    const result = await run("ipv4-address", { scope: "documentation", count: 20 });
    for (const { text, data } of result.values) {
      expect(DOCUMENTATION).toContain(data?.block);
      expect(inCidr(text, String(data?.block))).toBe(true);
      expect(data?.rfc).toBe("RFC 5737");
    }
    const pub = await run("ipv4-address", { scope: "public", count: 5 });
    for (const { data } of pub.values) expect(data).toMatchObject({ block: "", rfc: "RFC 6890" });
  });

  // Uniform over the union means each private block is hit in proportion to its size
  // (2^24 : 2^20 : 2^16), not a third each. Chi-square, 2 degrees of freedom, p = 1e-6.
  it("weights the private blocks by their size, not equally", async () => {
    const n = 10_000;
    const result = await run("ipv4-address", { scope: "private", count: n, unique: false });
    const counts = PRIVATE.map((cidr) => texts(result).filter((a) => inCidr(a, cidr)).length);
    const sizes = [2 ** 24, 2 ** 20, 2 ** 16];
    const total = sizes.reduce((a, b) => a + b, 0);
    const statistic = counts.reduce((sum, c, i) => {
      const expected = (n * (sizes[i] as number)) / total;
      return sum + (c - expected) ** 2 / expected;
    }, 0);
    expect(statistic).toBeLessThan(CHI_SQUARE_LIMIT[2]);
  });

  // The last octet of documentation addresses is uniform: 768 addresses, 256 values of the octet
  // in 16 buckets of 16; chi-square with 15 degrees of freedom, p = 1e-6.
  it("spreads documentation addresses evenly", async () => {
    const result = await run("ipv4-address", {
      scope: "documentation",
      count: 6_400,
      unique: false,
    });
    const buckets = Array.from({ length: 16 }, () => 0);
    for (const a of texts(result)) buckets[Math.floor(Number(a.split(".")[3]) / 16)]! += 1;
    expect(chiSquare(buckets, 400)).toBeLessThan(CHI_SQUARE_LIMIT[15]);
  });

  it("gives all 768 documentation addresses once, and refuses 769", async () => {
    const result = await run("ipv4-address", {
      scope: "documentation",
      count: 768,
      sorted: true,
    });
    expect(new Set(texts(result)).size).toBe(768);
    expect(texts(result)[0]).toBe("192.0.2.0");
    expect(texts(result).at(-1)).toBe("203.0.113.255");
    expectProblem(
      problemsOf("ipv4-address", { scope: "documentation", count: 769 })[0],
      "count",
      "Can't pick 769 different addresses: there are only 768 documentation addresses. Lower How many or turn off No repeats.",
    );
    expect(
      problemsOf("ipv4-address", { scope: "documentation", count: 769, unique: false }),
    ).toEqual([]);
  });

  it("refuses an unknown kind, naming the field", () => {
    expectProblem(problemsOf("ipv4-address", { scope: "secret" })[0], "scope", /Kind/);
  });
});
