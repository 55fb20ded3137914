import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { quicknetInfo, realRounds } from "../../../tests/support/drand-fixtures";
import {
  firstRoundAtLeast,
  isQuicknetRound,
  LEAGUE_OF_ENTROPY_RELAYS,
  QUICKNET_CHAIN_HASH,
  QUICKNET_GENESIS_SECONDS,
  QUICKNET_INFO_PATH,
  QUICKNET_MAX_ROUND,
  QUICKNET_PERIOD_SECONDS,
  QUICKNET_PUBLIC_KEY,
  QUICKNET_SCHEME_ID,
  quicknetRoundPath,
  roundAt,
  roundTime,
} from "./quicknet";

const GENESIS_MS = 1692803367000;

describe("quicknet constants", () => {
  it("match the chain's published /info document", () => {
    expect({
      public_key: QUICKNET_PUBLIC_KEY,
      period: QUICKNET_PERIOD_SECONDS,
      genesis_time: QUICKNET_GENESIS_SECONDS,
      hash: QUICKNET_CHAIN_HASH,
      schemeID: QUICKNET_SCHEME_ID,
    }).toEqual({
      public_key: quicknetInfo.public_key,
      period: quicknetInfo.period,
      genesis_time: quicknetInfo.genesis_time,
      hash: quicknetInfo.hash,
      schemeID: quicknetInfo.schemeID,
    });
  });

  it("spell the public key as 96 bytes of lowercase hex", () => {
    expect(QUICKNET_PUBLIC_KEY).toMatch(/^[0-9a-f]{192}$/);
  });

  it("list the four documented League of Entropy relays", () => {
    expect(LEAGUE_OF_ENTROPY_RELAYS).toEqual([
      "https://api.drand.sh",
      "https://api2.drand.sh",
      "https://api3.drand.sh",
      "https://drand.cloudflare.com",
    ]);
  });

  it("build the v1 paths of a round and of the info document", () => {
    expect(quicknetRoundPath(123)).toBe(
      "/52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971/public/123",
    );
    expect(QUICKNET_INFO_PATH).toBe(
      "/52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971/info",
    );
  });

  it("refuse the path of round 0, which a relay reads as 'latest'", () => {
    expect(() => quicknetRoundPath(0)).toThrow(RangeError);
  });
});

describe("roundTime", () => {
  it("publishes round 1 at genesis, 2023-08-23 15:09:27 UTC", () => {
    expect(roundTime(1)).toBe(GENESIS_MS);
    expect(new Date(roundTime(1)).toISOString()).toBe("2023-08-23T15:09:27.000Z");
  });

  it("puts every recorded real round at genesis + (round - 1) × 3 s", () => {
    for (const { round } of realRounds) {
      expect(roundTime(round)).toBe(GENESIS_MS + (round - 1) * 3000);
    }
    expect(new Date(roundTime(30662982)).toISOString()).toBe("2026-07-23T07:38:30.000Z");
  });

  it.each([0, -1, 1.5, Number.NaN, Infinity, QUICKNET_MAX_ROUND + 1])(
    "refuses round %s",
    (round) => {
      expect(isQuicknetRound(round)).toBe(false);
      expect(() => roundTime(round)).toThrow(RangeError);
    },
  );

  it("stays a safe integer up to the largest accepted round", () => {
    expect(Number.isSafeInteger(roundTime(QUICKNET_MAX_ROUND))).toBe(true);
    expect(Number.isSafeInteger(roundTime(QUICKNET_MAX_ROUND) + 3000)).toBe(false);
  });
});

describe("roundAt", () => {
  it("names the round published at or just before a time", () => {
    const t = roundTime(123);
    expect(roundAt(t)).toBe(123);
    expect(roundAt(t + 2999)).toBe(123);
    expect(roundAt(t + 3000)).toBe(124);
    expect(roundAt(t - 1)).toBe(122);
    expect(roundAt(GENESIS_MS)).toBe(1);
  });

  it("refuses times before genesis, when no round existed", () => {
    expect(() => roundAt(GENESIS_MS - 1)).toThrow(/before genesis/);
  });

  it("refuses times that are not whole milliseconds", () => {
    expect(() => roundAt(GENESIS_MS + 0.5)).toThrow(RangeError);
    expect(() => roundAt(Number.NaN)).toThrow(RangeError);
  });
});

describe("firstRoundAtLeast", () => {
  it("is the round of that very time when a round falls on it", () => {
    expect(firstRoundAtLeast(roundTime(657413))).toBe(657413);
  });

  it("is the next round for any time strictly between two rounds", () => {
    expect(firstRoundAtLeast(roundTime(657413) + 1)).toBe(657414);
    expect(firstRoundAtLeast(roundTime(657413) + 2999)).toBe(657414);
  });

  it("is round 1 for any time up to genesis", () => {
    expect(firstRoundAtLeast(GENESIS_MS)).toBe(1);
    expect(firstRoundAtLeast(0)).toBe(1);
    expect(firstRoundAtLeast(-5_000)).toBe(1);
  });

  it("agrees with exact BigInt arithmetic at every scale", () => {
    const lastTime = roundTime(QUICKNET_MAX_ROUND);
    fc.assert(
      fc.property(fc.integer({ min: GENESIS_MS, max: lastTime }), (timeMs) => {
        const elapsed = BigInt(timeMs - GENESIS_MS);
        const current = elapsed / 3000n + 1n;
        const first = elapsed % 3000n === 0n ? current : current + 1n;
        expect(roundAt(timeMs)).toBe(Number(current));
        expect(firstRoundAtLeast(timeMs)).toBe(Number(first));
        expect(roundTime(firstRoundAtLeast(timeMs))).toBeGreaterThanOrEqual(timeMs);
        expect(roundTime(roundAt(timeMs))).toBeLessThanOrEqual(timeMs);
      }),
      { numRuns: 2000, seed: 19 },
    );
  });

  it("refuses times whose round could not be represented", () => {
    expect(() => firstRoundAtLeast(roundTime(QUICKNET_MAX_ROUND) + 1)).toThrow(RangeError);
  });
});
