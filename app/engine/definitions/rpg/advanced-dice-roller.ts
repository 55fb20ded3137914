import { defineGenerator, type GeneratedValue } from "../../core/engine";
import { count, text } from "../../core/fields";
import { parseDiceNotation, rollFormula, type DiceFormula } from "../../shared/dice";
import { plural } from "../../shared/format";

/** The most dice one run rolls before explosions: How many × the dice of one roll. */
const MAX_DICE_PER_RUN = 1_000_000;

const read = (notation: string) => parseDiceNotation(notation, { extended: true });

export default defineGenerator({
  id: "advanced-dice-roller",
  title: "Advanced Dice Roller",
  category: "rpg",
  iconText: "🎯",
  description:
    "Role-playing dice notation: keep or drop the highest or lowest (4d6kh3, 2d20kl1, 4d6dl1), exploding dice (3d6!) and rerolls (2d6r1, d20ro<2).",
  keywords: ["4d6 drop lowest", "advantage roll", "exploding dice", "keep highest", "reroll ones"],
  algorithm:
    "Parses the notation strictly, then rolls each die as an unbiased integer (Random.int). A reroll throws again once (ro), or (r) draws uniformly among the faces the rule keeps, which is what rerolling until one shows gives; a die showing its highest face under ! adds another die (at most 100). Keep or drop then picks the highest or lowest dice of the term, earlier dice first among equals.",
  // Version 2 adds the modifier (and the sign of each subtracted die) to the data, so the page
  // can write the sum out ("5 + 4 + 4 + 2 = 15"); the rolls are the same as version 1's.
  version: 2,
  inputs: {
    notation: text({
      label: "Dice",
      maxLength: 100,
      default: "4d6kh3",
      placeholder: "4d6kh3",
      help: "kh3 keeps the 3 highest, kl1 the lowest, dl1 and dh1 drop them; ! explodes; r1 rerolls 1s, r<2 rerolls 1s and 2s, ro1 rerolls once.",
    }),
    count: count(1, {
      help: `At most ${MAX_DICE_PER_RUN.toLocaleString("en-US")} dice in all: How many × the dice of one roll (not counting exploded dice).`,
    }),
  },
  check({ notation, count }) {
    const parsed = read(notation);
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
    const formula = read(notation) as DiceFormula;
    const values = Array.from({ length: count }, (): GeneratedValue => {
      const roll = rollFormula(random, formula);
      return { text: String(roll.total), data: { ...roll } };
    });
    return { values, summary: `Rolling ${notation.replace(/\s+/g, "")}` };
  },
  legacy: {
    // Version 1's data had no modifier (nor the signs of subtracted dice): the same rolls.
    1(random, { notation, count }) {
      const formula = read(notation) as DiceFormula;
      const values = Array.from({ length: count }, (): GeneratedValue => {
        const { total, rolls, sides, dropped, rerolled, detail } = rollFormula(random, formula);
        return { text: String(total), data: { total, rolls, sides, dropped, rerolled, detail } };
      });
      return { values, summary: `Rolling ${notation.replace(/\s+/g, "")}` };
    },
  },
});
