import { describe, expect, it } from "vitest";

import { validateInput } from "../../core/engine";
import randomDate from "./random-date";
import { generatorHarness } from "../../testing/harness";
import { expectAnyValidInputRuns, expectOutOfBoundsRefused, realDate } from "../../testing/dates";
import { defaultInput } from "../../core/read-run";

const NOW = { now: 1_700_000_000_000 };

const { run, refusedProblems } = generatorHarness([randomDate], {
  seed: "dates seed",
  now: NOW.now,
});

const dataDate = (value: { data?: Record<string, unknown> }) => value.data?.date as string;

describe("random-date", () => {
  it("uses fixed default bounds, not today", () => {
    const input = defaultInput(randomDate);
    expect(input.from).toBe("2000-01-01");
    expect(input.to).toBe("2030-12-31");
  });

  it("takes From and To as calendar dates", () => {
    const kinds = Object.values(randomDate.inputs).map((field) => field.spec.kind);
    expect(kinds.slice(0, 2)).toEqual(["date", "date"]);
    expect(randomDate.inputs.to.spec.help).toBe("Included in the range.");
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
    expect(validateInput(randomDate, { from: "0001-01-01", to: "9999-12-31" }).ok).toBe(true);
  });

  it("reports a bad date in each field at once, before any rule across them", () => {
    expect(refusedProblems("random-date", { from: "2023-02-30", to: "2023-13-01" })).toEqual([
      { field: "from", message: "From: 2023-02-30 is not a real date: February 2023 has 28 days." },
      { field: "to", message: "To: 2023-13-01 is not a real date: there is no month 13." },
    ]);
  });

  it("is deterministic and ignores the clock", async () => {
    const a = await run("random-date", { count: 20 }, "same", { now: 0 });
    const b = await run("random-date", { count: 20 }, "same", NOW);
    const c = await run("random-date", { count: 20 }, "different", NOW);
    expect(b.values).toEqual(a.values);
    expect(c.values).not.toEqual(a.values);
  });
});

describe("random-date for any input", () => {
  it("gives the declared count of values for any valid input", async () => {
    await expectAnyValidInputRuns(randomDate, NOW);
  });

  it("refuses any out-of-bounds number, naming the field", () => {
    expectOutOfBoundsRefused(randomDate);
  });
});
