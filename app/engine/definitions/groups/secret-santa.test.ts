import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { seededRandom } from "../../core/random";
import secretSanta from "./secret-santa";
import {
  CHI_SQUARE_LIMIT,
  chiSquare,
  expectProblem,
  generatorHarness,
} from "../../testing/harness";

const { run, problemsOf } = generatorHarness([secretSanta], {
  seed: "santa test seed",
  now: 0,
});

const people = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);

/** The draw as a map giver → receiver. */
async function drawOf(
  raw: Record<string, unknown>,
  seed: string | ReturnType<typeof seededRandom>,
) {
  const generation = await run("secret-santa", raw, seed);
  return new Map(
    generation.values.map((v) => [v.data?.giver as string, v.data?.receiver as string]),
  );
}

describe("secret-santa", () => {
  it("draws for the six people of the default list, honouring its exclusion", async () => {
    const defaults = await run("secret-santa");
    expect(defaults.values.map((v) => v.data?.giver)).toEqual([
      "Ana",
      "Ben",
      "Cy",
      "Dee",
      "Eli",
      "Fay",
    ]);
    expect(defaults.summary).toBe("6 people, nobody draws themself, 1 exclusion honoured");
  });

  it("gives everyone one receiver, never themself, honouring exclusions (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 3, max: 30 }),
        fc.array(fc.tuple(fc.nat(29), fc.nat(29), fc.boolean()), { maxLength: 10 }),
        fc.string({ maxLength: 6 }),
        async (n, pairs, seed) => {
          const names = people(n);
          const lines = pairs
            .map(([a, b, both]) => [a % n, b % n, both] as const)
            .filter(([a, b]) => a !== b)
            .map(([a, b, both]) => `${names[a]} ${both ? "<>" : ">"} ${names[b]}`);
          const raw = { names: names.join("\n"), exclusions: lines.join("\n") };
          if (problemsOf("secret-santa", raw).length > 0) return;
          const draw = await drawOf(raw, seed);
          expect([...draw.keys()]).toEqual(names);
          expect(new Set(draw.values()).size).toBe(n);
          for (const [giver, receiver] of draw) expect(receiver).not.toBe(giver);
          for (const line of lines) {
            const [a = "", arrow, b = ""] = line.split(" ");
            expect(draw.get(a)).not.toBe(b);
            if (arrow === "<>") expect(draw.get(b)).not.toBe(a);
          }
        },
      ),
      { seed: 2_412, numRuns: 50 },
    );
  });

  // Five people, two couples kept apart: 16 valid draws, each expected 3,200 / 16 = 200 times.
  it("makes every valid draw equally likely (chi-square, 15 degrees of freedom, p = 1e-6)", async () => {
    const raw = { names: "A\nB\nC\nD\nE", exclusions: "A <> B\nC <> D" };
    const random = seededRandom("santa uniformity");
    const counts = new Map<string, number>();
    const runs = 3_200;
    for (let i = 0; i < runs; i++) {
      const draw = await drawOf(raw, random);
      const key = [...draw.values()].join("");
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(16);
    expect(chiSquare([...counts.values()], runs / 16)).toBeLessThan(CHI_SQUARE_LIMIT[15]);
  });

  it("draws 100 people in 50 couples quickly", async () => {
    const names = people(100);
    const exclusions = Array.from(
      { length: 50 },
      (_, i) => `${names[2 * i]} <> ${names[2 * i + 1]}`,
    );
    const started = performance.now();
    const draw = await drawOf(
      { names: names.join("\n"), exclusions: exclusions.join("\n") },
      "big",
    );
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(draw.size).toBe(100);
    for (let i = 0; i < 50; i++) expect(draw.get(names[2 * i] ?? "")).not.toBe(names[2 * i + 1]);
  });

  it("accepts names in any capitals and arrows with or without spaces", async () => {
    const draw = await drawOf({ names: "Ana\nBen\nCy", exclusions: "ana->ben\nCY>ana" }, "caps");
    expect(draw.get("Ana")).toBe("Cy");
    expect(draw.get("Cy")).toBe("Ben");
    expect(draw.get("Ben")).toBe("Ana");
  });

  it("explains why exclusions make a draw impossible", () => {
    expectProblem(
      problemsOf("secret-santa", { names: "Ana\nBen\nCy", exclusions: "Ben > Ana\nCy > Ana" })[0],
      "exclusions",
      "No draw is possible with these exclusions. Nobody may draw Ana: every other person excludes them. Remove some exclusions.",
    );
    expectProblem(
      problemsOf("secret-santa", { names: "Ana\nBen\nCy", exclusions: "Ana > Ben\nAna > Cy" })[0],
      "exclusions",
      "Ana can't draw anyone: every other person is excluded.",
    );
    // Ana and Ben may only draw Cy: a Hall violation of two givers.
    expectProblem(
      problemsOf("secret-santa", {
        names: "Ana\nBen\nCy\nDee",
        exclusions: "Ana > Dee\nBen > Dee\nAna <> Ben",
      })[0],
      "exclusions",
      /Ana and Ben may only draw Cy, and one person is not enough for 2 givers/,
    );
  });

  it("refuses bad lines, unknown names and group sizes, naming the field", () => {
    expectProblem(
      problemsOf("secret-santa", { exclusions: "Ana and Ben" })[0],
      "exclusions",
      /"Ana and Ben" is not an exclusion: write "Ana > Ben"/,
    );
    expectProblem(
      problemsOf("secret-santa", { exclusions: "Ana > Zed" })[0],
      "exclusions",
      '"Zed" in "Ana > Zed" is not one of the names.',
    );
    expectProblem(
      problemsOf("secret-santa", { exclusions: "Ana > Ana" })[0],
      "exclusions",
      /same person twice/,
    );
    expectProblem(
      problemsOf("secret-santa", { names: "Ana\nBen", exclusions: "" })[0],
      "names",
      /at least 3 names/,
    );
    expectProblem(
      problemsOf("secret-santa", { names: people(101).join("\n"), exclusions: "" })[0],
      "names",
      "At most 100 names at once: you entered 101.",
    );
  });

  it("refuses a large draw whose exclusions pile onto one person", () => {
    const names = people(30);
    const exclusions = names.slice(1, 20).map((name) => `${name} > P1`);
    expectProblem(
      problemsOf("secret-santa", { names: names.join("\n"), exclusions: exclusions.join("\n") })[0],
      "exclusions",
      /Too many exclusions for a fair draw among 30 people/,
    );
  });
});
