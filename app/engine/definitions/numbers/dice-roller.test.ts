import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { runGenerator, type GeneratedValue } from "../../core/engine";
import { inputFromParams } from "../../core/read-run";
import { seededRandom } from "../../core/random";
import diceRoller from "./dice-roller";
import { generatorHarness } from "../../testing/harness";

const { run, problemsOf, refusedProblems } = generatorHarness([diceRoller], {
  seed: "numbers",
  now: 1_700_000_000_000,
});
const FC = { seed: 20261121, numRuns: 60 };
const RUN_SEED = fc.string({ maxLength: 8 });

/** A run of one algorithm version on an input, as a permalink with `v` would run it. */
function runVersion(version: number, input: { notation: string; count: number }, seed: string) {
  return runGenerator(diceRoller, seededRandom(seed), input, { now: 0, version });
}

describe("dice-roller", () => {
  it.each(["", "3x6", "d1", "1001d6", "2d6+", "hello"])(
    "refuses %j with an example of the notation",
    (notation) => {
      const problem = refusedProblems("dice-roller", { notation })[0];
      expect(problem?.field).toBe("notation");
      expect(problem?.message.length).toBeGreaterThan(10);
    },
  );

  it("rolls 10,000 times, up to 1,000,000 dice in one run", async () => {
    expect((await run("dice-roller", { notation: "d20", count: 10_000 })).values).toHaveLength(
      10_000,
    );
    expect(problemsOf("dice-roller", { notation: "100d6", count: 10_000 })).toEqual([]);
  });

  it("refuses more than 1,000,000 dice in one run, naming How many", () => {
    expect(refusedProblems("dice-roller", { notation: "1000d6", count: 1_001 })).toEqual([
      {
        field: "count",
        message:
          "1,001 rolls of 1,000 dice would be 1,001,000 dice; one run rolls at most 1,000,000. Lower How many or roll fewer dice.",
      },
    ]);
  });

  it("totals the dice and the modifier, each die within its sides", async () => {
    const generation = await run("dice-roller", { notation: "3d6+2", count: 500 });
    for (const value of generation.values) {
      const rolls = value.data?.rolls as number[];
      expect(rolls).toHaveLength(3);
      expect(rolls.every((r) => r >= 1 && r <= 6)).toBe(true);
      expect(Number(value.text)).toBe(rolls.reduce((a, b) => a + b, 0) + 2);
    }
    const totals = generation.values.map((v) => Number(v.text));
    expect(Math.min(...totals)).toBeGreaterThanOrEqual(5);
    expect(Math.max(...totals)).toBeLessThanOrEqual(20);
  });

  const diceTerm = fc.record({
    count: fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }),
    sides: fc.oneof(fc.integer({ min: 2, max: 1000 }), fc.constant("%" as const)),
    minus: fc.boolean(),
  });
  const diceRoll = fc.record({
    terms: fc.array(diceTerm, { minLength: 1, maxLength: 3 }),
    modifier: fc.integer({ min: -1000, max: 1000 }),
    spaced: fc.boolean(),
    count: fc.integer({ min: 1, max: 5 }),
  });

  it("keeps every die within its sides and the total within the notation's range", async () => {
    await fc.assert(
      fc.asyncProperty(diceRoll, RUN_SEED, async ({ terms, modifier, spaced, count }, seed) => {
        const written = terms.map(
          (t, i) => `${t.minus ? "-" : i === 0 ? "" : "+"}${t.count ?? ""}d${t.sides}`,
        );
        if (modifier !== 0) written.push(modifier > 0 ? `+${modifier}` : String(modifier));
        const notation = written.join(spaced ? " " : "");
        const dice = terms.map((t) => ({
          count: t.count ?? 1,
          sides: t.sides === "%" ? 100 : t.sides,
          sign: t.minus ? -1 : 1,
        }));
        // The smallest total rolls 1 on added dice and the top face on subtracted ones.
        const lowest = dice.reduce(
          (sum, d) => sum + d.sign * d.count * (d.sign > 0 ? 1 : d.sides),
          modifier,
        );
        const highest = dice.reduce(
          (sum, d) => sum + d.sign * d.count * (d.sign > 0 ? d.sides : 1),
          modifier,
        );
        const generation = await run("dice-roller", { notation, count }, seed);
        expect(generation.values).toHaveLength(count);
        expect(generation.summary).toBe(`Rolling ${notation.replace(/ /g, "")}`);
        for (const { text, data } of generation.values as GeneratedValue[]) {
          const rolls = [...(data?.rolls as number[])];
          expect(rolls).toHaveLength(dice.reduce((sum, d) => sum + d.count, 0));
          let total = modifier;
          for (const d of dice) {
            for (const roll of rolls.splice(0, d.count)) {
              expect(Number.isInteger(roll)).toBe(true);
              expect(roll).toBeGreaterThanOrEqual(1);
              expect(roll).toBeLessThanOrEqual(d.sides);
              total += d.sign * roll;
            }
          }
          expect(text).toBe(String(total));
          expect(total).toBeGreaterThanOrEqual(lowest);
          expect(total).toBeLessThanOrEqual(highest);
        }
      }),
      FC,
    );
  });
});

