import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { fieldSpecs } from "../../core/engine";
import playingCards from "./playing-cards";
import { expectProblem, generatorHarness, texts } from "../../testing/harness";

const FC = { seed: 20_240_601, numRuns: 50 };

const { run, problemsOf } = generatorHarness([playingCards], {
  seed: "games test seed",
  now: 0,
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
    expect(fieldSpecs(playingCards).find((s) => s.name === "count")).toMatchObject({
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
});
