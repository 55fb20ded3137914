import { describe, expect, it, vi } from "vitest";

import { wordsSource } from "~/engine/testing/random-reference";
import { findGenerator } from "~/engine/testing/all-generators";
import passphraseWords from "~/engine/data/passphrase-words";
import { encodeBase64Url } from "~/engine/shared/byte-encodings";
import { parseDiceNotation } from "~/engine/shared/dice";
import { roundBits } from "~/engine/shared/format";
import {
  countPasswordsWithEachClass,
  DEFAULT_SYMBOLS,
  passwordClasses,
  passwordEntropyBits,
  type PasswordInput,
} from "~/engine/shared/passwords";
import { weakPinCount } from "~/engine/shared/pins";

import { createCryptoSource, newSeed, Random } from "~/engine/core/random";

import {
  textOf,
  expectIn,
  row,
  fmt,
  decimal,
  percent,
  run,
  fieldMax,
  TWO_32,
} from "./article-facts";
import { defaultInput } from "~/engine/core/read-run";

// The facts of the articles on how the site makes random values, dice and password strength, checked as ./article-facts.ts says.

describe("how-this-site-makes-random-values", () => {
  const text = textOf("how-this-site-makes-random-values");

  it("describes the crypto source's buffer as the code fills it", () => {
    const spy = vi.spyOn(crypto, "getRandomValues");
    try {
      createCryptoSource().nextUint32();
      const buffer = spy.mock.calls[0]?.[0] as Uint32Array;
      expectIn(text, `fetches ${fmt(buffer.length)} words of 32 bits`);
      expectIn(text, `(${fmt(buffer.byteLength)} bytes, the most one call may return)`);
      expect(buffer.byteLength).toBe(65536); // the Web Crypto per-call limit
    } finally {
      spy.mockRestore();
    }
    expectIn(
      text,
      `from 0 to ${fmt(TWO_32 - 1n)}`,
      `${fmt(TWO_32)} divided by 6 leaves a remainder of ${TWO_32 % 6n}`,
    );
  });

  it("works the 3-bit modulo example", () => {
    const values = Array.from({ length: 8 }, (_, v) => v);
    expectIn(text, row("source value", ...values));
    expectIn(text, row("value mod 6", ...values.map((v) => v % 6)));
    expectIn(text, row("die face", ...values.map((v) => (v % 6) + 1)));
    const hits = (face: number) => values.filter((v) => (v % 6) + 1 === face).length;
    expect([1, 2].map(hits)).toEqual([2, 2]);
    expect([3, 4, 5, 6].map(hits)).toEqual([1, 1, 1, 1]);
    expectIn(text, `two of the eight values, so ${percent(2n, 8n, 0)} of the time`);
    expectIn(text, `faces 3 to 6 get ${percent(1n, 8n, 1)} each`);
  });

  it("says which numbers a modulo of 3,000,000,000 favours", () => {
    const span = 3_000_000_000n;
    const preimages = (v: bigint) => (TWO_32 - 1n - v) / span + 1n;
    const edge = TWO_32 - span;
    expect(preimages(edge - 1n)).toBe(2n);
    expect(preimages(edge)).toBe(1n);
    expectIn(text, `\`word mod ${fmt(span)}\` makes every number below ${fmt(edge)} come up twice`);
  });

  it("gives the rejection limit and odds of the engine's int() for a die", () => {
    const limit = TWO_32 - (TWO_32 % 6n);
    expectIn(text, `For a six-sided die the limit is ${fmt(limit)}`);
    expectIn(text, `about once in ${fmt(TWO_32 / (TWO_32 - limit))} rolls`);
    expectIn(text, `each face is backed by exactly ${fmt(limit / 6n)} words`);
    // The real code rejects the four largest words and accepts the one below them.
    for (const word of [4294967292, 4294967293, 4294967294, 4294967295]) {
      const source = wordsSource([word, 0]);
      expect(new Random(source).int(1, 6)).toBe(1);
      expect(source.used()).toBe(2);
    }
    const source = wordsSource([Number(limit) - 1]);
    expect(new Random(source).int(1, 6)).toBe(6);
    // Worst case: a span just above 2^31 rejects just under half of the words.
    const worst = 2n ** 31n + 1n;
    expect(2n * (TWO_32 % worst) < TWO_32).toBe(true);
    expectIn(text, "fewer than half of the words are rejected");
  });

  it("describes 53-bit fractions, the exact coin and the largest range", () => {
    expectIn(text, `one of ${fmt(2n ** 53n)} equally spaced values`);
    expect(fieldMax("random-number", "max")).toBe(Number.MAX_SAFE_INTEGER);
    expect(Math.round(Number.MAX_SAFE_INTEGER / 1e15)).toBe(9);
    expectIn(text, "bounds up to about nine quadrillion");
    // Words giving the fractions just below and at 0.5: heads below, tails from 0.5 on.
    expect(new Random(wordsSource([0x7fffffff, 0xffffffff])).bool()).toBe(true);
    expect(new Random(wordsSource([0x80000000, 0])).bool()).toBe(false);
  });

  it("describes the Share button's seeds", () => {
    const seed = newSeed();
    expect(seed).toMatch(/^[0-9a-z]{12}$/);
    const seeds = 36n ** 12n;
    expectIn(
      text,
      `There are ${fmt(seeds)} of those, about ${Math.floor(Math.log2(Number(seeds)))} bits`,
    );
    expectIn(text, "hashed with SHA-256", "ChaCha20", "RFC 8439", "little-endian 32-bit words");
  });
});

