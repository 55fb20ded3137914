import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { parseDiceNotation, parseDiceNotationLeniently } from "./dice";

const EXAMPLE = 'Write dice like "3d6+2", "d20" or "2d8+1d6-1".';

describe("parseDiceNotation", () => {
  it("reads standard dice notation", () => {
    expect(parseDiceNotation("3d6+2")).toEqual({
      dice: [{ count: 3, sides: 6, sign: 1 }],
      modifier: 2,
    });
    expect(parseDiceNotation(" d20 ")).toEqual({
      dice: [{ count: 1, sides: 20, sign: 1 }],
      modifier: 0,
    });
    expect(parseDiceNotation("2d8+1d6-1")).toEqual({
      dice: [
        { count: 2, sides: 8, sign: 1 },
        { count: 1, sides: 6, sign: 1 },
      ],
      modifier: -1,
    });
    expect(parseDiceNotation("d%")).toEqual({
      dice: [{ count: 1, sides: 100, sign: 1 }],
      modifier: 0,
    });
  });

  it("allows spaces around a + or - between terms, and a sign before the first term", () => {
    expect(parseDiceNotation("3d6 + 2")).toEqual(parseDiceNotation("3d6+2"));
    expect(parseDiceNotation("2d8 +1d6\t- 1")).toEqual(parseDiceNotation("2d8+1d6-1"));
    expect(parseDiceNotation("- d6 + 4D10")).toEqual({
      dice: [
        { count: 1, sides: 6, sign: -1 },
        { count: 4, sides: 10, sign: 1 },
      ],
      modifier: 0,
    });
  });

  it.each([
    ["3d6 2", 'a space can only separate terms joined by + or - (at "2")'],
    ["3 d6", 'a space can only separate terms joined by + or - (at "d6")'],
    ["2d6 d8+1", 'a space can only separate terms joined by + or - (at "d8+1")'],
    ["d6d6", 'each term must be joined to the next by + or - (at "d6")'],
    ["3x6", 'each term must be joined to the next by + or - (at "x6")'],
    ["2d6+", "expected dice such as 2d6, or a number (at the end)"],
    ["d6++2", 'expected dice such as 2d6, or a number (at "+2")'],
    ["hello", 'expected dice such as 2d6, or a number (at "hello")'],
    ["3d+1", 'a "d" must be followed by the number of sides, like d6 or d% (at "3d+1")'],
    ["1d6 + 2 + 3 + 4 4", 'a space can only separate terms joined by + or - (at "4")'],
    [
      "d6 + 1 2 3 4 5 6 7 8 9",
      'a space can only separate terms joined by + or - (at "2 3 4 5 6 7 …")',
    ],
  ])("refuses %j, quoting it and pointing where it went wrong", (notation, problem) => {
    expect(parseDiceNotation(notation)).toEqual({
      error: `"${notation}" is not dice notation: ${problem}. ${EXAMPLE}`,
    });
  });

  it("points at a term past a limit", () => {
    expect(parseDiceNotation("0d6")).toEqual({
      error: 'A term needs at least one die (at "0d6").',
    });
    expect(parseDiceNotation("2d6 + d1")).toEqual({
      error: 'Dice must have between 2 and 1,000 sides (at "d1").',
    });
    expect(parseDiceNotation("d1001")).toEqual({
      error: 'Dice must have between 2 and 1,000 sides (at "d1001").',
    });
  });

  it("refuses notation without dice, and beyond its limits", () => {
    expect(parseDiceNotation("  ")).toEqual({ error: `Dice is empty. ${EXAMPLE}` });
    expect(parseDiceNotation("5 + 2")).toEqual({
      error: `"5 + 2" is not dice notation: it has no dice to roll. ${EXAMPLE}`,
    });
    expect(parseDiceNotation("1001d6")).toEqual({ error: "At most 1,000 dice per roll." });
    expect(parseDiceNotation("d6 + 1000001")).toEqual({
      error: "The modifier must be between −1,000,000 and 1,000,000.",
    });
  });

  it("reads whatever it accepts exactly as version 1 did (property)", () => {
    const token = fc.constantFrom("d", "D", "%", "+", "-", " ", "0", "1", "2", "6", "20", "d6");
    fc.assert(
      fc.property(fc.array(token, { maxLength: 10 }), (tokens) => {
        const notation = tokens.join("");
        const strict = parseDiceNotation(notation);
        if (!("error" in strict)) expect(parseDiceNotationLeniently(notation)).toEqual(strict);
      }),
      { seed: 20261121, numRuns: 2_000 },
    );
  });
});

describe("parseDiceNotationLeniently (dice-roller version 1)", () => {
  it("removes every space first and joins unsigned terms, as old permalinks expect", () => {
    expect(parseDiceNotationLeniently("3d6 2")).toEqual({
      dice: [{ count: 3, sides: 62, sign: 1 }],
      modifier: 0,
    });
    expect(parseDiceNotationLeniently("d6d6")).toEqual({
      dice: [
        { count: 1, sides: 6, sign: 1 },
        { count: 1, sides: 6, sign: 1 },
      ],
      modifier: 0,
    });
  });

  it("keeps version 1's messages", () => {
    expect(parseDiceNotationLeniently("3x6")).toEqual({
      error: `"3x6" is not dice notation. ${EXAMPLE}`,
    });
    expect(parseDiceNotationLeniently("d1")).toEqual({
      error: "Dice must have between 2 and 1,000 sides.",
    });
    expect(parseDiceNotationLeniently("0d6")).toEqual({
      error: `A term needs at least one die. ${EXAMPLE}`,
    });
  });
});
