// Dice notation ("3d6+2", "d20", "2d8+1d6-1", "d%") read into dice and a modifier: the dice
// roller's input, and the limits the articles quote.

export interface DiceTerm {
  count: number;
  sides: number;
  sign: 1 | -1;
}
export interface DiceFormula {
  dice: DiceTerm[];
  modifier: number;
}

type Parsed = DiceFormula | { error: string };

/** The most dice one roll may use, and the most sides a die may have. */
export const MAX_DICE_PER_ROLL = 1000;
export const MAX_SIDES = 1000;
const MAX_MODIFIER = 1_000_000;

const EXAMPLE = 'Write dice like "3d6+2", "d20" or "2d8+1d6-1".';

/** The limits every reading checks once the terms are read. */
function withinLimits(formula: DiceFormula): Parsed {
  if (formula.dice.reduce((sum, term) => sum + term.count, 0) > MAX_DICE_PER_ROLL)
    return { error: "At most 1,000 dice per roll." };
  if (Math.abs(formula.modifier) > MAX_MODIFIER)
    return { error: "The modifier must be between −1,000,000 and 1,000,000." };
  return formula;
}

const LENIENT_TERM = /([+-]?)(\d*)d(\d+|%)|([+-]?)(\d+)/gi;

/**
 * Dice notation as the dice roller's version 1 reads it: every space removed first, and terms
 * allowed to follow each other without a sign, so "3d6 2" reads as 3d62 and "d6d6" as d6+d6.
 * Kept only so version 1 permalinks reproduce; new input goes through {@link parseDiceNotation}.
 */
export function parseDiceNotationLeniently(notation: string): Parsed {
  const compact = notation.replace(/\s+/g, "");
  if (compact === "") return { error: `Dice is empty. ${EXAMPLE}` };
  let consumed = "";
  const dice: DiceTerm[] = [];
  let modifier = 0;
  for (const match of compact.matchAll(LENIENT_TERM)) {
    if (match.index !== consumed.length) break;
    consumed += match[0];
    if (match[3] !== undefined) {
      const count = match[2] === "" ? 1 : Number(match[2]);
      const sides = match[3] === "%" ? 100 : Number(match[3]);
      if (count < 1) return { error: `A term needs at least one die. ${EXAMPLE}` };
      if (sides < 2 || sides > MAX_SIDES)
        return { error: "Dice must have between 2 and 1,000 sides." };
      dice.push({ count, sides, sign: match[1] === "-" ? -1 : 1 });
    } else {
      modifier += (match[4] === "-" ? -1 : 1) * Number(match[5]);
    }
  }
  if (consumed !== compact || dice.length === 0)
    return { error: `"${notation.trim()}" is not dice notation. ${EXAMPLE}` };
  return withinLimits({ dice, modifier });
}

const DIE = /(\d*)d(\d+|%)?/iy;
const NUMBER = /\d+/y;
const SPACES = /\s*/y;

/** Where the notation went wrong, as a visitor reads it: the rest of it from that point. */
function at(rest: string): string {
  if (rest === "") return "at the end";
  return `at "${rest.length > 12 ? `${rest.slice(0, 12)}…` : rest}"`;
}

/** The length of the spaces at `index` (0 when there are none). */
function spacesAt(text: string, index: number): number {
  SPACES.lastIndex = index;
  return SPACES.exec(text)?.[0].length ?? 0;
}

/**
 * Parses dice notation such as `3d6+2`, `d20`, `2d8+1d6-1` or `d%`: terms (dice or a number)
 * joined by + or -, the first optionally signed, with spaces only around a + or -. Anything else
 * gets an error that quotes the notation and points at the part that went wrong. At most 1,000
 * dice per roll and 2 to 1,000 sides per die.
 */
export function parseDiceNotation(notation: string): Parsed {
  const text = notation.trim();
  if (text === "") return { error: `Dice is empty. ${EXAMPLE}` };
  // What is not notation at all is named so; a term past a limit is pointed at the same way.
  const problem = (what: string, index: number): Parsed => ({
    error: `"${text}" is not dice notation: ${what} (${at(text.slice(index))}). ${EXAMPLE}`,
  });
  const beyondLimit = (what: string, index: number): Parsed => ({
    error: `${what} (${at(text.slice(index))}).`,
  });
  const dice: DiceTerm[] = [];
  let modifier = 0;
  let index = 0;
  // One term per turn, each after the + or - that joins it to the one before.
  do {
    let sign: 1 | -1 = 1;
    if (index > 0) {
      // Between two terms: a + or -, with spaces allowed on either side of it.
      const spaces = spacesAt(text, index);
      const operator = text[index + spaces];
      if (operator !== "+" && operator !== "-") {
        return spaces > 0
          ? problem("a space can only separate terms joined by + or -", index + spaces)
          : problem("each term must be joined to the next by + or -", index);
      }
      sign = operator === "-" ? -1 : 1;
      index += spaces + 1;
      index += spacesAt(text, index);
    } else if (text[0] === "+" || text[0] === "-") {
      sign = text[0] === "-" ? -1 : 1;
      index = 1 + spacesAt(text, 1);
    }
    DIE.lastIndex = index;
    NUMBER.lastIndex = index;
    const die = DIE.exec(text);
    const number = die ? null : NUMBER.exec(text);
    if (die) {
      if (die[2] === undefined) {
        return problem('a "d" must be followed by the number of sides, like d6 or d%', index);
      }
      const count = die[1] === "" ? 1 : Number(die[1]);
      const sides = die[2] === "%" ? 100 : Number(die[2]);
      if (count < 1) return beyondLimit("A term needs at least one die", index);
      if (sides < 2 || sides > MAX_SIDES) {
        return beyondLimit("Dice must have between 2 and 1,000 sides", index);
      }
      dice.push({ count, sides, sign });
      index += die[0].length;
    } else if (number) {
      modifier += sign * Number(number[0]);
      index += number[0].length;
    } else {
      return problem("expected dice such as 2d6, or a number", index);
    }
  } while (index < text.length);
  if (dice.length === 0) {
    return { error: `"${text}" is not dice notation: it has no dice to roll. ${EXAMPLE}` };
  }
  return withinLimits({ dice, modifier });
}
