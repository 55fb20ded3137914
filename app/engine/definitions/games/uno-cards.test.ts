import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator, { unoDeck } from "./uno-cards";
import { expectProblem, generatorHarness } from "../../testing/harness";

const ID = "uno-cards";
const { run, problemsOf } = generatorHarness([generator], {
  seed: "uno",
  now: 0,
});

describe(ID, () => {
  it("has the classic 108-card deck", () => {
    const deck = unoDeck(true);
    expect(deck).toHaveLength(108);
    expect(deck.filter((c) => c.kind === "wild")).toHaveLength(8);
    expect(deck.filter((c) => c.value === "0")).toHaveLength(4);
    expect(deck.filter((c) => c.colour === "Red" && c.value === "Skip")).toHaveLength(2);
    expect(unoDeck(false)).toHaveLength(76);
  });

  it("deals no card more often than the deck holds it (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.integer({ min: 1, max: 76 }),
        fc.string(),
        async (actions, count, seed) => {
          const { values } = await run(ID, { actions, count }, seed);
          const deck = unoDeck(actions).map((c) => `${c.colour} ${c.value}`);
          const tally = new Map<string, number>();
          for (const { data } of values) {
            const key = `${String(data?.colour)} ${String(data?.value)}`;
            tally.set(key, (tally.get(key) ?? 0) + 1);
          }
          for (const [key, n] of tally)
            expect(n).toBeLessThanOrEqual(deck.filter((c) => c === key).length);
        },
      ),
      { seed: 66, numRuns: 30 },
    );
  });

  it("refuses more than 76 cards without the action cards, naming How many", () => {
    expectProblem(problemsOf(ID, { actions: false, count: 77 })[0], "count", /only 76/);
  });
});
