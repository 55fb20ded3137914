import fc from "fast-check";
import { describe, expect, it } from "vitest";

import jsonObject from "./json-object";
import {
  CHI_SQUARE_LIMIT,
  chiSquare,
  expectProblem,
  generatorHarness,
} from "../../testing/harness";

const FC = { seed: 17_603, numRuns: 40 };
const { run, problemsOf } = generatorHarness([jsonObject], {
  seed: "developer test seed",
  now: 0,
});

const ISO_INSTANT = /^20(1[5-9]|2[0-5])-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
const ISO_DAY = /^(19[4-9]\d|200[0-7])-\d\d-\d\d$/;

/** Whether a parsed value has the kind the generator says it has. */
function hasKind(value: unknown, kind: unknown): boolean {
  switch (kind) {
    case "string":
      return typeof value === "string" && value.length > 0;
    case "integer":
      return Number.isSafeInteger(value);
    case "boolean":
      return typeof value === "boolean";
    case "date":
      return typeof value === "string" && (ISO_INSTANT.test(value) || ISO_DAY.test(value));
    case "array":
      return (
        Array.isArray(value) &&
        value.length > 0 &&
        value.every((v) => typeof v === "string") &&
        new Set(value).size === value.length
      );
    default:
      return false;
  }
}

describe("json-object", () => {
  it("gives valid JSON with the asked number of distinct, typed keys (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom("camel", "snake"),
        fc.constantFrom("pretty", "compact"),
        fc.string({ maxLength: 6 }),
        async (fields, keys, format, seed) => {
          const { values } = await run("json-object", { fields, keys, format, count: 3 }, seed);
          for (const { text, data } of values) {
            expect(data?.json).toBe(text);
            expect(text.includes("\n")).toBe(format === "pretty" && fields > 0);
            const object = JSON.parse(text) as Record<string, unknown>;
            const names = Object.keys(object);
            expect(names).toEqual(data?.keys);
            expect(names).toHaveLength(fields);
            const types = data?.types as string[];
            names.forEach((name, i) => {
              expect(name).toMatch(
                keys === "camel" ? /^[a-z]+([A-Z][a-z]+)*$/ : /^[a-z]+(_[a-z]+)*$/,
              );
              expect(
                hasKind(object[name], types[i]),
                `${name}: ${JSON.stringify(object[name])}`,
              ).toBe(true);
            });
            if (typeof object.email === "string")
              expect(object.email).toMatch(/^[a-z]+\.[a-z]+@example\.com$/);
            if (typeof object.uuid === "string")
              expect(object.uuid).toMatch(
                /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
              );
          }
        },
      ),
      FC,
    );
  });

  it("chooses keys evenly (chi-square over which key a one-field object holds)", async () => {
    const { values } = await run("json-object", { fields: 1, count: 100, keys: "camel" }, "keys");
    const runs = await Promise.all(
      Array.from({ length: 40 }, (_, i) => run("json-object", { fields: 1, count: 100 }, `k${i}`)),
    );
    const all = [values, ...runs.map((r) => r.values)].flat();
    const byKey = new Map<string, number>();
    for (const v of all) {
      const key = (v.data?.keys as string[])[0] ?? "";
      byKey.set(key, (byKey.get(key) ?? 0) + 1);
    }
    // All 38 keys turn up; the statistic (37 degrees of freedom) is held to the limit for 63,
    // a looser bound, so the false-failure rate stays under 1e-6.
    expect(byKey.size).toBe(38);
    expect(chiSquare([...byKey.values()], all.length / 38)).toBeLessThan(CHI_SQUARE_LIMIT[63]);
  });

  it("refuses too many fields or objects, naming the field", () => {
    expectProblem(problemsOf("json-object", { fields: 21 })[0], "fields", /Fields/);
    expectProblem(problemsOf("json-object", { fields: 0 })[0], "fields", /Fields/);
    expectProblem(problemsOf("json-object", { count: 101 })[0], "count", /How many/);
  });
});
