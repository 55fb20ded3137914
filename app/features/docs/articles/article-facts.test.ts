import { readFileSync } from "node:fs";

import { describe, expect, it, vi } from "vitest";

import { ALL_GENERATORS, findGenerator } from "~/engine/testing/all-generators";
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
import { MAX_LIST_ITEMS } from "~/engine/core/fields";
import { defaultInput, fieldSpecs, inputFromParams, runGenerator } from "~/engine/core/engine";
import { runSearchParams } from "~/engine/core/permalink";
import { MAX_SEED_LENGTH } from "~/engine/core/seed";
import {
  createCryptoSource,
  newSeed,
  Random,
  seededRandom,
  type RandomSource,
} from "~/engine/core/random";

// Every number an article states that can be computed is computed here, with exact integer
// (BigInt) arithmetic wherever the quantity is a ratio of counts, and looked up in the article's
// text exactly as it is written there. Claims about what the site does run the site's own code.

/** An article's Markdown with every run of whitespace collapsed (so table rows read "| a | b |"). */
function textOf(slug: string): string {
  const source = readFileSync(
    new URL(`../../../../content/articles/${slug}.md`, import.meta.url),
    "utf8",
  );
  return source.replace(/\s+/g, " ");
}

function expectIn(text: string, ...phrases: string[]) {
  // A short message on failure: the phrase, not the whole article.
  for (const phrase of phrases)
    expect(text.includes(phrase), `the article says "${phrase}"`).toBe(true);
}

/** A table row as written in Markdown. */
const row = (...cells: (string | number | bigint)[]) => `| ${cells.map(String).join(" | ")} |`;

/** en-US digits with thousands separators: 13,983,816. */
const fmt = (n: number | bigint) => n.toLocaleString("en-US");

/** num/den rounded half up to `places` decimals, exactly (num, den >= 0). */
function decimal(num: bigint, den: bigint, places: number): string {
  const scale = 10n ** BigInt(places);
  const rounded = (2n * num * scale + den) / (2n * den);
  const whole = rounded / scale;
  const fraction = (rounded % scale).toString().padStart(places, "0");
  return places === 0 ? fmt(whole) : `${fmt(whole)}.${fraction}`;
}

/** num/den as a percentage with `places` decimals: "51.77%". */
const percent = (num: bigint, den: bigint, places = 2) => `${decimal(100n * num, den, places)}%`;

/** A positive number in scientific notation as the articles write it: "2.71 × 10^18". */
function sci(x: number, digits: number): string {
  let exponent = Math.floor(Math.log10(x));
  let mantissa = (x / 10 ** exponent).toFixed(digits - 1);
  if (Number(mantissa) >= 10) {
    exponent += 1;
    mantissa = (x / 10 ** exponent).toFixed(digits - 1);
  }
  return `${mantissa} × 10^${exponent}`;
}

function choose(n: bigint, k: bigint): bigint {
  let result = 1n;
  for (let i = 0n; i < k; i++) result = (result * (n - i)) / (i + 1n);
  return result;
}

function factorial(n: bigint): bigint {
  let result = 1n;
  for (let i = 2n; i <= n; i++) result *= i;
  return result;
}

/** A source that returns the given words in order (then fails loudly). */
function scriptedSource(words: number[]): RandomSource & { used: () => number } {
  let i = 0;
  return {
    nextUint32() {
      if (i >= words.length) throw new Error("scripted source exhausted");
      return words[i++] as number;
    },
    used: () => i,
  };
}

/** Runs a generator from URL-style settings, as a permalink would. */
async function run(id: string, query: string, seed: string) {
  const generator = findGenerator(id);
  if (!generator) throw new Error(`no generator ${id}`);
  const { input, problems } = inputFromParams(generator, new URLSearchParams(query));
  expect(problems).toEqual([]);
  return { generator, input, output: await runGenerator(generator, seededRandom(seed), input) };
}

function fieldMax(id: string, name: string): number {
  const spec = fieldSpecs(findGenerator(id)!).find((field) => field.name === name);
  if (!spec || !("max" in spec)) throw new Error(`${id} has no limited field ${name}`);
  return spec.max as number;
}

