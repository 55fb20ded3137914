import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator, { chess960Fen, chess960Rank } from "./chess960-position";
import { expectProblem, generatorHarness } from "../../testing/harness";

const ID = "chess960-position";
const { run, runTexts, problemsOf } = generatorHarness([generator], {
  seed: "chess",
  now: 0,
});

describe(ID, () => {
  it("numbers positions as Scharnagl does: 518 is classical, 0 is BBQNNRKR", () => {
    expect(chess960Rank(518)).toBe("RNBQKBNR");
    expect(chess960Rank(0)).toBe("BBQNNRKR");
    expect(chess960Rank(959)).toBe("RKRNNQBB");
    expect(chess960Fen("RNBQKBNR")).toBe(
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    );
  });

  it("gives 960 different legal back ranks", () => {
    const ranks = new Set<string>();
    for (let n = 0; n < 960; n++) {
      const rank = chess960Rank(n);
      ranks.add(rank);
      expect([...rank].sort().join("")).toBe("BBKNNQRR");
      const bishops = [...rank].flatMap((p, i) => (p === "B" ? [i] : []));
      expect(((bishops[0] ?? 0) + (bishops[1] ?? 0)) % 2).toBe(1);
      const king = rank.indexOf("K");
      expect(rank.indexOf("R") < king && rank.lastIndexOf("R") > king).toBe(true);
    }
    expect(ranks.size).toBe(960);
  });

  it("gives distinct numbered positions with No repeats (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 30 }), fc.string(), async (count, seed) => {
        const { values } = await run(ID, { count, unique: true }, seed);
        expect(new Set(values.map((v) => v.data?.number)).size).toBe(count);
        for (const { data } of values) expect(data?.rank).toBe(chess960Rank(Number(data?.number)));
      }),
      { seed: 61, numRuns: 30 },
    );
  });

  it("shows the position of a chosen number, with symbols when asked", async () => {
    expect(await runTexts(ID, { mode: "number", number: 518, symbols: true })).toEqual([
      "#518: ♖♘♗♕♔♗♘♖",
    ]);
  });

  it("refuses several positions for one number, naming How many", () => {
    expectProblem(
      problemsOf(ID, { mode: "number", count: 2 })[0],
      "count",
      /Can't give more than one/,
    );
  });
});