describe("dice-probabilities", () => {
  const text = textOf("dice-probabilities");

  /** How many of the 6^n ordered rolls of n dice give each value of `score`. */
  function distribution(n: number, score: (dice: number[]) => number): Map<number, number> {
    const counts = new Map<number, number>();
    const dice = new Array<number>(n).fill(1);
    for (let i = 0; i < 6 ** n; i++) {
      let rest = i;
      for (let d = 0; d < n; d++) {
        dice[d] = (rest % 6) + 1;
        rest = Math.floor(rest / 6);
      }
      const value = score(dice);
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return counts;
  }
  const sum = (dice: number[]) => dice.reduce((a, b) => a + b, 0);
  const dropLowest = (dice: number[]) => sum(dice) - Math.min(...dice);

  it("tabulates the sums of two dice", () => {
    const twoDice = distribution(2, sum);
    for (const [total, ways] of twoDice) {
      expectIn(text, row(total, ways, percent(BigInt(ways), 36n)));
    }
    expectIn(text, `${percent(1n, 6n)}, and it has no memory`);
  });

  it("describes three dice", () => {
    const threeDice = distribution(3, sum);
    expect(threeDice.get(10)).toBe(27);
    expect(threeDice.get(11)).toBe(27);
    expect(Math.max(...threeDice.values())).toBe(27);
    expectIn(text, `made by 27 of the 216 combinations, exactly ${percent(27n, 216n, 1)}`);
    expectIn(text, `1 chance in 216 or about ${percent(1n, 216n)} each`);
  });

  it("tabulates the chance of at least one six", () => {
    for (const n of [1, 2, 3, 4, 5, 6, 10, 13]) {
      const all = 6n ** BigInt(n);
      expectIn(text, row(n, percent(all - 5n ** BigInt(n), all)));
    }
    expectIn(text, `(${fmt(6n ** 4n - 5n ** 4n)} chances in ${fmt(6n ** 4n)})`);
    // 13 is the fewest rolls that pass 90%.
    const passes90 = (n: bigint) => 10n * (6n ** n - 5n ** n) > 9n * 6n ** n;
    expect(passes90(12n)).toBe(false);
    expect(passes90(13n)).toBe(true);
    expectIn(text, "you need 13 rolls before the chance passes 90%");
  });

  it("gets de Méré's double sixes right", () => {
    const doubleSix = (n: bigint) => percent(36n ** n - 35n ** n, 36n ** n);
    expectIn(
      text,
      `1 − (35/36)^24, about ${doubleSix(24n)}`,
      `25 rolls it rises to about ${doubleSix(25n)}`,
    );
  });

  it("tabulates 4d6 drop lowest against 3d6", () => {
    const three = distribution(3, sum);
    const four = distribution(4, dropLowest);
    for (let total = 3; total <= 18; total++) {
      expectIn(text, row(total, three.get(total) ?? 0, four.get(total) ?? 0));
    }
    const totalOf = (counts: Map<number, number>) =>
      [...counts].reduce((acc, [score, ways]) => acc + score * ways, 0);
    expectIn(
      text,
      `The average score is ${fmt(totalOf(four))}/1,296, about ${decimal(BigInt(totalOf(four)), 1296n, 2)}`,
    );
    expect(totalOf(three) / 216).toBe(10.5);
    const mode = [...four].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
    expectIn(
      text,
      `The most likely score is ${mode[0]} (${mode[1]} ways, about ${percent(BigInt(mode[1]), 1296n)})`,
    );
    const eighteens = four.get(18) ?? 0;
    expectIn(
      text,
      `A perfect 18 comes up ${eighteens} times in 1,296, about ${percent(BigInt(eighteens), 1296n)}`,
    );
    expect(eighteens / 1296 / (1 / 216)).toBeGreaterThan(3);
    const atLeast15 = (counts: Map<number, number>) =>
      [...counts].filter(([score]) => score >= 15).reduce((acc, [, ways]) => acc + ways, 0);
    expectIn(
      text,
      `about ${percent(BigInt(atLeast15(four)), 1296n)} of the time (${atLeast15(four)} ways), against ${percent(BigInt(atLeast15(three)), 216n)} for 3d6`,
    );
  });

  it("gets advantage and the roller's limits right", () => {
    let total = 0;
    let twenties = 0;
    for (let a = 1; a <= 20; a++) {
      for (let b = 1; b <= 20; b++) {
        total += Math.max(a, b);
        if (Math.max(a, b) === 20) twenties++;
      }
    }
    expectIn(text, `from 10.5 to ${total / 400}`, `from 5% to ${percent(BigInt(twenties), 400n)}`);
    expect("error" in parseDiceNotation("d1000")).toBe(false);
    expect("error" in parseDiceNotation("d1001")).toBe(true);
    expect("error" in parseDiceNotation("d1")).toBe(true);
    expect("error" in parseDiceNotation("1000d6")).toBe(false);
    expect("error" in parseDiceNotation("1001d6")).toBe(true);
    expect(parseDiceNotation("d%")).toEqual({
      dice: [{ count: 1, sides: 100, sign: 1 }],
      modifier: 0,
    });
    expectIn(text, "dice with 2 to 1,000 sides, and a roll may use up to 1,000 dice");
  });
});

describe("password-and-passphrase-strength", () => {
  const text = textOf("password-and-passphrase-strength");
  const defaults = defaultInput(findGenerator("password-generator")!) as PasswordInput;
  const sizes = (input: PasswordInput) => passwordClasses(input).map((c) => c.characters.length);
  const shown = (bits: number) => roundBits(bits).toFixed(1);

  it("lists the generator's default alphabet", () => {
    expect(defaults.symbolSet).toBe(DEFAULT_SYMBOLS);
    const [upper, lower, digits, symbols] = sizes(defaults);
    expectIn(
      text,
      row("uppercase letters", "A–Z", upper ?? 0),
      row("lowercase letters", "a–z", lower ?? 0),
      row("digits", "0–9", digits ?? 0),
      row("symbols", `\`${DEFAULT_SYMBOLS}\``, symbols ?? 0),
    );
    const pool = sizes(defaults).reduce((a, b) => a + b, 0);
    expectIn(
      text,
      `an alphabet of ${pool} characters, worth about ${Math.log2(pool).toFixed(2)} bits each`,
    );
    expectIn(
      text,
      `${defaults.length} × ${Math.log2(pool).toFixed(2)}, about ${shown(passwordEntropyBits(sizes(defaults), defaults.length, false))} bits`,
    );
  });

  it("states the strength the generator itself shows", async () => {
    expect(defaults.eachKind).toBe(true);
    const bits = shown(passwordEntropyBits(sizes(defaults), defaults.length, true));
    expectIn(text, `The generator shows slightly less, ${bits} bits`);
    const { output } = await run("password-generator", "", "article");
    expect(output.summary).toContain(`about ${bits} bits`);
    const valid = countPasswordsWithEachClass(sizes(defaults), defaults.length);
    expectIn(text, `about ${percent(valid, 86n ** 16n)} of 16-character strings already qualify`);
  });

  it("gets the effect of the settings right", () => {
    const noLookAlikes = { ...defaults, noLookAlikes: true };
    const pool = sizes(noLookAlikes).reduce((a, b) => a + b, 0);
    expectIn(
      text,
      `That leaves ${pool} characters, and a 16-character password drops to about ${shown(passwordEntropyBits(sizes(noLookAlikes), 16, true))} bits`,
    );
    const lowercase = { ...defaults, uppercase: false, digits: false, symbols: false };
    expectIn(
      text,
      `16 characters of lowercase letters alone are worth about ${shown(passwordEntropyBits(sizes(lowercase), 16, true))} bits`,
    );
    const at = (length: number) => shown(passwordEntropyBits(sizes(defaults), length, true));
    expectIn(
      text,
      `12 characters give about ${at(12)} bits, 16 give ${at(16)} and 20 give ${at(20)}`,
    );
  });

  it("gets the passphrase numbers right", async () => {
    expect(passphraseWords).toHaveLength(2048);
    expect(new Set(passphraseWords.map((word) => word.slice(0, 4))).size).toBe(2048);
    expectIn(text, `has exactly ${fmt(passphraseWords.length)} words`);
    const perWord = Math.log2(passphraseWords.length);
    expect(perWord).toBe(11);
    for (const words of [4, 5, 6, 7, 8]) expectIn(text, row(words, `${words * perWord} bits`));
    const { output } = await run("passphrase", "", "article");
    expect(output.summary).toContain(`about ${6 * perWord} bits`);
    const withDigit = await run("passphrase", "addNumber=1", "article");
    expect(withDigit.output.summary).toContain(`about ${shown(6 * perWord + Math.log2(10))} bits`);
    expectIn(
      text,
      `about ${Math.log2(10).toFixed(1)} bits, for a total of about ${shown(66 + Math.log2(10))}`,
    );
  });

  it("gets the guessing times right", () => {
    const perSecond = 1e12;
    const year = 365.25 * 24 * 3600;
    expectIn(text, `Eight lowercase letters have ${fmt(26n ** 8n)} possibilities`);
    expectIn(text, `in about ${(26 ** 8 / perSecond).toFixed(1)} seconds`);
    expectIn(text, `takes about ${(2 ** 66 / perSecond / year).toFixed(1)} years at that rate`);
    const defaultsYears = 2 ** passwordEntropyBits(sizes(defaults), 16, true) / perSecond / year;
    expect(defaultsYears).toBeGreaterThan(1e11);
    expect(defaultsYears).toBeLessThan(1e12);
    expectIn(text, "would take hundreds of billions of years");
  });

  it("gets the PIN and API key numbers right", async () => {
    expectIn(text, `skips the ${weakPinCount(4)} most guessable codes`);
    expectIn(
      text,
      `which leaves ${fmt(10_000 - weakPinCount(4))} and still rounds to ${shown(Math.log2(10_000 - weakPinCount(4)))} bits`,
    );
    expectIn(text, `only 10,000 possibilities, ${shown(Math.log2(10_000))} bits`);
    expectIn(text, `Six digits give about ${shown(Math.log2(1e6 - weakPinCount(6)))} bits`);
    const { output } = await run("pin", "", "article");
    expect(output.summary).toContain(`about ${shown(Math.log2(10_000 - weakPinCount(4)))} bits`);
    const key = await run("api-key", "", "article");
    expect(key.input.bytes).toBe(32);
    expect(key.output.summary).toContain("256 random bits");
    expectIn(text, "the default of 32 bytes is 256 bits");
    const bytes = new Uint8Array(32);
    expectIn(
      text,
      `the same 32 bytes are ${bytes.length * 2} characters of hex but only ${encodeBase64Url(bytes).length} of base64url`,
    );
  });
});