const TWO_32 = 2n ** 32n;

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
      const source = scriptedSource([word, 0]);
      expect(new Random(source).int(1, 6)).toBe(1);
      expect(source.used()).toBe(2);
    }
    const source = scriptedSource([Number(limit) - 1]);
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
    expect(new Random(scriptedSource([0x7fffffff, 0xffffffff])).bool()).toBe(true);
    expect(new Random(scriptedSource([0x80000000, 0])).bool()).toBe(false);
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

describe("how-to-shuffle-correctly", () => {
  const text = textOf("how-to-shuffle-correctly");

  /** Every outcome of the naive shuffle (swap each position with any position) of n items. */
  function naiveCounts(n: number): Map<string, number> {
    const counts = new Map<string, number>();
    for (let choice = 0; choice < n ** n; choice++) {
      const items = Array.from({ length: n }, (_, i) => String.fromCharCode(65 + i));
      let rest = choice;
      for (let i = 0; i < n; i++) {
        const j = rest % n;
        rest = Math.floor(rest / n);
        [items[i], items[j]] = [items[j] as string, items[i] as string];
      }
      const order = items.join(" ");
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    return counts;
  }

  it("counts orders", () => {
    expectIn(
      text,
      `3 items in ${factorial(3n)} orders, 5 items in ${factorial(5n)}, 10 items in ${fmt(factorial(10n))}`,
    );
    expectIn(text, `a deck of 52 cards in about ${sci(Number(factorial(52n)), 3)}`);
  });

  it("shows that the engine's Fisher–Yates gives every order exactly once", () => {
    // Random.shuffle of 4 items draws int(0, 3), int(0, 2), int(0, 1); small words map straight
    // to those choices, so every sequence of choices can be played.
    const orders = new Set<string>();
    for (let a = 0; a < 4; a++) {
      for (let b = 0; b < 3; b++) {
        for (let c = 0; c < 2; c++) {
          orders.add(new Random(scriptedSource([a, b, c])).shuffle(["A", "B", "C", "D"]).join(""));
        }
      }
    }
    expect(orders.size).toBe(24);
  });

  it("counts the naive swap's outcomes", () => {
    const three = naiveCounts(3);
    expect([...three.values()].reduce((a, b) => a + b, 0)).toBe(27);
    for (const [order, ways] of three) expectIn(text, row(order, ways, percent(BigInt(ways), 27n)));
    expectIn(text, `For 3 items that is ${3 ** 3} sequences spread over ${factorial(3n)} orders`);
    expectIn(text, "Three orders appear 25% more often than the other three");
    const four = [...naiveCounts(4)].sort((a, b) => b[1] - a[1]);
    const [most, mostWays] = four[0] ?? ["", 0];
    const leastWays = four.at(-1)?.[1];
    expectIn(
      text,
      `With 4 items the ${4 ** 4} sequences`,
      `the most common order, ${most}, comes from ${mostWays} of them, while the least common come from only ${leastWays}`,
    );
    for (let n = 3n; n <= 12n; n++) expect(n ** n % factorial(n)).not.toBe(0n);
  });

  it("gets the random-comparator insertion sort right", () => {
    // Insertion sort of A, B, C where every comparison is a fair coin: enumerate the coin paths.
    const outcomes = new Map<string, number>(); // order → probability in 1/2^depth units of 1/8
    const explore = (items: string[], i: number, j: number, weight: number) => {
      if (i === items.length) {
        const order = items.join("");
        outcomes.set(order, (outcomes.get(order) ?? 0) + weight);
        return;
      }
      if (j === 0) return explore(items, i + 1, i + 1, weight);
      // Coin says "in order": stop inserting this item.
      explore(items, i + 1, i + 1, weight / 2);
      // Coin says "out of order": swap and keep going.
      const swapped = [...items];
      [swapped[j - 1], swapped[j]] = [swapped[j] as string, swapped[j - 1] as string];
      explore(swapped, i, j - 1, weight / 2);
    };
    explore(["A", "B", "C"], 1, 1, 1);
    expect(outcomes.get("ABC")).toBe(1 / 4);
    const cLast = [...outcomes].filter(([order]) => order.endsWith("C"));
    expect(cLast.reduce((acc, [, p]) => acc + p, 0)).toBe(1 / 2);
    expectIn(
      text,
      "So C stays last in half of all shuffles, and the original order A B C comes out a quarter of the time",
    );
  });

  it("compares seeds with decks", () => {
    expectIn(
      text,
      `there are about ${sci(Number(36n ** 12n), 2)}, while a deck has about ${sci(Number(factorial(52n)), 3)} orders`,
    );
    const numberList = findGenerator("number-list")!;
    const problems = (query: string) =>
      inputFromParams(numberList, new URLSearchParams(query)).problems;
    expect(problems("from=1&to=10000")).toEqual([]);
    expect(problems("from=1&to=10001")).not.toEqual([]);
    expectIn(text, `up to ${fmt(10_000)} of them`);
  });
});

describe("how-to-run-a-fair-giveaway", () => {
  const text = textOf("how-to-run-a-fair-giveaway");

  it("gets the chances and limits right", async () => {
    expectIn(
      text,
      `With 250 entries and 3 winners, each entry has a 3 in 250 chance of winning, which is ${percent(3n, 250n, 1)}`,
    );
    expectIn(text, `It uses the first ${fmt(MAX_LIST_ITEMS)} entries`);
    const { output } = await run(
      "pick-from-list",
      `entries=${encodeURIComponent("Ana\nAna\nBen")}&count=2`,
      "giveaway",
    );
    expect(output.values.map((v) => v.text).sort()).toEqual(["Ana", "Ben"]);
    expect(output.notes?.join(" ")).toContain("still counts once");
    expect(fieldMax("random-string", "length")).toBeGreaterThanOrEqual(20);
  });
});

describe("seeds-and-permalinks", () => {
  const text = textOf("seeds-and-permalinks");

  it("shows the real dice of its example permalink", async () => {
    const query = "notation=2d6&count=5";
    const { generator, input, output } = await run("dice-roller", query, "game-night");
    const link = `/dice-roller?${runSearchParams(fieldSpecs(generator), input, { seed: "game-night", version: generator.version, at: null })}`;
    expectIn(text, `[\`${link}\`](${link})`);
    const list = (values: { text: string }[]) =>
      `${values
        .slice(0, -1)
        .map((v) => v.text)
        .join(", ")} and ${values.at(-1)?.text}`;
    expectIn(text, `always shows the totals ${list(output.values)}`);
    const capital = await run("dice-roller", query, "Game-night");
    expectIn(
      text,
      `\`Game-night\`, with a capital G, and you get ${list(capital.output.values)} instead`,
    );
  });

  it("shows the real teams of its short link", async () => {
    const { output } = await run("team-generator", "", "friday-football");
    const [first, second] = output.values.map((v) => v.text);
    expectIn(text, `always gives ${first} and ${second}`);
  });

  it("describes seeds, clocks and versions as the code has them", () => {
    expectIn(text, `any text from 1 to ${MAX_SEED_LENGTH} characters`);
    expect(newSeed()).toHaveLength(12);
    expectIn(text, "a new seed of 12 random characters");
    const clocked = ALL_GENERATORS.filter((g) => g.usesClock).map((g) => g.id);
    // The article names two of them as examples, and says each reference page tells the rest.
    expect(clocked).toEqual(expect.arrayContaining(["ulid", "uuid-v7"]));
    expectIn(text, "such as [UUID v7](/uuid-v7) and ULID");
    const decimal = findGenerator("random-decimal")!;
    expect(decimal.version).toBe(3);
    expect(decimal.legacy?.[1]).toBeTypeOf("function");
    expect(decimal.legacy?.[2]).toBeTypeOf("function");
    expectIn(text, "generator is at version 3", "A link with `v=1` still runs version 1");
  });
});

describe("picking-teams-fairly", () => {
  const text = textOf("picking-teams-fairly");

  it("counts the splits", () => {
    const halves = (n: bigint) => choose(n, n / 2n) / 2n;
    const pairs = factorial(8n) / (2n ** 4n * factorial(4n));
    const threeFours = factorial(12n) / (factorial(4n) ** 3n * factorial(3n));
    expectIn(
      text,
      row("8 people into 2 teams of 4", fmt(halves(8n))),
      row("8 people into 4 pairs", fmt(pairs)),
      row("10 people into 2 teams of 5", fmt(halves(10n))),
      row("12 people into 3 teams of 4", fmt(threeFours)),
    );
  });

  it("gets the chance that two friends share a team", () => {
    expectIn(text, `so the chance that you join them is 3 in 7, about ${percent(3n, 7n)}`);
    expectIn(text, `it falls to 3 in 11, about ${percent(3n, 11n)}`);
  });

  it("splits teams the way it says", async () => {
    const names = (n: number) =>
      encodeURIComponent(Array.from({ length: n }, (_, i) => `P${i}`).join("\n"));
    const sizesOf = (values: { data?: unknown }[]) =>
      values.map((v) => (v.data as { size: number }).size);
    const byTeams = await run("team-generator", `names=${names(11)}&splitBy=teams&teams=2`, "t");
    expect(sizesOf(byTeams.output.values)).toEqual([6, 5]);
    expectIn(text, "say 2, and 11 people become teams of 6 and 5");
    const bySize = await run("team-generator", `names=${names(10)}&splitBy=size&size=4`, "t");
    expect(sizesOf(bySize.output.values)).toEqual([4, 3, 3]);
    expectIn(text, "Ten people with at most 4 per team become 3 teams of 4, 3 and 3");
    const { output } = await run("team-generator", "", "friday-football");
    const [first, second] = output.values.map((v) => v.text);
    expectIn(text, `into ${first} and ${second}`);
  });
});

describe("lottery-odds", () => {
  const text = textOf("lottery-odds");
  const tickets = choose(49n, 6n);

  it("counts 6 from 49 tickets and prizes", () => {
    expectIn(text, `= ${fmt(tickets)}**`, `divides out the ${factorial(6n)} orders`);
    let total = 0n;
    for (let k = 0n; k <= 6n; k++) {
      const ways = choose(6n, k) * choose(43n, 6n - k);
      total += ways;
      const odds =
        k >= 4n
          ? fmt(BigInt(decimal(tickets, ways, 0).replace(/,/g, "")))
          : decimal(tickets, ways, 1);
      expectIn(text, row(k, fmt(ways), `1 in ${odds}`));
    }
    expect(total).toBe(tickets);
    const none = choose(43n, 6n);
    expectIn(text, `at about ${percent(none, tickets, 1)}`);
  });

  it("counts the big games", () => {
    const euro = choose(50n, 5n) * choose(12n, 2n);
    expectIn(
      text,
      `C(50, 5) × C(12, 2) = ${fmt(choose(50n, 5n))} × ${choose(12n, 2n)} = ${fmt(euro)}`,
    );
    const powerball = choose(69n, 5n) * 26n;
    expectIn(text, `C(69, 5) × 26 = ${fmt(choose(69n, 5n))} × 26 = ${fmt(powerball)}`);
    expectIn(text, `about ${decimal(powerball, tickets, 0)} times harder`);
  });

  it("puts the odds in perspective", () => {
    const bought = 10n * 52n * 50n;
    expectIn(text, `That is ${fmt(bought)} different tickets`, `about ${percent(bought, tickets)}`);
    expect(100n * 1000n * (tickets - bought) > 998n * tickets * 100n).toBe(true);
    expectIn(text, "in more than 99.8% of such lifetimes");
  });

  it("gets birthdays and consecutive numbers right", () => {
    const low = choose(31n, 6n);
    expectIn(text, `only ${fmt(low)} combinations, about ${percent(low, tickets)} of all of them`);
    const apart = choose(44n, 6n);
    // Brute force on a small lottery confirms the "choose from n − k + 1" count of gap-only draws.
    let gapped = 0;
    for (let mask = 0; mask < 1 << 12; mask++) {
      if (mask.toString(2).replace(/0/g, "").length === 4 && (mask & (mask >> 1)) === 0) gapped++;
    }
    expect(BigInt(gapped)).toBe(choose(12n - 4n + 1n, 4n));
    expectIn(
      text,
      `yet ${percent(tickets - apart, tickets)} of all 6 from 49 draws`,
      `C(44, 6) = ${fmt(apart)}`,
    );
  });

  it("describes the generator's limits", () => {
    expectIn(text, `how many to draw (up to ${fieldMax("lottery-numbers", "picks")})`);
    expectIn(text, `the pool they come from (up to ${fieldMax("lottery-numbers", "pool")})`);
    expectIn(text, `Bonus numbers: up to ${fieldMax("lottery-numbers", "bonusPicks")}`);
    expectIn(
      text,
      `You can make up to ${fmt(fieldMax("lottery-numbers", "count"))} tickets at once`,
    );
  });
});

describe("uuid-collision-odds", () => {
  const text = textOf("uuid-collision-odds");
  /** Birthday approximation: chance of a collision among n draws from `bits` random bits. */
  const collision = (n: number, bits: number) => -Math.expm1(-(n * (n - 1)) / 2 / 2 ** bits);
  const half = (bits: number) => Math.sqrt(2 * Math.LN2 * 2 ** bits);

  it("gets the birthday problem right", () => {
    let distinct = 1n;
    for (let i = 0n; i < 23n; i++) distinct *= 365n - i;
    expectIn(
      text,
      `about ${percent(365n ** 23n - distinct, 365n ** 23n)}`,
      `23 people make ${(23 * 22) / 2} pairs`,
    );
    let distinct22 = 1n;
    for (let i = 0n; i < 22n; i++) distinct22 *= 365n - i;
    expect(2n * distinct22 > 365n ** 22n).toBe(true); // 22 people stay below 50%
    expectIn(text, `at about ${Math.sqrt(2 * Math.LN2).toFixed(2)} × √N values`);
  });

  it("gets UUID v4 right", async () => {
    expectIn(text, `N = 2^122, about ${sci(2 ** 122, 2)}`);
    expectIn(text, `only after about ${sci(half(122), 3)} UUIDs`);
    expectIn(text, `that takes about ${Math.round(half(122) / 1e9 / (365.25 * 86400))} years`);
    expectIn(text, `about ${sci(collision(1e9, 122), 2)}.`);
    const { output } = await run("uuid-v4", "count=200", "v4");
    for (const { text: uuid } of output.values)
      expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("gets UUID v7, ULID and Nano ID right", async () => {
    const v7 = await run("uuid-v7", "", "v7");
    expect(v7.output.summary).toContain("74 random bits");
    const ulid = await run("ulid", "", "ulid");
    expect(ulid.output.summary).toContain("80 random bits");
    expect(ulid.output.values[0]?.text).toHaveLength(26);
    expectIn(text, `collision chance of about ${sci(collision(1000, 74), 2)} for that millisecond`);
    expectIn(text, `For ULIDs it is about ${sci(collision(1000, 80), 2)}`);
    const nano = await run("nanoid", "", "nano");
    expect(nano.output.values[0]?.text).toHaveLength(21);
    expect(nano.output.summary).toContain("126 bits");
    expectIn(text, `a 50% collision chance at about ${sci(half(126), 3)} IDs`);
  });

  it("gets short IDs and sizing right", () => {
    // The exact first count at which a collision among 8-hex-digit IDs is at least even.
    const space = 2 ** 32;
    let logDistinct = 0;
    let n = 1;
    while (-Math.expm1(logDistinct) < 0.5) {
      logDistinct += Math.log1p(-n / space);
      n += 1;
    }
    expectIn(text, `its ${fmt(2 ** 32)} values`, `passes 50% at just ${fmt(n)} IDs`);
    expectIn(text, row("8 hex digits", 32, `${fmt(n)} IDs`));
    const bits = Math.ceil(Math.log2(1e6 ** 2 / (2 * 1e-9)));
    expectIn(
      text,
      `that is ${bits} bits: ${Math.ceil(bits / 4)} hex digits, or ${Math.ceil(bits / 6)} Nano ID characters`,
    );
  });

  it("summarises in a table", () => {
    expectIn(
      text,
      row("UUID v7", "74 per millisecond", `${sci(half(74), 2)} IDs in one millisecond`),
      row("ULID", "80 per millisecond", `${sci(half(80), 2)} IDs in one millisecond`),
      row("UUID v4", 122, `${sci(half(122), 3)} IDs`),
      row("Nano ID", 126, `${sci(half(126), 3)} IDs`),
    );
  });
});

describe("coin-flips-and-streaks", () => {
  const text = textOf("coin-flips-and-streaks");

  /** Sequences of n flips whose longest run of heads (or of either side) is shorter than r. */
  function withoutRun(n: number, r: number, eitherSide: boolean): bigint {
    // counts[k]: sequences so far ending in a run of exactly k (heads only, or either side).
    let counts = new Array<bigint>(r).fill(0n);
    if (eitherSide) counts[1] = 2n;
    else counts[0] = 1n;
    for (let i = eitherSide ? 1 : 0; i < n; i++) {
      const next = new Array<bigint>(r).fill(0n);
      counts.forEach((ways, k) => {
        if (eitherSide) {
          next[1] = (next[1] ?? 0n) + ways; // the other side starts a new run
          if (k + 1 < r) next[k + 1] = (next[k + 1] ?? 0n) + ways;
        } else {
          next[0] = (next[0] ?? 0n) + ways; // a tail
          if (k + 1 < r) next[k + 1] = (next[k + 1] ?? 0n) + ways;
        }
      });
      counts = next;
    }
    return counts.reduce((a, b) => a + b, 0n);
  }
  const chanceOfRun = (n: number, r: number, eitherSide: boolean) => {
    const all = 2n ** BigInt(n);
    return percent(all - withoutRun(n, r, eitherSide), all);
  };

  it("flips a coin exactly fairly", () => {
    expectIn(text, "Exactly half of the 2^53 possible fractions are below 0.5");
    expect(2n ** 52n * 2n).toBe(2n ** 53n);
    expect(fieldMax("coin-flip", "count")).toBe(10_000);
    expectIn(text, `It can flip up to ${fmt(10_000)} coins in one go`);
  });

  it("gets the streak odds in 20 flips right", () => {
    const all = 2n ** 20n;
    const withRun = all - withoutRun(20, 5, false);
    expectIn(
      text,
      `The exact answer is ${fmt(withRun)} out of the ${fmt(all)} possible sequences, about ${percent(withRun, all)}`,
    );
    expectIn(text, `the chance rises to ${chanceOfRun(20, 5, true)}`);
    expectIn(text, `turns up in ${chanceOfRun(20, 4, true)} of all sequences of 20 flips`);
  });

  it("tabulates longer sequences", () => {
    for (const [n, r] of [
      [20, 4],
      [20, 5],
      [100, 5],
      [100, 6],
      [100, 7],
    ] as const) {
      expectIn(text, row(n, r, chanceOfRun(n, r, true)));
    }
    const all = 2n ** 100n;
    const realRuns = percent(all - withoutRun(100, 6, true), all, 0);
    expectIn(text, `Real sequences have one about ${realRuns} of the time`);
  });

  it("works the recurrence", () => {
    const a: bigint[] = [];
    for (let n = 0; n <= 20; n++) {
      a[n] = n < 5 ? 2n ** BigInt(n) : a.slice(n - 5, n).reduce((x, y) => x + y, 0n);
      expect(a[n]).toBe(withoutRun(n, 5, false));
    }
    expectIn(text, `a(5) = ${a[5]}, a(6) = ${a[6]} and eventually a(20) = ${fmt(a[20] ?? 0n)}`);
    expectIn(text, `${fmt(2n ** 20n)} − ${fmt(a[20] ?? 0n)} = ${fmt(2n ** 20n - (a[20] ?? 0n))}`);
  });

  it("gets the even-split odds right", () => {
    const heads = (n: bigint, low: bigint, high: bigint) => {
      let ways = 0n;
      for (let k = low; k <= high; k++) ways += choose(n, k);
      return percent(ways, 2n ** n);
    };
    expectIn(
      text,
      `In 10 flips, exactly five heads happens only ${heads(10n, 5n, 5n)} of the time`,
    );
    expectIn(text, `exactly 50 heads happens just ${heads(100n, 50n, 50n)} of the time`);
    expectIn(
      text,
      `between 45 and 55 in ${heads(100n, 45n, 55n)} of cases and between 40 and 60 in ${heads(100n, 40n, 60n)}`,
    );
  });
});
