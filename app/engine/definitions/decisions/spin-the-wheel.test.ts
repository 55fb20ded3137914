import { describe, expect, it } from "vitest";

import spinTheWheel from "./spin-the-wheel";
import { seededRandom } from "../../core/random";
import {
  MAX_WHEEL_ENTRIES,
  finalAngle,
  parseSliceColours,
  parseWheelEntries,
  sliceAt,
  sliceBounds,
  spinWheel,
  turnsFor,
  wheelEntriesText,
} from "../../shared/wheel";
import {
  WHEEL_PALETTES,
  RESTING_SLICE,
  labelColour,
  sliceColour,
} from "../../shared/wheel-palettes";
import { contrastRatio } from "../../shared/colour-maths";
import { CHI_SQUARE_LIMIT, generatorHarness } from "../../testing/harness";

const NOW = 1_700_000_000_000;
const { run, refusedProblems } = generatorHarness([spinTheWheel], { seed: "wheel seed", now: NOW });

function entriesOf(text: string) {
  const parsed = parseWheelEntries(text);
  if (!parsed.ok) throw new Error(parsed.problem.message);
  return parsed.entries;
}

describe("wheel entries", () => {
  it("reads one entry per line, leaving out blank lines, with optional weights", () => {
    expect(parseWheelEntries("Ana\n\n  Ben *3 \r\nCy*0.5\n   \nDee * 1000")).toEqual({
      ok: true,
      entries: [
        { name: "Ana", weight: 1 },
        { name: "Ben", weight: 3 },
        { name: "Cy", weight: 0.5 },
        { name: "Dee", weight: 1000 },
      ],
    });
    expect(wheelEntriesText(entriesOf("Ana\nBen *3\nCy *0.25"))).toBe("Ana\nBen *3\nCy *0.25");
  });

  it("explains an empty list, too many entries and a bad weight, naming the line", () => {
    const problem = (text: string) => {
      const parsed = parseWheelEntries(text);
      return parsed.ok ? null : parsed.problem;
    };
    expect(problem("\n  \n")).toEqual({
      field: "entries",
      message: "The wheel is empty: enter at least one entry, one per line.",
    });
    expect(
      problem(Array.from({ length: MAX_WHEEL_ENTRIES + 1 }, (_, i) => `E${i}`).join("\n")),
    ).toMatchObject({
      field: "entries",
      message: expect.stringContaining("at most 1,000 entries"),
    });
    expect(problem("Ana\nBen *three")?.message).toBe(
      'Line 2: "*three" is not a weight. Use a number from 0.01 to 1,000 after a star, like "Alice *3".',
    );
    expect(problem("Ana *0")?.message).toContain("Line 1");
    expect(problem("Ana *1001")?.message).toContain("is not a weight");
    expect(problem("Ana *0.001")?.message).toContain("is not a weight");
    expect(problem("Ana\n *2")?.message).toBe(
      'Line 2: "*2" has a weight but no name. Write the name first, like "Alice *3".',
    );
    // A list of exactly the most entries is a wheel.
    expect(
      parseWheelEntries(Array.from({ length: MAX_WHEEL_ENTRIES }, (_, i) => `E${i}`).join("\n")).ok,
    ).toBe(true);
  });

  it("refuses a bad list through the generator, with the same words", () => {
    expect(refusedProblems("spin-the-wheel", { entries: "" })).toEqual([
      { field: "entries", message: "The wheel is empty: enter at least one entry, one per line." },
    ]);
  });
});

