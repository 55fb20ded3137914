import fc from "fast-check";
import { describe, expect, it } from "vitest";

import passphraseWords from "../data/passphrase-words";
import { validateInput, type AnyGenerator } from "../core/engine";
import type { FieldSpec } from "../core/field-kinds";
import security, {
  BASE58_ALPHABET,
  DEFAULT_SYMBOLS,
  LOOK_ALIKES,
  countPasswordsWithEachClass,
  encodeBase58,
  encodeBase64Url,
  isWeakPin,
  log2BigInt,
  passwordEntropyBits,
  weakPinCount,
} from "./security";
import {
  CHI_SQUARE_LIMIT,
  assertAcceptedRuns,
  assertIntegerFieldsRefuse,
  expectCategoryIds,
  chiSquare,
  expectProblem,
  generatorHarness,
  invalidNumber,
  validInputArbitrary,
} from "./test-support";

const NOW = 1_700_000_000_000;

const { generator, runTexts, run, refusedProblems, expectSeedDecides } = generatorHarness(
  security,
  { seed: "security test seed", now: NOW },
);

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const DIGITS = "0123456789";
const ALL_OFF = { uppercase: false, lowercase: false, digits: false, symbols: false };

/** Every string of `length` characters over `pool`. */
function* allStrings(pool: readonly string[], length: number): Generator<string> {
  if (length === 0) {
    yield "";
    return;
  }
  for (const head of pool) for (const tail of allStrings(pool, length - 1)) yield head + tail;
}

