import fc from "fast-check";
import { describe, expect, it } from "vitest";

import magic8BallAnswers from "../data/magic-8-ball";
import { fieldSpecs, type GeneratedValue } from "../core/engine";
import type { FieldSpec } from "../core/field-kinds";
import games, { CLASSIC_MOVES, EXTENDED_MOVES } from "./games";
import {
  CHI_SQUARE_LIMIT,
  chiSquare,
  expectProblem,
  expectWellFormed,
  generatorHarness,
  texts,
  validInputArbitrary,
} from "./test-support";

const FC = { seed: 20_240_601, numRuns: 50 };
const RUN_SEED = fc.string({ maxLength: 8 });

const { generator, run, problemsOf } = generatorHarness(games, { seed: "games test seed", now: 0 });

describe("games conventions", () => {
  it.each(games.map((g) => [g.id, g] as const))("%s is well formed and runs", async (id, g) => {
    expectWellFormed(g, "games");
    const result = await run(id, {});
    expect(result.values.length).toBeGreaterThan(0);
  });

  it("has unique ids", () => {
    expect(new Set(games.map((g) => g.id)).size).toBe(games.length);
  });
});

const CARD = /^(A|[2-9]|10|J|Q|K)[♠♥♦♣]$/;

describe("playing-cards", () => {
  it("drawing all 52 gives every card of the deck once, and no joker", async () => {
    const cards = texts(await run("playing-cards", { count: 52 }));
    expect(cards).toHaveLength(52);
    expect(new Set(cards).size).toBe(52);
    for (const card of cards) expect(card).toMatch(CARD);
  });

  it("includes the two jokers only when asked", async () => {
    const withJokers = texts(await run("playing-cards", { count: 54, jokers: true }));
    expect(withJokers.filter((c) => c === "Joker")).toHaveLength(2);
    expect(new Set(withJokers.filter((c) => c !== "Joker")).size).toBe(52);
  });

  it("gives each card a rank, a suit and the suit's colour", async () => {
    const result = await run("playing-cards", { count: 52 });
    for (const { text, data } of result.values) {
      expect(text).toBe(
        `${String(data?.rank)}${{ spades: "♠", hearts: "♥", diamonds: "♦", clubs: "♣" }[String(data?.suit)]}`,
      );
      const red = data?.suit === "hearts" || data?.suit === "diamonds";
      expect(data?.colour).toBe(red ? "red" : "black");
    }
  });

  it("rejects more cards than the decks hold, naming How many", () => {
    expectProblem(problemsOf("playing-cards", { count: 53 })[0], "count", "Can't draw 53 cards");
    expect(problemsOf("playing-cards", { count: 53, jokers: true })).toEqual([]);
    expect(problemsOf("playing-cards", { count: 105, decks: 2 })[0]?.field).toBe("count");
    expect(problemsOf("playing-cards", { decks: 9 })[0]?.field).toBe("decks");
  });

  it("stops at 432 cards, the most 8 decks with jokers hold, and says why", () => {
    const reason = "each card is dealt once, and 8 decks of 54 cards (with jokers) hold 432";
    expect(fieldSpecs(generator("playing-cards")).find((s) => s.name === "count")).toMatchObject({
      max: 432,
      help: "Each card is dealt once, and 8 decks of 54 cards (with jokers) hold 432.",
    });
    expect(problemsOf("playing-cards", { count: 432, jokers: true, decks: 8 })).toEqual([]);
    expect(problemsOf("playing-cards", { count: 433, jokers: true, decks: 8 })).toEqual([
      { field: "count", message: `How many must be at most 432: ${reason}` },
    ]);
  });

  it("never deals a card more often than there are decks (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 432 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 8 }),
        async (count, jokers, decks) => {
          const raw = { count, jokers, decks };
          const size = decks * (jokers ? 54 : 52);
          if (count > size) {
            expect(problemsOf("playing-cards", raw)[0]?.field).toBe("count");
            return;
          }
          const result = await run("playing-cards", raw);
          expect(result.values).toHaveLength(count);
          const seen = new Map<string, number>();
          for (const { text, data } of result.values) {
            if (!jokers) expect(text).not.toBe("Joker");
            seen.set(text, (seen.get(text) ?? 0) + 1);
            const key = `${String(data?.deck)} ${String(data?.name)}`;
            seen.set(key, (seen.get(key) ?? 0) + 1);
            expect(seen.get(key)).toBe(1); // one physical card is dealt once
          }
          for (const [text, n] of seen) {
            if (text === "Joker") expect(n).toBeLessThanOrEqual(2 * decks);
            else if (CARD.test(text)) expect(n).toBeLessThanOrEqual(decks);
          }
        },
      ),
      FC,
    );
  });

  it("is reproducible from its seed", async () => {
    const a = texts(await run("playing-cards", { count: 10 }, "cards"));
    const b = texts(await run("playing-cards", { count: 10 }, "cards"));
    const c = texts(await run("playing-cards", { count: 10 }, "other cards"));
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });
});

