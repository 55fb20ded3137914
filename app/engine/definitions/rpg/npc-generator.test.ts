import fc from "fast-check";
import { describe, expect, it } from "vitest";

import npcParts from "../../data/npc-parts";
import npcGenerator from "./npc-generator";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "npc-generator";
const { run } = generatorHarness([npcGenerator], { seed: "npc", now: 0 });

describe("npc-generator", () => {
  it("gives each character one entry of every list, written into its text (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("any", "elf", "orc", "halfling"),
        fc.constantFrom("any", "feminine", "masculine"),
        fc.string({ maxLength: 6 }),
        async (race, gender, seed) => {
          const { values } = await run(ID, { race, gender, count: 5 }, seed);
          expect(values).toHaveLength(5);
          for (const { text, data } of values) {
            if (race !== "any") expect(data?.race).toBe(race);
            if (gender !== "any") expect(data?.style).toBe(gender);
            expect(npcParts.occupations).toContain(data?.occupation);
            expect(npcParts.traits).toContain(data?.trait);
            expect(npcParts.motivations).toContain(data?.motivation);
            expect(npcParts.mannerisms).toContain(data?.mannerism);
            expect(text.startsWith(`${String(data?.name)}, ${String(data?.age)} `)).toBe(true);
            expect(text).toContain(`wants to ${String(data?.motivation)};`);
            expect(text.endsWith(`${String(data?.mannerism)}.`)).toBe(true);
          }
        },
      ),
      { seed: 8, numRuns: 30 },
    );
  });

  it("refuses an unknown race, naming it", () => {
    expectRefused(npcGenerator, { race: "goblin" }, "race");
  });
});
