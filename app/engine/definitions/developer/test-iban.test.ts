import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  belgianCheck,
  isValidIban,
  italianCin,
  luhnCheckDigit,
  norwegianCheck,
  passesElfproef,
  polishBranchCheck,
  portugueseCheck,
  ribKey,
  spanishControlDigit,
} from "../../shared/check-digits";
import testIban from "./test-iban";
import { expectProblem, generatorHarness } from "../../testing/harness";

const FC = { seed: 20_250_126, numRuns: 40 };
const { run, problemsOf } = generatorHarness([testIban], {
  seed: "developer test seed",
  now: 0,
});

/** Each country's IBAN layout from the SWIFT IBAN registry (after the 4 leading characters). */
const LAYOUT: Record<string, RegExp> = {
  AT: /^\d{16}$/,
  BE: /^\d{12}$/,
  CH: /^\d{5}[0-9A-Z]{12}$/,
  DE: /^\d{18}$/,
  DK: /^\d{14}$/,
  ES: /^\d{20}$/,
  FI: /^\d{14}$/,
  FR: /^\d{10}[0-9A-Z]{11}\d{2}$/,
  GB: /^[A-Z]{4}\d{14}$/,
  IE: /^[A-Z]{4}\d{14}$/,
  IT: /^[A-Z]\d{10}[0-9A-Z]{12}$/,
  NL: /^[A-Z]{4}\d{10}$/,
  NO: /^\d{11}$/,
  PL: /^\d{24}$/,
  PT: /^\d{21}$/,
};

/** The national check each country's BBAN must pass, where one public rule defines it. */
const NATIONAL: Record<string, (b: string) => boolean> = {
  BE: (b) => belgianCheck(b.slice(0, 10)) === b.slice(10),
  ES: (b) =>
    spanishControlDigit(`00${b.slice(0, 8)}`) + spanishControlDigit(b.slice(10)) === b.slice(8, 10),
  FI: (b) => String(luhnCheckDigit(b.slice(0, 13))) === b.slice(13),
  FR: (b) => ribKey(b.slice(0, 5), b.slice(5, 10), b.slice(10, 21)) === b.slice(21),
  IT: (b) => italianCin(b.slice(1)) === b[0],
  NL: (b) => passesElfproef(b.slice(4)),
  NO: (b) => norwegianCheck(b.slice(0, 10)) === b.slice(10),
  PL: (b) => polishBranchCheck(b.slice(0, 7)) === b[7],
  PT: (b) => portugueseCheck(b.slice(0, 19)) === b.slice(19),
};

describe("test-iban", () => {
  it("gives IBANs that validate, in the country's layout, national checks included (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("any", ...Object.keys(LAYOUT)),
        fc.boolean(),
        fc.integer({ min: 1, max: 20 }),
        fc.string({ maxLength: 6 }),
        async (country, spaced, count, seed) => {
          const result = await run("test-iban", { country, spaced, count }, seed);
          expect(result.values).toHaveLength(count);
          for (const { text, data } of result.values) {
            const iban = String(data?.iban);
            const code = iban.slice(0, 2);
            if (country !== "any") expect(code).toBe(country);
            expect(isValidIban(iban), iban).toBe(true);
            expect(isValidIban(text), text).toBe(true);
            expect(iban.slice(4)).toMatch(LAYOUT[code] ?? /^$/);
            expect(data?.bban).toBe(iban.slice(4));
            expect(data?.nationalCheck).toBe(code in NATIONAL);
            if (code in NATIONAL) expect(NATIONAL[code]?.(iban.slice(4)), iban).toBe(true);
            expect(text).toBe(spaced ? iban.replace(/(.{4})(?=.)/g, "$1 ") : iban);
          }
        },
      ),
      FC,
    );
  });

  it("reaches all 15 countries with Any", async () => {
    const result = await run("test-iban", { country: "any", count: 600 });
    expect(new Set(result.values.map((v) => v.data?.country)).size).toBe(15);
  });

  it("says plainly the numbers are for tests", async () => {
    expect((await run("test-iban", {})).summary).toMatch(/^For testing only/);
  });

  it("refuses an unknown country, naming the field", () => {
    expectProblem(problemsOf("test-iban", { country: "US" })[0], "country", /Country/);
  });
});
