import { describe, expect, it } from "vitest";

import { runGenerator } from "~/engine/core/engine";
import { seededRandom } from "~/engine/core/random";
import { defaultInput } from "~/engine/core/read-run";
import { generatorById } from "~/engine/testing/all-generators";

import { drawnParts, pickView } from "./pick-view";

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

describe("drawnParts", () => {
  const run = (id: string, input: Record<string, unknown>) => {
    const generator = generatorById(id);
    const settings = { ...defaultInput(generator), ...input };
    return runGenerator(generator, seededRandom("views"), settings, { now: 0 });
  };

  it("names a run drawn by a view, and one read with a summary or a strength meter", async () => {
    expect(drawnParts(await run("dice-roller", {}))).toEqual({ view: true, extras: false });
    expect(drawnParts(await run("random-number", { min: 1, max: 6, count: 10 }))).toEqual({
      view: false,
      extras: true,
    });
    expect(drawnParts(await run("password-generator", {}))).toEqual({ view: false, extras: true });
  });

  it("names nothing for a plain list, and for no run at all", async () => {
    const nothing = { view: false, extras: false };
    expect(drawnParts(await run("random-number", { min: 1, max: 6, count: 1 }))).toEqual(nothing);
    expect(drawnParts(await run("random-word", {}))).toEqual(nothing);
    expect(drawnParts(undefined)).toEqual(nothing);
  });
});
