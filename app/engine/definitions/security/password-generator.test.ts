import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { runGenerator, validateInput, type AnyGenerator } from "../../core/engine";
import { seededRandom } from "../../core/random";
import passwordGenerator from "./password-generator";
import { DEFAULT_SYMBOLS, LOOK_ALIKES } from "../../shared/passwords";
import { allStrings } from "../../testing/all-strings";
import {
  CHI_SQUARE_LIMIT,
  assertAcceptedRuns,
  assertIntegerFieldsRefuse,
  chiSquare,
  expectProblem,
  generatorHarness,
  invalidNumber,
  validInputArbitrary,
} from "../../testing/harness";

const NOW = 1_700_000_000_000;

const { generator, runTexts, run, refusedProblems } = generatorHarness([passwordGenerator], {
  seed: "security test seed",
  now: NOW,
});

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const DIGITS = "0123456789";
const ALL_OFF = { uppercase: false, lowercase: false, digits: false, symbols: false };

describe("password-generator", () => {
  it("has the asked length, only pool characters and one of each kind by default", async () => {
    const pool = UPPER + LOWER + DIGITS + DEFAULT_SYMBOLS;
    const passwords = await runTexts("password-generator", { count: 200 });
    for (const password of passwords) {
      expect(password).toHaveLength(16);
      expect([...password].every((c) => pool.includes(c))).toBe(true);
    }
    // Length 4 with four kinds: only about 7% of raw draws qualify, so the rule is doing work.
    for (const password of await runTexts("password-generator", { length: 4, count: 300 })) {
      for (const kind of [UPPER, LOWER, DIGITS, DEFAULT_SYMBOLS]) {
        expect(
          [...password].some((c) => kind.includes(c)),
          password,
        ).toBe(true);
      }
    }
  });

  it("leaves out look-alikes and excluded characters", async () => {
    const passwords = await runTexts("password-generator", {
      length: 64,
      noLookAlikes: true,
      exclude: "aB3!@",
      count: 200,
    });
    for (const password of passwords) {
      for (const c of LOOK_ALIKES + "aB3!@") expect(password).not.toContain(c);
    }
  });

  it("uses only the chosen kinds and symbols", async () => {
    for (const password of await runTexts("password-generator", {
      ...ALL_OFF,
      digits: true,
      symbols: true,
      symbolSet: "#$",
      count: 50,
    })) {
      expect(password).toMatch(/^[0-9#$]{16}$/);
    }
  });

  it("reports the entropy a brute-force count gives", async () => {
    // Uppercase A, B and lowercase c, length 4: 3^4 − 1^4 − 2^4 = 64 passwords, 6 bits.
    const input = {
      ...ALL_OFF,
      uppercase: true,
      lowercase: true,
      exclude: UPPER.slice(2) + LOWER.replace("c", ""),
      length: 4,
      count: 5,
    };
    const valid = [...allStrings(["A", "B", "c"], 4)].filter(
      (s) => /[AB]/.test(s) && s.includes("c"),
    );
    expect(valid).toHaveLength(64);
    const result = await run("password-generator", input);
    expect(result.values[0]?.data?.entropyBits).toBe(6);
    expect(result.summary).toContain("about 6 bits");
    // Without the rule every one of the 81 strings counts: 4 × log2 3 = 6.3 bits.
    const free = await run("password-generator", { ...input, eachKind: false });
    expect(free.values[0]?.data?.entropyBits).toBe(6.3);
  });

  it("gives length × log2(pool) without the rule and stays finite at length 256", async () => {
    const free = await run("password-generator", { eachKind: false });
    expect(free.values[0]?.data?.entropyBits).toBe(Math.round(160 * Math.log2(86)) / 10);
    const long = await run("password-generator", { length: 256 });
    const bits = long.values[0]?.data?.entropyBits as number;
    expect(Number.isFinite(bits)).toBe(true);
    expect(bits).toBeLessThanOrEqual(Math.round(2560 * Math.log2(86)) / 10);
    expect(bits).toBeGreaterThan(256 * Math.log2(86) - 0.1);
  });

  it("draws every valid password equally often (chi-square)", async () => {
    const passwords = await runTexts("password-generator", {
      ...ALL_OFF,
      uppercase: true,
      lowercase: true,
      exclude: UPPER.slice(2) + LOWER.replace("c", ""),
      length: 4,
      count: 6400,
    });
    const counts = new Map<string, number>();
    for (const p of passwords) counts.set(p, (counts.get(p) ?? 0) + 1);
    expect(counts.size).toBe(64);
    // 63 degrees of freedom: p ≤ 1e-6 if all 64 valid passwords are equally likely.
    expect(chiSquare([...counts.values()], 100)).toBeLessThan(CHI_SQUARE_LIMIT[63]);
  });

  it("draws characters uniformly over the pool (chi-square)", async () => {
    const pool = UPPER + LOWER + DIGITS + DEFAULT_SYMBOLS;
    const passwords = await runTexts("password-generator", {
      length: 64,
      eachKind: false,
      count: 200,
    });
    const counts = new Array<number>(pool.length).fill(0);
    for (const p of passwords) for (const c of p) counts[pool.indexOf(c)]! += 1;
    // 85 degrees of freedom: p ≤ 1e-6 for uniform characters.
    expect(chiSquare(counts, (64 * 200) / pool.length)).toBeLessThan(CHI_SQUARE_LIMIT[85]);
  });

  it("spells indices drawn for the whole run, drawing again for those missing a kind (version 2)", async () => {
    const pool = [...(UPPER + LOWER + DIGITS + DEFAULT_SYMBOLS)];
    const kinds = [UPPER, LOWER, DIGITS, DEFAULT_SYMBOLS];
    // Length 4: about 7% of drawn passwords have all four kinds, so many rounds are drawn.
    const reference = seededRandom("password v2");
    const expected: string[] = [];
    while (expected.length < 40) {
      const missing = 40 - expected.length;
      const indices = reference.indicesInto(new Uint8Array(4 * missing), pool.length);
      for (let k = 0; k < missing; k++) {
        const password = Array.from(indices.subarray(4 * k, 4 * k + 4), (i) => pool[i]).join("");
        if (kinds.every((kind) => [...password].some((c) => kind.includes(c)))) {
          expected.push(password);
        }
      }
    }
    const random = seededRandom("password v2");
    const input = validateInput(generator("password-generator"), { length: 4, count: 40 });
    if (!input.ok) throw new Error("refused");
    const result = await runGenerator(generator("password-generator"), random, input.input, {
      now: NOW,
    });
    expect(result.values.map((v) => v.text)).toEqual(expected);
    expect(random.uint32()).toBe(reference.uint32());
  });

  it("keeps version 1, one Random.pick per character, for its permalinks", async () => {
    const pool = [...(UPPER + LOWER + DIGITS + DEFAULT_SYMBOLS)];
    const reference = seededRandom("password v1");
    const expected = Array.from({ length: 20 }, () =>
      Array.from({ length: 16 }, () => reference.pick(pool)).join(""),
    );
    const g = generator("password-generator");
    const input = validateInput(g, { eachKind: false, count: 20 });
    if (!input.ok) throw new Error("refused");
    const result = await runGenerator(g, seededRandom("password v1"), input.input, {
      now: NOW,
      version: 1,
    });
    expect(result.values.map((v) => v.text)).toEqual(expected);
  });

  it("refuses impossible settings with a message naming the field", () => {
    expectProblem(
      refusedProblems("password-generator", ALL_OFF)[0],
      "uppercase",
      /Turn on at least one/,
    );
    expectProblem(
      refusedProblems("password-generator", { exclude: DIGITS })[0],
      "exclude",
      /No digits are left.*turn off Digits/,
    );
    const [oneChar] = refusedProblems("password-generator", {
      ...ALL_OFF,
      digits: true,
      exclude: "012345678",
    });
    expect(oneChar?.field).toBe("exclude");
    expect(refusedProblems("password-generator", { symbolSet: "ab#" })[0]?.field).toBe("symbolSet");
    expect(refusedProblems("password-generator", { symbolSet: "" })[0]?.field).toBe("symbolSet");
    expect(refusedProblems("password-generator", { length: 3 })[0]).toEqual({
      field: "length",
      message: "Length must be at least 4",
    });
    // One uppercase, one digit, one symbol and 26 lowercase letters in 4 characters: fewer
    // than 1 in 1,000 draws qualify, too rare to find by redrawing.
    expectProblem(
      refusedProblems("password-generator", {
        length: 4,
        exclude: UPPER.slice(1) + DIGITS.slice(1),
        symbolSet: "#",
      })[0],
      "length",
      /Only about 1 in 1,133/,
    );
    // Turning the rule off makes the same settings fine.
    expect(
      validateInput(generator("password-generator"), {
        length: 4,
        exclude: UPPER.slice(1) + DIGITS.slice(1),
        symbolSet: "#",
        eachKind: false,
      }).ok,
    ).toBe(true);
  });
});

/** Valid inputs with at least one kind of character, and text fields within their rules. */
const validInput = (g: AnyGenerator) =>
  validInputArbitrary(g, (spec) => {
    if (spec.name === "symbolSet") {
      return fc.subarray([...DEFAULT_SYMBOLS], { minLength: 1 }).map((chars) => chars.join(""));
    }
    // Never a whole kind: each kind keeps characters outside this set.
    if (spec.name === "exclude") {
      return fc.subarray([..."aZ7!@xQ"]).map((chars) => chars.join(""));
    }
    return undefined;
  }).filter((r) => Boolean(r.uppercase || r.lowercase || r.digits || r.symbols));

describe("password-generator properties", () => {
  it("any valid input gives `count` values of the declared shape", async () => {
    const parameters = { seed: 20240611, numRuns: 60 };
    await assertAcceptedRuns([passwordGenerator], validInput, { now: NOW }, parameters, () => {
      return (raw, input, { values }) => {
        expect(values).toHaveLength(raw.count as number);
        const kinds = [
          input.uppercase ? UPPER : "",
          input.lowercase ? LOWER : "",
          input.digits ? DIGITS : "",
          input.symbols ? (input.symbolSet as string) : "",
        ].filter(Boolean);
        const excluded = (input.exclude as string) + (input.noLookAlikes ? LOOK_ALIKES : "");
        for (const value of values) {
          const chars = [...value.text];
          const shaped =
            chars.length === input.length &&
            chars.every((c) => kinds.some((k) => k.includes(c)) && !excluded.includes(c)) &&
            (!input.eachKind || kinds.every((k) => chars.some((c) => k.includes(c))));
          expect(shaped, `password-generator: ${value.text}`).toBe(true);
          const bits = value.data?.entropyBits;
          expect(typeof bits === "number" && Number.isFinite(bits) && bits > 0).toBe(true);
        }
      };
    });
  });

  it("any out-of-range number is refused, naming its field, never thrown", () => {
    assertIntegerFieldsRefuse(passwordGenerator, invalidNumber, { seed: 20240611, numRuns: 50 });
  });

  it("any text in the password fields is validated without throwing", () => {
    const g = generator("password-generator");
    fc.assert(
      fc.property(
        fc.record({
          symbolSet: fc.string({ maxLength: 64 }),
          exclude: fc.string({ maxLength: 80 }),
        }),
        fc.boolean(),
        fc.integer({ min: 4, max: 256 }),
        (texts, eachKind, length) => {
          const validation = validateInput(g, { ...texts, eachKind, length });
          if (!validation.ok) {
            expect(["symbolSet", "exclude", "length", "uppercase"]).toContain(
              validation.problems[0]?.field,
            );
          }
        },
      ),
      { seed: 20240611, numRuns: 100 },
    );
  });
});
