import fc from "fast-check";
import { describe, expect, it } from "vitest";

import randomIsbn from "./random-isbn";
import { expectProblem, generatorHarness } from "../../testing/harness";

const FC = { seed: 20_250_127, numRuns: 40 };
const { run, problemsOf } = generatorHarness([randomIsbn], {
  seed: "developer test seed",
  now: 0,
});

/** ISBN-13 is valid when digits weighted 1, 3, 1, 3… sum to a multiple of 10 (ISO 2108). */
const validIsbn13 = (isbn: string) =>
  [...isbn].reduce((sum, d, i) => sum + Number(d) * (i % 2 === 0 ? 1 : 3), 0) % 10 === 0;
/** ISBN-10 is valid when digits weighted 10 down to 1 (X = 10) sum to a multiple of 11. */
const validIsbn10 = (isbn: string) =>
  [...isbn].reduce((sum, d, i) => sum + (d === "X" ? 10 : Number(d)) * (10 - i), 0) % 11 === 0;

describe("random-isbn", () => {
  it("gives valid ISBN-13s with the chosen prefix, and the matching ISBN-10 (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("978", "979", "either"),
        fc.constantFrom("isbn13", "isbn13Hyphen"),
        fc.integer({ min: 1, max: 20 }),
        fc.string({ maxLength: 6 }),
        async (prefix, format, count, seed) => {
          const result = await run("random-isbn", { prefix, format, count }, seed);
          expect(result.values).toHaveLength(count);
          for (const { text, data } of result.values) {
            const isbn13 = String(data?.isbn13);
            expect(isbn13).toMatch(/^97[89]\d{10}$/);
            expect(validIsbn13(isbn13), isbn13).toBe(true);
            if (prefix !== "either") expect(isbn13.slice(0, 3)).toBe(prefix);
            expect(text.replace("-", "")).toBe(isbn13);
            if (format === "isbn13Hyphen") expect(text).toMatch(/^97[89]-\d{10}$/);
            if (isbn13.startsWith("978")) {
              const isbn10 = String(data?.isbn10);
              expect(validIsbn10(isbn10), isbn10).toBe(true);
              expect(isbn10.slice(0, 9)).toBe(isbn13.slice(3, 12));
            } else expect(data?.isbn10).toBe("");
          }
        },
      ),
      FC,
    );
  });

  it("gives valid ISBN-10s, some ending in X", async () => {
    const result = await run("random-isbn", { format: "isbn10", count: 300 });
    for (const { text } of result.values) {
      expect(text).toMatch(/^\d{9}[\dX]$/);
      expect(validIsbn10(text), text).toBe(true);
    }
    expect(result.values.some((v) => v.text.endsWith("X"))).toBe(true);
  });

  it("refuses ISBN-10 for the 979 prefix, naming the field", () => {
    expectProblem(
      problemsOf("random-isbn", { prefix: "979", format: "isbn10" })[0],
      "prefix",
      "ISBN-10 exists only for 978 numbers: choose the 978 prefix or an ISBN-13 format.",
    );
  });
});
