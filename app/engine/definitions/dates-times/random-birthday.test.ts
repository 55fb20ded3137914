import { describe, expect, it } from "vitest";

import { validateInput } from "../../core/engine";
import randomBirthday from "./random-birthday";
import { generatorHarness } from "../../testing/harness";
import { expectAnyValidInputRuns, expectOutOfBoundsRefused, realDate } from "../../testing/dates";
import { defaultInput } from "../../core/read-run";

const NOW = { now: 1_700_000_000_000 };

const { run, refusedProblems } = generatorHarness([randomBirthday], {
  seed: "dates seed",
  now: NOW.now,
});

const dataDate = (value: { data?: Record<string, unknown> }) => value.data?.date as string;

/** Age in whole years on `on` for a birth date, both ISO: counted by comparing month and day. */
function age(birth: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(birth.slice(0, 4));
  return on.slice(5) < birth.slice(5) ? years - 1 : years;
}

describe("random-birthday", () => {
  it("measures ages against a fixed reference date, not today", async () => {
    expect(defaultInput(randomBirthday).on).toBe("2026-01-01");
    expect(randomBirthday.inputs.on.spec.kind).toBe("date");
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
    expect(validateInput(randomBirthday, { on: "0100-01-01", maxAge: 98 }).ok).toBe(true);
    expect(refusedProblems("random-birthday", { maxAge: 121 })[0]?.field).toBe("maxAge");
  });
});

describe("random-birthday for any input", () => {
  it("gives the declared count of values for any valid input", async () => {
    await expectAnyValidInputRuns(randomBirthday, NOW);
  });

  it("refuses any out-of-bounds number, naming the field", () => {
    expectOutOfBoundsRefused(randomBirthday);
  });
});