describe("dice-roller reads notation strictly (version 2)", () => {
  it("refuses a space or a missing sign between terms, showing where (as every later version)", () => {
    // The current version reads the advanced notation too, and gives its examples.
    const example = 'Write dice like "4d6kh3", "2d20kl1", "3d6!+2" or "2d6r1".';
    expect(refusedProblems("dice-roller", { notation: "3d6 2" })).toEqual([
      {
        field: "notation",
        message: `"3d6 2" is not dice notation: a space can only separate terms joined by + or - (at "2"). ${example}`,
      },
    ]);
    expect(refusedProblems("dice-roller", { notation: "d6d6" })).toEqual([
      {
        field: "notation",
        message: `"d6d6" is not dice notation: write "dl1" to drop the lowest die or "dh1" to drop the highest (at "d6"). ${example}`,
      },
    ]);
  });

  it.each(["2d6+3", "3d6 + 2", "d20", " 2d8 + 1d6 - 1 ", "d%", "-d4+10", "2d6"])(
    "rolls %j exactly as version 1 did for the same seed",
    async (notation) => {
      expect(problemsOf("dice-roller", { notation, count: 20 })).toEqual([]);
      for (const seed of ["numbers", "another seed"]) {
        const input = { notation, count: 20 };
        expect(await runVersion(2, input, seed)).toEqual(await runVersion(1, input, seed));
      }
    },
  );

  it('keeps version 1\'s reading of "3d6 2" (3d62) for its permalinks', async () => {
    const params = new URLSearchParams({ notation: "3d6 2", count: "200" });
    const old = inputFromParams(diceRoller, params, { version: 1 });
    expect(old.problems).toEqual([]);
    expect(old.input).toEqual({ notation: "3d6 2", count: 200 });
    const v1 = await runVersion(1, { notation: "3d6 2", count: 200 }, "old link");
    const as3d62 = await runVersion(1, { notation: "3d62", count: 200 }, "old link");
    expect(v1.values).toEqual(as3d62.values);
    const rolls = v1.values.flatMap((value) => value.data?.rolls as number[]);
    expect(rolls).toHaveLength(600);
    expect(Math.max(...rolls)).toBeGreaterThan(6);
    expect(Math.max(...rolls)).toBeLessThanOrEqual(62);
    // d6d6 stays two dice for a version 1 link.
    const twoDice = inputFromParams(diceRoller, new URLSearchParams({ notation: "d6d6" }), {
      version: 1,
    });
    expect(twoDice.problems).toEqual([]);

    // The same link without a version (or with v=2) is read strictly and falls back to 2d6.
    const current = inputFromParams(diceRoller, params);
    expect(current.problems.map((p) => p.field)).toEqual(["notation"]);
    expect(current.problems[0]?.message).toContain('(at "2")');
    expect(current.input.notation).toBe("2d6");
  });
});

describe("dice-roller reads the advanced roller's notation (version 4)", () => {
  it.each(["2d20kh1", "2d20kl1", "4d6kh3", "4d6dl1", "4d6dh1", "3d6!", "2d6r1", "4d6kh3+2"])(
    "accepts %j",
    (notation) => {
      expect(problemsOf("dice-roller", { notation, count: 5 })).toEqual([]);
    },
  );

  it("keeps the highest of 2d20 (advantage) and the three highest of 4d6", async () => {
    for (const seed of ["advantage", "another"]) {
      const advantage = await run("dice-roller", { notation: "2d20kh1", count: 50 }, seed);
      for (const { text, data } of advantage.values) {
        expect(data?.rolls).toHaveLength(1);
        expect(data?.dropped).toHaveLength(1);
        expect(Number(text)).toBeGreaterThanOrEqual((data?.dropped as number[])[0]!);
      }
      const stats = await run("dice-roller", { notation: "4d6kh3", count: 50 }, seed);
      for (const { text, data } of stats.values) {
        const rolls = data?.rolls as number[];
        expect(rolls).toHaveLength(3);
        expect(Math.min(...rolls)).toBeGreaterThanOrEqual((data?.dropped as number[])[0]!);
        expect(Number(text)).toBe(rolls.reduce((a, b) => a + b, 0));
      }
    }
  });

  it("gives the modifier with the dice, so the page can write the sum out", async () => {
    const { values } = await run("dice-roller", { notation: "3d6+2", count: 20 });
    for (const { text, data } of values) {
      expect(data?.modifier).toBe(2);
      expect(Number(text)).toBe((data?.rolls as number[]).reduce((a, b) => a + b, 0) + 2);
    }
    const subtracted = await run("dice-roller", { notation: "2d8-1d6-1", count: 5 });
    for (const { text, data } of subtracted.values) {
      const rolls = data?.rolls as number[];
      const signs = data?.signs as number[];
      expect(signs).toEqual([1, 1, -1]);
      expect(Number(text)).toBe(rolls.reduce((sum, roll, i) => sum + signs[i]! * roll, 0) - 1);
    }
  });

  it.each(["2d6+3", "3d6 + 2", "d20", " 2d8 + 1d6 - 1 ", "d%", "-d4+10"])(
    "rolls %j's dice exactly as version 3 did for the same seed",
    async (notation) => {
      for (const seed of ["numbers", "another seed"]) {
        const input = { notation, count: 20 };
        const [v3, v4] = [await runVersion(3, input, seed), await runVersion(4, input, seed)];
        expect(v4.values.map((value) => value.text)).toEqual(v3.values.map((value) => value.text));
        expect(v4.values.map((value) => value.data?.rolls)).toEqual(
          v3.values.map((value) => value.data?.rolls),
        );
      }
    },
  );

  it("refuses keep and drop on a version 3 link, which never read them", () => {
    const old = inputFromParams(diceRoller, new URLSearchParams({ notation: "2d20kh1" }), {
      version: 3,
    });
    expect(old.problems.map((p) => p.field)).toEqual(["notation"]);
  });
});
