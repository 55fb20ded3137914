import { describe, expect, it } from "vitest";

import { realRound } from "../../../tests/support/drand-fixtures";
import { parseBeaconResponse } from "./beacon-response";
import { verifyQuicknetRound } from "./beacon-verify";

describe("parseBeaconResponse", () => {
  it("accepts a relay's round and keeps exactly round, randomness and signature", () => {
    const round = realRound(123);
    const body = JSON.parse(JSON.stringify({ ...round, previous_signature: "" })) as unknown;
    expect(parseBeaconResponse(body, 123)).toEqual({ ok: true, beacon: round });
  });

  it("lowercases hex so the parsed round verifies as-is", () => {
    const round = realRound(657413);
    const parsed = parseBeaconResponse({
      round: round.round,
      randomness: round.randomness.toUpperCase(),
      signature: round.signature.toUpperCase(),
    });
    expect(parsed).toEqual({ ok: true, beacon: round });
    if (!parsed.ok) return;
    expect(verifyQuicknetRound(parsed.beacon).ok).toBe(true);
  });

  it("refuses an answer for another round than the one asked for", () => {
    expect(parseBeaconResponse(realRound(42), 43)).toEqual({
      ok: false,
      wrongRound: true,
      message: "The relay answered round 42 instead of round 43.",
    });
  });

  it.each([
    ["null", null, "Not a drand round: the response must be a JSON object."],
    ["an array", [], "Not a drand round: the response must be a JSON object."],
    [
      "an error body",
      { error: "round or chain not found" },
      'Not a drand round: "round" must be a number.',
    ],
  ])("refuses %s", (_, body, message) => {
    expect(parseBeaconResponse(body)).toEqual({ ok: false, message });
  });

  it.each([
    ["round 0 (a relay's 'latest')", { round: 0 }, '"round" must be a round number from 1 up'],
    ["a round in a string", { round: "123" }, '"round" must be a number'],
    ["a fractional round", { round: 1.5 }, '"round" must be a round number from 1 up'],
    ["no randomness", { randomness: undefined }, '"randomness" must be a string'],
    ["short randomness", { randomness: "ab" }, '"randomness" must be 32 bytes of hex'],
    ["a G2-sized signature", { signature: "ab".repeat(96) }, '"signature" must be 48 bytes of hex'],
    ["non-hex signature", { signature: "zz".repeat(48) }, '"signature" must be 48 bytes of hex'],
  ])("refuses %s", (_, change, message) => {
    const body = { ...realRound(123), ...change };
    expect(parseBeaconResponse(body)).toEqual({
      ok: false,
      message: `Not a drand round: ${message}.`,
    });
  });
});
