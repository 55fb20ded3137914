import fc from "fast-check";
import { describe, expect, it } from "vitest";

import roomParts from "../../data/dungeon-room-parts";
import dungeonRoom from "./dungeon-room";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "dungeon-room";
const { run } = generatorHarness([dungeonRoom], { seed: "dungeon", now: 0 });

describe("dungeon-room", () => {
  it("describes each room from the lists, as the options ask (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("always", "sometimes", "never"),
        fc.boolean(),
        fc.integer({ min: 1, max: 12 }),
        fc.string({ maxLength: 6 }),
        async (occupants, secrets, count, seed) => {
          const { values } = await run(ID, { occupants, secrets, count }, seed);
          expect(values).toHaveLength(count);
          expect(new Set(values.map((v) => v.data?.room)).size).toBe(count);
          expect(new Set(values.map((v) => v.data?.feature)).size).toBe(count);
          for (const { text, data } of values) {
            expect(roomParts.rooms).toContain(data?.room);
            expect(roomParts.features).toContain(data?.feature);
            if (occupants === "never") expect(data?.occupant).toBe("");
            else if (occupants === "always") expect(roomParts.occupants).toContain(data?.occupant);
            if (secrets) expect(roomParts.secrets).toContain(data?.secret);
            else expect(data?.secret).toBe("");
            expect(text).toContain(String(data?.feature));
          }
        },
      ),
      { seed: 31, numRuns: 30 },
    );
  });

  it("gives every kind of room once, with a note, when asked for more", async () => {
    const n = roomParts.rooms.length;
    const { values, notes } = await run(ID, { count: n + 5, occupants: "always" });
    expect(values).toHaveLength(n);
    expect(notes).toEqual([`Only ${n} kinds of room exist in the list, so you get all ${n}.`]);
    // Occupants run out before rooms do: every one is used before any comes back.
    const occupants = values.map((v) => v.data?.occupant);
    expect(new Set(occupants.slice(0, roomParts.occupants.length)).size).toBe(
      Math.min(n, roomParts.occupants.length),
    );
  });

  it("refuses an unknown occupant choice, naming it", () => {
    expectRefused(dungeonRoom, { occupants: "crowded" }, "occupants");
  });
});
