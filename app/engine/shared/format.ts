import { formatCount } from "../core/format-count";

// Small text helpers shared by generators: counts with their noun, capitals, rounded bits.

/** "1 word", "2 words", "1,000 entries": the count in en-US digits with the matching noun. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/** The word with its first UTF-16 unit in upper case ("otter" → "Otter"). */
export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Bits of randomness rounded to one decimal place, as shown to the visitor. */
export function roundBits(bits: number): number {
  return Math.round(bits * 10) / 10;
}
