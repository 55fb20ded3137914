import fc from "fast-check";
import { describe, expect, it } from "vitest";

import cronExpression from "./cron-expression";
import { expectProblem, generatorHarness } from "../../testing/harness";

const FC = { seed: 20_250_130, numRuns: 40 };
const { run, problemsOf } = generatorHarness([cronExpression], {
  seed: "developer test seed",
  now: 0,
});

const FIELD_BOUNDS = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 6],
] as const;

/** The values a cron field matches (a star, a number, a range or a step), null if invalid. */
function expandField(field: string, [min, max]: readonly [number, number]): number[] | null {
  const all = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  if (field === "*") return all;
  const step = /^\*\/(\d+)$/.exec(field);
  if (step)
    return Number(step[1]) > 0 ? all.filter((v) => (v - min) % Number(step[1]) === 0) : null;
  const range = /^(\d+)-(\d+)$/.exec(field);
  if (range) {
    const [a, b] = [Number(range[1]), Number(range[2])];
    return a >= min && b <= max && a <= b ? all.filter((v) => v >= a && v <= b) : null;
  }
  return /^\d+$/.test(field) && Number(field) >= min && Number(field) <= max
    ? [Number(field)]
    : null;
}

describe("cron-expression", () => {
  it("gives valid five-field cron whose words match the fields (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "any",
          "minutes",
          "hourly",
          "hours",
          "daily",
          "weekdays",
          "weekly",
          "monthly",
        ),
        fc.boolean(),
        fc.string({ maxLength: 6 }),
        async (kind, quarterHours, seed) => {
          const result = await run("cron-expression", { kind, quarterHours, count: 10 }, seed);
          for (const { text, data } of result.values) {
            const fields = text.split(" ");
            expect(fields, text).toHaveLength(5);
            const expanded = fields.map((f, i) => expandField(f, FIELD_BOUNDS[i]!));
            for (const values of expanded) expect(values, text).not.toBeNull();
            // Every schedule fires every month: a day of the month is never past the 28th.
            if (fields[2] !== "*") expect(Math.max(...expanded[2]!)).toBeLessThanOrEqual(28);
            if (kind !== "any") expect(data?.kind).toBe(kind);
            const minutes = expanded[0]!;
            if (quarterHours && fields[0] !== "*" && !fields[0]!.startsWith("*/")) {
              expect(
                minutes.every((m) => m % 15 === 0),
                text,
              ).toBe(true);
            }
            const meaning = String(data?.detail);
            if (data?.kind === "daily") {
              const [m, h] = fields.map(Number);
              expect(meaning).toBe(
                `At ${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")} every day`,
              );
            }
            if (data?.kind === "minutes")
              expect(meaning).toBe(`Every ${fields[0]!.slice(2)} minutes`);
            if (data?.kind === "weekdays") expect(fields[4]).toBe("1-5");
          }
        },
      ),
      FC,
    );
  });

  it("uses only steps that divide the hour or the day", async () => {
    const every = await run("cron-expression", { kind: "minutes", count: 200 });
    for (const { text } of every.values) expect(60 % Number(text.split(" ")[0]!.slice(2))).toBe(0);
    const hours = await run("cron-expression", { kind: "hours", count: 200 });
    for (const { text } of hours.values) expect(24 % Number(text.split(" ")[1]!.slice(2))).toBe(0);
  });

  it("writes ordinals and weekday names in the meaning", async () => {
    const monthly = await run("cron-expression", { kind: "monthly", count: 200 });
    for (const { text, data } of monthly.values) {
      const day = Number(text.split(" ")[2]);
      const suffix =
        day === 1 || day === 21
          ? "st"
          : day === 2 || day === 22
            ? "nd"
            : day === 3 || day === 23
              ? "rd"
              : "th";
      expect(String(data?.detail)).toContain(`the ${day}${suffix} of every month`);
    }
    const weekly = await run("cron-expression", { kind: "weekly", count: 50 });
    for (const { data } of weekly.values)
      expect(String(data?.detail)).toMatch(/every (Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day$/);
  });

  it("refuses an unknown schedule, naming the field", () => {
    expectProblem(problemsOf("cron-expression", { kind: "yearly" })[0], "kind", /Schedule/);
  });
});
