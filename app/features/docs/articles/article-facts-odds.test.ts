import { describe, expect, it } from "vitest";

import {
  textOf,
  expectIn,
  row,
  fmt,
  decimal,
  percent,
  sci,
  choose,
  factorial,
  run,
  fieldMax,
} from "./article-facts";

// The facts of the articles on lotteries, UUID collisions and coin-flip streaks, checked as ./article-facts.ts says.

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
