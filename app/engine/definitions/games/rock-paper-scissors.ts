import { defineGenerator } from "../../core/engine";
import { count, toggle } from "../../core/fields";

export const CLASSIC_MOVES = [
  { name: "Rock", emoji: "✊" },
  { name: "Paper", emoji: "✋" },
  { name: "Scissors", emoji: "✌️" },
] as const;
export const EXTENDED_MOVES = [
  ...CLASSIC_MOVES,
  { name: "Lizard", emoji: "🦎" },
  { name: "Spock", emoji: "🖖" },
] as const;

export default defineGenerator({
  id: "rock-paper-scissors",
  title: "Rock Paper Scissors",
  category: "games",
  iconText: "✊",
  description:
    "Throw rock, paper or scissors at random, or add lizard and Spock for the five-move version.",
  keywords: ["rps", "roshambo", "lizard spock", "hand game", "janken"],
  algorithm:
    "A uniform pick (Random.pick, an unbiased index by rejection sampling) from the three moves, or from five with lizard and Spock.",
  version: 1,
  inputs: {
    count: count(1),
    lizardSpock: toggle({ label: "Include lizard and Spock", default: false }),
  },
  generate(random, { count, lizardSpock }) {
    const moves: readonly { name: string; emoji: string }[] = lizardSpock
      ? EXTENDED_MOVES
      : CLASSIC_MOVES;
    const thrown = Array.from({ length: count }, () => random.pick(moves));
    const tally = moves
      .map((move) => `${thrown.filter((t) => t === move).length} ${move.name}`)
      .join(", ");
    return {
      values: thrown.map((move) => ({
        text: move.name,
        data: { move: move.name, emoji: move.emoji },
      })),
      summary: count > 1 ? tally : undefined,
    };
  },
});
