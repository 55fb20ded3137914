import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { formatUuid, formatUuids } from "./identifiers";

describe("formatUuids", () => {
  it("formats every 16 bytes as formatUuid does, lowercase or uppercase (property)", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 40 }),
        fc.boolean(),
        fc.infiniteStream(fc.nat({ max: 255 })),
        (count, uppercase, stream) => {
          const bytes = Uint8Array.from(stream.take(16 * count));
          const expected = Array.from({ length: count }, (_, k) =>
            formatUuid(bytes.subarray(16 * k, 16 * k + 16), uppercase),
          );
          expect(formatUuids(bytes, uppercase)).toEqual(expected);
        },
      ),
      { seed: 20261122, numRuns: 100 },
    );
  });

  it("formats many UUIDs the same across the chunks it decodes them in", () => {
    const bytes = Uint8Array.from({ length: 16 * 1000 }, (_, i) => (i * 2654435761) >>> 24);
    const expected = Array.from({ length: 1000 }, (_, k) =>
      formatUuid(bytes.subarray(16 * k, 16 * k + 16), false),
    );
    const texts = ["kept"];
    expect(formatUuids(bytes, false, texts)).toBe(texts);
    expect(texts).toEqual(["kept", ...expected]);
  });

  it("writes the 8-4-4-4-12 groups in byte order", () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => i * 17);
    expect(formatUuids(bytes, false)).toEqual(["00112233-4455-6677-8899-aabbccddeeff"]);
    expect(formatUuids(bytes, true)).toEqual(["00112233-4455-6677-8899-AABBCCDDEEFF"]);
  });
});
