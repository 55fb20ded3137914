import fc from "fast-check";
import { describe, expect, it } from "vitest";

import barcodeNumber from "./barcode-number";
import { CHI_SQUARE_LIMIT, expectProblem, generatorHarness, texts } from "../../testing/harness";

const FC = { seed: 20_250_128, numRuns: 40 };
const { run, problemsOf } = generatorHarness([barcodeNumber], {
  seed: "developer test seed",
  now: 0,
});

/** A GS1 number is valid when digits weighted 3, 1 from the right (check digit 1) sum to 0 mod 10. */
const validGs1 = (n: string) =>
  [...n].reverse().reduce((sum, d, i) => sum + Number(d) * (i % 2 === 0 ? 1 : 3), 0) % 10 === 0;

const LENGTH: Record<string, number> = { ean13: 13, upca: 12, ean8: 8 };
const IN_STORE: Record<string, RegExp> = {
  ean13: /^(02\d|04\d|2\d\d)/,
  upca: /^[24]/,
  ean8: /^2/,
};

describe("barcode-number", () => {
  it("gives numbers of the symbol's length with a valid check digit (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("ean13", "upca", "ean8"),
        fc.boolean(),
        fc.integer({ min: 1, max: 20 }),
        fc.string({ maxLength: 6 }),
        async (kind, inStore, count, seed) => {
          const result = await run("barcode-number", { kind, inStore, count }, seed);
          expect(result.values).toHaveLength(count);
          for (const { text, data } of result.values) {
            expect(text).toMatch(new RegExp(`^\\d{${LENGTH[kind]}}$`));
            expect(validGs1(text), text).toBe(true);
            expect(data?.checkDigit).toBe(Number(text.at(-1)));
            if (inStore) expect(text).toMatch(IN_STORE[kind]!);
          }
        },
      ),
      FC,
    );
  });

  // In-store EAN-13s: 120 prefixes of equal size, so 020–029 and 040–049 each get 1/12 of the
  // numbers and 200–299 the other 10/12. Chi-square, 2 degrees of freedom, p = 1e-6.
  it("spreads in-store EAN-13s evenly over all their prefixes", async () => {
    const result = await run("barcode-number", { count: 6_000 });
    const cells = [0, 0, 0];
    for (const t of texts(result)) cells[t.startsWith("02") ? 0 : t.startsWith("04") ? 1 : 2]! += 1;
    const expected = [500, 500, 5_000];
    const statistic = cells.reduce((s, c, i) => s + (c - expected[i]!) ** 2 / expected[i]!, 0);
    expect(statistic).toBeLessThan(CHI_SQUARE_LIMIT[2]);
  });

  it("refuses an unknown symbol, naming the field", () => {
    expectProblem(problemsOf("barcode-number", { kind: "qr" })[0], "kind", /Symbol/);
  });
});
