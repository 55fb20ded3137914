import fc from "fast-check";
import { describe, expect, it } from "vitest";

import uuidV7 from "./uuid-v7";
import { MAX_TIMESTAMP_48 } from "../../shared/identifiers";
import {
  assertAcceptedRuns,
  assertFieldsValidate,
  assertIntegerFieldsRefuse,
  generatorHarness,
  invalidNumber,
  validInputArbitrary,
} from "../../testing/harness";

const NOW = 1_700_000_000_000;
const SEED = "identifiers test seed";

const { run, runTexts } = generatorHarness([uuidV7], { seed: SEED, now: NOW });

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The 48-bit time of a UUID v7's first 12 hex digits. */
function decodeUuidV7Time(uuid: string): number {
  return parseInt(uuid.replace(/-/g, "").slice(0, 12), 16);
}

describe("uuid-v7", () => {
  it("has version 7, variant 10xx and the run's time in its first 48 bits", async () => {
    const result = await run("uuid-v7", { count: 200 });
    for (const { text, data } of result.values) {
      expect(text).toMatch(UUID_V7);
      expect(decodeUuidV7Time(text)).toBe(NOW);
      expect(data).toEqual({ timestamp: NOW, time: new Date(NOW).toISOString() });
    }
    const randomParts = result.values.map((v) => v.text.slice(15));
    expect(new Set(randomParts).size).toBe(200);
    expect(result.notes).toBeUndefined();
  });

  it("sorts by time", async () => {
    const [earlier] = await runTexts("uuid-v7", {}, "a");
    const later = (await run("uuid-v7", {}, "b", { now: NOW + 1 })).values[0]?.text;
    expect(earlier! < later!).toBe(true);
  });

  it("clamps a time it cannot hold and says so", async () => {
    const before = await run("uuid-v7", {}, SEED, { now: -5 });
    expect(decodeUuidV7Time(before.values[0]!.text)).toBe(0);
    expect(before.notes?.[0]).toMatch(/outside/);
    const after = await run("uuid-v7", {}, SEED, { now: 2 ** 50 });
    expect(decodeUuidV7Time(after.values[0]!.text)).toBe(MAX_TIMESTAMP_48);
  });
});

describe("uuid-v7 properties", () => {
  it("any valid input gives `count` values of the declared shape", async () => {
    const parameters = { seed: 20240611, numRuns: 60 };
    await assertAcceptedRuns(
      [uuidV7],
      (g) => validInputArbitrary(g),
      { now: NOW },
      parameters,
      () =>
        (raw, input, { values }) => {
          expect(values).toHaveLength(raw.count as number);
          for (const { text } of values) {
            const shaped =
              UUID_V7.test(input.uppercase ? text.toLowerCase() : text) &&
              decodeUuidV7Time(text) === NOW;
            expect(shaped, `uuid-v7: ${text}`).toBe(true);
          }
        },
    );
  });

  it("any out-of-range number is refused, naming its field, never thrown", () => {
    assertIntegerFieldsRefuse(uuidV7, invalidNumber, { seed: 20240611, numRuns: 50 });
  });

  it("any value of any type in any field is validated without throwing", () => {
    assertFieldsValidate(uuidV7, fc.anything(), { seed: 20240611, numRuns: 50 });
  });
});
