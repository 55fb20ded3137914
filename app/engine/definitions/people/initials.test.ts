import fc from "fast-check";
import { describe, expect, it } from "vitest";

import firstNames from "../../data/first-names";
import lastNames from "../../data/last-names";
import initials from "./initials";
import {
  CHI_SQUARE_LIMIT,
  chiSquare,
  expectProblem,
  generatorHarness,
} from "../../testing/harness";

const FC = { seed: 17_605, numRuns: 40 };
const { run, problemsOf } = generatorHarness([initials], {
  seed: "people test seed",
  now: 0,
});

const initialOf = (name: string) => name.normalize("NFD").charAt(0).toUpperCase();
const FIRST_INITIALS = new Set(firstNames.map((f) => initialOf(f.name)));
const LAST_INITIALS = new Set(lastNames.map(initialOf));
const SHAPES: Record<string, RegExp> = {
  plain: /^[A-Z]{2,3}$/,
  dots: /^([A-Z]\.){2,3}$/,
  spaced: /^[A-Z]\.( [A-Z]\.){1,2}$/,
};

describe("initials", () => {
  it("gives the asked letters in the asked style, from name initials when weighted (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("2", "3"),
        fc.constantFrom("names", "uniform"),
        fc.constantFrom("plain", "dots", "spaced"),
        fc.integer({ min: 1, max: 40 }),
        fc.boolean(),
        fc.string({ maxLength: 6 }),
        async (letters, weighting, style, count, unique, seed) => {
          const input = { letters, weighting, style, count, unique };
          const { values } = await run("initials", input, seed);
          expect(values).toHaveLength(count);
          if (unique) expect(new Set(values.map((v) => v.text)).size).toBe(count);
          for (const { text, data } of values) {
            const chosen = data?.letters as string[];
            expect(chosen).toHaveLength(Number(letters));
            expect(text).toMatch(SHAPES[style]!);
            expect(text.replace(/[. ]/g, "")).toBe(chosen.join(""));
            if (weighting === "names") {
              for (const l of chosen.slice(0, -1)) expect(FIRST_INITIALS.has(l), l).toBe(true);
              expect(LAST_INITIALS.has(chosen.at(-1) ?? "")).toBe(true);
            }
          }
        },
      ),
      FC,
    );
  });

  it("spreads letters evenly when every letter is alike (chi-square, 25 degrees of freedom)", async () => {
    const { values } = await run("initials", { weighting: "uniform", count: 5_200, unique: false });
    const counts = new Map<string, number>();
    for (const v of values)
      counts.set(String(v.data?.first), (counts.get(String(v.data?.first)) ?? 0) + 1);
    expect(counts.size).toBe(26);
    expect(chiSquare([...counts.values()], 200)).toBeLessThan(CHI_SQUARE_LIMIT[25]);
  });

  it("follows the surname initials' frequencies when weighted (chi-square, 25 degrees of freedom)", async () => {
    const n = 10_000;
    const { values } = await run("initials", { count: n, unique: false });
    const expected = new Map<string, number>();
    for (const name of lastNames)
      expected.set(initialOf(name), (expected.get(initialOf(name)) ?? 0) + 1);
    const seen = new Map<string, number>();
    for (const v of values)
      seen.set(String(v.data?.last), (seen.get(String(v.data?.last)) ?? 0) + 1);
    let statistic = 0;
    for (const [letter, weight] of expected) {
      const e = (n * weight) / lastNames.length;
      statistic += ((seen.get(letter) ?? 0) - e) ** 2 / e;
    }
    expect(expected.size).toBe(26);
    expect(statistic).toBeLessThan(CHI_SQUARE_LIMIT[25]);
  });

  it("gives every possible pair once when asked for all of them", async () => {
    const { values, notes } = await run("initials", { weighting: "uniform", count: 676 });
    expect(new Set(values.map((v) => v.text)).size).toBe(676);
    expect(notes).toEqual([]);
    const weighted = await run("initials", { count: 676 });
    expect(weighted.values.length).toBeLessThan(676);
    expect(weighted.notes?.[0]).toMatch(/^Only \d+ different initials are possible/);
  });

  it("refuses more different initials than exist, and unknown options, naming the field", () => {
    expectProblem(
      problemsOf("initials", { count: 677 })[0],
      "count",
      /Can't make 677 different 2-letter initials: there are only 676\. Lower How many, choose 3 letters/,
    );
    expect(problemsOf("initials", { count: 677, letters: "3" })).toEqual([]);
    expect(problemsOf("initials", { count: 677, unique: false })).toEqual([]);
    expectProblem(problemsOf("initials", { letters: "4" })[0], "letters", /Letters/);
    expectProblem(problemsOf("initials", { style: "fancy" })[0], "style", /Style/);
  });
});
