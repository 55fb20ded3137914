import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { asciiTexts, textsFromIndices } from "./bulk-text";

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe("asciiTexts", () => {
  it("cuts the decoded text into texts of the given length, dropping an incomplete tail", () => {
    expect(asciiTexts(ascii("abcdefgh"), 3)).toEqual(["abc", "def"]);
    expect(asciiTexts(ascii("abcdef"), 6)).toEqual(["abcdef"]);
    expect(asciiTexts(ascii(""), 4)).toEqual([]);
  });
});

describe("textsFromIndices", () => {
  it("spells each run of `length` indices with the alphabet, ASCII or not (property)", () => {
    const letters = [..."abcXYZ019_-~", "é", "ß", "🍎", "🍌", "€"];
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...letters), { minLength: 1, maxLength: letters.length }),
        fc.integer({ min: 1, max: 30 }),
        fc.nat({ max: 20 }),
        fc.infiniteStream(fc.nat()),
        (characters, length, count, stream) => {
          const indices = Uint8Array.from(
            stream.take(length * count),
            (n) => n % characters.length,
          );
          const expected = Array.from({ length: count }, (_, k) =>
            Array.from(indices.subarray(k * length, (k + 1) * length), (i) => characters[i]).join(
              "",
            ),
          );
          expect(textsFromIndices(indices, characters, length)).toEqual(expected);
        },
      ),
      { seed: 20261122, numRuns: 200 },
    );
  });
});
