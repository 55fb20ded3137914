import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { seededRandom } from "../core/random";
import { MAX_EXPLOSIONS, parseDiceNotation, rollTerm, type DiceTerm } from "./dice";

const EXAMPLE = 'Write dice like "4d6kh3", "2d20kl1", "3d6!+2" or "2d6r1".';
const extended = (notation: string) => parseDiceNotation(notation, { extended: true });

describe("parseDiceNotation, extended", () => {
  it("reads keep and drop, with 1 when the number is left out", () => {
    expect(extended("4d6kh3")).toEqual({
      dice: [{ count: 4, sides: 6, sign: 1, select: { mode: "kh", count: 3 } }],
      modifier: 0,
    });
    expect(extended("4d6k3")).toEqual(extended("4d6kh3"));
    expect(extended("2d20kl")).toEqual({
      dice: [{ count: 2, sides: 20, sign: 1, select: { mode: "kl", count: 1 } }],
      modifier: 0,
    });
    expect(extended("4D6DL1 + 2")).toEqual({
      dice: [{ count: 4, sides: 6, sign: 1, select: { mode: "dl", count: 1 } }],
      modifier: 2,
    });
    expect(extended("5d10dh2")).toMatchObject({ dice: [{ select: { mode: "dh", count: 2 } }] });
  });

  it("reads exploding dice and rerolls, in any order after the die", () => {
    expect(extended("3d6!+1d4r1")).toEqual({
      dice: [
        { count: 3, sides: 6, sign: 1, explode: true },
        { count: 1, sides: 4, sign: 1, reroll: { face: 1, orBelow: false, once: false } },
      ],
      modifier: 0,
    });
    expect(extended("4d6ro<2!kh3")).toEqual({
      dice: [
        {
          count: 4,
          sides: 6,
          sign: 1,
          explode: true,
          reroll: { face: 2, orBelow: true, once: true },
          select: { mode: "kh", count: 3 },
        },
      ],
      modifier: 0,
    });
  });

  it("reads plain notation as the dice roller does", () => {
    for (const notation of ["3d6+2", "d20", "2d8 + 1d6 - 1", "d%", "-d4+10"]) {
      expect(extended(notation)).toEqual(parseDiceNotation(notation));
    }
  });

  it.each([
    ["4d6kh3kl1", 'a die can be kept or dropped only once (at "kl1")'],
    ["3d6!!", 'a die explodes only once: write "!" once (at "!")'],
    ["2d6r1r2", 'a die can be rerolled only one way (at "r2")'],
    ["2d6r", 'an "r" must be followed by the face to reroll, like r1 or r<2 (at "r")'],
    ["4d6d1", 'write "dl1" to drop the lowest die or "dh1" to drop the highest (at "d1")'],
    ["4d6 kh3", 'a space can only separate terms joined by + or - (at "kh3")'],
  ])("refuses %j, pointing where it went wrong", (notation, problem) => {
    expect(extended(notation)).toEqual({
      error: `"${notation}" is not dice notation: ${problem}. ${EXAMPLE}`,
    });
  });

  it.each([
    ["4d6kh5", 'Can\'t keep 5 of 4 dice (at "kh5").'],
    ["4d6kh0", 'Keep at least one die (at "kh0").'],
    ["4d6dl4", 'Can\'t drop 4 of 4 dice: at least one must be kept (at "dl4").'],
    ["2d6r7", 'A d6 has no face 7 to reroll (at "r7").'],
    ["2d6r<6", 'Can\'t reroll every face of a d6 (at "r<6").'],
    ["d20 + 2d6r0", 'A d6 has no face 0 to reroll (at "r0").'],
  ])("refuses %j, past a limit", (notation, error) => {
    expect(extended(notation)).toEqual({ error });
  });

  it("still refuses the options without extended", () => {
    expect(parseDiceNotation("4d6kh3")).toEqual({
      error:
        '"4d6kh3" is not dice notation: each term must be joined to the next by + or - (at "kh3"). Write dice like "3d6+2", "d20" or "2d8+1d6-1".',
    });
  });
});

const term = (notation: string): DiceTerm => {
  const parsed = extended(notation);
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed.dice[0] as DiceTerm;
};

describe("rollTerm", () => {
  it("keeps the highest or lowest dice, and lists the others as dropped (property)", () => {
    const mode = fc.constantFrom("kh", "kl", "dh", "dl");
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), mode, fc.string(), (count, m, seed) => {
        const n = 1 + (seed.length % (count - 1));
        const { kept, dropped, rerolled } = rollTerm(
          seededRandom(seed),
          term(`${count}d6${m}${n}`),
        );
        expect(rerolled).toEqual([]);
        expect(kept.length + dropped.length).toBe(count);
        expect(kept).toHaveLength(m === "kh" || m === "kl" ? n : count - n);
        const highKept = m === "kh" || m === "dl";
        for (const k of kept) {
          for (const d of dropped) {
            if (highKept) expect(k).toBeGreaterThanOrEqual(d);
            else expect(k).toBeLessThanOrEqual(d);
          }
        }
      }),
      { seed: 17, numRuns: 50 },
    );
  });

  it("rerolls until none of the rerolled faces shows, or once with ro", () => {
    const random = seededRandom("rerolls");
    const always = term("10d4r<2");
    const once = term("10d4ro<2");
    let onceKeptLow = 0;
    for (let i = 0; i < 200; i++) {
      const a = rollTerm(random, always);
      expect(a.kept.every((face) => face >= 3)).toBe(true);
      expect(a.rerolled.every((face) => face <= 2)).toBe(true);
      const b = rollTerm(random, once);
      expect(b.kept).toHaveLength(10);
      onceKeptLow += b.kept.filter((face) => face <= 2).length;
    }
    // Rerolled once, a 1 or 2 stays with probability 1/2 × 1/2.
    expect(onceKeptLow).toBeGreaterThan(300);
  });

  it("rerolls one face by drawing among the others, uniformly", () => {
    const random = seededRandom("reroll one face");
    const counts = [0, 0, 0, 0, 0, 0];
    const rerollThrees = term("d6r3");
    for (let i = 0; i < 5000; i++) {
      const face = rollTerm(random, rerollThrees).kept[0] as number;
      counts[face - 1]! += 1;
    }
    expect(counts[2]).toBe(0);
    // Five faces each expected 1,000 times; chi-square with 4 degrees of freedom, p = 1e-6.
    const chi = counts.filter((_, i) => i !== 2).reduce((s, c) => s + (c - 1000) ** 2 / 1000, 0);
    expect(chi).toBeLessThan(33.38);
  });

  it("adds a die for each highest face, at most MAX_EXPLOSIONS per die", () => {
    const random = seededRandom("explode");
    let extra = 0;
    for (let i = 0; i < 300; i++) {
      const { kept } = rollTerm(random, term("3d6!"));
      expect(kept.length).toBeGreaterThanOrEqual(3);
      // Every 6 is followed by the die it added.
      for (let j = 0; j < kept.length; j++)
        if (kept[j] === 6) expect(j + 1).toBeLessThan(kept.length);
      extra += kept.length - 3;
    }
    // Expected 3 × 1/5 = 0.6 extra dice per roll.
    expect(extra / 300).toBeGreaterThan(0.35);
    expect(extra / 300).toBeLessThan(0.9);
    expect(MAX_EXPLOSIONS).toBe(100);
  });
});
