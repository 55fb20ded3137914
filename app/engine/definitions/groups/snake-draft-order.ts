import { defineGenerator, type GeneratedValue } from "../../core/engine";
import { integer, select } from "../../core/fields";
import { plural } from "../../shared/format";
import { namesField, namesProblem, readNames } from "../../shared/people";

const MAX_PLAYERS = 100;
const MAX_PICKS = 10_000;

export default defineGenerator({
  id: "snake-draft-order",
  title: "Snake Draft Order",
  category: "groups",
  iconText: "🐍",
  description:
    "A random draft order for fantasy leagues, picking teams in the playground or sharing out prizes: snake (the order reverses each round) or the same order every round.",
  keywords: ["draft order", "snake draft", "fantasy draft", "draft lottery", "pick order"],
  algorithm:
    "Draws the first round's order with a Fisher–Yates shuffle (Random.shuffle), every order equally likely. In a snake draft each even round reverses it; otherwise every round repeats it. Nothing else is random.",
  version: 1,
  inputs: {
    names: namesField("Ana\nBen\nCy\nDee\nEli\nFay", {
      max: MAX_PLAYERS,
      label: "Players",
      help: `One player or team per line, or separated by commas. At most ${MAX_PLAYERS}.`,
    }),
    rounds: integer({ label: "Rounds", min: 1, max: 100, default: 3 }),
    style: select({
      label: "Style",
      options: [
        { value: "snake", label: "Snake (reverses each round)" },
        { value: "linear", label: "Same order every round" },
      ],
      default: "snake",
    }),
  },
  check({ names, rounds }) {
    const problem = namesProblem("names", names, {
      min: 2,
      max: MAX_PLAYERS,
      why: "for a draft",
    });
    if (problem) return problem;
    const players = readNames(names, MAX_PLAYERS).items.length;
    if (players * rounds > MAX_PICKS) {
      return {
        field: "rounds",
        message: `${plural(players, "player")} × ${plural(rounds, "round")} is more than ${MAX_PICKS.toLocaleString("en-US")} picks: lower Rounds.`,
      };
    }
    return null;
  },
  generate(random, { names, rounds, style }) {
    const { items, notes } = readNames(names, MAX_PLAYERS);
    const order = random.shuffle(items);
    const values: GeneratedValue[] = [];
    for (let round = 1; round <= rounds; round++) {
      const inRound = style === "snake" && round % 2 === 0 ? [...order].reverse() : order;
      for (const [i, name] of inRound.entries()) {
        const pick = values.length + 1;
        values.push({
          text: `Pick ${pick} (round ${round}, #${i + 1}): ${name}`,
          data: { pick, round, position: i + 1, name },
        });
      }
    }
    return { values, notes, summary: `First round: ${order.join(", ")}` };
  },
});
