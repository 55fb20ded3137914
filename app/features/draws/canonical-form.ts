/**
 * Step 1 of method 2 (docs/draw-method-v2.md § 1): the canonical form of a draw's text. Kept
 * apart from the rest of the method, which carries ChaCha20, because the draw page needs only
 * this (an entrant's typed entry is put in canonical form before it is checked).
 */

/** The line breaks that separate entries: CR LF, LF, CR (and no other code point). */
export const LINE_BREAK = /\r\n|\n|\r/;

/**
 * The code points trimmed from both ends of an entry or a title: Unicode's White_Space property
 * (25 code points) plus U+FEFF, the byte-order mark a pasted file may start with.
 */
export const TRIMMED_CODE_POINTS: readonly number[] = [
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004,
  0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff,
];

const TRIMMED = new Set(TRIMMED_CODE_POINTS);

/**
 * Code points an entry may not contain once trimmed: C0 controls but TAB, DEL and the C1
 * controls (which include NEL), and the line and paragraph separators. Refusing them, rather
 * than defining what they do, is what makes every language's "split into lines" agree.
 */
export function isForbiddenCodePoint(codePoint: number): boolean {
  return (
    (codePoint <= 0x1f && codePoint !== 0x09) ||
    (codePoint >= 0x7f && codePoint <= 0x9f) ||
    codePoint === 0x2028 ||
    codePoint === 0x2029 ||
    (codePoint >= 0xd800 && codePoint <= 0xdfff)
  );
}

/** `text` without the trimmed code points at either end (code points, not UTF-16 units). */
export function trimCodePoints(text: string): string {
  const points = [...text];
  let start = 0;
  let end = points.length;
  while (start < end && TRIMMED.has(points[start]?.codePointAt(0) ?? -1)) start++;
  while (end > start && TRIMMED.has(points[end - 1]?.codePointAt(0) ?? -1)) end--;
  return points.slice(start, end).join("");
}

/** One line in canonical form: NFC, then trimmed. */
export const canonicalText = (line: string): string => trimCodePoints(line.normalize("NFC"));

/** The first forbidden code point of `text`, or null (a lone surrogate counts as one). */
export function forbiddenCodePointIn(text: string): number | null {
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (isForbiddenCodePoint(codePoint)) return codePoint;
  }
  return null;
}

/** Compares two strings by their UTF-8 bytes (the same order as by code points). */
export function compareUtf8(a: string, b: string): number {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  const length = Math.min(left.length, right.length);
  for (let i = 0; i < length; i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

/**
 * The canonical entries of a text: split at line breaks, each line canonical, empty ones
 * dropped, sorted by UTF-8 bytes. A repeated entry stays (a second ticket). Forbidden code
 * points are not checked here: the draw's input check refuses them with the entry's number.
 */
export function canonicalEntriesV2(text: string): string[] {
  return text
    .split(LINE_BREAK)
    .map(canonicalText)
    .filter((entry) => entry !== "")
    .sort(compareUtf8);
}