describe("the spin", () => {
  it("draws weighted winners fairly: 10,000 seeded spins pass a chi-square test", () => {
    // Six slices, weights 1 to 3 with hundredths: expected shares are weight / total.
    const entries = entriesOf("A *1\nB *2\nC *0.5\nD *3\nE *1.25\nF *2.25");
    const total = entries.reduce((sum, entry) => sum + entry.weight, 0);
    const random = seededRandom("wheel chi-square");
    const counts = entries.map(() => 0);
    for (let i = 0; i < 10_000; i += 1) {
      const spin = spinWheel(random, entries);
      counts[spin.index] = (counts[spin.index] ?? 0) + 1;
    }
    const statistic = counts.reduce((sum, count, index) => {
      const expected = (10_000 * (entries[index]?.weight ?? 0)) / total;
      return sum + (count - expected) ** 2 / expected;
    }, 0);
    // 5 degrees of freedom; a fair wheel exceeds this limit once in a million runs.
    expect(statistic).toBeLessThan(CHI_SQUARE_LIMIT[5]);
  });

  it("stops the pointer inside the winner's slice, never on an edge", () => {
    const entries = entriesOf("Tiny *0.01\nHuge *1000\nMid *7\nAna\nBen");
    const bounds = sliceBounds(entries);
    const random = seededRandom("wheel landing");
    const seen = new Set<number>();
    for (let i = 0; i < 3_000; i += 1) {
      const spin = spinWheel(random, entries);
      seen.add(spin.index);
      expect(spin.offset).toBeGreaterThanOrEqual(0.05);
      expect(spin.offset).toBeLessThan(0.95);
      for (const seconds of [1, 5, 60]) {
        const angle = finalAngle(entries, spin, turnsFor(seconds));
        expect(sliceAt(entries, angle)).toBe(spin.index);
        expect(Math.floor(angle / 360)).toBe(turnsFor(seconds));
      }
    }
    expect(seen.size).toBeGreaterThan(2);
    expect(bounds.reduce((sum, bound) => sum + bound.size, 0)).toBeCloseTo(1, 12);
  });

  it("names the winner of the slice at its resting angle", async () => {
    const input = { entries: "Ana\nBen *2\nCy", duration: 9 };
    const a = await run("spin-the-wheel", input, "same spin");
    const winner = a.values[0]?.data as { slice: number; angle: number; winner: string };
    const entries = entriesOf(input.entries);
    expect(entries[sliceAt(entries, winner.angle)]?.name).toBe(winner.winner);
    expect(a.values[0]?.text).toBe(winner.winner);
  });

  it("in rotation mode, lets nobody win twice until everyone has won once", async () => {
    const entries = "Ana\nBen *5\nCy\nDee *0.5\nEli";
    const names = ["Ana", "Ben", "Cy", "Dee", "Eli"];
    const won: string[] = [];
    for (let spin = 0; spin < names.length; spin += 1) {
      const generation = await run(
        "spin-the-wheel",
        { entries, rotation: true, won: won.join("\n") },
        `rotation ${spin}`,
      );
      const winner = generation.values[0]?.text ?? "";
      expect(won).not.toContain(winner);
      won.push(winner);
    }
    expect([...won].sort()).toEqual(names);
    // Everyone has won: the next spin starts a new round with everyone back in.
    const next = await run("spin-the-wheel", { entries, rotation: true, won: won.join("\n") });
    expect(next.values[0]?.data).toMatchObject({ newRound: true });
    expect(next.summary).toBe(
      "Everyone had won once, so a new round began with every entry back in.",
    );
    // Without rotation, earlier winners may win again.
    const free = new Set<string>();
    for (let i = 0; i < 40; i += 1) {
      const g = await run("spin-the-wheel", { entries, won: "Ben" }, `free ${i}`);
      free.add(g.values[0]?.text ?? "");
    }
    expect(free.has("Ben")).toBe(true);
  });
});

