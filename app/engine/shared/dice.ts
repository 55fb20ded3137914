// Dice notation ("3d6+2", "d20", "2d8+1d6-1", "d%") read into dice and a modifier: the dice
// roller's input, and the limits the articles quote. The extended reading adds what role-playing
// games write after a die: keep or drop the highest or lowest ("4d6kh3", "4d6dl1"), exploding
// dice ("3d6!") and rerolls ("2d6r1", "d20ro<2").

import type { Random } from "../core/random";

import { plural } from "./format";

/** Which dice of a term count: the `count` highest or lowest kept, or dropped. */
export interface DiceSelection {
  mode: "kh" | "kl" | "dh" | "dl";
  count: number;
}

/** Faces a term rerolls: `face` only, or every face up to it; once, or until none shows. */
export interface DiceReroll {
  face: number;
  orBelow: boolean;
  once: boolean;
}

export interface DiceTerm {
  count: number;
  sides: number;
  sign: 1 | -1;
  /** Extended notation only: keep or drop some of the dice. */
  select?: DiceSelection;
  /** Extended notation only: a die showing its highest face adds another die. */
  explode?: boolean;
  /** Extended notation only: faces rerolled. */
  reroll?: DiceReroll;
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
/** What extended notation may write right after a die: keep/drop, explode, reroll. */
const DIE_OPTION = /(k[hl]?|d[hl])(\d*)|(!)|(r)(o?)(<?)(\d*)/iy;
const EXTENDED_EXAMPLE = 'Write dice like "4d6kh3", "2d20kl1", "3d6!+2" or "2d6r1".';
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
 * dice per roll and 2 to 1,000 sides per die. With `extended`, a die may be followed by the
 * options {@link parseDieOptions} reads.
 */
export function parseDiceNotation(
  notation: string,
  { extended = false }: { extended?: boolean } = {},
): Parsed {
  const EXAMPLE_TEXT = extended ? EXTENDED_EXAMPLE : EXAMPLE;
  const text = notation.trim();
  if (text === "") return { error: `Dice is empty. ${EXAMPLE_TEXT}` };
  // What is not notation at all is named so; a term past a limit is pointed at the same way.
  const problem = (what: string, index: number): Parsed => ({
    error: `"${text}" is not dice notation: ${what} (${at(text.slice(index))}). ${EXAMPLE_TEXT}`,
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
      const term: DiceTerm = { count, sides, sign };
      index += die[0].length;
      if (extended) {
        const options = parseDieOptions(text, index, term);
        if ("error" in options) {
          return options.notation
            ? problem(options.error, options.at)
            : beyondLimit(options.error, options.at);
        }
        index = options.end;
      }
      dice.push(term);
    } else if (number) {
      modifier += sign * Number(number[0]);
      index += number[0].length;
    } else {
      return problem("expected dice such as 2d6, or a number", index);
    }
  } while (index < text.length);
  if (dice.length === 0) {
    return { error: `"${text}" is not dice notation: it has no dice to roll. ${EXAMPLE_TEXT}` };
  }
  return withinLimits({ dice, modifier });
}

type OptionsRead =
  | { end: number }
  | {
      error: string;
      at: number;
      /** Not notation at all, rather than past a limit. */ notation: boolean;
    };

/**
 * Reads the options written right after a die, into `term`: `kh3`/`k3` keep the 3 highest, `kl1`
 * the lowest, `dl1`/`dh1` drop them (a missing number means 1); `!` explodes (a die showing its
 * highest face adds another); `r1` rerolls 1s until none shows, `r<2` every face up to 2 (the
 * way Roll20 reads "<"), `ro1` rerolls once. Each option at most once, one keep or drop.
 */
function parseDieOptions(text: string, start: number, term: DiceTerm): OptionsRead {
  let index = start;
  for (;;) {
    DIE_OPTION.lastIndex = index;
    const option = DIE_OPTION.exec(text);
    if (!option) {
      // "4d6d1" reads like a drop, but says neither which die nor that it is one.
      if (/^d\d/i.test(text.slice(index))) {
        return {
          error: 'write "dl1" to drop the lowest die or "dh1" to drop the highest',
          at: index,
          notation: true,
        };
      }
      break;
    }
    const here = index;
    const fail = (error: string, notation = false): OptionsRead => ({ error, at: here, notation });
    if (option[1] !== undefined) {
      if (term.select) return fail("a die can be kept or dropped only once", true);
      const mode = (
        option[1].length === 1 ? "kh" : option[1].toLowerCase()
      ) as DiceSelection["mode"];
      const count = option[2] === "" ? 1 : Number(option[2]);
      const keeping = mode === "kh" || mode === "kl";
      const dice = plural(term.count, "die", "dice");
      if (count < 1) return fail(`${keeping ? "Keep" : "Drop"} at least one die`);
      if (keeping && count > term.count) return fail(`Can't keep ${count} of ${dice}`);
      if (!keeping && count >= term.count) {
        return fail(`Can't drop ${count} of ${dice}: at least one must be kept`);
      }
      term.select = { mode, count };
    } else if (option[3] !== undefined) {
      if (term.explode) return fail('a die explodes only once: write "!" once', true);
      term.explode = true;
    } else {
      if (term.reroll) return fail("a die can be rerolled only one way", true);
      if (option[7] === "") {
        return fail('an "r" must be followed by the face to reroll, like r1 or r<2', true);
      }
      const face = Number(option[7]);
      const orBelow = option[6] === "<";
      if (face < 1 || face > term.sides) {
        return fail(`A d${term.sides} has no face ${face} to reroll`);
      }
      if (orBelow && face >= term.sides) {
        return fail(`Can't reroll every face of a d${term.sides}`);
      }
      term.reroll = { face, orBelow, once: option[5] !== "" };
    }
    index += option[0].length;
  }
  return { end: index };
}

/** The most extra dice one die adds by exploding (a d2 explodes 100 times once in 2^100 rolls). */
export const MAX_EXPLOSIONS = 100;

/** What one term of extended notation rolled: the dice that count, and the others. */
export interface TermRoll {
  /** Every die kept, in the order rolled (exploded dice right after the die they came from). */
  kept: number[];
  /** Dice left out by a keep or drop, in the order rolled. */
  dropped: number[];
  /** First throws that a reroll replaced, in the order rolled. */
  rerolled: number[];
}

/** Whether a reroll rule rerolls a face. */
function rerolls(reroll: DiceReroll, face: number): boolean {
  return reroll.orBelow ? face <= reroll.face : face === reroll.face;
}

/**
 * One die under a reroll rule: a face that must be rerolled is thrown again once (`ro`), or
 * replaced by a face drawn uniformly from those the rule keeps (`r`), which is what rerolling
 * until one of them shows gives, without the wait.
 */
function throwDie(random: Random, sides: number, reroll: DiceReroll | undefined, log: number[]) {
  const first = random.int(1, sides);
  if (!reroll || !rerolls(reroll, first)) return first;
  log.push(first);
  if (reroll.once) return random.int(1, sides);
  if (reroll.orBelow) return random.int(reroll.face + 1, sides);
  const other = random.int(1, sides - 1);
  return other >= reroll.face ? other + 1 : other;
}

/**
 * Rolls one term of extended notation: each die (Random.int), rerolled by its rule, then the
 * dice its explosions add, then the keep or drop applied to all of them (ties keep the earlier
 * die).
 */
export function rollTerm(random: Random, term: DiceTerm): TermRoll {
  const rolled: number[] = [];
  const rerolled: number[] = [];
  for (let i = 0; i < term.count; i++) {
    let face = throwDie(random, term.sides, term.reroll, rerolled);
    rolled.push(face);
    for (let extra = 0; term.explode && face === term.sides && extra < MAX_EXPLOSIONS; extra++) {
      face = throwDie(random, term.sides, term.reroll, rerolled);
      rolled.push(face);
    }
  }
  if (!term.select) return { kept: rolled, dropped: [], rerolled };
  const { mode, count } = term.select;
  const keepCount = mode === "kh" || mode === "kl" ? count : rolled.length - count;
  const highFirst = mode === "kh" || mode === "dl";
  // Positions by value (highest or lowest first), earlier dice first among equals.
  const order = rolled
    .map((face, position) => ({ face, position }))
    .sort((a, b) => (highFirst ? b.face - a.face : a.face - b.face) || a.position - b.position);
  const keep = new Set(order.slice(0, Math.max(0, keepCount)).map((d) => d.position));
  return {
    kept: rolled.filter((_, position) => keep.has(position)),
    dropped: rolled.filter((_, position) => !keep.has(position)),
    rerolled,
  };
}

/** One roll of a whole formula: the dice that count and the others, and how they add up. */
export interface FormulaRoll {
  total: number;
  /** The dice that count, term by term in the order written. */
  rolls: number[];
  /** Each die's number of sides, in the order of `rolls`. */
  sides: number[];
  /** Each die's sign in the order of `rolls`, when some term is subtracted ("2d6-1d4"). */
  signs?: (1 | -1)[];
  dropped: number[];
  rerolled: number[];
  /** The number added to the dice ("+2" in "3d6+2"), 0 when there is none. */
  modifier: number;
  /** The roll in words: each term's dice (and dropped ones) and the modifier. */
  detail: string;
}

/** How a term's dice are written: the kept ones, then the dropped ones if any. */
function describeTerm(roll: TermRoll, sign: 1 | -1): string {
  const left = roll.dropped.length > 0 ? ` (dropped ${roll.dropped.join(", ")})` : "";
  return `${sign === -1 ? "−" : ""}[${roll.kept.join(", ")}]${left}`;
}

/** The modifier as the detail writes it: " + 2", " − 1", or nothing. */
export function describeModifier(modifier: number): string {
  return modifier === 0 ? "" : ` ${modifier > 0 ? "+" : "−"} ${Math.abs(modifier)}`;
}

/** Rolls every term of a formula in the order written ({@link rollTerm}) and adds them up. */
export function rollFormula(random: Random, formula: DiceFormula): FormulaRoll {
  const result: FormulaRoll = {
    total: formula.modifier,
    rolls: [],
    sides: [],
    dropped: [],
    rerolled: [],
    modifier: formula.modifier,
    detail: "",
  };
  const signs: (1 | -1)[] = [];
  const parts: string[] = [];
  for (const term of formula.dice) {
    const roll = rollTerm(random, term);
    result.rolls.push(...roll.kept);
    result.sides.push(...roll.kept.map(() => term.sides));
    signs.push(...roll.kept.map(() => term.sign));
    result.dropped.push(...roll.dropped);
    result.rerolled.push(...roll.rerolled);
    result.total += term.sign * roll.kept.reduce((a, b) => a + b, 0);
    parts.push(describeTerm(roll, term.sign));
  }
  if (signs.includes(-1)) result.signs = signs;
  result.detail = `${parts.join(" ")}${describeModifier(formula.modifier)}`;
  return result;
}
