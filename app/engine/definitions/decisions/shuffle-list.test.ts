import { describe, expect, it } from "vitest";

import { fieldSpecs } from "../../core/engine";
import { seededRandom } from "../../core/random";
import shuffleList from "./shuffle-list";
import {
  CHI_SQUARE_LIMIT,
  assertIntegerFieldsRefuse,
  chiSquare,
  generatorHarness,
  outOfBoundsNumber,
  texts,
} from "../../testing/harness";
import {
  MESSY,
  MESSY_CLEAN,
  MESSY_NOTES,
  assertDeclaredCount,
  cleaned,
  sorted,
} from "../../testing/list-inputs";

const NOW = { now: 1_700_000_000_000 };

const { generator, run } = generatorHarness([shuffleList], {
  seed: "decisions seed",
  now: NOW.now,
});

describe("shuffle-list", () => {
  it("returns a permutation of the cleaned list, with notes on what was removed", async () => {
    const { values, notes } = await run("shuffle-list", { entries: MESSY });
    expect(sorted(texts({ values }))).toEqual(MESSY_CLEAN);
    expect(notes).toEqual(MESSY_NOTES);
    values.forEach((value, i) =>
      expect(value.data).toEqual({ entry: value.text, position: i + 1 }),
    );
    const single = await run("shuffle-list", { entries: "one, two , three,, four" });
    expect(sorted(texts(single))).toEqual(["four", "one", "three", "two"]);
    expect(single.notes).toEqual(["Ignored 1 blank entry."]);
  });

  it("takes up to 10,000 entries, says so in the help and notes when it cuts", async () => {
    const spec = fieldSpecs(generator("shuffle-list")).find((s) => s.name === "entries");
    expect(spec?.help).toContain("10,000");
    const entries = Array.from({ length: 10_000 }, (_, i) => `e${i}`);
    const full = await run("shuffle-list", { entries: entries.join("\n") });
    expect(full.values).toHaveLength(10_000);
    expect(sorted(texts(full))).toEqual(sorted(entries));
    expect(full.notes).toEqual([]);
    const over = await run("shuffle-list", { entries: [...entries, "one more"].join("\n") });
    expect(over.values).toHaveLength(10_000);
    expect(texts(over)).not.toContain("one more");
    expect(over.notes).toHaveLength(1);
  });

  it("puts each entry first equally often", async () => {
    const random = seededRandom("chi-square shuffle");
    const entries = "A\nB\nC\nD\nE";
    const firsts = new Map<string, number>();
    for (let i = 0; i < 5_000; i++) {
      const { values } = await run("shuffle-list", { entries }, random);
      const first = values[0]?.text ?? "";
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    expect(sorted([...firsts.keys()])).toEqual(["A", "B", "C", "D", "E"]);
    // 4 degrees of freedom: p ≤ 1e-6 for a uniform first entry.
    expect(chiSquare([...firsts.values()], 1000)).toBeLessThan(CHI_SQUARE_LIMIT[4]);
  });

  it("is deterministic for a seed", async () => {
    const entries = Array.from({ length: 20 }, (_, i) => `p${i}`).join("\n");
    const a = await run("shuffle-list", { entries }, "same");
    const b = await run("shuffle-list", { entries }, "same");
    const c = await run("shuffle-list", { entries }, "other");
    expect(b).toEqual(a);
    expect(texts(c)).not.toEqual(texts(a));
  });
});

describe("shuffle-list for any input", () => {
  it("gives every cleaned entry once for any valid input", async () => {
    await assertDeclaredCount(shuffleList, (input) => cleaned(input.entries as string).length, NOW);
  });

  it("refuses any out-of-bounds number, naming the field", () => {
    assertIntegerFieldsRefuse(shuffleList, outOfBoundsNumber, { seed: 77, numRuns: 50 });
  });
});