describe("several winners per spin", () => {
  const entries = "Ana\nBen *5\nCy\nDee *0.5\nEli\nFay\nGus";
  type Drawn = { winner: string; slice: number; angle: number; newRound: boolean };

  it("draws N different winners, each left out of the draw once chosen", async () => {
    for (let i = 0; i < 50; i += 1) {
      const generation = await run("spin-the-wheel", { entries, winners: 4 }, `several ${i}`);
      const names = generation.values.map((value) => value.text);
      expect(names).toHaveLength(4);
      expect(new Set(names).size).toBe(4);
    }
    // Everyone, when as many winners as entries are asked for.
    const all = await run("spin-the-wheel", { entries, winners: 7 }, "everyone");
    expect(all.values.map((value) => value.text).sort()).toEqual(
      ["Ana", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus"].sort(),
    );
  });

  it("with one winner, draws exactly as before: the first of several winners is that winner", async () => {
    const one = await run("spin-the-wheel", { entries }, "same seed");
    const three = await run("spin-the-wheel", { entries, winners: 3 }, "same seed");
    expect(one.values).toHaveLength(1);
    expect(three.values[0]).toEqual(one.values[0]);
    // The wheel comes to rest on the first winner's slice.
    const first = three.values[0]?.data as Drawn;
    expect(entriesOf(entries)[sliceAt(entriesOf(entries), first.angle)]?.name).toBe(first.winner);
  });

  it("refuses 0, 101, text and more winners than the wheel shows, in words", () => {
    expect(refusedProblems("spin-the-wheel", { winners: 0 })[0]?.message).toBe(
      "Winners per spin must be at least 1",
    );
    expect(refusedProblems("spin-the-wheel", { winners: 101 })[0]?.message).toBe(
      "Winners per spin must be at most 100",
    );
    expect(refusedProblems("spin-the-wheel", { winners: "three" })[0]).toMatchObject({
      field: "winners",
      message: expect.stringContaining("Winners per spin"),
    });
    expect(refusedProblems("spin-the-wheel", { entries: "Ana\nBen", winners: 3 })).toEqual([
      {
        field: "winners",
        message: "Winners per spin is 3, but the wheel shows 2 entries: choose at most 2.",
      },
    ]);
  });

  it("in rotation mode, opens a new round for the rest of a spin once everyone has won", async () => {
    const generation = await run(
      "spin-the-wheel",
      { entries: "Ana\nBen\nCy", rotation: true, won: "Ana\nBen", winners: 3 },
      "round",
    );
    const drawn = generation.values.map((value) => value.data as Drawn);
    expect(drawn[0]).toMatchObject({ winner: "Cy", newRound: false });
    expect(drawn[1]?.newRound).toBe(true);
    expect(drawn[2]?.newRound).toBe(false);
    expect(new Set(drawn.map((d) => d.winner)).size).toBe(3);
  });
});

describe("hidden entries", () => {
  it("are off the wheel and never win", async () => {
    const entries = "Ana\nBen\nCy\nDee";
    for (let i = 0; i < 40; i += 1) {
      const generation = await run(
        "spin-the-wheel",
        { entries, hidden: "Ben\nDee", winners: 2 },
        `hidden ${i}`,
      );
      expect(generation.values.map((value) => value.text).sort()).toEqual(["Ana", "Cy"]);
      expect(generation.values[0]?.data).toMatchObject({ slices: 2 });
    }
  });

  it("cannot all be hidden", () => {
    expect(refusedProblems("spin-the-wheel", { entries: "Ana\nBen", hidden: "Ana\nBen" })).toEqual([
      { field: "hidden", message: "Every entry is hidden: show at least one to spin the wheel." },
    ]);
  });
});

describe("slice colours", () => {
  it("read one name and colour per line, and explain a line that is not", () => {
    const parsed = parseSliceColours("Ana #D62839\n\nMary Jane  #00ff00");
    expect(parsed.ok && [...parsed.colours]).toEqual([
      ["Ana", "#d62839"],
      ["Mary Jane", "#00ff00"],
    ]);
    expect(refusedProblems("spin-the-wheel", { sliceColours: "Ana\nBen red" })).toEqual([
      {
        field: "sliceColours",
        message:
          'Line 1 of Slice colours: "Ana" needs a name and then a colour, like "Ana #d62839".',
      },
    ]);
  });
});

describe("wheel colours", () => {
  it("keep every label at 4.5:1 contrast or better, in every colour set", () => {
    for (const palette of WHEEL_PALETTES) {
      for (const colour of palette.colours) {
        expect(
          contrastRatio(colour, labelColour(colour)),
          `${palette.id} ${colour}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(contrastRatio(RESTING_SLICE.fill, RESTING_SLICE.label)).toBeGreaterThanOrEqual(4.5);
  });

  it("never gives touching slices the same colour", () => {
    for (const palette of WHEEL_PALETTES) {
      for (let count = 2; count <= 40; count += 1) {
        const colours = Array.from({ length: count }, (_, i) =>
          sliceColour(palette.colours, i, count),
        );
        colours.forEach((colour, i) => {
          expect(colour, `${palette.id} ${count} slice ${i}`).not.toBe(colours[(i + 1) % count]);
        });
      }
    }
  });
});
