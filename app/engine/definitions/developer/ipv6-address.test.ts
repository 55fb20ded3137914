import fc from "fast-check";
import { describe, expect, it } from "vitest";

import ipv6Address from "./ipv6-address";
import {
  CHI_SQUARE_LIMIT,
  chiSquare,
  expectProblem,
  generatorHarness,
} from "../../testing/harness";

const FC = { seed: 20_250_118, numRuns: 40 };
const { run, problemsOf } = generatorHarness([ipv6Address], {
  seed: "developer test seed",
  now: 0,
});

/** The 128 bits of an address written in full, as a binary string. */
function bits(expanded: string): string {
  return expanded
    .split(":")
    .map((group) => parseInt(group, 16).toString(2).padStart(16, "0"))
    .join("");
}

/** Expands RFC 5952 text back to eight groups of four digits (a test oracle, not the module). */
function expand(text: string): string {
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => "0");
  const groups = tail === undefined ? left : [...left, ...zeros, ...right];
  return groups.map((g) => g.padStart(4, "0")).join(":");
}

const PREFIX_BITS: Record<string, string> = {
  global: "001",
  ula: "11111101",
  documentation: bits("2001:0db8:0:0:0:0:0:0").slice(0, 32),
  linkLocal: "1111111010" + "0".repeat(54),
};

describe("ipv6-address", () => {
  it("starts every address with its kind's prefix, in canonical text (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(PREFIX_BITS)),
        fc.constantFrom("compressed", "expanded"),
        fc.integer({ min: 1, max: 30 }),
        fc.string({ maxLength: 6 }),
        async (kind, format, count, seed) => {
          const result = await run("ipv6-address", { kind, format, count }, seed);
          expect(result.values).toHaveLength(count);
          for (const { text, data } of result.values) {
            const full = expand(text);
            expect(full).toBe(data?.expanded);
            expect(bits(full).startsWith(PREFIX_BITS[kind] ?? "?"), `${kind}: ${text}`).toBe(true);
            if (format === "expanded") expect(text).toMatch(/^([0-9a-f]{4}:){7}[0-9a-f]{4}$/);
            else {
              expect(text).toMatch(/^[0-9a-f:]+$/);
              expect(text).not.toMatch(/(^|:)0[0-9a-f]/); // no leading zeros
              expect(text.split("::").length).toBeLessThanOrEqual(2);
            }
            if (kind === "global") {
              expect(text).not.toMatch(
                /^(2001:db8:|2002:|2001:1?[0-9a-f]{1,2}:|3fff:[0-9a-f]{1,3}:)/,
              );
            }
          }
        },
      ),
      FC,
    );
  });

  // Each hex digit after the fixed prefix is uniform: the last digit of 3,200 ULAs in 16 cells;
  // chi-square with 15 degrees of freedom, p = 1e-6.
  it("spreads the random bits evenly", async () => {
    const result = await run("ipv6-address", { kind: "ula", format: "expanded", count: 3_200 });
    const cells = Array.from({ length: 16 }, () => 0);
    for (const { text } of result.values) cells[parseInt(text.at(-1) ?? "", 16)]! += 1;
    expect(chiSquare(cells, 200)).toBeLessThan(CHI_SQUARE_LIMIT[15]);
  });

  it("refuses an unknown kind or format, naming the field", () => {
    expectProblem(problemsOf("ipv6-address", { kind: "site-local" })[0], "kind", /Kind/);
    expectProblem(problemsOf("ipv6-address", { format: "upper" })[0], "format", /Format/);
  });
});
