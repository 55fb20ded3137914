import fc from "fast-check";
import { describe, expect, it } from "vitest";

import randomString, { STRING_CHARACTER_SETS } from "./random-string";
import {
  assertAcceptedRuns,
  assertFieldsValidate,
  assertIntegerFieldsRefuse,
  generatorHarness,
  invalidNumber,
  validInputArbitrary,
} from "../../testing/harness";

const NOW = 1_700_000_000_000;

const { runTexts, run, problemsOf, refusedProblems } = generatorHarness([randomString], {
  seed: "text test seed",
  now: NOW,
});

describe("random-string", () => {
  it("uses the chosen character set and length", async () => {
    const cases = [
      ["alphanumeric", /^[A-Za-z0-9]{40}$/],
      ["letters", /^[A-Za-z]{40}$/],
      ["digits", /^[0-9]{40}$/],
      ["hex", /^[0-9a-f]{40}$/],
    ] as const;
    for (const [characters, shape] of cases) {
      for (const s of await runTexts("random-string", { characters, length: 40, count: 20 })) {
        expect(s).toMatch(shape);
      }
    }
    const result = await run("random-string", { characters: "hex", length: 10 });
    expect(result.values[0]?.data?.entropyBits).toBe(40);
  });

  it("uses custom characters only when Custom is chosen, each once", async () => {
    const result = await run("random-string", { characters: "custom", custom: "xyzx€", count: 30 });
    for (const { text } of result.values) expect(text).toMatch(/^[xyz€]{16}$/);
    expect(result.notes?.[0]).toMatch(/ignored 1 repeated character/);
    expect(result.values[0]?.data?.entropyBits).toBe(32);
    for (const s of await runTexts("random-string", { custom: "€", count: 10 })) {
      expect(s).toMatch(/^[A-Za-z0-9]{16}$/);
    }
    expect(
      refusedProblems("random-string", { characters: "custom", custom: "aaa" })[0]?.field,
    ).toBe("custom");
  });

  it("refuses lengths and counts out of range", () => {
    expect(refusedProblems("random-string", { length: 0 })[0]?.field).toBe("length");
    expect(refusedProblems("random-string", { length: 1025 })[0]?.field).toBe("length");
    expect(refusedProblems("random-string", { count: 10_001 })[0]?.field).toBe("count");
  });

  it("gives 10,000 short strings but no more than 1 MiB of characters in one run", async () => {
    expect(await runTexts("random-string", { length: 104, count: 10_000 })).toHaveLength(10_000);
    expect(problemsOf("random-string", { length: 1024, count: 1024 })).toEqual([]);
    const [problem] = refusedProblems("random-string", { length: 1000, count: 2000 });
    expect(problem).toEqual({
      field: "count",
      message:
        "2,000 values of 1,000 characters would be 2,000,000 characters; one run gives at most 1,048,576. Lower How many or Length.",
    });
  });
});

describe("random-string properties", () => {
  it("any valid input gives values of the declared shape", async () => {
    const parameters = { seed: 20240611, numRuns: 50 };
    await assertAcceptedRuns(
      [randomString],
      // Small lengths and counts keep the runs quick; custom characters are 2 to 12 different.
      (g) =>
        validInputArbitrary(g, (spec) => {
          if (spec.kind === "integer") {
            return fc.integer({ min: spec.min, max: Math.min(spec.max, 5) });
          }
          if (spec.name === "custom") {
            return fc
              .uniqueArray(fc.constantFrom(..."abcXYZ019!?é€🍎"), { minLength: 2, maxLength: 12 })
              .map((chars) => chars.join(""));
          }
          return undefined;
        }),
      { now: NOW },
      parameters,
      () =>
        (_raw, input, { values }) => {
          const pool: string =
            input.characters === "custom"
              ? (input.custom as string)
              : STRING_CHARACTER_SETS[input.characters as keyof typeof STRING_CHARACTER_SETS];
          expect(values).toHaveLength(input.count as number);
          for (const { text } of values) {
            const chars = Array.from(text);
            expect(chars).toHaveLength(input.length as number);
            for (const c of chars) expect(pool).toContain(c);
          }
        },
    );
  });

  it("any out-of-range number is refused, naming its field, never thrown", () => {
    assertIntegerFieldsRefuse(randomString, invalidNumber, { seed: 20240611, numRuns: 50 });
  });

  it("any text in the text fields is validated without throwing", () => {
    const parameters = { seed: 20240611, numRuns: 50 };
    assertFieldsValidate(randomString, fc.string({ maxLength: 300 }), parameters, {
      characters: "custom",
    });
  });
});