describe("rock-paper-scissors", () => {
  it("throws each of the three moves equally often (chi-square, fixed seed)", async () => {
    const counts = new Map<string, number>();
    for (const seed of ["rps 1", "rps 2", "rps 3"]) {
      for (const move of texts(await run("rock-paper-scissors", { count: 10_000 }, seed))) {
        counts.set(move, (counts.get(move) ?? 0) + 1);
      }
    }
    expect([...counts.keys()].sort()).toEqual(["Paper", "Rock", "Scissors"]);
    // 2 degrees of freedom: p ≤ 1e-6 for three equally likely moves.
    expect(chiSquare([...counts.values()], 30_000 / 3)).toBeLessThan(CHI_SQUARE_LIMIT[2]);
  });

  it("adds lizard and Spock only when asked", async () => {
    const classic = new Set(texts(await run("rock-paper-scissors", { count: 500 })));
    expect(classic).toEqual(new Set(["Rock", "Paper", "Scissors"]));
    const extended = new Set(
      texts(await run("rock-paper-scissors", { count: 500, lizardSpock: true })),
    );
    expect(extended).toEqual(new Set(["Rock", "Paper", "Scissors", "Lizard", "Spock"]));
  });

  it("throws only the moves of the chosen game and tallies them (property)", async () => {
    const count = (spec: FieldSpec) =>
      spec.kind === "integer" ? fc.integer({ min: spec.min, max: 60 }) : undefined;
    const g = generator("rock-paper-scissors");
    await fc.assert(
      fc.asyncProperty(validInputArbitrary(g, count), RUN_SEED, async (raw, seed) => {
        const moves = raw.lizardSpock ? EXTENDED_MOVES : CLASSIC_MOVES;
        const generation = await run("rock-paper-scissors", raw, seed);
        expect(generation.values).toHaveLength(raw.count as number);
        for (const { text, data } of generation.values) {
          const move = moves.find((m) => m.name === text);
          expect(move, text).toBeDefined();
          expect(data).toEqual({ move: text, emoji: move?.emoji });
        }
        if (raw.count === 1) {
          expect(generation.summary).toBeUndefined();
          return;
        }
        // "2 Rock, 0 Paper, 1 Scissors": every move of the game, in order, with its count.
        const tally = moves.map(
          ({ name }) => `${texts(generation).filter((t) => t === name).length} ${name}`,
        );
        expect(generation.summary).toBe(tally.join(", "));
      }),
      FC,
    );
  });

  it("rejects a count of 0, naming How many", () => {
    expect(problemsOf("rock-paper-scissors", { count: 0 })[0]?.field).toBe("count");
  });
});

describe("magic-8-ball", () => {
  it("answers with a classic answer and echoes the question in data", async () => {
    const result = await run("magic-8-ball", { question: "  Will it rain?  " });
    expect(result.values).toHaveLength(1);
    expect(magic8BallAnswers).toContain(result.values[0]?.text);
    expect(result.values[0]?.data?.question).toBe("Will it rain?");
  });

  it("gives the same answer for the same seed whatever the question", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 200 }),
        fc.string({ maxLength: 200 }),
        async (q1, q2) => {
          const a = await run("magic-8-ball", { question: q1 }, "eight ball");
          const b = await run("magic-8-ball", { question: q2 }, "eight ball");
          expect(a.values[0]?.text).toBe(b.values[0]?.text);
        },
      ),
      FC,
    );
  });

  it("answers any question with one classic answer and echoes it trimmed (property)", async () => {
    const { maxLength } = fieldSpecs(generator("magic-8-ball")).find(
      (spec) => spec.name === "question",
    ) as { maxLength: number };
    const padding = fc.constantFrom("", " ", "  ", "\t", "\n ");
    const question = fc.oneof(
      fc.string({ maxLength }),
      fc.tuple(padding, fc.string({ maxLength: maxLength - 4 }), padding).map((p) => p.join("")),
    );
    await fc.assert(
      fc.asyncProperty(question, RUN_SEED, async (question, seed) => {
        const { values } = await run("magic-8-ball", { question }, seed);
        expect(values).toHaveLength(1);
        expect(magic8BallAnswers).toContain(values[0]?.text);
        expect(values[0]?.data).toEqual({ answer: values[0]?.text, question: question.trim() });
      }),
      FC,
    );
  });

  it("rejects a question over 200 characters, naming it", () => {
    expectProblem(
      problemsOf("magic-8-ball", { question: "x".repeat(201) })[0],
      "question",
      /Your question/,
    );
  });
});

