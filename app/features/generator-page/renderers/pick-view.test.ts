import { describe, expect, it } from "vitest";

import { runGenerator } from "~/engine/core/engine";
import { seededRandom } from "~/engine/core/random";
import { defaultInput } from "~/engine/core/read-run";
import { generatorById } from "~/engine/testing/all-generators";

import { needsRenderers, pickView } from "./pick-view";

describe("pickView", () => {
  it("draws the advanced dice roller's keep-highest rolls as dice", async () => {
    const generation = await runGenerator(
      generatorById("advanced-dice-roller"),
      seededRandom("rpg dice"),
      { notation: "4d6kh3", count: 6 },
      { now: 0 },
    );
    expect(pickView(generation)).toBe("dice");
  });
});

describe("needsRenderers", () => {
  const run = (id: string, input: Record<string, unknown>) => {
    const generator = generatorById(id);
    const settings = { ...defaultInput(generator), ...input };
    return runGenerator(generator, seededRandom("views"), settings, { now: 0 });
  };

  it("is true for a run drawn by a view, read with a summary or with a strength meter", async () => {
    expect(needsRenderers(await run("dice-roller", {}))).toBe(true);
    expect(needsRenderers(await run("random-number", { min: 1, max: 6, count: 10 }))).toBe(true);
    expect(needsRenderers(await run("password-generator", {}))).toBe(true);
  });

  it("is false for a plain list, and for no run at all", async () => {
    expect(needsRenderers(await run("random-number", { min: 1, max: 6, count: 1 }))).toBe(false);
    expect(needsRenderers(await run("random-word", {}))).toBe(false);
    expect(needsRenderers(undefined)).toBe(false);
  });
});
