import { describe, expect, it } from "vitest";

import dinosaurs from "../../data/dinosaurs";
import randomDinosaur from "./random-dinosaur";
import { generatorHarness } from "../../testing/harness";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(randomDinosaur, {
  entries: dinosaurs,
  names: { minimum: 150, of: (d) => d.name },
  filters: [
    { name: "period", keeps: (d, choice) => choice === "any" || d.period === choice },
    { name: "diet", keeps: (d, choice) => choice === "any" || d.diet === choice },
  ],
  entryOf: ({ text, data }) => {
    const d = dinosaurs.find((x) => x.name === text);
    return d && data?.period === d.period && data.diet === d.diet ? d : undefined;
  },
});

const { run } = generatorHarness([randomDinosaur], { seed: "dinosaurs", now: 0 });

describe("random-dinosaur", () => {
  it("names genera as one capitalised word", () => {
    for (const d of dinosaurs) expect(d.name).toMatch(/^[A-Z][a-z]+$/);
  });

  it("keeps famous dinosaurs in their period", () => {
    const periodOf = (name: string) => dinosaurs.find((d) => d.name === name)?.period;
    expect(periodOf("Tyrannosaurus")).toBe("cretaceous");
    expect(periodOf("Stegosaurus")).toBe("jurassic");
    expect(periodOf("Coelophysis")).toBe("triassic");
  });

  it("names the period and diet in the note past the end of the pool", async () => {
    const pool = dinosaurs.filter((d) => d.period === "triassic" && d.diet === "omnivore");
    const result = await run("random-dinosaur", {
      period: "triassic",
      diet: "omnivore",
      count: 40,
    });
    expect(result.values).toHaveLength(pool.length);
    expect(result.notes).toEqual([
      `Only ${pool.length} Triassic omnivores exist in the list, so you get all ${pool.length}.`,
    ]);
  });
});
