// Small text helpers shared by generators: counts with their noun, capitals, rounded bits.

/**
 * A number in en-US digits, "10,000": the same text as `toLocaleString("en-US")`, without its
 * cost. A page's first use of `Intl` loads locale data (over 100 ms on a phone), so the counts
 * and limits every page shows are grouped by hand; only a number with a fraction goes to Intl.
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString("en-US");
  const digits = String(Math.abs(n));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ",");
  return n < 0 ? `-${grouped}` : grouped;
}

/**
 * A local clock time, "14:03:30" (24-hour, as the draws' pages write it), without `Intl`: shown
 * beside runs and spins on pages whose first render must stay cheap.
 */
export function formatClockTime(time: number | Date): string {
  const date = new Date(time);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

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
