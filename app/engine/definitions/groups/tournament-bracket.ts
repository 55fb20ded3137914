import { defineGenerator, type GeneratedValue } from "../../core/engine";
import { plural } from "../../shared/format";
import { namesField, namesProblem, readNames } from "../../shared/people";

const MAX_PLAYERS = 256;

/** "Final", "Semi-final", "Quarter-final" for the last three rounds, else "Round k". */
function roundName(round: number, rounds: number): string {
  const fromEnd = rounds - round;
  return fromEnd === 0
    ? "Final"
    : fromEnd === 1
      ? "Semi-final"
      : fromEnd === 2
        ? "Quarter-final"
        : `Round ${round}`;
}

export default defineGenerator({
  id: "tournament-bracket",
  title: "Tournament Bracket Generator",
  category: "groups",
  iconText: "🏆",
  description:
    "A random single-elimination bracket: the draw for round one, byes when the number of players is not a power of two, and who meets whom in every later round.",
  keywords: ["bracket", "knockout", "single elimination", "tournament draw", "byes"],
  algorithm:
    "The bracket has the next power of two of slots, so there are (slots − players) byes, at most one per first-round match. Random.sample picks which first-round slot pairs hold a bye, and a Fisher–Yates shuffle (Random.shuffle) of the players fills the slots in order: every draw is equally likely. Later rounds follow from the first.",
  version: 1,
  inputs: {
    names: namesField("Ana\nBen\nCy\nDee\nEli\nFay", {
      max: MAX_PLAYERS,
      label: "Players or teams",
      help: `One per line, or separated by commas. At most ${MAX_PLAYERS}.`,
    }),
  },
  check({ names }) {
    return namesProblem("names", names, { min: 2, max: MAX_PLAYERS, why: "for a bracket" });
  },
  generate(random, { names }) {
    const { items, notes } = readNames(names, MAX_PLAYERS);
    let slots = 2;
    while (slots < items.length) slots *= 2;
    const rounds = Math.log2(slots);
    const firstMatches = slots / 2;
    const byes = slots - items.length;
    const byeMatches = new Set(
      random.sample(
        Array.from({ length: firstMatches }, (_, i) => i),
        byes,
      ),
    );
    const players = random.shuffle(items);
    const values: GeneratedValue[] = [];
    // Matches are numbered through the whole bracket; byes are not matches.
    let matchNumber = 0;
    const addMatch = (round: number, home: string, away: string): string => {
      matchNumber += 1;
      values.push({
        text: `${roundName(round, rounds)} · Match ${matchNumber}: ${home} vs ${away}`,
        data: { round, match: matchNumber, home, away, bye: false },
      });
      return `Winner of match ${matchNumber}`;
    };
    // What each first-round slot pair sends on: a player with a bye, or a match's winner.
    let advancing: string[] = [];
    let next = 0;
    for (let slot = 0; slot < firstMatches; slot++) {
      const home = players[next++] ?? "";
      if (byeMatches.has(slot)) {
        values.push({
          text: `${roundName(1, rounds)}: ${home} has a bye`,
          data: { round: 1, home, away: "", bye: true },
        });
        advancing.push(home);
      } else {
        advancing.push(addMatch(1, home, players[next++] ?? ""));
      }
    }
    for (let round = 2; round <= rounds; round++) {
      const sent: string[] = [];
      for (let i = 0; i + 1 < advancing.length; i += 2) {
        sent.push(addMatch(round, advancing[i] ?? "", advancing[i + 1] ?? ""));
      }
      advancing = sent;
    }
    return {
      values,
      notes,
      summary: `${plural(items.length, "player")}, ${plural(rounds, "round")}, ${plural(byes, "bye")}`,
    };
  },
});
