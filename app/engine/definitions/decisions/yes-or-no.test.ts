import { describe, expect, it } from "vitest";

import yesOrNo from "./yes-or-no";
import {
  CHI_SQUARE_LIMIT,
  assertIntegerFieldsRefuse,
  chiSquare,
  generatorHarness,
  outOfBoundsNumber,
  texts,
} from "../../testing/harness";
import { assertDeclaredCount } from "../../testing/list-inputs";

const NOW = { now: 1_700_000_000_000 };

const { run } = generatorHarness([yesOrNo], { seed: "decisions seed", now: NOW.now });

describe("yes-or-no", () => {
  it("answers Yes or No fairly", async () => {
    const generation = await run("yes-or-no", { count: 10_000 }, "chi-square yes-or-no");
    const yes = generation.values.filter((v) => v.text === "Yes").length;
    const no = generation.values.filter((v) => v.text === "No").length;
    expect(yes + no).toBe(10_000);
    // 1 degree of freedom: p ≤ 1e-6 for a fair 50/50.
    expect(chiSquare([yes, no], 5000)).toBeLessThan(CHI_SQUARE_LIMIT[1]);
    // The summary tallies answers in order of first appearance.
    const tally = {
      Yes: `${yes.toLocaleString("en-US")} Yes`,
      No: `${no.toLocaleString("en-US")} No`,
    };
    expect(generation.summary).toBe(
      generation.values[0]?.text === "Yes"
        ? `${tally.Yes}, ${tally.No}`
        : `${tally.No}, ${tally.Yes}`,
    );
  });

  it("adds Maybe only when asked", async () => {
    expect(new Set(texts(await run("yes-or-no", { count: 300 })))).toEqual(new Set(["Yes", "No"]));
    expect(new Set(texts(await run("yes-or-no", { count: 300, maybe: true })))).toEqual(
      new Set(["Yes", "No", "Maybe"]),
    );
  });

  it("is deterministic for a seed", async () => {
    const a = await run("yes-or-no", { count: 50 }, "same");
    const b = await run("yes-or-no", { count: 50 }, "same");
    const c = await run("yes-or-no", { count: 50 }, "other");
    expect(b).toEqual(a);
    expect(texts(c)).not.toEqual(texts(a));
  });
});

describe("yes-or-no for any input", () => {
  it("gives the declared count of values for any valid input", async () => {
    await assertDeclaredCount(yesOrNo, (input) => input.count as number, NOW);
  });

  it("refuses any out-of-bounds number, naming the field", () => {
    assertIntegerFieldsRefuse(yesOrNo, outOfBoundsNumber, { seed: 77, numRuns: 50 });
  });
});
