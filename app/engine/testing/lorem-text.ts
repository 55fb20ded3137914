// Checks of lorem ipsum text shared by the three lorem generators' tests; only tests import this.
import fc from "fast-check";

import type { AnyGenerator } from "../core/engine";
import loremVocabulary from "../data/lorem-words";
import { LOREM_OPENING } from "../shared/lorem";

import { validInputArbitrary } from "./harness";

/** The lorem ipsum vocabulary, for membership checks. */
export const vocabulary = new Set(loremVocabulary);

/** The sentences of lorem ipsum text, each split into its words (commas removed). */
export function sentencesOf(text: string): string[][] {
  return (text.match(/[^.]+\./g) ?? []).map((sentence) =>
    sentence.trim().slice(0, -1).replace(/,/g, "").split(" "),
  );
}

/** Whether a sentence is capitalized, ends in a period, and uses only lorem words. */
export function isLoremSentence(sentence: string): boolean {
  const words = sentence.slice(0, -1).split(" ");
  return (
    /^[A-Z][a-z]*( [a-z]+,?)* [a-z]+\.$/.test(sentence) &&
    !sentence.includes(",,") &&
    words.length >= 6 &&
    words.length <= 16 &&
    words.every((w) => vocabulary.has(w.replace(",", "").toLowerCase()))
  );
}

/** Whether `text` starts with the first `input.count` words of the opening when it is on. */
export function loremOpeningHolds(input: Record<string, unknown>, text: string): boolean {
  const opening = LOREM_OPENING.slice(0, Number(input.count)).join(" ");
  return !input.opening || text.toLowerCase().startsWith(opening);
}

/**
 * Valid inputs of a lorem generator: small counts, and now and then its maximum (one value
 * however big the count).
 */
export function loremInputArbitrary(g: AnyGenerator): fc.Arbitrary<Record<string, unknown>> {
  return validInputArbitrary(g, (spec) => {
    if (spec.kind !== "integer") return undefined;
    const small = fc.integer({ min: spec.min, max: Math.min(spec.max, 40) });
    return fc.oneof(
      { arbitrary: small, weight: 9 },
      { arbitrary: fc.constant(spec.max), weight: 1 },
    );
  });
}
