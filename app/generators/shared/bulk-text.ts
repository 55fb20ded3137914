// The texts of a whole run built at once, for generators that make thousands of short IDs:
// building each text by concatenation costs more than drawing its randomness.

const decoder = new TextDecoder();

/**
 * The ASCII text in `bytes` cut into texts of `length` characters: one decode for the whole
 * run, then a slice per text.
 */
export function asciiTexts(bytes: Uint8Array, length: number): string[] {
  const count = length > 0 ? Math.floor(bytes.length / length) : 0;
  const all = decoder.decode(bytes.subarray(0, count * length));
  const texts = new Array<string>(count);
  for (let k = 0, start = 0; k < count; k++, start += length) {
    texts[k] = all.slice(start, start + length);
  }
  return texts;
}

/**
 * Texts of `length` characters, the k-th spelling the indices k·length … (k+1)·length − 1 of
 * `indices` with `characters`. An alphabet of single ASCII characters goes through
 * {@link asciiTexts}; any other is joined character by character. The texts are the same.
 */
export function textsFromIndices(
  indices: Uint8Array,
  characters: readonly string[],
  length: number,
): string[] {
  const count = length > 0 ? Math.floor(indices.length / length) : 0;
  const codes = asciiCodes(characters);
  if (codes) return asciiTexts(spell(indices, codes, new Uint8Array(count * length)), length);
  const texts = new Array<string>(count);
  for (let k = 0, i = 0; k < count; k++) {
    let text = "";
    for (const end = i + length; i < end; i++) text += characters[indices[i] as number];
    texts[k] = text;
  }
  return texts;
}

/**
 * `bytes` with the code of each index. A function of its own, so that its loop is optimised
 * apart from the calls after it (a loop followed by other calls kept deoptimising at them).
 */
function spell(indices: Uint8Array, codes: Uint8Array, bytes: Uint8Array): Uint8Array {
  for (let i = 0; i < bytes.length; i++) bytes[i] = codes[indices[i] as number] as number;
  return bytes;
}

/** The character codes of an alphabet of at most 256 single ASCII characters, else null. */
function asciiCodes(characters: readonly string[]): Uint8Array | null {
  if (characters.length > 256) return null;
  const codes = new Uint8Array(256);
  for (let i = 0; i < characters.length; i++) {
    const c = characters[i] as string;
    if (c.length !== 1 || c.charCodeAt(0) > 0x7f) return null;
    codes[i] = c.charCodeAt(0);
  }
  return codes;
}
