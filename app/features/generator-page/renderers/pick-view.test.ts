import { describe, expect, it } from "vitest";

import { runGenerator } from "~/engine/core/engine";
import { seededRandom } from "~/engine/core/random";
import { generatorById } from "~/engine/testing/all-generators";

import { pickView } from "./pick-view";

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
