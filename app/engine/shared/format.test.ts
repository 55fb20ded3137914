import { describe, expect, it } from "vitest";

import { formatClockTime, formatCount, plural } from "./format";

describe("formatCount", () => {
  it("writes the same text as toLocaleString('en-US') for integers and fractions alike", () => {
    const samples = [
      0,
      1,
      7,
      42,
      999,
      1_000,
      9_999,
      10_000,
      123_456,
      1_000_000,
      2 ** 31,
      -1,
      -1_234,
      -999_999,
      Number.MAX_SAFE_INTEGER,
      1.5,
      0.12345,
      -2.75,
      1e21,
    ];
    for (const n of samples) expect(formatCount(n)).toBe(n.toLocaleString("en-US"));
  });

  it("is what plural shows", () => {
    expect(plural(10_000, "entry", "entries")).toBe("10,000 entries");
    expect(plural(1, "word")).toBe("1 word");
  });
});

describe("formatClockTime", () => {
  it("writes a local time as 24-hour HH:MM:SS", () => {
    expect(formatClockTime(new Date(2026, 10, 27, 14, 3, 30))).toBe("14:03:30");
    expect(formatClockTime(new Date(2026, 0, 1, 0, 0, 5).getTime())).toBe("00:00:05");
  });
});
