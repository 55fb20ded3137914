import fc from "fast-check";
import { describe, expect, it } from "vitest";

import hookParts from "../../data/quest-hook-parts";
import questHook, { MOST_PLAIN_HOOKS } from "./quest-hook";
import { expectProblem, expectRefused, generatorHarness } from "../../testing/harness";

const ID = "quest-hook";
const { run, problemsOf } = generatorHarness([questHook], {
  seed: "quests",
  now: 0,
});

describe("quest-hook", () => {
  it("writes patron, task, complication and reward from the lists (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.boolean(),
        fc.string({ maxLength: 6 }),
        async (twist, reward, seed) => {
          const { values } = await run(ID, { twist, reward, count: 10 }, seed);
          expect(new Set(values.map((v) => v.text)).size).toBe(10);
          for (const { text, data } of values) {
            expect(hookParts.patrons).toContain(data?.patron);
            expect(hookParts.tasks).toContain(data?.task);
            if (twist) expect(hookParts.complications).toContain(data?.complication);
            else expect(data?.complication).toBe("");
            if (reward) expect(text.endsWith(`Reward: ${String(data?.reward)}.`)).toBe(true);
            else expect(text).not.toContain("Reward:");
            expect(text).toMatch(/^\p{Lu}.* asks the party to /u);
          }
        },
      ),
      { seed: 41, numRuns: 30 },
    );
  });

  it("gives 10,000 different hooks, and as many plain ones as it promises", async () => {
    const plain = hookParts.patrons.length * hookParts.tasks.length;
    expect(MOST_PLAIN_HOOKS).toBeLessThanOrEqual(plain * 0.85);
    const { values } = await run(ID, { twist: false, reward: false, count: MOST_PLAIN_HOOKS });
    expect(new Set(values.map((v) => v.text)).size).toBe(MOST_PLAIN_HOOKS);
    expectProblem(
      problemsOf(ID, { twist: false, reward: false, count: MOST_PLAIN_HOOKS + 1 })[0],
      "count",
      /Can't give 3,501 different hooks/,
    );
    expect(problemsOf(ID, { twist: false, reward: false, count: 5_000, unique: false })).toEqual(
      [],
    );
  });

  it("refuses a toggle that is not on or off, naming it", () => {
    expectRefused(questHook, { twist: "yes" }, "twist");
  });
});
