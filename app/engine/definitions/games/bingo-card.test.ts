import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { runGenerator, type GeneratedValue } from "../../core/engine";
import { seededRandom } from "../../core/random";
import bingoCard from "./bingo-card";
import { generatorHarness, validInputArbitrary } from "../../testing/harness";

const FC = { seed: 20_240_601, numRuns: 50 };
const RUN_SEED = fc.string({ maxLength: 8 });

const { run, problemsOf } = generatorHarness([bingoCard], { seed: "games test seed", now: 0 });

/**
 * Expects a US 75-ball card: under a B I N G O header, a 5×5 tab-separated grid whose column c
 * (B, I, N, G, O) holds distinct numbers from 15c + 1 to 15c + 15, with the free square in the
 * centre, and the same columns in data.
 */
function expectBingoCard({ text, data }: GeneratedValue): void {
  const [header, ...rows] = text.split("\n").map((line) => line.split("\t"));
  expect(header).toEqual(["B", "I", "N", "G", "O"]);
  expect(rows).toHaveLength(5);
  for (const row of rows) expect(row).toHaveLength(5);
  expect(rows[2]?.[2]).toBe("FREE");
  ["B", "I", "N", "G", "O"].forEach((letter, c) => {
    const column = rows.map((row) => row[c] ?? "");
    expect(data?.[letter]).toEqual(column.map((cell) => (cell === "FREE" ? cell : Number(cell))));
    const numbers = column.filter((cell) => cell !== "FREE").map(Number);
    expect(numbers).toHaveLength(c === 2 ? 4 : 5);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) {
      expect(Number.isInteger(n)).toBe(true);
      expect(n).toBeGreaterThanOrEqual(15 * c + 1);
      expect(n).toBeLessThanOrEqual(15 * c + 15);
    }
  });
}

describe("bingo-card", () => {
  it("fills each column from its range with distinct numbers and a free centre", async () => {
    const result = await run("bingo-card", { count: 100 });
    expect(result.values).toHaveLength(100);
    for (const value of result.values) expectBingoCard(value);
  });

  it("lays out every card the same way for any count and seed (property)", async () => {
    await fc.assert(
      fc.asyncProperty(validInputArbitrary(bingoCard), RUN_SEED, async (raw, seed) => {
        const { values } = await run("bingo-card", raw, seed);
        expect(values).toHaveLength(raw.count as number);
        for (const value of values) expectBingoCard(value);
      }),
      FC,
    );
  });

  it("makes up to 10,000 cards, naming How many past that", () => {
    expect(problemsOf("bingo-card", { count: 10_000 })).toEqual([]);
    expect(problemsOf("bingo-card", { count: 10_001 })[0]?.field).toBe("count");
  });

  it("keeps version 1's cards, without the header, for its permalinks", async () => {
    const card = (version: number) =>
      runGenerator(bingoCard, seededRandom("same cards"), { count: 1 }, { now: 0, version });
    const [v1, v2] = [(await card(1)).values[0], (await card(2)).values[0]];
    expect(v1?.data).toEqual(v2?.data);
    expect(v2?.text).toBe(`B\tI\tN\tG\tO\n${v1?.text}`);
  });
});
