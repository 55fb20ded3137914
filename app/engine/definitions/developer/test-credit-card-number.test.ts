import fc from "fast-check";
import { describe, expect, it } from "vitest";

import testCards from "../../data/test-card-numbers";
import { isLuhnValid } from "../../shared/check-digits";
import testCreditCardNumber from "./test-credit-card-number";
import { expectDrawnFrom, expectProblem, generatorHarness } from "../../testing/harness";

const FC = { seed: 20_250_125, numRuns: 40 };
// 15 March 2025, 12:00 UTC: expiry dates run from April 2025 to March 2030.
const NOW = Date.UTC(2025, 2, 15, 12);
const { run, problemsOf } = generatorHarness([testCreditCardNumber], {
  seed: "developer test seed",
  now: NOW,
});

/** Issuer prefixes and lengths of each network (ISO/IEC 7812 IIN ranges the networks state). */
const NETWORK_RULES: Record<string, { prefix: RegExp; lengths: number[] }> = {
  Visa: { prefix: /^4/, lengths: [13, 16, 19] },
  Mastercard: { prefix: /^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/, lengths: [16] },
  "American Express": { prefix: /^3[47]/, lengths: [15] },
  Discover: { prefix: /^(6011|64[4-9]|65)/, lengths: [16, 19] },
  "Diners Club": { prefix: /^(30[0-5]|3095|36|38|39)/, lengths: [14, 16] },
  JCB: { prefix: /^35(2[89]|[3-8])/, lengths: [16] },
  UnionPay: { prefix: /^62/, lengths: [16, 19] },
  Maestro: { prefix: /^(5018|5020|5038|56|57|58|6304|6759|676[1-3])/, lengths: [16] },
};

describe("the published test cards", () => {
  it.each(testCards.map((card) => [card.number, card] as const))(
    "%s passes Luhn and its network's prefix and length rules",
    (number, card) => {
      expect(isLuhnValid(number)).toBe(true);
      const rule = NETWORK_RULES[card.network];
      expect(number).toMatch(rule?.prefix ?? /^$/);
      expect(rule?.lengths).toContain(number.length);
    },
  );

  it("lists each number once", () => {
    expect(new Set(testCards.map((c) => c.number)).size).toBe(testCards.length);
  });
});

describe("test-credit-card-number", () => {
  it("gives only listed test numbers of the network, with a future expiry and CVC (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("any", ...Object.keys(NETWORK_RULES)),
        fc.integer({ min: 1, max: 40 }),
        fc.boolean(),
        fc.boolean(),
        fc.string({ maxLength: 6 }),
        async (network, count, unique, spaced, seed) => {
          const pool = testCards.filter((c) => network === "any" || c.network === network);
          const result = await run(
            "test-credit-card-number",
            { network, count, unique, spaced, details: true },
            seed,
          );
          expectDrawnFrom(result, { count, unique }, pool, ({ data }) =>
            pool.find((c) => c.number === data?.number),
          );
          for (const { text, data } of result.values) {
            const number = String(data?.number);
            expect(isLuhnValid(number)).toBe(true);
            expect(text.replace(/ /g, "").startsWith(number)).toBe(true);
            if (!spaced) expect(text.startsWith(`${number} `)).toBe(true);
            const [mm, yy] = String(data?.expiry).split("/").map(Number);
            const months = (2000 + yy! - 2025) * 12 + (mm! - 1) - 2;
            expect(months).toBeGreaterThanOrEqual(1);
            expect(months).toBeLessThanOrEqual(60);
            expect(String(data?.cvc)).toMatch(
              data?.network === "American Express" ? /^\d{4}$/ : /^\d{3}$/,
            );
          }
          expect(result.summary).toMatch(/^For testing only/);
        },
      ),
      FC,
    );
  });

  it("prints digits the way cards group them, and only the number without details", async () => {
    const amex = await run("test-credit-card-number", {
      network: "American Express",
      count: 3,
      details: false,
    });
    for (const { text } of amex.values) expect(text).toMatch(/^\d{4} \d{6} \d{5}$/);
    const visa = await run("test-credit-card-number", {
      network: "Visa",
      count: 3,
      details: false,
    });
    for (const { text } of visa.values) expect(text).toMatch(/^(\d{4} ){3}\d{4}$/);
  });

  it("reaches every one of the 60 expiry months", async () => {
    const result = await run("test-credit-card-number", { count: 3_000, unique: false });
    expect(new Set(result.values.map((v) => v.data?.expiry)).size).toBe(60);
  });

  it("refuses an unknown network, naming the field", () => {
    expectProblem(
      problemsOf("test-credit-card-number", { network: "Amex Gold" })[0],
      "network",
      /Network/,
    );
  });
});
