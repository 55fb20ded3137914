import { describe, expect, it } from "vitest";

import { validateInput } from "../../core/engine";
import pickFromList from "./pick-from-list";
import {
  assertIntegerFieldsRefuse,
  expectProblem,
  generatorHarness,
  outOfBoundsNumber,
  texts,
} from "../../testing/harness";
import {
  MESSY,
  MESSY_CLEAN,
  MESSY_NOTES,
  assertDeclaredCount,
  sorted,
} from "../../testing/list-inputs";

const NOW = { now: 1_700_000_000_000 };

const { generator, run, refusedProblems } = generatorHarness([pickFromList], {
  seed: "decisions seed",
  now: NOW.now,
});

describe("pick-from-list", () => {
  it("has a usable default list", async () => {
    const { values } = await run("pick-from-list");
    expect(values).toHaveLength(1);
    expect(values[0]?.text.length).toBeGreaterThan(0);
  });

  it("picks distinct entries with No repeats (the default)", async () => {
    const entries = Array.from({ length: 30 }, (_, i) => `Entry ${i + 1}`);
    for (const seed of ["a", "b", "c", "d", "e"]) {
      const { values } = await run(
        "pick-from-list",
        { entries: entries.join("\n"), count: 12 },
        seed,
      );
      expect(values).toHaveLength(12);
      expect(new Set(values.map((v) => v.text)).size).toBe(12);
      for (const value of values) {
        expect(entries[(value.data?.position as number) - 1]).toBe(value.text);
      }
    }
    const all = await run("pick-from-list", { entries: "x, y, z", count: 3 });
    expect(sorted(texts(all))).toEqual(["x", "y", "z"]);
  });

  it("may repeat entries when No repeats is off", async () => {
    const { values } = await run("pick-from-list", {
      entries: "Heads\nTails",
      count: 50,
      unique: false,
    });
    expect(values).toHaveLength(50);
    expect(new Set(values.map((v) => v.text))).toEqual(new Set(["Heads", "Tails"]));
  });

  it("merges duplicates and says so in the notes", async () => {
    const { values, notes } = await run("pick-from-list", { entries: MESSY, count: 4 });
    expect(sorted(texts({ values }))).toEqual(MESSY_CLEAN);
    expect(notes).toEqual([
      ...MESSY_NOTES,
      "An entry listed more than once still counts once, so every entry has the same chance.",
    ]);
    const clean = await run("pick-from-list", { entries: "a\nb" });
    expect(clean.notes).toEqual([]);
  });

  it("explains duplicates in a list at the 10,000-entry limit", async () => {
    const entries = Array.from({ length: 10_000 }, (_, i) => `e${i}`);
    const { notes } = await run("pick-from-list", { entries: [...entries, "e0"].join("\n") });
    expect(notes).toContain(
      "An entry listed more than once still counts once, so every entry has the same chance.",
    );
  });

  it("refuses impossible picks, naming the field", () => {
    expectProblem(
      refusedProblems("pick-from-list", { entries: "a\nb\nc", count: 5 })[0],
      "count",
      "Can't pick 5 different entries from a list of 3",
    );
    expect(
      validateInput(generator("pick-from-list"), { entries: "a\nb\nc", count: 5, unique: false })
        .ok,
    ).toBe(true);
    for (const empty of ["", "   ", "\n\n  \n", " , , "]) {
      expect(refusedProblems("pick-from-list", { entries: empty })).toEqual([
        { field: "entries", message: "The list is empty: enter at least one entry." },
      ]);
    }
    expect(refusedProblems("pick-from-list", { count: 0 })[0]?.field).toBe("count");
  });
});

describe("pick-from-list for any input", () => {
  it("gives the declared count of values, entries of the list, for any valid input", async () => {
    await assertDeclaredCount(pickFromList, (input) => input.count as number, NOW);
  });

  it("refuses any out-of-bounds number, naming the field", () => {
    assertIntegerFieldsRefuse(pickFromList, outOfBoundsNumber, { seed: 77, numRuns: 50 });
  });
});
