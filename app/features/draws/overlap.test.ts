import { describe, expect, it } from "vitest";

import { fingerprintOf, HIDDEN_FINGERPRINT, sharedEntries } from "./overlap";

const ROUND = 30662982;
const list = (entries: string[], hidden = false) =>
  fingerprintOf({ pool: { kind: "list", entries }, hidden }, ROUND);

describe("overlaps of draws of one round", () => {
  it("counts the shared names of two public lists when they are half of the smaller one", () => {
    expect(sharedEntries(list(["Ann", "Bo", "Cy", "Di"]), list(["Bo", "Cy", "Zed"]))).toBe(2);
    expect(sharedEntries(list(["Ann", "Bo", "Cy", "Di"]), list(["Cy", "Xi", "Yu"]))).toBeNull();
  });

  it("keeps nothing of a hidden list's entries and never matches it, not even a one-name guess", () => {
    const hidden = list(["Ann", "Bo", "Cy"], true);
    expect(hidden).toBe(HIDDEN_FINGERPRINT);
    for (const guess of [list(["Bo"]), list(["Zed"]), hidden]) {
      expect(sharedEntries(guess, hidden)).toBeNull();
      expect(sharedEntries(hidden, guess)).toBeNull();
    }
  });
});
