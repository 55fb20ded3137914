import { describe, expect, it } from "vitest";

import { isWeakPin, weakPinCount } from "./pins";
import { allStrings } from "../testing/all-strings";

describe("weak PINs", () => {
  it("recognises weak PINs", () => {
    for (const weak of ["1111", "000", "1234", "0123", "9876", "3210", "0123456789"]) {
      expect(isWeakPin(weak), weak).toBe(true);
    }
    for (const fine of ["1235", "9012", "8901", "1122", "1212", "4320"]) {
      expect(isWeakPin(fine), fine).toBe(false);
    }
    for (const length of [3, 4, 5]) {
      const pool = "0123456789".split("");
      const weak = [...allStrings(pool, length)].filter(isWeakPin).length;
      expect(weakPinCount(length), `length ${length}`).toBe(weak);
    }
    expect(weakPinCount(10)).toBe(12);
    expect(weakPinCount(12)).toBe(10);
  });
});
