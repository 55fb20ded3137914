import { defineGenerator, type GeneratedValue, type Generation } from "../../core/engine";
import { count, text } from "../../core/fields";
import type { Random } from "../../core/random";
import { parseDiceNotation, parseDiceNotationLeniently, type DiceFormula } from "../../shared/dice";
import { plural } from "../../shared/format";

/** The most dice one run rolls: How many × the dice of one roll (1,000 rolls of 1,000 dice). */
const MAX_DICE_PER_RUN = 1_000_000;

/** How a version reads the notation: version 1 leniently (spaces removed), later ones strictly. */
function readNotation(notation: string, version: number) {
  return version === 1 ? parseDiceNotationLeniently(notation) : parseDiceNotation(notation);
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
    const mod =
      formula.modifier === 0
        ? ""
        : ` ${formula.modifier > 0 ? "+" : "−"} ${Math.abs(formula.modifier)}`;
    const detail = `${shown}${mod}`;
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
    "Roll any dice in standard notation — 3d6+2, d20, 2d8+1d6-1, d% — and see every die and the total.",
  keywords: ["dice", "d20", "d6", "rpg", "dnd", "tabletop", "roll"],
  // Version 3 adds each die's number of sides to the data (the same rolls as version 2), so the
  // page can draw d6 with pips and other dice as numbered shapes. Version 2 reads the notation
  // strictly; version 1 removed every space first and let terms follow each other without a
  // sign, so "3d6 2" rolled 3d62 and "d6d6" rolled d6+d6.
  algorithm:
    "Parses the dice notation (terms joined by + or −, spaces only beside those signs), then rolls every die as an unbiased integer from 1 to its number of sides by rejection sampling (Random.int), term by term in the order written; the total adds the dice (subtracting negative terms) and the modifier, and each die's sides are listed with its roll. Version 1 removed every space first, so it read “3d6 2” as 3d62; its permalinks still reproduce.",
  version: 3,
  inputs: {
    notation: text({ label: "Dice", maxLength: 100, default: "2d6", placeholder: "3d6+2" }),
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
    return roll(random, readNotation(notation, 3) as DiceFormula, count, notation, {
      withSides: true,
    });
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
  },
});
