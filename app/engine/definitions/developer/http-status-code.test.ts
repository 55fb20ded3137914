import fc from "fast-check";
import { describe, expect, it } from "vitest";

import statuses from "../../data/http-statuses";
import httpStatusCode from "./http-status-code";
import { expectDrawnFrom, expectProblem, generatorHarness } from "../../testing/harness";

const FC = { seed: 20_250_121, numRuns: 40 };
const { run, problemsOf } = generatorHarness([httpStatusCode], {
  seed: "developer test seed",
  now: 0,
});

describe("http-status-code", () => {
  it("knows the usual codes with their reason phrases", () => {
    const byCode = new Map(statuses.map((s) => [s.code, s.reason]));
    expect(byCode.get(200)).toBe("OK");
    expect(byCode.get(404)).toBe("Not Found");
    expect(byCode.get(503)).toBe("Service Unavailable");
    expect(statuses.length).toBeGreaterThanOrEqual(60);
  });

  it("draws only codes of the chosen class (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("any", "1", "2", "3", "4", "5"),
        fc.boolean(),
        fc.string({ maxLength: 6 }),
        fc.integer({ min: 1, max: 70 }),
        async (statusClass, unique, seed, count) => {
          const pool = statuses.filter(
            (s) => statusClass === "any" || String(s.code)[0] === statusClass,
          );
          const result = await run("http-status-code", { statusClass, count, unique }, seed);
          expectDrawnFrom(result, { count, unique }, pool, ({ text, data }) =>
            pool.find((s) => text === `${s.code} ${s.reason}` && data?.code === s.code),
          );
          for (const { data } of result.values) {
            expect(String(data?.class)).toMatch(new RegExp(`^${String(data?.code)[0]}xx `));
          }
        },
      ),
      FC,
    );
  });

  it("says so when a class has fewer codes than asked", async () => {
    const informational = statuses.filter((s) => s.code < 200).length;
    const result = await run("http-status-code", { statusClass: "1", count: 10 });
    expect(result.notes).toEqual([
      `Only ${informational} 1xx status codes exist in the list, so you get all ${informational}.`,
    ]);
  });

  it("refuses an unknown class, naming the field", () => {
    expectProblem(problemsOf("http-status-code", { statusClass: "6" })[0], "statusClass", /Class/);
  });
});
