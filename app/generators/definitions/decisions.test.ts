import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { fieldSpecs, validateInput, type AnyGenerator, type Generation } from "../core/engine";
import type { FieldSpec } from "../core/field-kinds";
import { seededRandom } from "../core/random";
import decisions from "./decisions";
import {
  CHI_SQUARE_LIMIT,
  assertIntegerFieldsRefuse,
  chiSquare,
  expectProblem,
  generatorHarness,
  outOfBoundsNumber,
  runUnlessRefused,
  texts,
  validInputArbitrary,
} from "./test-support";

const NOW = { now: 1_700_000_000_000 };

const { generator, run, refusedProblems } = generatorHarness(decisions, {
  seed: "decisions seed",
  now: NOW.now,
});

const sorted = (items: readonly string[]) => [...items].sort();

/** A messy list: blanks (one of them only spaces) and repeats around four distinct entries. */
const MESSY = "Ana\n\nBen\n  Ana  \nCy\n   \nDee\nBen\nAna\n";
const MESSY_CLEAN = ["Ana", "Ben", "Cy", "Dee"];
const MESSY_NOTES = ["Ignored 3 blank entries.", "Removed 3 duplicate entries."];

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

describe("true-or-false", () => {
  it("answers True or False with a boolean in data", async () => {
    const { values } = await run("true-or-false", { count: 200 });
    expect(new Set(values.map((v) => v.text))).toEqual(new Set(["True", "False"]));
    for (const value of values) expect(value.data).toEqual({ value: value.text === "True" });
  });
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

  it("explains duplicates in a list at the 10,000-entry limit", async () => {
    const entries = Array.from({ length: 10_000 }, (_, i) => `e${i}`);
    const { notes } = await run("pick-from-list", { entries: [...entries, "e0"].join("\n") });
    expect(notes).toContain(
      "An entry listed more than once still counts once, so every entry has the same chance.",
    );
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

describe("random-order", () => {
  it("numbers every entry once in a new order", async () => {
    const { values, notes } = await run("random-order", { entries: MESSY });
    expect(notes).toEqual(MESSY_NOTES);
    values.forEach((value, i) => {
      expect(value.text).toBe(`${i + 1}. ${value.data?.entry as string}`);
      expect(value.data?.position).toBe(i + 1);
    });
    expect(sorted(values.map((v) => v.data?.entry as string))).toEqual(MESSY_CLEAN);
    expect(refusedProblems("random-order", { entries: " \n " })[0]?.field).toBe("entries");
  });
});

describe("team-generator", () => {
  const people = Array.from({ length: 23 }, (_, i) => `Person ${i + 1}`);

  /** Checks that teams are balanced and hold everyone exactly once; returns the sizes. */
  function expectFairTeams(generation: Generation, everyone: readonly string[]): number[] {
    const members = generation.values.map((v) => v.data?.members as string[]);
    generation.values.forEach((value, i) => {
      expect(value.text).toBe(`Team ${i + 1}: ${members[i]?.join(", ")}`);
      expect(value.data?.team).toBe(i + 1);
      expect(value.data?.size).toBe(members[i]?.length);
    });
    expect(sorted(members.flat())).toEqual(sorted(everyone));
    const sizes = members.map((m) => m.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    expect(Math.min(...sizes)).toBeGreaterThan(0);
    return sizes;
  }

  it("splits into the asked number of balanced teams", async () => {
    for (const teams of [2, 3, 4, 5, 7, 23]) {
      const generation = await run("team-generator", { names: people.join("\n"), teams });
      expect(generation.values).toHaveLength(teams);
      expectFairTeams(generation, people);
    }
    const defaults = await run("team-generator");
    expect(
      expectFairTeams(defaults, ["Ana", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal"]),
    ).toEqual([4, 4]);
    expect(defaults.values[0]?.text).toMatch(/^Team 1: \w+, \w+, \w+, \w+$/);
  });

  it("splits by team size without exceeding it", async () => {
    for (const size of [1, 2, 4, 5, 10, 22]) {
      const generation = await run("team-generator", {
        names: people.join("\n"),
        splitBy: "size",
        size,
      });
      expect(generation.values).toHaveLength(Math.ceil(23 / size));
      const sizes = expectFairTeams(generation, people);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(size);
    }
  });

  it("leaves out blanks and repeated names, and says so", async () => {
    const generation = await run("team-generator", { names: MESSY });
    expect(generation.notes).toEqual(MESSY_NOTES);
    expectFairTeams(generation, MESSY_CLEAN);
  });

  it("refuses impossible splits, naming the field", () => {
    const [tooMany] = refusedProblems("team-generator", { names: "a\nb\nc", teams: 5 });
    expect(tooMany).toEqual({
      field: "teams",
      message: "Can't make 5 teams from 3 people: lower Number of teams or add names.",
    });
    expect(
      refusedProblems("team-generator", { names: "a\nb\nc", splitBy: "size", size: 3 })[0]?.field,
    ).toBe("size");
    expect(refusedProblems("team-generator", { names: "solo" })[0]?.field).toBe("names");
    expect(refusedProblems("team-generator", { names: "" })[0]?.field).toBe("names");
    expect(refusedProblems("team-generator", { teams: 1 })[0]?.field).toBe("teams");
    expect(refusedProblems("team-generator", { teams: 101 })[0]?.field).toBe("teams");
  });
});

// ---------------------------------------------------------------------------
// Properties over every generator of the module
// ---------------------------------------------------------------------------

/** Lists of short entries with blanks, spaces and repeats, one per line or comma-separated. */
const listArbitrary = fc
  .tuple(
    fc.array(fc.constantFrom("Ana", "Ben", "Cy", " Dee ", "", "  ", "Eli", "Fay", "Gus"), {
      maxLength: 12,
    }),
    fc.boolean(),
  )
  .map(([items, commas]) => items.join(commas ? "," : "\n"));

/** Integers up to 12 and messy lists; other fields as validFieldArbitrary draws them. */
function decisionArbitrary(spec: FieldSpec): fc.Arbitrary<unknown> | undefined {
  if (spec.kind === "integer") return fc.integer({ min: spec.min, max: Math.min(spec.max, 12) });
  return spec.kind === "list" ? listArbitrary : undefined;
}

/** The cleaned entries of a list, computed here independently of splitList. */
function cleaned(raw: string): string[] {
  const parts = (raw.includes("\n") ? raw.split("\n") : raw.split(",")).map((s) => s.trim());
  return [...new Set(parts.filter((s) => s !== ""))];
}

/** How many values each generator promises for a valid input. */
function declaredCount(id: string, input: Record<string, unknown>): number {
  switch (id) {
    case "shuffle-list":
    case "random-order":
      return cleaned(input.entries as string).length;
    case "team-generator": {
      const people = cleaned(input.names as string).length;
      return input.splitBy === "teams"
        ? (input.teams as number)
        : Math.ceil(people / (input.size as number));
    }
    default:
      return input.count as number;
  }
}

describe("every decision generator", () => {
  for (const g of decisions as readonly AnyGenerator[]) {
    it(`${g.id}: any valid input gives the declared count of values`, async () => {
      await fc.assert(
        fc.asyncProperty(validInputArbitrary(g, decisionArbitrary), async (raw) => {
          const accepted = await runUnlessRefused(g, raw, NOW);
          if (!accepted) return;
          const { input, generation } = accepted;
          expect(generation.values).toHaveLength(declaredCount(g.id, input));
          for (const value of generation.values) expect(value.text.length).toBeGreaterThan(0);
          const list = (input.entries ?? input.names) as string | undefined;
          if (list !== undefined) {
            const items = cleaned(list);
            for (const value of generation.values) {
              const entry = (value.data?.entry ?? value.data?.members) as string | string[];
              for (const e of [entry].flat()) expect(items).toContain(e);
            }
          }
        }),
        { seed: 20260101, numRuns: 80 },
      );
    });

    it(`${g.id}: any out-of-bounds number is refused, naming the field`, () => {
      assertIntegerFieldsRefuse(g, outOfBoundsNumber, { seed: 77, numRuns: 50 });
    });
  }
});
