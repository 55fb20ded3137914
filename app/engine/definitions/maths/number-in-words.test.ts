import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator, { numberInWords } from "./number-in-words";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "number-in-words";
const { run } = generatorHarness([generator], { seed: "words", now: 0 });

describe(ID, () => {
  it("spells known numbers in both styles", () => {
    expect(numberInWords(0, "us")).toBe("zero");
    expect(numberInWords(15, "us")).toBe("fifteen");
    expect(numberInWords(40, "us")).toBe("forty");
    expect(numberInWords(121, "us")).toBe("one hundred twenty-one");
    expect(numberInWords(121, "uk")).toBe("one hundred and twenty-one");
    expect(numberInWords(1005, "uk")).toBe("one thousand and five");
    expect(numberInWords(1005, "us")).toBe("one thousand five");
    expect(numberInWords(-2_000_017, "us")).toBe("minus two million seventeen");
    expect(numberInWords(999_999_999_999, "us")).toBe(
      "nine hundred ninety-nine billion nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine",
    );
  });

  it("spells numbers in the bounds with lower-case words only (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: -1e12 + 1, max: 1e12 - 1 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.constantFrom("us", "uk"),
        fc.string(),
        async (min, width, style, seed) => {
          const max = Math.min(999_999_999_999, min + width);
          const { values } = await run(ID, { min, max, style, count: 5, unique: false }, seed);
          for (const { data } of values) {
            const value = Number(data?.value);
            expect(value >= min && value <= max).toBe(true);
            expect(data?.words).toMatch(/^[a-z]+([ -][a-z]+)*$/);
            if (style === "us") expect(String(data?.words)).not.toContain(" and ");
            if (style === "uk" && Math.abs(value) % 1000 > 100 && Math.abs(value) % 100 > 0)
              expect(String(data?.words)).toContain(" and ");
          }
        },
      ),
      { seed: 46, numRuns: 40 },
    );
  });

  it("refuses reversed bounds, naming To", () => {
    expectRefused(generator, { min: 9, max: 1 }, "max");
  });
});
