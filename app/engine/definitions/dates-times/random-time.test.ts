import { describe, expect, it } from "vitest";

import randomTime from "./random-time";
import { expectProblem, generatorHarness } from "../../testing/harness";
import { expectAnyValidInputRuns, expectOutOfBoundsRefused } from "../../testing/dates";

const NOW = { now: 1_700_000_000_000 };

const { run, refusedProblems } = generatorHarness([randomTime], {
  seed: "dates seed",
  now: NOW.now,
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

describe("random-time for any input", () => {
  it("gives the declared count of values for any valid input", async () => {
    await expectAnyValidInputRuns(randomTime, NOW);
  });

  it("refuses any out-of-bounds number, naming the field", () => {
    expectOutOfBoundsRefused(randomTime);
  });
});
