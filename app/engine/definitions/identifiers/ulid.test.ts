import fc from "fast-check";
import { describe, expect, it } from "vitest";

import ulid, { CROCKFORD_BASE32 } from "./ulid";
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

const { run } = generatorHarness([ulid], { seed: SEED, now: NOW });

const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

/** The 48-bit time of a ULID's first 10 characters. */
function decodeUlidTime(ulid: string): number {
  let t = 0;
  for (const c of ulid.slice(0, 10)) t = t * 32 + CROCKFORD_BASE32.indexOf(c);
  return t;
}

describe("ulid", () => {
  it("is 26 Crockford base32 characters whose time prefix decodes to now", async () => {
    const result = await run("ulid", { count: 200 });
    for (const { text, data } of result.values) {
      expect(text).toMatch(ULID);
      expect(decodeUlidTime(text)).toBe(NOW);
      expect(data?.timestamp).toBe(NOW);
    }
    expect(new Set(result.values.map((v) => v.text)).size).toBe(200);
  });

  it("encodes the time like the ULID specification", async () => {
    // The specification's example: 1469918176385 → 01ARYZ6S41.
    const example = await run("ulid", {}, SEED, { now: 1469918176385 });
    expect(example.values[0]?.text.slice(0, 10)).toBe("01ARYZ6S41");
    const last = await run("ulid", {}, SEED, { now: MAX_TIMESTAMP_48 });
    expect(last.values[0]?.text.slice(0, 10)).toBe("7ZZZZZZZZZ");
  });
});

describe("ulid properties", () => {
  it("any valid input gives `count` values of the declared shape", async () => {
    const parameters = { seed: 20240611, numRuns: 60 };
    await assertAcceptedRuns(
      [ulid],
      (g) => validInputArbitrary(g),
      { now: NOW },
      parameters,
      () =>
        (raw, _input, { values }) => {
          expect(values).toHaveLength(raw.count as number);
          for (const { text } of values) {
            expect(ULID.test(text) && decodeUlidTime(text) === NOW, `ulid: ${text}`).toBe(true);
          }
        },
    );
  });

  it("any out-of-range number is refused, naming its field, never thrown", () => {
    assertIntegerFieldsRefuse(ulid, invalidNumber, { seed: 20240611, numRuns: 50 });
  });

  it("any value of any type in any field is validated without throwing", () => {
    assertFieldsValidate(ulid, fc.anything(), { seed: 20240611, numRuns: 50 });
  });
});
