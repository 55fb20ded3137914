import { describe, expect, it } from "vitest";

import {
  bearing,
  FLICK_MIN_DEGREES_PER_SECOND,
  FLICK_WINDOW_MS,
  isFlick,
  releaseSpeed,
  turnBetween,
} from "./wheel-flick";

const centre = { x: 100, y: 100 };

describe("bearing and turnBetween", () => {
  it("measure clockwise from the top, as the wheel's pointer does", () => {
    expect(bearing(centre, { x: 100, y: 0 })).toBeCloseTo(0);
    expect(bearing(centre, { x: 200, y: 100 })).toBeCloseTo(90);
    expect(bearing(centre, { x: 0, y: 100 })).toBeCloseTo(-90);
  });

  it("take the short way round across the bottom", () => {
    expect(turnBetween(170, -170)).toBeCloseTo(20);
    expect(turnBetween(-170, 170)).toBeCloseTo(-20);
    expect(turnBetween(10, 40)).toBeCloseTo(30);
  });
});

describe("releaseSpeed and isFlick", () => {
  it("spin for a quarter turn in the last 50 ms, either way round", () => {
    const samples = [
      { turned: 0, time: 1_000 },
      { turned: 45, time: 1_025 },
      { turned: 90, time: 1_050 },
    ];
    expect(releaseSpeed(samples, 1_050)).toBeCloseTo(1_800);
    expect(isFlick(samples, 1_050)).toBe(true);
    const back = samples.map((s) => ({ ...s, turned: -s.turned }));
    expect(isFlick(back, 1_050)).toBe(true);
  });

  it("do not spin for the same turn dragged slowly, or held still before the release", () => {
    const slow = [
      { turned: 0, time: 0 },
      { turned: 30, time: 400 },
      { turned: 60, time: 800 },
      { turned: 90, time: 1_200 },
    ];
    // 30 degrees per 400 ms: 75 per second, under the threshold.
    expect(releaseSpeed(slow, 1_200)).toBeCloseTo(75);
    expect(isFlick(slow, 1_200)).toBe(false);
    const held = [
      { turned: 0, time: 1_000 },
      { turned: 90, time: 1_050 },
      { turned: 90, time: 1_050 + FLICK_WINDOW_MS + 200 },
    ];
    expect(isFlick(held, 1_050 + FLICK_WINDOW_MS + 200)).toBe(false);
  });

  it("spin from the threshold up, not just under it", () => {
    const at = (degrees: number) => [
      { turned: 0, time: 0 },
      { turned: degrees, time: 50 },
    ];
    expect(isFlick(at(FLICK_MIN_DEGREES_PER_SECOND / 20), 50)).toBe(true);
    expect(isFlick(at(FLICK_MIN_DEGREES_PER_SECOND / 20 - 1), 50)).toBe(false);
    expect(releaseSpeed([], 50)).toBe(0);
  });
});
