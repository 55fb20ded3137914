import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { runGenerator } from "../../core/engine";
import { seededRandom } from "../../core/random";
import { formatUuid } from "../../shared/identifiers";
import uuidV4 from "./uuid-v4";
import {
  CHI_SQUARE_LIMIT,
  assertAcceptedRuns,
  assertFieldsValidate,
  assertIntegerFieldsRefuse,
  chiSquare,
  generatorHarness,
  invalidNumber,
  validInputArbitrary,
} from "../../testing/harness";

const NOW = 1_700_000_000_000;

const { runTexts } = generatorHarness([uuidV4], {
  seed: "identifiers test seed",
  now: NOW,
});

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("uuid-v4", () => {
  it("has version 4 and variant 10xx, and no repeats", async () => {
    const uuids = await runTexts("uuid-v4", { count: 1000 });
    for (const uuid of uuids) expect(uuid).toMatch(UUID_V4);
    expect(new Set(uuids).size).toBe(uuids.length);
    // The two free variant bits both vary.
    expect(new Set(uuids.map((u) => u[19])).size).toBe(4);
  });

  it("draws the run at once, giving the UUIDs of Random.bytes(16) per UUID (version 1 unchanged)", async () => {
    for (const uppercase of [false, true]) {
      const reference = seededRandom("uuid bulk");
      const expected = Array.from({ length: 1200 }, () => {
        const bytes = reference.bytes(16);
        bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
        bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
        return formatUuid(bytes, uppercase);
      });
      const random = seededRandom("uuid bulk");
      const result = await runGenerator(uuidV4, random, { count: 1200, uppercase }, { now: NOW });
      expect(result.values.map((v) => v.text)).toEqual(expected);
      expect(random.uint32()).toBe(reference.uint32());
    }
  });

  it("can be uppercase", async () => {
    for (const uuid of await runTexts("uuid-v4", { count: 20, uppercase: true })) {
      expect(uuid).toBe(uuid.toUpperCase());
      expect(uuid.toLowerCase()).toMatch(UUID_V4);
    }
  });

  it("has uniformly distributed random hex digits (chi-square)", async () => {
    const uuids = await runTexts("uuid-v4", { count: 2000 });
    const counts = new Array<number>(16).fill(0);
    let total = 0;
    for (const uuid of uuids) {
      const hex = uuid.replace(/-/g, "");
      for (let i = 0; i < 32; i++) {
        if (i === 12 || i === 16) continue; // version nibble, variant nibble
        counts[parseInt(hex[i] as string, 16)]! += 1;
        total++;
      }
    }
    // 15 degrees of freedom: p ≤ 1e-6 for uniform digits.
    expect(chiSquare(counts, total / 16)).toBeLessThan(CHI_SQUARE_LIMIT[15]);
  });
});

describe("uuid-v4 properties", () => {
  it("any valid input gives `count` values of the declared shape", async () => {
    const parameters = { seed: 20240611, numRuns: 60 };
    await assertAcceptedRuns(
      [uuidV4],
      (g) => validInputArbitrary(g),
      { now: NOW },
      parameters,
      () =>
        (raw, input, { values }) => {
          expect(values).toHaveLength(raw.count as number);
          for (const { text } of values) {
            const shaped =
              UUID_V4.test(input.uppercase ? text.toLowerCase() : text) &&
              text === (input.uppercase ? text.toUpperCase() : text.toLowerCase());
            expect(shaped, `uuid-v4: ${text}`).toBe(true);
          }
        },
    );
  });

  it("any out-of-range number is refused, naming its field, never thrown", () => {
    assertIntegerFieldsRefuse(uuidV4, invalidNumber, { seed: 20240611, numRuns: 50 });
  });

  it("any value of any type in any field is validated without throwing", () => {
    assertFieldsValidate(uuidV4, fc.anything(), { seed: 20240611, numRuns: 50 });
  });
});
