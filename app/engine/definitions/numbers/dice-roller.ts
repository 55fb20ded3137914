import { defineGenerator, type GeneratedValue, type Generation } from "../../core/engine";
import { count, text } from "../../core/fields";
import type { Random } from "../../core/random";
import {
  describeModifier,
  parseDiceNotation,
  parseDiceNotationLeniently,
  rollFormula,
  type DiceFormula,
} from "../../shared/dice";
import { plural } from "../../shared/format";

/** The most dice one run rolls: How many × the dice of one roll (1,000 rolls of 1,000 dice). */
const MAX_DICE_PER_RUN = 1_000_000;

/**
 * How a version reads the notation: version 1 leniently (spaces removed), 2 and 3 strictly, and
 * from version 4 with keep/drop, exploding dice and rerolls, as the advanced roller reads it.
 */
function readNotation(notation: string, version: number) {
  if (version === 1) return parseDiceNotationLeniently(notation);
  return parseDiceNotation(notation, { extended: version >= 4 });
}

/** `count` rolls of a formula, term by term in the order written, and what they add up to. */
function roll(
  random: Random,
  formula: DiceFormula,
  count: number,
  notation: string,
  { withSides }: { withSides: boolean },
): Generation {
  const values = Array.from({ length: count }, (): GeneratedValue => {
    const rolls = formula.dice.map((term) =>
      Array.from({ length: term.count }, () => random.int(1, term.sides)),
    );
    const total = formula.dice.reduce(
      (sum, term, i) => sum + term.sign * (rolls[i] ?? []).reduce((a, b) => a + b, 0),
      formula.modifier,
    );
    const shown = rolls
      .map((r, i) => `${formula.dice[i]?.sign === -1 ? "−" : ""}[${r.join(", ")}]`)
      .join(" ");
    const detail = `${shown}${describeModifier(formula.modifier)}`;
    if (!withSides) return { text: String(total), data: { total, rolls: rolls.flat(), detail } };
    // Each die's number of sides, in the order of `rolls`, so a die can be drawn as what it is.
    const sides = formula.dice.flatMap((term) => Array<number>(term.count).fill(term.sides));
    return { text: String(total), data: { total, rolls: rolls.flat(), sides, detail } };
  });
  return { values, summary: `Rolling ${notation.replace(/\s+/g, "")}` };
}

export default defineGenerator({
  id: "dice-roller",
  title: "Dice Roller",
  category: "numbers",
  iconText: "🎲",
  description:
    "Roll any dice in standard notation — 3d6+2, d20, 2d8+1d6-1, d%, 4d6kh3, 2d20kl1 — and see every die, the modifier and the total.",
  keywords: ["dice", "d20", "d6", "rpg", "dnd", "tabletop", "roll"],
  // Version 4 reads the advanced roller's notation too (keep/drop highest or lowest, exploding
  // dice, rerolls) through the same parser and roll, and adds the modifier to the data so the page
  // writes the sum out ("5 + 4 + 4 + 2 = 15"); plain notation rolls the same dice as version 3.
  // Version 3 adds each die's number of sides to the data (the same rolls as version 2), so the
  // page can draw d6 with pips and other dice as numbered shapes. Version 2 reads the notation
  // strictly; version 1 removed every space first and let terms follow each other without a
  // sign, so "3d6 2" rolled 3d62 and "d6d6" rolled d6+d6.
  algorithm:
    "Parses the dice notation (terms joined by + or −; a die may add kh/kl/dh/dl and a count, ! to explode, r/ro to reroll), then rolls every die as an unbiased integer from 1 to its sides by rejection sampling (Random.int), term by term in the order written; rerolls, explosions (at most 100) and keep or drop work as in the Advanced Dice Roller. The total adds the kept dice (subtracting negative terms) and the modifier. Version 1 removed every space first, so it read “3d6 2” as 3d62; its permalinks still reproduce.",
  version: 4,
  inputs: {
    notation: text({
      label: "Dice",
      maxLength: 100,
      default: "2d6",
      placeholder: "3d6+2",
      help: "Like 3d6+2, d20 or 2d8+1d6-1; kh1 keeps the highest (2d20kh1), dl1 drops the lowest (4d6dl1), ! explodes, r1 rerolls 1s.",
    }),
    count: count(1, {
      help: `At most ${MAX_DICE_PER_RUN.toLocaleString("en-US")} dice in all: How many × the dice of one roll.`,
    }),
  },
  check({ notation, count }, { version }) {
    const parsed = readNotation(notation, version);
    if ("error" in parsed) return { field: "notation", message: parsed.error };
    const perRoll = parsed.dice.reduce((sum, term) => sum + term.count, 0);
    if (perRoll * count > MAX_DICE_PER_RUN) {
      return {
        field: "count",
        message: `${plural(count, "roll")} of ${plural(perRoll, "die", "dice")} would be ${plural(perRoll * count, "die", "dice")}; one run rolls at most ${MAX_DICE_PER_RUN.toLocaleString("en-US")}. Lower How many or roll fewer dice.`,
      };
    }
    return null;
  },
  generate(random, { notation, count }) {
    const formula = readNotation(notation, 4) as DiceFormula;
    const values = Array.from({ length: count }, (): GeneratedValue => {
      const roll = rollFormula(random, formula);
      return { text: String(roll.total), data: { ...roll } };
    });
    return { values, summary: `Rolling ${notation.replace(/\s+/g, "")}` };
  },
  legacy: {
    1(random, { notation, count }) {
      const formula = readNotation(notation, 1) as DiceFormula;
      return roll(random, formula, count, notation, { withSides: false });
    },
    2(random, { notation, count }) {
      const formula = readNotation(notation, 2) as DiceFormula;
      return roll(random, formula, count, notation, { withSides: false });
    },
    3(random, { notation, count }) {
      const formula = readNotation(notation, 3) as DiceFormula;
      return roll(random, formula, count, notation, { withSides: true });
    },
  },
});
