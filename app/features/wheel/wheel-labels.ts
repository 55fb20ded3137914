// How a slice's label is sized and cut, shared by the canvas (wheel-draw.ts) and the picture the
// server draws before the canvas code arrives (wheel-face.tsx).

/** Labels smaller than this are left off: the list beside the wheel names every entry. */
export const MIN_LABEL_PX = 8;
const MAX_LABEL_PX = 22;
const TAU = Math.PI * 2;

/** The label font size a slice can hold at this radius, or 0 when it is too thin. */
export function labelSize(sliceFraction: number, radius: number): number {
  // The arc at two-thirds of the radius must hold the text's height with some air.
  const arc = sliceFraction * TAU * radius * 0.62;
  const size = Math.min(MAX_LABEL_PX * (radius / 200), arc * 0.7);
  return size >= MIN_LABEL_PX ? Math.min(size, MAX_LABEL_PX * 1.6) : 0;
}

/** Where a label ends (its right edge, from the centre) and how wide it may be, at `radius`. */
export function labelRoom(radius: number, pictureSide = 0): { end: number; width: number } {
  const end = radius - 10 - (pictureSide >= MIN_LABEL_PX * 2 ? pictureSide + 6 : 0);
  return { end, width: end - radius * 0.22 };
}

/**
 * The text cut to fit `width` pixels, with an ellipsis when it had to be cut. It is cut between
 * characters as a reader sees them, so an emoji is never split into halves that draw as boxes.
 */
export function fitText(measure: (text: string) => number, text: string, width: number): string {
  if (measure(text) <= width) return text;
  const characters = graphemes(text);
  let low = 0;
  let high = characters.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(`${characters.slice(0, middle).join("")}…`) <= width) low = middle;
    else high = middle - 1;
  }
  return low === 0 ? "" : `${characters.slice(0, low).join("")}…`;
}

// Made on first use, not when the module loads: a fresh page's first Intl object costs 100 ms or
// more of main thread (issue 29), and most labels fit without being cut.
let segmenter: Intl.Segmenter | null | undefined;

/** The characters a reader sees (an emoji with its modifiers is one). */
function graphemes(text: string): string[] {
  if (segmenter === undefined) {
    segmenter = typeof Intl.Segmenter === "function" ? new Intl.Segmenter() : null;
  }
  return segmenter ? Array.from(segmenter.segment(text), (part) => part.segment) : Array.from(text);
}

/**
 * The width of `text` in a 600-weight system sans-serif of `size` pixels, estimated without a
 * canvas (the server has none): narrow letters, wide ones and the rest, an emoji as two letters.
 * Within a few per cent of Chromium's own for Latin names; labels are cut by it before the
 * canvas, which measures exactly, draws the wheel.
 */
export function estimateTextWidth(text: string, size: number): number {
  let ems = 0;
  for (const character of text) {
    if (/[iljtfrI.,:;'’!| ]/.test(character)) ems += 0.3;
    else if (/[mwMW@]/.test(character)) ems += 0.9;
    else if (/[A-Z0-9]/.test(character)) ems += 0.68;
    else if (character.codePointAt(0)! > 0x2000) ems += 1.2;
    else ems += 0.56;
  }
  return ems * size;
}