describe("security generators", () => {
  it("are in the security category with unique kebab-case ids", () => {
    expectCategoryIds(security, "security");
  });

  it("give the same values for the same seed and different values for another seed", async () => {
    for (const g of security) await expectSeedDecides(g.id, { count: 3 });
  });
});

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

  it("counts passwords with each kind exactly, by inclusion–exclusion", () => {
    const cases: [number[], number][] = [
      [[1, 1], 2],
      [[1, 1], 5],
      [[2, 1, 3], 3],
      [[2, 1, 3], 4],
      [[3, 2, 2, 1], 4],
      [[3, 2, 2, 1], 5],
    ];
    for (const [sizes, length] of cases) {
      const pool = sizes.flatMap((size, kind) =>
        Array.from({ length: size }, (_, i) => `${kind}${i}|`),
      );
      let brute = 0;
      for (const s of allStrings(pool, length)) {
        const kinds = new Set(
          s
            .split("|")
            .filter(Boolean)
            .map((c) => c[0]),
        );
        if (kinds.size === sizes.length) brute++;
      }
      expect(countPasswordsWithEachClass(sizes, length), `${sizes} × ${length}`).toBe(
        BigInt(brute),
      );
      expect(passwordEntropyBits(sizes, length, true)).toBeCloseTo(Math.log2(brute), 10);
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
    expect(log2BigInt(2n ** 1000n)).toBe(1000);
    expect(log2BigInt(3n ** 1000n)).toBeCloseTo(1000 * Math.log2(3), 9);
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

describe("passphrase", () => {
  it("joins words from the list and reports 11 bits a word", async () => {
    const result = await run("passphrase", { count: 50 });
    for (const { text, data } of result.values) {
      const words = text.split("-");
      expect(words).toHaveLength(6);
      for (const word of words) expect(passphraseWords).toContain(word);
      expect(data?.words).toEqual(words);
      expect(data?.entropyBits).toBe(66);
    }
    expect(result.summary).toContain("about 66 bits");
  });

  it("capitalizes, changes separator and appends a digit", async () => {
    const result = await run("passphrase", {
      words: 4,
      separator: "none",
      capitalize: true,
      addNumber: true,
      count: 30,
    });
    for (const { text, data } of result.values) {
      expect(text).toMatch(/^([A-Z][a-z]+){4}[0-9]$/);
      const words = data?.words as string[];
      expect(text.slice(0, -1).toLowerCase()).toBe(words.join(""));
      expect(data?.entropyBits).toBe(Math.round((44 + Math.log2(10)) * 10) / 10);
    }
    const digits = new Set(result.values.map((v) => v.text.at(-1)));
    expect(digits.size).toBeGreaterThan(5);
    const [spaced] = await runTexts("passphrase", { words: 3, separator: "space" });
    expect(spaced?.split(" ")).toHaveLength(3);
    const [dotted] = await runTexts("passphrase", { words: 20, separator: "dot" });
    expect(dotted?.split(".")).toHaveLength(20);
  });

  it("refuses word counts out of range", () => {
    expect(refusedProblems("passphrase", { words: 2 })[0]?.field).toBe("words");
    expect(refusedProblems("passphrase", { words: 21 })[0]?.message).toBe(
      "Words must be at most 20",
    );
  });
});

describe("pin", () => {
  it("recognises weak PINs", () => {
    for (const weak of ["1111", "000", "1234", "0123", "9876", "3210", "0123456789"]) {
      expect(isWeakPin(weak), weak).toBe(true);
    }
    for (const fine of ["1235", "9012", "8901", "1122", "1212", "4320"]) {
      expect(isWeakPin(fine), fine).toBe(false);
    }
    for (const length of [3, 4, 5]) {
      const pool = DIGITS.split("");
      const weak = [...allStrings(pool, length)].filter(isWeakPin).length;
      expect(weakPinCount(length), `length ${length}`).toBe(weak);
    }
    expect(weakPinCount(10)).toBe(12);
    expect(weakPinCount(12)).toBe(10);
  });

  it("has the asked number of digits and skips weak PINs", async () => {
    const avoided = await run("pin", { length: 3, count: 3000 });
    for (const { text } of avoided.values) {
      expect(text).toMatch(/^[0-9]{3}$/);
      expect(isWeakPin(text), text).toBe(false);
    }
    expect(avoided.values[0]?.data?.entropyBits).toBe(Math.round(Math.log2(974) * 10) / 10);
    // About 78 of 3,000 would be weak without the option.
    const allowed = await runTexts("pin", { length: 3, avoidWeak: false, count: 3000 });
    expect(allowed.filter(isWeakPin).length).toBeGreaterThan(30);
    for (const code of await runTexts("pin", { length: 12, count: 20 })) {
      expect(code).toMatch(/^[0-9]{12}$/);
    }
  });

  it("refuses lengths out of range", () => {
    expect(refusedProblems("pin", { length: 2 })[0]).toEqual({
      field: "length",
      message: "PIN length must be at least 3",
    });
    expect(refusedProblems("pin", { length: 13 })[0]?.field).toBe("length");
  });
});

describe("api-key", () => {
  it("encodes like the standard encoders", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        expect(encodeBase64Url(bytes)).toBe(Buffer.from(bytes).toString("base64url"));
      }),
      { seed: 7, numRuns: 100 },
    );
    expect(encodeBase58(new TextEncoder().encode("Hello World!"))).toBe("2NEpo7TZRRrLZSi2U");
    expect(encodeBase58(new Uint8Array([0, 0, 1]))).toBe("112");
    expect(encodeBase58(new Uint8Array([0, 0]))).toBe("11");
  });

  it("has the prefix, the encoding and the bytes asked for", async () => {
    const hex = await run("api-key", { bytes: 16, encoding: "hex", prefix: "sk_", count: 20 });
    for (const { text, data } of hex.values) {
      expect(text).toMatch(/^sk_[0-9a-f]{32}$/);
      expect(data?.entropyBits).toBe(128);
    }
    for (const key of await runTexts("api-key", { bytes: 128, encoding: "base64url", count: 5 })) {
      expect(key).toMatch(/^[A-Za-z0-9_-]{171}$/);
      expect(Buffer.from(key, "base64url")).toHaveLength(128);
    }
    for (const key of await runTexts("api-key", { bytes: 8, encoding: "base58", count: 20 })) {
      expect(key).toMatch(new RegExp(`^[${BASE58_ALPHABET}]{1,11}$`));
    }
  });

  it("refuses bad prefixes and byte counts", () => {
    expect(refusedProblems("api-key", { prefix: "sk live" })[0]?.field).toBe("prefix");
    expect(refusedProblems("api-key", { prefix: "x".repeat(17) })[0]?.field).toBe("prefix");
    expect(refusedProblems("api-key", { bytes: 7 })[0]?.field).toBe("bytes");
    expect(refusedProblems("api-key", { bytes: 129 })[0]?.field).toBe("bytes");
  });
});

