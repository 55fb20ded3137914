import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { appendAsciiTexts, textsFromIndices } from "./bulk-text";

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe("appendAsciiTexts", () => {
  it("appends the decoded text cut into the given length, dropping an incomplete tail", () => {
    const texts = ["before"];
    appendAsciiTexts(ascii("abcdefgh"), 3, texts);
    expect(texts).toEqual(["before", "abc", "def"]);
    appendAsciiTexts(ascii(""), 4, texts);
    expect(texts).toHaveLength(3);
  });
});

/** The texts as spelled one character at a time. */
function naiveTexts(indices: Uint8Array, characters: readonly string[], length: number) {
  const count = Math.floor(indices.length / length);
  return Array.from({ length: count }, (_, k) =>
    Array.from(indices.subarray(k * length, (k + 1) * length), (i) => characters[i]).join(""),
  );
}

describe("textsFromIndices", () => {
  it("spells many texts the same across the chunks it decodes them in", () => {
    const characters = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-"];
    for (const length of [21, 256, 7]) {
      const indices = Uint8Array.from({ length: length * 3000 + 5 }, (_, i) => (i * 37) % 64);
      expect(textsFromIndices(indices, characters, length)).toEqual(
        naiveTexts(indices, characters, length),
      );
    }
  });

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
          expect(textsFromIndices(indices, characters, length)).toEqual(
            naiveTexts(indices, characters, length),
          );
        },
      ),
      { seed: 20261122, numRuns: 200 },
    );
  });
});