/**
 * Expects a US 75-ball card: a 5×5 tab-separated grid whose column c (B, I, N, G, O) holds
 * distinct numbers from 15c + 1 to 15c + 15, with the free square in the centre, and the same
 * columns in data.
 */
function expectBingoCard({ text, data }: GeneratedValue): void {
  const rows = text.split("\n").map((line) => line.split("\t"));
  expect(rows).toHaveLength(5);
  for (const row of rows) expect(row).toHaveLength(5);
  expect(rows[2]?.[2]).toBe("FREE");
  ["B", "I", "N", "G", "O"].forEach((letter, c) => {
    const column = rows.map((row) => row[c] ?? "");
    expect(data?.[letter]).toEqual(column.map((cell) => (cell === "FREE" ? cell : Number(cell))));
    const numbers = column.filter((cell) => cell !== "FREE").map(Number);
    expect(numbers).toHaveLength(c === 2 ? 4 : 5);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) {
      expect(Number.isInteger(n)).toBe(true);
      expect(n).toBeGreaterThanOrEqual(15 * c + 1);
      expect(n).toBeLessThanOrEqual(15 * c + 15);
    }
  });
}

describe("bingo-card", () => {
  it("fills each column from its range with distinct numbers and a free centre", async () => {
    const result = await run("bingo-card", { count: 100 });
    expect(result.values).toHaveLength(100);
    for (const value of result.values) expectBingoCard(value);
  });

  it("lays out every card the same way for any count and seed (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        validInputArbitrary(generator("bingo-card")),
        RUN_SEED,
        async (raw, seed) => {
          const { values } = await run("bingo-card", raw, seed);
          expect(values).toHaveLength(raw.count as number);
          for (const value of values) expectBingoCard(value);
        },
      ),
      FC,
    );
  });

  it("makes up to 10,000 cards, naming How many past that", () => {
    expect(problemsOf("bingo-card", { count: 10_000 })).toEqual([]);
    expect(problemsOf("bingo-card", { count: 10_001 })[0]?.field).toBe("count");
  });
});

describe("bingo-balls", () => {
  it("calls every 75-ball number once, with the right letter", async () => {
    const result = await run("bingo-balls", { balls: "75", count: 75 });
    const numbers = result.values.map((v) => {
      const match = /^([BINGO])-(\d+)$/.exec(v.text);
      expect(match, v.text).not.toBeNull();
      const n = Number(match?.[2]);
      expect(match?.[1]).toBe("BINGO"[Math.floor((n - 1) / 15)]);
      return n;
    });
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 75 }, (_, i) => i + 1));
  });

  it("calls plain numbers 1 to 90 for the 90-ball game", async () => {
    const result = await run("bingo-balls", { balls: "90", count: 90 });
    const numbers = texts(result).map((t) => {
      expect(t).toMatch(/^\d+$/);
      return Number(t);
    });
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
  });

  it("calls a prefix of a shuffle: fewer balls, still distinct (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("75", "90"),
        fc.integer({ min: 1, max: 90 }),
        async (balls, count) => {
          if (count > Number(balls)) {
            expectProblem(problemsOf("bingo-balls", { balls, count })[0], "count", /Balls to call/);
            return;
          }
          const numbers = (await run("bingo-balls", { balls, count })).values.map((v) =>
            Number(v.data?.number),
          );
          expect(numbers).toHaveLength(count);
          expect(new Set(numbers).size).toBe(count);
          for (const n of numbers) expect(n >= 1 && n <= Number(balls)).toBe(true);
        },
      ),
      FC,
    );
  });

  it("calls at most 90 balls, and says why", () => {
    expect(problemsOf("bingo-balls", { balls: "90", count: 91 })).toEqual([
      {
        field: "count",
        message:
          "Balls to call must be at most 90: each ball is called once, and the largest game has 90",
      },
    ]);
  });

  it("rejects an unknown game, naming it", () => {
    expect(problemsOf("bingo-balls", { balls: "80" })[0]?.field).toBe("balls");
  });
});
