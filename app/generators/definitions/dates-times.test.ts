import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { defaultInput, validateInput, type AnyGenerator } from "../core/engine";
import type { FieldSpec } from "../core/field-kinds";
import datesTimes, { civilDate, dayNumber, formatDate, parseIsoDate } from "./dates-times";
import {
  CHI_SQUARE_LIMIT,
  assertIntegerFieldsRefuse,
  chiSquare,
  expectProblem,
  generatorHarness,
  outOfBoundsNumber,
  runUnlessRefused,
  validInputArbitrary,
} from "./test-support";

const NOW = { now: 1_700_000_000_000 };
const ISO = /^\d{4}-\d{2}-\d{2}$/;
const FIRST_DAY = dayNumber({ year: 1, month: 1, day: 1 });
const LAST_DAY = dayNumber({ year: 9999, month: 12, day: 31 });

const { generator, run, refusedProblems } = generatorHarness(datesTimes, {
  seed: "dates seed",
  now: NOW.now,
});

/** A JavaScript Date at UTC midnight for any year 1..9999 (Date.UTC maps 0..99 to 19xx). */
function utcDate(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/** The date an ISO string names, checked to be a real calendar date. */
function realDate(iso: string): Date {
  expect(iso).toMatch(ISO);
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const date = utcDate(year, month, day);
  expect(date.getUTCFullYear(), iso).toBe(year);
  expect(date.getUTCMonth() + 1, iso).toBe(month);
  expect(date.getUTCDate(), iso).toBe(day);
  return date;
}

const dataDate = (value: { data?: Record<string, unknown> }) => value.data?.date as string;

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

describe("random-date", () => {
  it("uses fixed default bounds, not today", () => {
    const input = defaultInput(generator("random-date"));
    expect(input.from).toBe("2000-01-01");
    expect(input.to).toBe("2030-12-31");
  });

  it("stays within [from, to] inclusive and reaches both ends of a tiny range", async () => {
    const { values } = await run("random-date", {
      from: "2024-02-28",
      to: "2024-03-01",
      count: 300,
    });
    const seen = new Set(values.map((v) => v.text));
    expect([...seen].sort()).toEqual(["2024-02-28", "2024-02-29", "2024-03-01"]);
    const wide = await run("random-date", { from: "1999-12-31", to: "2001-01-01", count: 500 });
    for (const value of wide.values) {
      realDate(value.text);
      expect(value.text >= "1999-12-31" && value.text <= "2001-01-01").toBe(true);
      expect(dataDate(value)).toBe(value.text);
    }
  });

  it("writes the long and US formats, with the date in data", async () => {
    const long = await run("random-date", { from: "2025-03-03", to: "2025-03-03", format: "long" });
    expect(long.values[0]).toEqual({
      text: "Monday, 3 March 2025",
      data: { date: "2025-03-03", year: 2025, month: 3, day: 3, weekday: "Monday" },
    });
    const us = await run("random-date", { from: "2025-03-03", to: "2025-03-03", format: "us" });
    expect(us.values[0]?.text).toBe("03/03/2025");
    const many = await run("random-date", { format: "long", count: 50 });
    for (const value of many.values) {
      const date = realDate(dataDate(value));
      const expected = date.toLocaleDateString("en-GB", {
        weekday: "long",
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      });
      expect(value.text).toBe(expected.replace(/^(\w+) /, "$1, ").replace(/,,/, ","));
    }
  });

  it("draws distinct dates with No repeats, the whole range when asked for all of it", async () => {
    const { values } = await run("random-date", {
      from: "2024-01-01",
      to: "2024-12-31",
      count: 366,
      unique: true,
      order: "ascending",
    });
    expect(new Set(values.map((v) => v.text)).size).toBe(366);
    expect(values[0]?.text).toBe("2024-01-01");
    expect(values.at(-1)?.text).toBe("2024-12-31");
    const descending = await run("random-date", { count: 30, order: "descending" });
    const texts = descending.values.map((v) => v.text);
    expect(texts).toEqual([...texts].sort().reverse());
  });

  it("refuses impossible inputs with messages naming the field", () => {
    expect(refusedProblems("random-date", { from: "2023-02-30" })).toEqual([
      { field: "from", message: "From: 2023-02-30 is not a real date: February 2023 has 28 days." },
    ]);
    expect(refusedProblems("random-date", { to: "31/12/2030" })[0]?.field).toBe("to");
    expect(refusedProblems("random-date", { from: "2030-01-02", to: "2030-01-01" })).toEqual([
      { field: "to", message: "To must be on or after From." },
    ]);
    const [tooMany] = refusedProblems("random-date", {
      from: "2024-01-01",
      to: "2024-01-03",
      count: 4,
      unique: true,
    });
    expect(tooMany?.field).toBe("count");
    expect(tooMany?.message).toContain("Can't pick 4 different dates");
    expect(tooMany?.message).toContain("there are only 3");
    expect(refusedProblems("random-date", { from: "x".repeat(21) })[0]?.field).toBe("from");
    expect(
      validateInput(generator("random-date"), { from: "0001-01-01", to: "9999-12-31" }).ok,
    ).toBe(true);
  });

  it("is deterministic and ignores the clock", async () => {
    const a = await run("random-date", { count: 20 }, "same", { now: 0 });
    const b = await run("random-date", { count: 20 }, "same", NOW);
    const c = await run("random-date", { count: 20 }, "different", NOW);
    expect(b.values).toEqual(a.values);
    expect(c.values).not.toEqual(a.values);
  });
});

/** Seconds after midnight of a 24-hour "HH:MM" or "HH:MM:SS" text. */
function seconds24(text: string): number {
  const [h, m, s = 0] = text.split(":").map(Number) as [number, number, number?];
  return h * 3600 + m * 60 + s;
}

describe("random-time", () => {
  it("stays within the range and reaches both ends", async () => {
    const { values } = await run("random-time", { from: "09:58", to: "10:01", count: 200 });
    const seen = new Set(values.map((v) => v.text));
    expect([...seen].sort()).toEqual(["09:58", "09:59", "10:00", "10:01"]);
    const wide = await run("random-time", { from: "8:15", to: "17:45", count: 300, seconds: true });
    for (const value of wide.values) {
      expect(value.text).toMatch(/^\d{2}:\d{2}:\d{2}$/);
      const t = seconds24(value.text);
      expect(t).toBeGreaterThanOrEqual(8 * 3600 + 15 * 60);
      expect(t).toBeLessThanOrEqual(17 * 3600 + 45 * 60);
      expect(value.data?.time).toBe(value.text);
      expect(value.data).toMatchObject({
        hour: Math.floor(t / 3600),
        minute: Math.floor(t / 60) % 60,
        second: t % 60,
      });
    }
  });

  it("runs past midnight when To is earlier than From", async () => {
    const { values } = await run("random-time", { from: "23:58", to: "00:01", count: 200 });
    expect([...new Set(values.map((v) => v.text))].sort()).toEqual([
      "00:00",
      "00:01",
      "23:58",
      "23:59",
    ]);
  });

  it("writes 12-hour times with AM and PM", async () => {
    const cases: [string, string][] = [
      ["00:00", "12:00 AM"],
      ["00:59", "12:59 AM"],
      ["09:05", "9:05 AM"],
      ["12:00", "12:00 PM"],
      ["12:30", "12:30 PM"],
      ["13:05", "1:05 PM"],
      ["23:59", "11:59 PM"],
    ];
    for (const [time, expected] of cases) {
      const { values } = await run("random-time", { from: time, to: time, clock: "12h" });
      expect(values[0]?.text).toBe(expected);
    }
    const withSeconds = await run("random-time", {
      from: "13:05",
      to: "13:05",
      clock: "12h",
      seconds: true,
    });
    expect(withSeconds.values[0]?.text).toBe("1:05:00 PM");
    const many = await run("random-time", { clock: "12h", seconds: true, count: 300 });
    for (const value of many.values) {
      expect(value.text).toMatch(/^(1[0-2]|[1-9]):[0-5]\d:[0-5]\d (AM|PM)$/);
    }
  });

  it("refuses badly written times, naming the field", () => {
    for (const bad of ["24:00", "12:60", "9.30", "", "noon", "12:5"]) {
      expectProblem(refusedProblems("random-time", { from: bad })[0], "from", "HH:MM");
    }
    expect(refusedProblems("random-time", { to: "25:00" })[0]?.field).toBe("to");
  });
});

describe("random-weekday", () => {
  it("is uniform over the seven days", async () => {
    const { values } = await run("random-weekday", { count: 7_000 }, "chi-square weekday");
    const names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
    const observed = names.map((name) => values.filter((v) => v.text === name).length);
    expect(observed.reduce((a, b) => a + b, 0)).toBe(7_000);
    // 6 degrees of freedom: p ≤ 1e-6 for uniform days.
    expect(chiSquare(observed, 1000)).toBeLessThan(CHI_SQUARE_LIMIT[6]);
    for (const value of values) {
      expect(names[(value.data?.number as number) - 1]).toBe(value.text);
    }
  });

  it("leaves out the weekend when asked", async () => {
    const { values } = await run("random-weekday", { weekends: false, count: 500 });
    expect(new Set(values.map((v) => v.text))).toEqual(
      new Set(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
    );
  });
});

describe("random-month", () => {
  it("names every month and its number", async () => {
    const { values } = await run("random-month", { count: 1_000 });
    expect(new Set(values.map((v) => v.text)).size).toBe(12);
    for (const value of values) {
      const number = value.data?.number as number;
      expect(
        utcDate(2001, number, 1).toLocaleString("en-US", { month: "long", timeZone: "UTC" }),
      ).toBe(value.text);
    }
  });
});

describe("random-year", () => {
  it("stays within the range, reaching both ends", async () => {
    const { values } = await run("random-year", { from: 1999, to: 2001, count: 100 });
    expect([...new Set(values.map((v) => v.text))].sort()).toEqual(["1999", "2000", "2001"]);
    const leap = values.find((v) => v.text === "2000");
    expect(leap?.data).toEqual({ year: 2000, leap: true });
  });

  it("draws distinct years with No repeats and refuses impossible ranges", async () => {
    const { values } = await run("random-year", { from: 1, to: 10, count: 10, unique: true });
    expect(values.map((v) => Number(v.text)).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(refusedProblems("random-year", { from: 2000, to: 1999 })[0]?.field).toBe("to");
    expect(
      refusedProblems("random-year", { from: 1, to: 10, count: 11, unique: true })[0]?.field,
    ).toBe("count");
    expect(refusedProblems("random-year", { from: 0 })[0]).toEqual({
      field: "from",
      message: "From year must be at least 1",
    });
    expect(refusedProblems("random-year", { to: 10_000 })[0]?.field).toBe("to");
  });
});

/** Age in whole years on `on` for a birth date, both ISO: counted by comparing month and day. */
function age(birth: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(birth.slice(0, 4));
  return on.slice(5) < birth.slice(5) ? years - 1 : years;
}

describe("random-birthday", () => {
  it("measures ages against a fixed reference date, not today", async () => {
    expect(defaultInput(generator("random-birthday")).on).toBe("2026-01-01");
    const a = await run("random-birthday", { count: 20 }, "same", { now: 0 });
    const b = await run("random-birthday", { count: 20 }, "same", NOW);
    expect(b.values).toEqual(a.values);
  });

  it("gives ages within the range, reaching the youngest and oldest possible dates", async () => {
    const cases = [
      { minAge: 30, maxAge: 30, on: "2026-01-01" },
      { minAge: 0, maxAge: 0, on: "2024-02-29" },
      { minAge: 1, maxAge: 1, on: "2024-02-29" },
      { minAge: 3, maxAge: 4, on: "2023-03-01" },
      { minAge: 18, maxAge: 65, on: "2026-01-01" },
    ];
    for (const input of cases) {
      const tiny = input.maxAge - input.minAge <= 1;
      const { values } = await run("random-birthday", { ...input, count: tiny ? 2_000 : 300 });
      const births = values.map(dataDate);
      // Collected, not asserted one by one, to keep thousands of values fast.
      const wrong = values.filter((value, i) => {
        const birth = births[i] ?? "";
        const years = age(birth, input.on);
        const date = new Date(`${birth}T00:00:00Z`);
        return (
          Number.isNaN(date.getTime()) ||
          date.toISOString().slice(0, 10) !== birth ||
          years < input.minAge ||
          years > input.maxAge ||
          value.data?.age !== years ||
          value.text !== birth
        );
      });
      expect(wrong, input.on).toEqual([]);
      if (!tiny) continue;
      // The extremes drawn are the true extremes: one day later/earlier leaves the age range.
      const sorted = [...births].sort();
      const earliest = sorted[0] ?? "";
      const latest = sorted.at(-1) ?? "";
      const shift = (iso: string, by: number) =>
        new Date(realDate(iso).getTime() + by * 86_400_000).toISOString().slice(0, 10);
      expect(age(shift(earliest, -1), input.on)).toBe(input.maxAge + 1);
      expect(age(shift(latest, 1), input.on)).toBe(input.minAge - 1);
    }
  });

  it("refuses impossible inputs, naming the field", () => {
    expect(refusedProblems("random-birthday", { minAge: 50, maxAge: 40 })[0]?.field).toBe("maxAge");
    expect(refusedProblems("random-birthday", { on: "2026-02-29" })[0]).toEqual({
      field: "on",
      message: "Reference date: 2026-02-29 is not a real date: February 2026 has 28 days.",
    });
    expect(refusedProblems("random-birthday", { on: "0100-01-01", maxAge: 100 })[0]?.field).toBe(
      "maxAge",
    );
    expect(validateInput(generator("random-birthday"), { on: "0100-01-01", maxAge: 98 }).ok).toBe(
      true,
    );
    expect(refusedProblems("random-birthday", { maxAge: 121 })[0]?.field).toBe("maxAge");
  });
});

// ---------------------------------------------------------------------------
// Properties over every generator of the module
// ---------------------------------------------------------------------------

const isoArbitrary = fc
  .integer({ min: FIRST_DAY, max: LAST_DAY })
  .map((days) => formatDate(days, "iso"));
const timeArbitrary = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);

/** Valid dates for the date fields, valid times for those of random-time. */
function textArbitrary(g: AnyGenerator, spec: FieldSpec): fc.Arbitrary<string> | undefined {
  if (spec.kind !== "text") return undefined;
  return g.id === "random-time" ? timeArbitrary : isoArbitrary;
}

describe("every date and time generator", () => {
  for (const g of datesTimes as readonly AnyGenerator[]) {
    it(`${g.id}: any valid input gives the declared count of values`, async () => {
      const arbitrary = validInputArbitrary(g, (spec) => textArbitrary(g, spec));
      await fc.assert(
        fc.asyncProperty(arbitrary, async (raw) => {
          const accepted = await runUnlessRefused(g, raw, NOW);
          if (!accepted) return;
          const { values } = accepted.generation;
          expect(values).toHaveLength(accepted.input.count as number);
          for (const value of values) {
            expect(value.text.length).toBeGreaterThan(0);
            if (typeof value.data?.date === "string") realDate(value.data.date);
          }
        }),
        { seed: 20260101, numRuns: 80 },
      );
    });

    it(`${g.id}: any out-of-bounds number is refused, naming the field`, () => {
      assertIntegerFieldsRefuse(g, outOfBoundsNumber, { seed: 77, numRuns: 50 });
    });
  }
});
