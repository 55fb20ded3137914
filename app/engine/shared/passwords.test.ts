import { describe, expect, it } from "vitest";

import { countPasswordsWithEachClass, log2BigInt, passwordEntropyBits } from "./passwords";
import { allStrings } from "../testing/all-strings";

describe("password entropy", () => {
  it("counts passwords with each kind exactly, by inclusion–exclusion", () => {
    const cases: [number[], number][] = [
      [[1, 1], 2],
      [[1, 1], 5],
      [[2, 1, 3], 3],
      [[2, 1, 3], 4],
      [[3, 2, 2, 1], 4],
      [[3, 2, 2, 1], 5],
    ];
    for (const [sizes, length] of cases) {
      const pool = sizes.flatMap((size, kind) =>
        Array.from({ length: size }, (_, i) => `${kind}${i}|`),
      );
      let brute = 0;
      for (const s of allStrings(pool, length)) {
        const kinds = new Set(
          s
            .split("|")
            .filter(Boolean)
            .map((c) => c[0]),
        );
        if (kinds.size === sizes.length) brute++;
      }
      expect(countPasswordsWithEachClass(sizes, length), `${sizes} × ${length}`).toBe(
        BigInt(brute),
      );
      expect(passwordEntropyBits(sizes, length, true)).toBeCloseTo(Math.log2(brute), 10);
    }
  });

  it("takes log2 of integers too large for a double", () => {
    expect(log2BigInt(2n ** 1000n)).toBe(1000);
    expect(log2BigInt(3n ** 1000n)).toBeCloseTo(1000 * Math.log2(3), 9);
  });
});
