import { describe, expect, it } from "vitest";

import { ALL_GENERATORS, findGenerator } from "~/engine/testing/all-generators";
import { wordsSource } from "~/engine/testing/random-reference";
import { MAX_LIST_ITEMS } from "~/engine/core/fields";
import { fieldSpecs } from "~/engine/core/engine";
import { inputFromParams } from "~/engine/core/read-run";
import { runSearchParams } from "~/engine/core/permalink";
import { MAX_SEED_LENGTH } from "~/engine/core/seed";
import { newSeed, Random } from "~/engine/core/random";

import {
  textOf,
  expectIn,
  row,
  fmt,
  percent,
  sci,
  choose,
  factorial,
  run,
  fieldMax,
} from "./article-facts";

// The facts of the articles on shuffles, giveaways, seeds and permalinks, and team picking, checked as ./article-facts.ts says.

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
          orders.add(new Random(wordsSource([a, b, c])).shuffle(["A", "B", "C", "D"]).join(""));
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