// ---------------------------------------------------------------------------
// Properties over the whole input space
// ---------------------------------------------------------------------------

type Shape = (input: Record<string, unknown>, text: string) => boolean;

const SHAPES: Record<string, Shape> = {
  "password-generator": (input, text) => {
    const kinds = [
      input.uppercase ? UPPER : "",
      input.lowercase ? LOWER : "",
      input.digits ? DIGITS : "",
      input.symbols ? (input.symbolSet as string) : "",
    ].filter(Boolean);
    const excluded = (input.exclude as string) + (input.noLookAlikes ? LOOK_ALIKES : "");
    const chars = [...text];
    return (
      chars.length === input.length &&
      chars.every((c) => kinds.some((k) => k.includes(c)) && !excluded.includes(c)) &&
      (!input.eachKind || kinds.every((k) => chars.some((c) => k.includes(c))))
    );
  },
  passphrase: (input, text) => {
    const sep = { space: " ", hyphen: "-", dot: ".", none: "" }[input.separator as string];
    const body = input.addNumber ? text.slice(0, -1) : text;
    const word = input.capitalize ? "[A-Z][a-z]+" : "[a-z]+";
    const shape = new RegExp(`^${word}(\\${sep ?? "?"}${word}){${Number(input.words) - 1}}$`);
    const joined = sep === "" ? /^[A-Za-z]+$/.test(body) : shape.test(body);
    return joined && (!input.addNumber || /[0-9]$/.test(text));
  },
  pin: (input, text) =>
    new RegExp(`^[0-9]{${String(input.length)}}$`).test(text) &&
    (!input.avoidWeak || !isWeakPin(text)),
  "api-key": (input, text) => {
    if (!text.startsWith(input.prefix as string)) return false;
    const body = text.slice((input.prefix as string).length);
    const bytes = input.bytes as number;
    if (input.encoding === "hex") return new RegExp(`^[0-9a-f]{${bytes * 2}}$`).test(body);
    if (input.encoding === "base64url") {
      return Buffer.from(body, "base64url").length === bytes && /^[A-Za-z0-9_-]+$/.test(body);
    }
    return new RegExp(`^[${BASE58_ALPHABET}]+$`).test(body) && body.length <= bytes * 2;
  },
};

/** Text fields drawn within their rules: a prefix, a symbol set, characters to exclude. */
function textArbitrary(spec: FieldSpec): fc.Arbitrary<string> | undefined {
  if (spec.name === "prefix") return fc.stringMatching(/^[A-Za-z0-9_-]{0,16}$/);
  if (spec.name === "symbolSet") {
    return fc.subarray([...DEFAULT_SYMBOLS], { minLength: 1 }).map((chars) => chars.join(""));
  }
  // Never a whole kind: each kind keeps characters outside this set.
  if (spec.name === "exclude") return fc.subarray([..."aZ7!@xQ"]).map((chars) => chars.join(""));
  return undefined;
}

/** Valid inputs; a password always has at least one kind of character. */
function validInput(g: AnyGenerator): fc.Arbitrary<Record<string, unknown>> {
  const record = validInputArbitrary(g, textArbitrary);
  return g.id === "password-generator"
    ? record.filter((r) => Boolean(r.uppercase || r.lowercase || r.digits || r.symbols))
    : record;
}

describe("security properties", () => {
  it("any valid input gives `count` values of the declared shape", async () => {
    const parameters = { seed: 20240611, numRuns: 60 };
    await assertAcceptedRuns(security, validInput, { now: NOW }, parameters, (g) => {
      const shape = SHAPES[g.id];
      if (!shape) throw new Error(`No shape for ${g.id}`);
      return (raw, input, { values }) => {
        expect(values).toHaveLength(raw.count as number);
        for (const value of values) {
          expect(shape(input, value.text), `${g.id}: ${value.text}`).toBe(true);
          const bits = value.data?.entropyBits;
          expect(typeof bits === "number" && Number.isFinite(bits) && bits > 0).toBe(true);
        }
      };
    });
  });

  it("any out-of-range number is refused, naming its field, never thrown", () => {
    for (const g of security) {
      assertIntegerFieldsRefuse(g, invalidNumber, { seed: 20240611, numRuns: 50 });
    }
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
