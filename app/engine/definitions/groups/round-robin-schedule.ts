import { defineGenerator } from "../../core/engine";
import { select } from "../../core/fields";
import { plural } from "../../shared/format";
import { namesField, namesProblem, readNames } from "../../shared/people";

const MAX_PLAYERS = 100;

/** The rounds of a single round robin by the circle method: pairs of positions, -1 a bye. */
function circleRounds(players: number): [number, number][][] {
  const slots = players % 2 === 0 ? players : players + 1;
  const circle = Array.from({ length: slots }, (_, i) => (i < players ? i : -1));
  const rounds: [number, number][][] = [];
  for (let round = 0; round < slots - 1; round++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < slots / 2; i++) {
      pairs.push([circle[i] as number, circle[slots - 1 - i] as number]);
    }
    rounds.push(pairs);
    // Keep the first slot, turn the others one step.
    circle.splice(1, 0, circle.pop() as number);
  }
  return rounds;
}

export default defineGenerator({
  id: "round-robin-schedule",
  title: "Round Robin Schedule",
  category: "groups",
  iconText: "🔄",
  description:
    "A schedule where every player or team meets every other once (or twice, home and away), round by round, with byes for an odd number.",
  keywords: [
    "round robin",
    "league schedule",
    "fixtures",
    "tournament schedule",
    "everyone plays everyone",
  ],
  algorithm:
    "The circle method: one seat stays while the others turn a step each round, with an empty seat (a bye) for an odd number. The players take their seats in a Fisher–Yates shuffle (Random.shuffle); the order of the rounds and of the games in each round are shuffled too, and Random.int(0, 1) picks who is listed first (home).",
  version: 1,
  inputs: {
    names: namesField("Ana\nBen\nCy\nDee\nEli", {
      max: MAX_PLAYERS,
      label: "Players or teams",
      help: `One per line, or separated by commas. At most ${MAX_PLAYERS}.`,
    }),
    legs: select({
      label: "Meetings",
      options: [
        { value: "single", label: "Once each" },
        { value: "double", label: "Twice (home and away)" },
      ],
      default: "single",
    }),
  },
  check({ names }) {
    return namesProblem("names", names, { min: 2, max: MAX_PLAYERS, why: "for a schedule" });
  },
  generate(random, { names, legs }) {
    const { items, notes } = readNames(names, MAX_PLAYERS);
    const seated = random.shuffle(items);
    const firstLeg = random
      .shuffle(circleRounds(seated.length))
      .map((round) =>
        random
          .shuffle(round)
          .map(([a, b]): [number, number] => (random.int(0, 1) === 0 ? [a, b] : [b, a])),
      );
    const rounds =
      legs === "double"
        ? [
            ...firstLeg,
            ...random
              .shuffle(firstLeg)
              .map((round) => random.shuffle(round).map(([a, b]): [number, number] => [b, a])),
          ]
        : firstLeg;
    const values = rounds.flatMap((pairs, r) => {
      const round = r + 1;
      const games = pairs.filter(([a, b]) => a !== -1 && b !== -1);
      const bye = pairs.find(([a, b]) => a === -1 || b === -1);
      return [
        ...games.map(([a, b]) => {
          const home = seated[a] ?? "";
          const away = seated[b] ?? "";
          return { text: `Round ${round}: ${home} vs ${away}`, data: { round, home, away } };
        }),
        ...(bye
          ? [
              {
                text: `Round ${round}: ${seated[Math.max(...bye)] ?? ""} has a bye`,
                data: { round, bye: seated[Math.max(...bye)] ?? "" },
              },
            ]
          : []),
      ];
    });
    const games = values.filter((v) => "home" in v.data).length;
    return {
      values,
      notes,
      summary: `${plural(rounds.length, "round")}, ${plural(games, "game")}`,
    };
  },
});
