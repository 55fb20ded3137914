import fc from "fast-check";
import { describe, expect, it } from "vitest";

import hexString from "./hex-string";
import {
  assertAcceptedRuns,
  assertFieldsValidate,
  assertIntegerFieldsRefuse,
  generatorHarness,
  invalidNumber,
  validInputArbitrary,
} from "../../testing/harness";

const NOW = 1_700_000_000_000;

const { generator, runTexts, problemsOf, refusedProblems } = generatorHarness([hexString], {
  seed: "identifiers test seed",
  now: NOW,
});

describe("hex-string", () => {
  it("has the asked length, case and prefix", async () => {
    for (const hex of await runTexts("hex-string", { length: 7, count: 50 })) {
      expect(hex).toMatch(/^[0-9a-f]{7}$/);
    }
    for (const hex of await runTexts("hex-string", {
      length: 1024,
      letterCase: "upper",
      prefix: true,
      count: 3,
    })) {
      expect(hex).toMatch(/^0x[0-9A-F]{1024}$/);
    }
    const [one] = await runTexts("hex-string", { length: 1 });
    expect(one).toMatch(/^[0-9a-f]$/);
  });

  it("rejects lengths and counts out of range", () => {
    expect(refusedProblems("hex-string", { length: 0 })[0]?.field).toBe("length");
    expect(refusedProblems("hex-string", { length: 1025 })[0]?.field).toBe("length");
    expect(refusedProblems("hex-string", { count: 10_001 })[0]?.field).toBe("count");
  });

  it("gives 10,000 short strings but no more than 1 MiB of digits in one run", async () => {
    expect(await runTexts("hex-string", { length: 104, count: 10_000 })).toHaveLength(10_000);
    expect(problemsOf("hex-string", { length: 1024, count: 1024 })).toEqual([]);
    expect(refusedProblems("hex-string", { length: 1024, count: 1025 })).toEqual([
      {
        field: "count",
        message:
          "1,025 values of 1,024 characters would be 1,049,600 characters; one run gives at most 1,048,576. Lower How many or Length.",
      },
    ]);
    expect(generator("hex-string").inputs.count?.spec.help).toBe(
      "At most 1,048,576 characters in all: Length × How many.",
    );
  });
});

describe("hex-string properties", () => {
  it("any valid input gives `count` values of the declared shape", async () => {
    const parameters = { seed: 20240611, numRuns: 60 };
    await assertAcceptedRuns(
      [hexString],
      (g) => validInputArbitrary(g),
      { now: NOW },
      parameters,
      () =>
        (raw, input, { values }) => {
          expect(values).toHaveLength(raw.count as number);
          const digits = input.letterCase === "upper" ? "[0-9A-F]" : "[0-9a-f]";
          const prefix = input.prefix ? "0x" : "";
          const shape = new RegExp(`^${prefix}${digits}{${String(input.length)}}$`);
          for (const { text } of values) expect(shape.test(text), `hex-string: ${text}`).toBe(true);
        },
    );
  });

  it("any out-of-range number is refused, naming its field, never thrown", () => {
    assertIntegerFieldsRefuse(hexString, invalidNumber, { seed: 20240611, numRuns: 50 });
  });

  it("any value of any type in any field is validated without throwing", () => {
    assertFieldsValidate(hexString, fc.anything(), { seed: 20240611, numRuns: 50 });
  });
});
