import { defineGenerator, type GeneratedValue } from "../../core/engine";
import { count, text } from "../../core/fields";
import { parseDiceNotation, rollTerm, type DiceFormula } from "../../shared/dice";
import { plural } from "../../shared/format";

/** The most dice one run rolls before explosions: How many × the dice of one roll. */
const MAX_DICE_PER_RUN = 1_000_000;

const read = (notation: string) => parseDiceNotation(notation, { extended: true });

/** How a term's dice are written: the kept ones, then the dropped ones if any. */
function describeTerm(kept: readonly number[], dropped: readonly number[], sign: 1 | -1): string {
  const left = dropped.length > 0 ? ` (dropped ${dropped.join(", ")})` : "";
  return `${sign === -1 ? "−" : ""}[${kept.join(", ")}]${left}`;
}

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
  version: 1,
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
      const rolls: number[] = [];
      const sides: number[] = [];
      const dropped: number[] = [];
      const rerolled: number[] = [];
      const parts: string[] = [];
      let total = formula.modifier;
      for (const term of formula.dice) {
        const roll = rollTerm(random, term);
        rolls.push(...roll.kept);
        sides.push(...roll.kept.map(() => term.sides));
        dropped.push(...roll.dropped);
        rerolled.push(...roll.rerolled);
        total += term.sign * roll.kept.reduce((a, b) => a + b, 0);
        parts.push(describeTerm(roll.kept, roll.dropped, term.sign));
      }
      const mod =
        formula.modifier === 0
          ? ""
          : ` ${formula.modifier > 0 ? "+" : "−"} ${Math.abs(formula.modifier)}`;
      return {
        text: String(total),
        data: { total, rolls, sides, dropped, rerolled, detail: `${parts.join(" ")}${mod}` },
      };
    });
    return { values, summary: `Rolling ${notation.replace(/\s+/g, "")}` };
  },
});
