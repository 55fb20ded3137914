import fc from "fast-check";
import { describe, expect, it } from "vitest";

import usStates from "../../data/us-states";
import usState from "./us-state";
import { expectDrawnFrom, generatorHarness, listCountArbitrary } from "../../testing/harness";

const FC = { seed: 20_240_603, numRuns: 50 };
const RUN_SEED = fc.string({ maxLength: 8 });

const { run } = generatorHarness([usState], { seed: "places test seed", now: 0 });

describe("us-state", () => {
  it("draws states of the list with their code and capital (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        listCountArbitrary(usStates.length),
        fc.boolean(),
        RUN_SEED,
        async (count, unique, seed) => {
          const generation = await run("us-state", { count, unique }, seed);
          expectDrawnFrom(generation, { count, unique }, usStates, ({ text, data }) => {
            const state = usStates.find((s) => s.code === data?.code);
            return state &&
              text === `${state.name} (${state.code})` &&
              data?.name === state.name &&
              data.capital === state.capital
              ? state
              : undefined;
          });
        },
      ),
      FC,
    );
  });

  it("writes 'Name (CODE)' with the capital in data, and all 50 at most", async () => {
    const result = await run("us-state", { count: 60 });
    expect(result.values).toHaveLength(50);
    expect(result.notes).toEqual(["Only 50 states exist in the list, so you get all 50."]);
    for (const { text, data } of result.values) {
      const state = usStates.find((s) => s.code === data?.code);
      expect(text).toBe(`${state?.name} (${state?.code})`);
      expect(data?.capital).toBe(state?.capital);
    }
  });
});
