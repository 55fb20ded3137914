import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { encodeBase58, encodeBase64Url } from "./byte-encodings";

describe("byte encodings", () => {
  it("encodes like the standard encoders", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        expect(encodeBase64Url(bytes)).toBe(Buffer.from(bytes).toString("base64url"));
      }),
      { seed: 7, numRuns: 100 },
    );
    expect(encodeBase58(new TextEncoder().encode("Hello World!"))).toBe("2NEpo7TZRRrLZSi2U");
    expect(encodeBase58(new Uint8Array([0, 0, 1]))).toBe("112");
    expect(encodeBase58(new Uint8Array([0, 0]))).toBe("11");
  });
});
