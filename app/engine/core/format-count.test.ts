import { describe, expect, test } from "vitest";

import { formatCount } from "./format-count";

describe("formatCount", () => {
  test.each([
    0,
    7,
    999,
    1_000,
    10_000,
    123_456,
    1_000_000,
    -1,
    -1_234,
    -999_999,
    2 ** 53 - 1,
    -(2 ** 53 - 1),
  ])("writes %d as en-US does", (value) => {
    expect(formatCount(value)).toBe(value.toLocaleString("en-US"));
  });

  test("leaves fractions and huge numbers to Intl, unchanged", () => {
    for (const value of [1.5, 1234.5678, 2 ** 60, 1e21, Number.NaN, Infinity]) {
      expect(formatCount(value)).toBe(value.toLocaleString("en-US"));
    }
  });

  test("agrees with Intl on a sweep of whole numbers of every length", () => {
    for (let digits = 1; digits <= 16; digits++) {
      for (const lead of [1, 5, 9]) {
        const value = Number(`${lead}${"7".repeat(digits - 1)}`);
        if (Number.isSafeInteger(value)) {
          expect(formatCount(value)).toBe(value.toLocaleString("en-US"));
          expect(formatCount(-value)).toBe((-value).toLocaleString("en-US"));
        }
      }
    }
  });
});
