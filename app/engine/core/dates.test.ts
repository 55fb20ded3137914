import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { civilDate, dayNumber, formatDate, parseIsoDate } from "./dates";

const FIRST_DAY = dayNumber({ year: 1, month: 1, day: 1 });
const LAST_DAY = dayNumber({ year: 9999, month: 12, day: 31 });

describe("calendar arithmetic", () => {
  it("agrees with JavaScript's Date for every day from year 1 to 9999", () => {
    fc.assert(
      fc.property(fc.integer({ min: FIRST_DAY, max: LAST_DAY }), (days) => {
        const { year, month, day } = civilDate(days);
        const date = new Date(days * 86_400_000);
        expect([year, month, day]).toEqual([
          date.getUTCFullYear(),
          date.getUTCMonth() + 1,
          date.getUTCDate(),
        ]);
        expect(dayNumber({ year, month, day })).toBe(days);
        // Monday-first weekday names against getUTCDay (0 = Sunday).
        const weekday = formatDate(days, "long").split(",")[0];
        const names = [
          "Sunday",
          "Monday",
          "Tuesday",
          "Wednesday",
          "Thursday",
          "Friday",
          "Saturday",
        ];
        expect(weekday).toBe(names[date.getUTCDay()]);
      }),
      { seed: 1234, numRuns: 100 },
    );
    expect(dayNumber({ year: 1970, month: 1, day: 1 })).toBe(0);
    expect(civilDate(dayNumber({ year: 2000, month: 2, day: 29 }))).toEqual({
      year: 2000,
      month: 2,
      day: 29,
    });
  });

  it("formats a known date in every format", () => {
    const days = dayNumber({ year: 2025, month: 3, day: 3 });
    expect(formatDate(days, "iso")).toBe("2025-03-03");
    expect(formatDate(days, "long")).toBe("Monday, 3 March 2025");
    expect(formatDate(days, "us")).toBe("03/03/2025");
    expect(formatDate(FIRST_DAY, "iso")).toBe("0001-01-01");
    expect(formatDate(LAST_DAY, "long")).toBe("Friday, 31 December 9999");
  });

  it("explains what is wrong with a date", () => {
    expect(parseIsoDate("2024-02-29", "From")).toEqual({
      days: dayNumber({ year: 2024, month: 2, day: 29 }),
    });
    expect(parseIsoDate(" 2024-01-05 ", "From")).toHaveProperty("days");
    expect(parseIsoDate("2023-02-30", "From")).toEqual({
      error: "From: 2023-02-30 is not a real date: February 2023 has 28 days.",
    });
    expect(parseIsoDate("1900-02-29", "To")).toHaveProperty("error");
    expect(parseIsoDate("2023-13-01", "To")).toEqual({
      error: "To: 2023-13-01 is not a real date: there is no month 13.",
    });
    expect(parseIsoDate("0000-06-01", "To")).toEqual({
      error: "To: the year must be between 0001 and 9999.",
    });
    for (const bad of ["2023/01/01", "23-01-01", "2023-1-1", "tomorrow", "", "12023-01-01"]) {
      expect(parseIsoDate(bad, "From")).toHaveProperty(
        "error",
        expect.stringContaining("From must be a date written as YYYY-MM-DD"),
      );
    }
  });
});
